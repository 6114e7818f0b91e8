// Sign-in: e-mail and password, then a two-factor code for customers who have it. Every try takes
// its point from the per-account and per-address limits BEFORE the password is checked, so a burst
// of parallel guesses costs one point each and those past the limit are refused unchecked, the
// right password among them. An unknown e-mail costs the same one password verification as a
// known one (see customers.authenticate) and gets the same answer. Every sign-in makes a new
// session row, so a new session id.
//
// The second factor is the channel the account set up: its mobile (SMS) when it has one, else
// its e-mail. A new code goes there only; asking for another channel is refused, so whoever holds
// only the mailbox of a mobile-factor account cannot get a code. Each code names the sign-in
// attempt (the pending session) it was sent for, and completes that attempt only.
import { randomBytes } from "node:crypto";
import type { Repositories } from "../db/repositories";
import type { Customer } from "../db/repositories/customers";
import type { Clock } from "../providers/clock";
import { refused, type Refused } from "../refusals";
import { takeAll, tooManyMessage, type AccountLimiters } from "../security/rate-limit";
import type { CustomerService } from "./customers";
import type { OneTimeCodes } from "./one-time-codes";
import { maskedMobile } from "../../domain/accounts/account";

const INVALID_LOGIN = "Your email address or password is incorrect.";
const LOG_IN_AGAIN = "Log in again to get a new code.";

type Channel = "sms" | "email";

/** The account's second factor: its mobile when it has one, else its e-mail. */
const factorOf = (c: Pick<Customer, "mobileNumber">): Channel => (c.mobileNumber ? "sms" : "email");

/** "your mobile ending 123" or "your email": where the account's codes go. */
const sentToOf = (c: Pick<Customer, "mobileNumber">) => (c.mobileNumber ? `your mobile ${maskedMobile(c.mobileNumber)}` : "your email");

const OTHER_CHANNEL: Record<Channel, string> = {
  sms: "Your sign-in codes go to your mobile. We cannot send one by email.",
  email: "Your sign-in codes go to your email. We cannot send one by SMS.",
};

export type LoginOutcome =
  | { ok: true; outcome: "signed-in"; sessionId: string; customer: Customer }
  | { ok: true; outcome: "two-factor"; sessionId: string; sentTo: string }
  | Refused<"email" | "password">;

/** A code that is not taken is invalid; no sign-in pending (or one that timed out) is a conflict. */
export type CodeOutcome = { ok: true; sessionId: string } | Refused<"code">;

export function signInService(deps: {
  repos: Repositories;
  clock: Clock;
  customers: CustomerService;
  limits: AccountLimiters;
  codes: OneTimeCodes;
}) {
  const { repos, clock, customers, limits, codes } = deps;
  const limited = (seconds: number) => refused("limited", "email", tooManyMessage(seconds));

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
      if (!customer) return taken.lastWait ? limited(taken.lastWait) : refused("unauthenticated", "password", INVALID_LOGIN);
      // A right password clears the account's count and does not count against the address.
      await Promise.all([limits.loginAccount.reset(accountKey), limits.loginAddress.refund(ip)]);
      if (current.sessionId) await customers.endSession(current.sessionId);
      if (customer.twoFactorEnabled) {
        const channel = factorOf(customer);
        // Codes sent are limited too: past the limit no code goes, and the page says so.
        const sent = await limits.codesSent.take(String(customer.id));
        if (!sent.ok) return limited(sent.wait);
        const attemptId = randomBytes(16).toString("base64url");
        const sessionId = await customers.startSession(null, { pendingTwoFactor: { customerId: customer.id, channel, attemptId } });
        await codes.send(customer, "2fa", channel, channel === "sms" ? customer.mobileNumber! : customer.email, attemptId);
        return { ok: true, outcome: "two-factor", sessionId, sentTo: sentToOf(customer) };
      }
      return { ok: true, outcome: "signed-in", sessionId: await customers.startSession(customer.id), customer };
    },

    /** Where the pending two-factor code went (the account's factor), for the code page; null when nothing is pending. */
    async pendingTwoFactor(sessionId: string | null): Promise<{ sentTo: string; channel: Channel } | null> {
      const p = await pendingOf(sessionId);
      if (!p) return null;
      const c = await repos.customers.getById(p.pending.customerId);
      if (!c) return null;
      return { sentTo: sentToOf(c), channel: factorOf(c) };
    },

    /**
     * Sends a new two-factor code for this attempt (customer/request2FA/{channel}), to the
     * account's factor only: another channel is refused (`field: "channel"`).
     */
    async request2FA(sessionId: string | null, channel: Channel): Promise<{ ok: true; sentTo: string } | Refused<"session" | "channel">> {
      const p = await pendingOf(sessionId);
      if (!p?.pending.attemptId) return refused("conflict", "session", LOG_IN_AGAIN);
      const c = await repos.customers.getById(p.pending.customerId);
      if (!c) return refused("conflict", "session", LOG_IN_AGAIN);
      const factor = factorOf(c);
      if (channel !== factor) return refused("invalid", "channel", OTHER_CHANNEL[factor]);
      const sent = await limits.codesSent.take(String(c.id));
      if (!sent.ok) return refused("limited", "session", tooManyMessage(sent.wait));
      await codes.send(c, "2fa", factor, factor === "sms" ? c.mobileNumber! : c.email, p.pending.attemptId);
      return { ok: true, sentTo: sentToOf(c) };
    },

    /** Checks the two-factor code of this attempt; success signs the customer in with a new session id. */
    async validate2FA(sessionId: string | null, code: string, ip: string): Promise<CodeOutcome> {
      const p = await pendingOf(sessionId);
      // A pending step without an attempt reference (made before codes named theirs) starts again.
      if (!p?.pending.attemptId) return refused("conflict", "code", "Your sign-in has timed out. Log in again.");
      const checked = await codes.check(p.pending.customerId, "2fa", code, ip, p.pending.attemptId);
      if (checked !== true) return refused("invalid", "code", checked.message);
      await customers.endSession(p.session.id);
      return { ok: true, sessionId: await customers.startSession(p.pending.customerId) };
    },
  };
}
