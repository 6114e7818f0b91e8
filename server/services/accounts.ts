// Accounts: sign-up (with e-mail verification, ./email-verification.ts), sign-in (server/services/sign-in.ts), guest details, forgotten and reset
// passwords, mobile verification and profile updates. Codes and reset links go out through the
// notifier (the outbox); only their HMAC is stored, each is single use, expires, and counts wrong
// tries (server/services/one-time-codes.ts). Sign-in, codes and resets are rate-limited per account
// and per network address, each try counted before it is checked.
import { randomBytes } from "node:crypto";
import type { OrderMode } from "../../app/domain/basket";
import { paths } from "../../app/paths";
import type { AppConfig } from "../config";
import type { Repositories } from "../db/repositories";
import type { Customer } from "../db/repositories/customers";
import type { GuestDetails } from "../db/repositories/sessions";
import type { Clock } from "../providers/clock";
import type { Notifier } from "../providers/notifications";
import { hashPassword } from "../security/password";
import { accountLimiters, takeAll, tooManyMessage, type AccountLimiters } from "../security/rate-limit";
import type { CustomerService } from "./customers";
import { emailVerification } from "./email-verification";
import { oneTimeCodes } from "./one-time-codes";
import { signInService } from "./sign-in";

export { CODE_MAX_TRIES, CODE_TTL_MINUTES } from "./one-time-codes";
export { VERIFY_EMAIL_TTL_HOURS } from "./email-verification";
export type { CodeOutcome, LoginOutcome } from "./sign-in";
export const RESET_TTL_MINUTES = 60;

