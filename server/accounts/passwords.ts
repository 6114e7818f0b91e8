// Passwords: the forgotten-password e-mail, the reset link, and a signed-in customer's change of
// password. A new password follows the one rule of domain/accounts/password-rule.ts (checked here
// against the account's e-mail too). A reset signs out every session of the account; a change
// signs out every OTHER one and keeps the session that made it. Both e-mail the customer.
//
// The forgotten-password answer must not tell whether an address has an account, by its words or
// by its time: it is given once the request is counted against the limits, and the look-up, the
// link and the e-mail happen after it (`afterAnswer`), the same for every address.
import type { Logger } from "pino";
import type { OrderMode } from "../../domain/basket/basket";
import { passwordMessage } from "../../domain/accounts/password-rule";
import { paths } from "../../app/paths";
import type { AppConfig } from "../config";
import type { Repositories } from "../db/repositories";
import type { Clock } from "../providers/clock";
import type { Notifier } from "../providers/notifications";
import { hashPassword, verifyPassword } from "../security/password";
import { refused, type Refused } from "../refusals";
import { takeAll, tooManyMessage, type AccountLimiters } from "../security/rate-limit";
import type { OneTimeCodes } from "./one-time-codes";

export const RESET_TTL_MINUTES = 60;

const WRONG_CURRENT = "Your current password is incorrect.";
const RESET_GONE = "This reset link has expired or was already used. Ask for a new one.";

export type ResetOutcome = { ok: true } | Refused<"token" | "password">;
export type ChangeOutcome = { ok: true } | Refused<"currentPassword" | "newPassword" | "session">;

/** Work started after the answer went: failures are logged, and tests (and shutdown) can wait for it. */
function afterAnswer(logger: Pick<Logger, "error">) {
  const pending = new Set<Promise<void>>();
  return {
    run(what: string, task: () => Promise<void>) {
      // Started on a later tick: nothing of it runs before the caller has answered.
      const p: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch((err: unknown) => logger.error({ err }, `${what} failed`))
        .finally(() => pending.delete(p));
      pending.add(p);
    },
    /** Resolves once every task started so far (and those they started) has ended. */
    async settled() {
      while (pending.size) await Promise.all([...pending]);
    },
  };
}

export function passwordService(deps: {
  repos: Repositories;
  clock: Clock;
  config: AppConfig;
  notifier: Notifier;
  limits: AccountLimiters;
  codes: OneTimeCodes;
  brandName: string;
  logger: Pick<Logger, "error">;
}) {
  const { repos, config, notifier, limits, codes, brandName } = deps;
  const { nowIso, mac, sameMac } = codes;
  const later = afterAnswer(deps.logger);

  async function passwordChangedMail(customerId: number) {
    const c = await repos.customers.getById(customerId);
    if (c)
      await notifier.send({
        channel: "email",
        recipient: c.email,
        subject: `Your ${brandName} password was changed`,
        body: `Hello ${c.firstName}, your password was changed. If this was not you, contact us.`,
      });
  }

  /** Makes the single-use link and e-mails it, when the address has an account. */
  async function sendResetLink(email: string, journey: OrderMode) {
    const found = await repos.customers.getByEmail(email);
    if (!found) return;
    const token = await codes.newLinkToken(found.id, "reset", RESET_TTL_MINUTES);
    const link = `${config.publicUrl}${paths.resetPassword(journey, token)}`;
    await notifier.send({
      channel: "email",
      recipient: found.email,
      subject: `Reset your ${brandName} password`,
      body: `Hello ${found.firstName}, use this link within ${RESET_TTL_MINUTES} minutes to choose a new password: ${link} If you did not ask for it, ignore this email.`,
      ttlMinutes: RESET_TTL_MINUTES,
    });
  }

  /** Whether a reset link still works (customer/validateResetPasswordCode). */
  async function validateResetToken(token: string): Promise<{ customerId: number; codeId: string } | null> {
    const [id, secret] = token.split(".");
    if (!id || !secret) return null;
    const stored = await repos.codes.getById(id);
    if (!stored || stored.purpose !== "reset" || stored.usedAt || stored.expiresAt <= nowIso()) return null;
    return sameMac(mac(id, secret), stored.codeHash) ? { customerId: stored.customerId, codeId: id } : null;
  }

  return {
    /** Answers the same, as soon, whether or not the address has an account; the e-mail follows. */
    async forgottenPassword(email: string, ip: string, journey: OrderMode): Promise<{ ok: true } | Refused<"email">> {
      // Counted before anything is looked up or sent: of a burst, only the allowed few send.
      const taken = await takeAll([limits.resetAddress, ip], [limits.resetEmail, email]);
      if (!taken.ok) return refused("limited", "email", tooManyMessage(taken.wait));
      later.run("password reset e-mail", () => sendResetLink(email, journey));
      return { ok: true };
    },

    /** Resolves once the e-mails and links asked for so far are made (tests; shutdown). */
    settled: () => later.settled(),

    validateResetToken,

    /** Sets the new password once per link, and signs out every session of the account. */
    async resetPassword(token: string, password: string): Promise<ResetOutcome> {
      const valid = await validateResetToken(token);
      if (!valid) return refused("gone", "token", RESET_GONE);
      const customer = await repos.customers.getById(valid.customerId);
      if (!customer) return refused("gone", "token", RESET_GONE);
      // Checked before the link is used: a refused password leaves the link working.
      const weak = passwordMessage(password, customer.email);
      if (weak) return refused("invalid", "password", weak);
      if (!(await repos.codes.use(valid.codeId, nowIso()))) return refused("gone", "token", RESET_GONE);
      await repos.customers.setPassword(valid.customerId, await hashPassword(password));
      await repos.sessions.revokeAllForCustomer(valid.customerId, nowIso());
      await passwordChangedMail(valid.customerId);
      return { ok: true };
    },

    /**
     * A signed-in customer's new password (the change password page, customer/changePassword): the
     * current one is checked like a sign-in (counted first against the account and the address),
     * the new one follows the rule; every other session of the account is signed out.
     */
    async changePassword(
      who: { customerId: number; sessionId: string },
      input: { currentPassword: string; newPassword: string },
      ip: string,
    ): Promise<ChangeOutcome> {
      const customer = await repos.customers.getById(who.customerId);
      const live = await repos.sessions.getLive(who.sessionId, nowIso());
      if (!customer || live?.customerId !== who.customerId)
        return refused("unauthenticated", "session", "Log in again to change your password.");
      const accountKey = customer.email.toLowerCase();
      const taken = await takeAll([limits.loginAddress, ip], [limits.loginAccount, accountKey]);
      if (!taken.ok) return refused("limited", "currentPassword", tooManyMessage(taken.wait));
      const stored = await repos.customers.getByEmail(customer.email);
      if (!stored || !(await verifyPassword(input.currentPassword, stored.passwordHash))) {
        if (taken.lastWait) return refused("limited", "currentPassword", tooManyMessage(taken.lastWait));
        return refused("invalid", "currentPassword", WRONG_CURRENT);
      }
      await Promise.all([limits.loginAccount.reset(accountKey), limits.loginAddress.refund(ip)]);
      const weak = passwordMessage(input.newPassword, customer.email);
      if (weak) return refused("invalid", "newPassword", weak);
      await repos.customers.setPassword(customer.id, await hashPassword(input.newPassword));
      await repos.sessions.revokeOthersForCustomer(customer.id, who.sessionId, nowIso());
      await passwordChangedMail(customer.id);
      return { ok: true };
    },
  };
}
