// Customer sessions: a signed cookie names a server-side session row, which can be revoked. A
// session lasts 30 days at most, and ends sooner when unused for a day (idle limits:
// server/db/repositories/sessions.ts).
import { randomBytes } from "node:crypto";
import type { AppConfig } from "../config";
import type { Repositories } from "../db/repositories";
import type { Customer } from "../db/repositories/customers";
import type { SessionData } from "../db/repositories/sessions";
import type { Clock } from "../providers/clock";
import { DUMMY_PASSWORD_HASH, verifyPassword } from "../security/password";

const SESSION_DAYS = 30;

/** The person paying: the payment guard and the order read this. */
export type CheckoutIdentity =
  | { kind: "customer"; customerId: number; firstName: string; lastName: string; email: string; mobileNumber: string | null }
  | { kind: "guest"; customerId: null; firstName: string; lastName: string; email: string; mobileNumber: string }
  | { kind: "none"; customerId: null; firstName: null; lastName: null; email: null; mobileNumber: null };

export function customerService(deps: { repos: Repositories; clock: Clock; config: AppConfig }) {
  const { repos, clock } = deps;
  const now = () => clock.now().toISOString();
  return {
    getById: (id: number): Promise<Customer | null> => repos.customers.getById(id),

    /**
     * Checks e-mail and password; null on any mismatch (the caller shows one message for both). An
     * unknown e-mail is verified against a dummy hash of the same cost: both take as long.
     */
    async authenticate(email: string, password: string): Promise<Customer | null> {
      const found = await repos.customers.getByEmail(email);
      const matches = await verifyPassword(password, found?.passwordHash ?? DUMMY_PASSWORD_HASH);
      if (!found || !matches) return null;
      const { passwordHash: _hash, ...customer } = found;
      return customer;
    },

    /** A new session row (a new id at every login). */
    async startSession(customerId: number | null, data: SessionData = {}): Promise<string> {
      const id = randomBytes(24).toString("base64url");
      const expires = new Date(clock.now().getTime() + SESSION_DAYS * 864e5).toISOString();
      await repos.sessions.create({ id, customerId, data, now: now(), expiresAt: expires });
      return id;
    },
    /**
     * The live session of a request, marked as used: a session unused for 24 hours (15 minutes for
     * a sign-in waiting for its code) has ended, besides the absolute 30 days (docs/decisions/024).
     */
    async resolveSession(id: string) {
      const at = now();
      const live = await repos.sessions.getLive(id, at);
      if (live) await repos.sessions.touch(live, at);
      return live;
    },

    /** A live session's data, read only (no use is recorded: the request's session middleware did). */
    async sessionData(id: string): Promise<SessionData | null> {
      return (await repos.sessions.getLive(id, now()))?.data ?? null;
    },

    /** Merges flags into a live session's data (e.g. hasShownEmployeeModal). */
    async patchSession(id: string, patch: Partial<SessionData>) {
      const live = await repos.sessions.getLive(id, now());
      if (live) await repos.sessions.updateData(id, { ...live.data, ...patch });
    },

    /** Who is checking out: a signed-in customer, a guest who gave details, or nobody yet. */
    async checkoutIdentity(session: { sessionId: string | null; customerId: number | null }): Promise<CheckoutIdentity> {
      if (session.customerId !== null) {
        const c = await repos.customers.getById(session.customerId);
        if (c)
          return {
            kind: "customer",
            customerId: c.id,
            firstName: c.firstName,
            lastName: c.lastName,
            email: c.email,
            mobileNumber: c.mobileNumber,
          };
      }
      if (session.sessionId) {
        const live = await repos.sessions.getLive(session.sessionId, now());
        const guest = live?.data.guest;
        if (guest) return { kind: "guest", customerId: null, ...guest };
      }
      return { kind: "none", customerId: null, firstName: null, lastName: null, email: null, mobileNumber: null };
    },
    endSession: (id: string) => repos.sessions.revoke(id, now()),
  };
}
export type CustomerService = ReturnType<typeof customerService>;