export function accountService(deps: {
  repos: Repositories;
  clock: Clock;
  config: AppConfig;
  notifier: Notifier;
  customers: CustomerService;
  brandName: string;
  /** The limits' store (Redis or memory); a fresh in-memory set when not given. */
  limits?: AccountLimiters;
}) {
  const { repos, clock, config, notifier, customers, brandName } = deps;
  const limits = deps.limits ?? accountLimiters();
  const codes = oneTimeCodes({ repos, clock, config, notifier, limits, brandName });
  const { nowIso, minutesFromNow, mac, sameMac } = codes;
  const verification = emailVerification({ repos, config, notifier, limits, codes, brandName });

  return {
    ...signInService({ repos, clock, customers, limits, codes }),
    ...verification,

    async register(
      input: { firstName: string; lastName: string; email: string; mobileNumber: string; password: string; emailOptIn: boolean },
      current: { sessionId: string | null; ip: string },
    ): Promise<{ ok: true; sessionId: string; customer: Customer } | { ok: false; limited: boolean; errors: Record<string, string> }> {
      // Counted before the address is looked up: past the limit nobody learns whether an e-mail is
      // taken, and a burst of sign-ups makes no accounts (docs/decisions/025).
      const taken = await takeAll([limits.registerAddress, current.ip], [limits.registerEmail, input.email.toLowerCase()]);
      if (!taken.ok) return { ok: false, limited: true, errors: { email: tooManyMessage(taken.wait) } };
      const customer = await repos.customers.create({
        email: input.email,
        passwordHash: await hashPassword(input.password),
        firstName: input.firstName,
        lastName: input.lastName,
        mobileNumber: input.mobileNumber,
        emailOptIn: input.emailOptIn,
        now: nowIso(),
      });
      if (!customer)
        return { ok: false, limited: false, errors: { email: "An account with this email address already exists. Log in instead." } };
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
      return (await customers.resolveSession(sessionId))?.data.welcomePending === true;
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

    /** Always answers the same, whether or not the address has an account. */
    async forgottenPassword(email: string, ip: string, journey: OrderMode): Promise<{ ok: true } | { ok: false; message: string }> {
      // Counted before anything is looked up or sent: of a burst, only the allowed few send.
      const taken = await takeAll([limits.resetAddress, ip], [limits.resetEmail, email]);
      if (!taken.ok) return { ok: false, message: tooManyMessage(taken.wait) };
      const found = await repos.customers.getByEmail(email);
      if (!found) return { ok: true };
      await repos.codes.retireAll(found.id, "reset", nowIso());
      const id = randomBytes(12).toString("base64url");
      const secret = randomBytes(24).toString("base64url");
      await repos.codes.add({
        id,
        purpose: "reset",
        customerId: found.id,
        codeHash: mac(id, secret),
        createdAt: nowIso(),
        expiresAt: minutesFromNow(RESET_TTL_MINUTES),
      });
      const link = `${config.publicUrl}${paths.resetPassword(journey, `${id}.${secret}`)}`;
      await notifier.send({
        channel: "email",
        recipient: found.email,
        subject: `Reset your ${brandName} password`,
        body: `Hello ${found.firstName}, use this link within ${RESET_TTL_MINUTES} minutes to choose a new password: ${link} If you did not ask for it, ignore this email.`,
      });
      return { ok: true };
    },

    /** Whether a reset link still works (customer/validateResetPasswordCode). */
    async validateResetToken(token: string): Promise<{ customerId: number; codeId: string } | null> {
      const [id, secret] = token.split(".");
      if (!id || !secret) return null;
      const stored = await repos.codes.getById(id);
      if (!stored || stored.purpose !== "reset" || stored.usedAt || stored.expiresAt <= nowIso()) return null;
      return sameMac(mac(id, secret), stored.codeHash) ? { customerId: stored.customerId, codeId: id } : null;
    },

    /** Sets the new password once per link, and signs out every session of the account. */
    async resetPassword(token: string, password: string): Promise<boolean> {
      const valid = await this.validateResetToken(token);
      if (!valid) return false;
      if (!(await repos.codes.use(valid.codeId, nowIso()))) return false;
      await repos.customers.setPassword(valid.customerId, await hashPassword(password));
      await repos.sessions.revokeAllForCustomer(valid.customerId, nowIso());
      const c = await repos.customers.getById(valid.customerId);
      if (c)
        await notifier.send({
          channel: "email",
          recipient: c.email,
          subject: `Your ${brandName} password was changed`,
          body: `Hello ${c.firstName}, your password was changed. If this was not you, contact us.`,
        });
      return true;
    },

    /** Sends a code to a new mobile number (checkout/verifyMobile); the number is kept until verified. */
    async requestMobileCode(
      customerId: number,
      sessionId: string,
      mobileNumber: string,
    ): Promise<{ ok: true } | { ok: false; message: string }> {
      const c = await repos.customers.getById(customerId);
      const live = await repos.sessions.getLive(sessionId, nowIso());
      if (!c || !live) return { ok: false, message: "Log in again to verify your mobile number." };
      const sent = await limits.codesSent.take(String(c.id));
      if (!sent.ok) return { ok: false, message: tooManyMessage(sent.wait) };
      await repos.sessions.updateData(live.id, { ...live.data, pendingMobile: mobileNumber });
      await codes.send(c, "mobile", "sms", mobileNumber);
      return { ok: true };
    },

    async pendingMobile(sessionId: string | null): Promise<string | null> {
      if (!sessionId) return null;
      return (await repos.sessions.getLive(sessionId, nowIso()))?.data.pendingMobile ?? null;
    },

    /** Checks the mobile code and saves the number (customer/mobileUpdate). */
    async verifyMobile(
      customerId: number,
      sessionId: string,
      code: string,
      ip: string,
    ): Promise<{ ok: true } | { ok: false; message: string }> {
      const live = await repos.sessions.getLive(sessionId, nowIso());
      const pending = live?.data.pendingMobile;
      if (!live || !pending) return { ok: false, message: "Enter your mobile number first." };
      const checked = await codes.check(customerId, "mobile", code, ip);
      if (checked !== true) return { ok: false, message: checked.message };
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
