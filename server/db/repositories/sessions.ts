import { compiledOnce } from "../compiled-once";
import type { Database } from "../database";

export interface GuestDetails {
  firstName: string;
  lastName: string;
  email: string;
  mobileNumber: string;
}

export interface SessionData {
  hasShownEmployeeModal?: boolean;
  loginReturnPath?: string;
  /** Details a guest gave at checkout (customer/guestLogin); the session then counts as logged in. */
  guest?: GuestDetails;
  /** Password accepted, waiting for the two-factor code: the customer is not signed in yet. */
  pendingTwoFactor?: { customerId: number; channel: "sms" | "email" };
  /** A mobile number waiting for its verification code. */
  pendingMobile?: string;
  /** A new account: the welcome dialog shows on every page until the customer dismisses it (decision 021). */
  welcomePending?: boolean;
}

export interface SessionRecord {
  id: string;
  customerId: number | null;
  data: SessionData;
  expiresAt: string;
}

export function sessionsRepository(db: Database) {
  // Every page reads its session, some twice: read once in a turn (the expiry is checked on each
  // call, so the shared read does not depend on the instant).
  const unrevokedSession = compiledOnce(
    db,
    1,
    (id: string) => db.selectFrom("sessions").selectAll().where("id", "=", id).where("revoked_at", "is", null),
    { sharedInTurn: true },
  );
  return {
    async create(s: { id: string; customerId: number | null; data: SessionData; now: string; expiresAt: string }) {
      await db
        .insertInto("sessions")
        .values({
          id: s.id,
          customer_id: s.customerId,
          data: JSON.stringify(s.data),
          created_at: s.now,
          expires_at: s.expiresAt,
          revoked_at: null,
        })
        .execute();
    },
    /** A live session: not revoked and not expired at `now`. */
    async getLive(id: string, now: string): Promise<SessionRecord | null> {
      const row = (await unrevokedSession(id)).find((r) => r.expires_at > now);
      return row ? { id: row.id, customerId: row.customer_id, data: JSON.parse(row.data) as SessionData, expiresAt: row.expires_at } : null;
    },
    async updateData(id: string, data: SessionData) {
      await db
        .updateTable("sessions")
        .set({ data: JSON.stringify(data) })
        .where("id", "=", id)
        .execute();
    },
    async revoke(id: string, now: string) {
      await db.updateTable("sessions").set({ revoked_at: now }).where("id", "=", id).execute();
    },
    async revokeAllForCustomer(customerId: number, now: string) {
      await db
        .updateTable("sessions")
        .set({ revoked_at: now })
        .where("customer_id", "=", customerId)
        .where("revoked_at", "is", null)
        .execute();
    },
  };
}
export type SessionsRepository = ReturnType<typeof sessionsRepository>;
