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
  pendingTwoFactor?: {
    customerId: number;
    channel: "sms" | "email";
    /** This attempt's reference: its codes carry it, and complete this attempt only. */
    attemptId?: string;
  };
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
  /** When it was last used (refreshed every few minutes, see `touch`). */
  lastSeenAt: string;
}

const MINUTE = 60_000;
/** A session unused this long has ended, besides its absolute expiry (docs/decisions/024). */
const SESSION_IDLE_MS = 24 * 60 * MINUTE;
/** A sign-in waiting for its two-factor code ends sooner when left. */
const PENDING_TWO_FACTOR_IDLE_MS = 15 * MINUTE;

/** How long the session may rest unused, for its kind. */
const idleLimitOf = (data: SessionData) => (data.pendingTwoFactor ? PENDING_TWO_FACTOR_IDLE_MS : SESSION_IDLE_MS);

/**
 * How stale `last_seen_at` may be before a use refreshes it: a page view is not a write each
 * time. Small beside the idle limit, so a session in use never reaches it.
 */
const touchEveryOf = (data: SessionData) => (data.pendingTwoFactor ? MINUTE : 5 * MINUTE);

const msBefore = (iso: string, ms: number) => new Date(new Date(iso).getTime() - ms).toISOString();

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
          last_seen_at: s.now,
        })
        .execute();
    },
    /** A live session: not revoked, not expired at `now`, and not left unused past its idle limit. */
    async getLive(id: string, now: string): Promise<SessionRecord | null> {
      const row = (await unrevokedSession(id)).find((r) => r.expires_at > now);
      if (!row) return null;
      const data = JSON.parse(row.data) as SessionData;
      const lastSeenAt = row.last_seen_at ?? row.created_at;
      if (lastSeenAt <= msBefore(now, idleLimitOf(data))) return null;
      return { id: row.id, customerId: row.customer_id, data, expiresAt: row.expires_at, lastSeenAt };
    },
    /** Marks the session used at `now`, unless it was marked recently (one write per few minutes). */
    async touch(session: SessionRecord, now: string) {
      if (session.lastSeenAt > msBefore(now, touchEveryOf(session.data))) return;
      await db
        .updateTable("sessions")
        .set({ last_seen_at: now })
        .where("id", "=", session.id)
        .where((eb) => eb.or([eb("last_seen_at", "is", null), eb("last_seen_at", "<", now)]))
        .execute();
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
    /** Every session of the customer but `keepId` (a changed password keeps the session that changed it). */
    async revokeOthersForCustomer(customerId: number, keepId: string, now: string) {
      await db
        .updateTable("sessions")
        .set({ revoked_at: now })
        .where("customer_id", "=", customerId)
        .where("id", "!=", keepId)
        .where("revoked_at", "is", null)
        .execute();
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
