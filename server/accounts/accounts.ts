// Accounts: sign-up (with e-mail verification, ./email-verification.ts), sign-in (server/accounts/sign-in.ts), guest
// details, forgotten, reset and changed passwords (server/accounts/passwords.ts), mobile verification and profile
// updates. Codes and reset links go out through the
// notifier (the outbox); only their HMAC is stored, each is single use, expires, and counts wrong
// tries (server/accounts/one-time-codes.ts). Sign-in, codes and resets are rate-limited per account
// and per network address, each try counted before it is checked.
import type { Logger } from "pino";
import type { AppConfig } from "../config";
import type { Repositories } from "../db/repositories";
import type { Customer } from "../db/repositories/customers";
import type { GuestDetails } from "../db/repositories/sessions";
import type { Clock } from "../providers/clock";
import type { Notifier } from "../providers/notifications";
import { hashPassword } from "../security/password";
import { refused, type Refused } from "../refusals";
import { accountLimiters, takeAll, tooManyMessage, type AccountLimiters } from "../security/rate-limit";
import type { CustomerService } from "./customers";
import { emailVerification } from "./email-verification";
import { oneTimeCodes } from "./one-time-codes";
import { passwordService } from "./passwords";
import { signInService } from "./sign-in";

export { RESET_TTL_MINUTES } from "./passwords";
export function accountService(deps: {
  repos: Repositories;
  clock: Clock;
  config: AppConfig;
  notifier: Notifier;
  customers: CustomerService;
  brandName: string;
  /** Where work done after the answer (the reset e-mail) reports a failure. */
  logger: Pick<Logger, "error">;
  /** The limits' store (Redis or memory); a fresh in-memory set when not given. */
  limits?: AccountLimiters;
}) {
  const { repos, clock, config, notifier, customers, brandName } = deps;
  const limits = deps.limits ?? accountLimiters();
  const codes = oneTimeCodes({ repos, clock, config, notifier, limits, brandName });
  const { nowIso } = codes;
  const verification = emailVerification({ repos, config, notifier, limits, codes, brandName });

  return {
    ...signInService({ repos, clock, customers, limits, codes }),
    ...passwordService({ repos, clock, config, notifier, limits, codes, brandName, logger: deps.logger }),
    ...verification,

    async register(
      input: { firstName: string; lastName: string; email: string; mobileNumber: string; password: string; emailOptIn: boolean },
      current: { sessionId: string | null; ip: string },
    ): Promise<{ ok: true; sessionId: string; customer: Customer } | Refused<"email">> {
      // Counted before the address is looked up: past the limit nobody learns whether an e-mail is
      // taken, and a burst of sign-ups makes no accounts (docs/decisions/025).
      const taken = await takeAll([limits.registerAddress, current.ip], [limits.registerEmail, input.email.toLowerCase()]);
      if (!taken.ok) return refused("limited", "email", tooManyMessage(taken.wait));
      const customer = await repos.customers.create({
        email: input.email,
        passwordHash: await hashPassword(input.password),
        firstName: input.firstName,
        lastName: input.lastName,
        mobileNumber: input.mobileNumber,
        emailOptIn: input.emailOptIn,
        now: nowIso(),
      });
      if (!customer) return refused("conflict", "email", "An account with this email address already exists. Log in instead.");
      if (current.sessionId) await customers.endSession(current.sessionId);
      // Welcomed on the next page, whichever it is, until dismissed (docs/decisions/021).
      const sessionId = await customers.startSession(customer.id, { welcomePending: true });
      await notifier.send({
        channel: "email",
        recipient: customer.email,
        subject: `Welcome to ${brandName}`,
        body: `Hello ${customer.firstName}, your ${brandName} account is ready.`,
      });
      // The club's welcome reward waits for the verified address (docs/decisions/025).
      await verification.sendVerificationLink(customer);
      return { ok: true, sessionId, customer };
    },

    /** Whether the session's customer is still to be welcomed (a new account, the dialog not yet dismissed). */
    async welcomePending(sessionId: string | null): Promise<boolean> {
      if (!sessionId) return false;
      return (await customers.sessionData(sessionId))?.welcomePending === true;
    },

    /** The welcome dialog dismissed: it does not show again. */
    async welcomeSeen(sessionId: string | null): Promise<void> {
      if (sessionId) await customers.patchSession(sessionId, { welcomePending: false });
    },

    /** A guest's details make a session that may check out (customer/guestLogin, updateGuestDetails). */
    async guestLogin(details: GuestDetails, current: { sessionId: string | null; customerId: number | null }): Promise<string> {
      if (current.sessionId && current.customerId === null) {
        const live = await repos.sessions.getLive(current.sessionId, nowIso());
        if (live && !live.data.pendingTwoFactor) {
          await repos.sessions.updateData(live.id, { ...live.data, guest: details });
          return live.id;
        }
      }
      if (current.sessionId) await customers.endSession(current.sessionId);
      return customers.startSession(null, { guest: details });
    },

    /** Sends a code to a new mobile number (checkout/verifyMobile); the number is kept until verified. */
    async requestMobileCode(customerId: number, sessionId: string, mobileNumber: string): Promise<{ ok: true } | Refused<"mobileNumber">> {
      const c = await repos.customers.getById(customerId);
      const live = await repos.sessions.getLive(sessionId, nowIso());
      if (!c || !live) return refused("unauthenticated", "mobileNumber", "Log in again to verify your mobile number.");
      const sent = await limits.codesSent.take(String(c.id));
      if (!sent.ok) return refused("limited", "mobileNumber", tooManyMessage(sent.wait));
      await repos.sessions.updateData(live.id, { ...live.data, pendingMobile: mobileNumber });
      await codes.send(c, "mobile", "sms", mobileNumber);
      return { ok: true };
    },

    async pendingMobile(sessionId: string | null): Promise<string | null> {
      if (!sessionId) return null;
      return (await repos.sessions.getLive(sessionId, nowIso()))?.data.pendingMobile ?? null;
    },

    /** Checks the mobile code and saves the number (customer/mobileUpdate). */
    async verifyMobile(customerId: number, sessionId: string, code: string, ip: string): Promise<{ ok: true } | Refused<"code">> {
      const live = await repos.sessions.getLive(sessionId, nowIso());
      const pending = live?.data.pendingMobile;
      if (!live || !pending) return refused("invalid", "code", "Enter your mobile number first.");
      const checked = await codes.check(customerId, "mobile", code, ip);
      if (checked !== true) return refused("invalid", "code", checked.message);
      await repos.customers.setMobile(customerId, pending);
      const { pendingMobile: _done, ...rest } = live.data;
      await repos.sessions.updateData(live.id, rest);
      return { ok: true };
    },

    updateCustomer: (customerId: number, d: { firstName: string; lastName: string; emailOptIn: boolean }) =>
      repos.customers.update(customerId, d),
    emailOptIn: (customerId: number, optIn: boolean) => repos.customers.setEmailOptIn(customerId, optIn),

    /** Ends the session; the basket, menu choice and loyalty state start again empty. */
    async logout(sessionId: string | null) {
      if (sessionId) await customers.endSession(sessionId);
    },
  };
}
export type AccountService = ReturnType<typeof accountService>;
