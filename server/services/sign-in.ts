// Sign-in: e-mail and password, then a two-factor code for customers who have it. Every try takes
// its point from the per-account and per-address limits BEFORE the password is checked, so a burst
// of parallel guesses costs one point each and those past the limit are refused unchecked, the
// right password among them. An unknown e-mail costs the same one password verification as a
// known one (see customers.authenticate) and gets the same answer. Every sign-in makes a new
// session row, so a new session id.
import type { Repositories } from "../db/repositories";
import type { Customer } from "../db/repositories/customers";
import type { Clock } from "../providers/clock";
import { takeAll, tooManyMessage, type AccountLimiters } from "../security/rate-limit";
import type { CustomerService } from "./customers";
import type { OneTimeCodes } from "./one-time-codes";
import { maskedMobile } from "../../app/domain/account";

const INVALID_LOGIN = "Your email address or password is incorrect.";

export type LoginOutcome =
  | { outcome: "signed-in"; sessionId: string; customer: Customer }
  | { outcome: "two-factor"; sessionId: string; sentTo: string }
  | { outcome: "invalid"; message: string }
  | { outcome: "limited"; message: string };

export type CodeOutcome =
  { outcome: "ok"; sessionId: string } | { outcome: "invalid" | "expired" | "limited" | "no-pending"; message: string };

export function signInService(deps: {
  repos: Repositories;
  clock: Clock;
  customers: CustomerService;
  limits: AccountLimiters;
  codes: OneTimeCodes;
}) {
  const { repos, clock, customers, limits, codes } = deps;
  const limited = (seconds: number) => ({ outcome: "limited" as const, message: tooManyMessage(seconds) });

  async function pendingOf(sessionId: string | null) {
    if (!sessionId) return null;
    const live = await repos.sessions.getLive(sessionId, clock.now().toISOString());
    return live?.data.pendingTwoFactor ? { session: live, pending: live.data.pendingTwoFactor } : null;
  }

  return {
    async login(input: { email: string; password: string }, ip: string, current: { sessionId: string | null }): Promise<LoginOutcome> {
      const accountKey = input.email.toLowerCase();
      const taken = await takeAll([limits.loginAddress, ip], [limits.loginAccount, accountKey]);
      if (!taken.ok) return limited(taken.wait);
      const customer = await customers.authenticate(input.email, input.password);
      // The wrong password that used the last point already says to wait.
      if (!customer) return taken.lastWait ? limited(taken.lastWait) : { outcome: "invalid", message: INVALID_LOGIN };
      // A right password clears the account's count and does not count against the address.
      await Promise.all([limits.loginAccount.reset(accountKey), limits.loginAddress.refund(ip)]);
      if (current.sessionId) await customers.endSession(current.sessionId);
      if (customer.twoFactorEnabled) {
        const channel = customer.mobileNumber ? "sms" : "email";
        // Codes sent are limited too: past the limit no code goes, and the page says so.
        const sent = await limits.codesSent.take(String(customer.id));
        if (!sent.ok) return limited(sent.wait);
        const sessionId = await customers.startSession(null, { pendingTwoFactor: { customerId: customer.id, channel } });
        await codes.send(customer, "2fa", channel, channel === "sms" ? customer.mobileNumber! : customer.email);
        return {
          outcome: "two-factor",
          sessionId,
          sentTo: channel === "sms" ? `your mobile ${maskedMobile(customer.mobileNumber!)}` : "your email",
        };
      }
      return { outcome: "signed-in", sessionId: await customers.startSession(customer.id), customer };
    },

    /** Where the pending two-factor code went, for the code page; null when nothing is pending. */
    async pendingTwoFactor(sessionId: string | null): Promise<{ sentTo: string; hasMobile: boolean } | null> {
      const p = await pendingOf(sessionId);
      if (!p) return null;
      const c = await repos.customers.getById(p.pending.customerId);
      if (!c) return null;
      return {
        sentTo: p.pending.channel === "sms" && c.mobileNumber ? `your mobile ${maskedMobile(c.mobileNumber)}` : "your email",
        hasMobile: Boolean(c.mobileNumber),
      };
    },

    /** Sends a new two-factor code (customer/request2FA/{channel}). */
    async request2FA(
      sessionId: string | null,
      channel: "sms" | "email",
    ): Promise<{ ok: true; sentTo: string } | { ok: false; message: string }> {
      const p = await pendingOf(sessionId);
      if (!p) return { ok: false, message: "Log in again to get a new code." };
      const c = await repos.customers.getById(p.pending.customerId);
      if (!c) return { ok: false, message: "Log in again to get a new code." };
      const to = channel === "sms" && c.mobileNumber ? "sms" : "email";
      const sent = await limits.codesSent.take(String(c.id));
      if (!sent.ok) return { ok: false, message: tooManyMessage(sent.wait) };
      await codes.send(c, "2fa", to, to === "sms" ? c.mobileNumber! : c.email);
      await repos.sessions.updateData(p.session.id, { ...p.session.data, pendingTwoFactor: { customerId: c.id, channel: to } });
      return { ok: true, sentTo: to === "sms" ? `your mobile ${maskedMobile(c.mobileNumber!)}` : "your email" };
    },

    /** Checks the two-factor code; success signs the customer in with a new session id. */
    async validate2FA(sessionId: string | null, code: string, ip: string): Promise<CodeOutcome> {
      const p = await pendingOf(sessionId);
      if (!p) return { outcome: "no-pending", message: "Your sign-in has timed out. Log in again." };
      const checked = await codes.check(p.pending.customerId, "2fa", code, ip);
      if (checked !== true) return { outcome: "invalid", message: checked.message };
      await customers.endSession(p.session.id);
      return { outcome: "ok", sessionId: await customers.startSession(p.pending.customerId) };
    },
  };
}
export type SignInService = ReturnType<typeof signInService>;
