// Customer sessions: a signed cookie names a server-side session row, which can be revoked.
import { randomBytes } from "node:crypto";
import type { AppConfig } from "../config";
import type { Repositories } from "../db/repositories";
import type { Customer } from "../db/repositories/customers";
import type { Clock } from "../providers/clock";
import { verifyPassword } from "../security/password";

const SESSION_DAYS = 30;

export function customerService(deps: { repos: Repositories; clock: Clock; config: AppConfig }) {
  const { repos, clock } = deps;
  const now = () => clock.now().toISOString();
  return {
    getById: (id: number): Promise<Customer | null> => repos.customers.getById(id),

    /** Checks e-mail and password; null on any mismatch (the caller shows one message for both). */
    async authenticate(email: string, password: string): Promise<Customer | null> {
      const found = await repos.customers.getByEmail(email);
      if (!found) return null;
      const { passwordHash, ...customer } = found;
      return (await verifyPassword(password, passwordHash)) ? customer : null;
    },

    /** A new session row (a new id at every login). */
    async startSession(customerId: number | null): Promise<string> {
      const id = randomBytes(24).toString("base64url");
      const expires = new Date(clock.now().getTime() + SESSION_DAYS * 864e5).toISOString();
      await repos.sessions.create({ id, customerId, data: {}, now: now(), expiresAt: expires });
      return id;
    },
    resolveSession: (id: string) => repos.sessions.getLive(id, now()),
    endSession: (id: string) => repos.sessions.revoke(id, now()),
  };
}
export type CustomerService = ReturnType<typeof customerService>;
