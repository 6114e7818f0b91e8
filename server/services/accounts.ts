// Accounts: sign-up, sign-in (with two-factor codes for customers who have it), guest details,
// forgotten and reset passwords, mobile verification and profile updates. Codes and reset links
// go out through the notifier (the outbox); only their HMAC is stored, each is single use,
// expires, and counts wrong tries. Sign-in, codes and resets are rate-limited per account and per
// network address. Every sign-in makes a new session row, so a new session id.
import { createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import type { AppConfig } from "../config";
import type { Repositories } from "../db/repositories";
import type { Customer } from "../db/repositories/customers";
import type { GuestDetails } from "../db/repositories/sessions";
import type { Clock } from "../providers/clock";
import type { Notifier } from "../providers/notifications";
import { hashPassword } from "../security/password";
import { accountLimiters, tooManyMessage } from "../security/rate-limit";
import type { CustomerService } from "./customers";
import { maskedMobile } from "../../app/domain/account";

export const CODE_TTL_MINUTES = 10;
export const CODE_MAX_TRIES = 5;
export const RESET_TTL_MINUTES = 60;

const INVALID_LOGIN = "Your email address or password is incorrect.";
const WRONG_CODE = "That code is not right. Check the code we sent and try again.";
const EXPIRED_CODE = "That code has expired or was already used. Request a new code.";
const TOO_MANY_TRIES = "Too many wrong codes. Request a new code.";

export type LoginOutcome =
  | { outcome: "signed-in"; sessionId: string; customer: Customer }
  | { outcome: "two-factor"; sessionId: string; sentTo: string }
  | { outcome: "invalid"; message: string }
  | { outcome: "limited"; message: string };

export type CodeOutcome =
  { outcome: "ok"; sessionId: string } | { outcome: "invalid" | "expired" | "limited" | "no-pending"; message: string };

export function accountService(deps: {
  repos: Repositories;
  clock: Clock;
  config: AppConfig;
  notifier: Notifier;
  customers: CustomerService;
  brandName: string;
}) {
  const { repos, clock, config, notifier, customers, brandName } = deps;
  const limits = accountLimiters();
  const nowIso = () => clock.now().toISOString();
  const minutesFromNow = (m: number) => new Date(clock.now().getTime() + m * 60_000).toISOString();
  const mac = (id: string, secret: string) => createHmac("sha256", config.sessionSecret).update(`${id}:${secret}`).digest("base64url");
  const sameMac = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

  /** Makes, stores and sends a 6-digit code; earlier open codes of the purpose stop working. */
  async function sendCode(customer: Customer, purpose: "2fa" | "mobile", channel: "sms" | "email", to: string) {
    await repos.codes.retireAll(customer.id, purpose, nowIso());
    const id = randomBytes(12).toString("base64url");
    const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
    await repos.codes.add({
      id,
      purpose,
      customerId: customer.id,
      codeHash: mac(id, code),
      createdAt: nowIso(),
      expiresAt: minutesFromNow(CODE_TTL_MINUTES),
    });
    const what = purpose === "2fa" ? "sign-in" : "mobile verification";
    await notifier.send({
      channel,
      recipient: to,
      subject: `Your ${brandName} ${what} code`,
      body: `${code} is your ${brandName} ${what} code. It expires in ${CODE_TTL_MINUTES} minutes. Never share it.`,
    });
  }

  /** Checks a code against the newest of its purpose: single use, unexpired, at most 5 tries. */
  async function checkCode(customerId: number, purpose: "2fa" | "mobile", code: string, ip: string): Promise<true | { message: string }> {
    const wait = await limits.codeAddress.blockedFor(ip);
    if (wait) return { message: tooManyMessage(wait) };
    const stored = await repos.codes.latest(customerId, purpose);
    if (!stored || stored.usedAt || stored.expiresAt <= nowIso()) return { message: EXPIRED_CODE };
    if (stored.attempts >= CODE_MAX_TRIES) return { message: TOO_MANY_TRIES };
    if (!sameMac(mac(stored.id, code), stored.codeHash)) {
      await limits.codeAddress.hit(ip);
      const tries = await repos.codes.countAttempt(stored.id);
      return { message: tries >= CODE_MAX_TRIES ? TOO_MANY_TRIES : WRONG_CODE };
    }
    // Two requests with the same right code: only one may use it.
    if (!(await repos.codes.use(stored.id, nowIso()))) return { message: EXPIRED_CODE };
    return true;
  }

  async function pendingOf(sessionId: string | null) {
    if (!sessionId) return null;
    const live = await repos.sessions.getLive(sessionId, nowIso());
    return live?.data.pendingTwoFactor ? { session: live, pending: live.data.pendingTwoFactor } : null;
  }

  return {
    async register(
      input: { firstName: string; lastName: string; email: string; mobileNumber: string; password: string; emailOptIn: boolean },
      current: { sessionId: string | null },
    ): Promise<{ ok: true; sessionId: string; customer: Customer } | { ok: false; errors: Record<string, string> }> {
      const customer = await repos.customers.create({
        email: input.email,
        passwordHash: await hashPassword(input.password),
        firstName: input.firstName,
        lastName: input.lastName,
        mobileNumber: input.mobileNumber,
        emailOptIn: input.emailOptIn,
        now: nowIso(),
      });
      if (!customer) return { ok: false, errors: { email: "An account with this email address already exists. Log in instead." } };
      if (current.sessionId) await customers.endSession(current.sessionId);
      const sessionId = await customers.startSession(customer.id);
      await notifier.send({
        channel: "email",
        recipient: customer.email,
        subject: `Welcome to ${brandName}`,
        body: `Hello ${customer.firstName}, your ${brandName} account is ready.`,
      });
      return { ok: true, sessionId, customer };
    },

    async login(input: { email: string; password: string }, ip: string, current: { sessionId: string | null }): Promise<LoginOutcome> {
      const accountKey = input.email.toLowerCase();
      const wait = Math.max(await limits.loginAccount.blockedFor(accountKey), await limits.loginAddress.blockedFor(ip));
      if (wait) return { outcome: "limited", message: tooManyMessage(wait) };
      const customer = await customers.authenticate(input.email, input.password);
      if (!customer) {
        const [a, b] = await Promise.all([limits.loginAccount.hit(accountKey), limits.loginAddress.hit(ip)]);
        if (a || b) return { outcome: "limited", message: tooManyMessage(Math.max(a, b)) };
        return { outcome: "invalid", message: INVALID_LOGIN };
      }
      await limits.loginAccount.reset(accountKey);
      if (current.sessionId) await customers.endSession(current.sessionId);
      if (customer.twoFactorEnabled) {
        const channel = customer.mobileNumber ? "sms" : "email";
        // Codes sent are limited too: past the limit no code goes, and the page says so.
        const codeWait = await limits.codesSent.blockedFor(String(customer.id));
        if (codeWait) return { outcome: "limited", message: tooManyMessage(codeWait) };
        await limits.codesSent.hit(String(customer.id));
        const sessionId = await customers.startSession(null, { pendingTwoFactor: { customerId: customer.id, channel } });
        await sendCode(customer, "2fa", channel, channel === "sms" ? customer.mobileNumber! : customer.email);
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
      const wait = await limits.codesSent.hit(String(c.id));
      if (wait) return { ok: false, message: tooManyMessage(wait) };
      await sendCode(c, "2fa", to, to === "sms" ? c.mobileNumber! : c.email);
      await repos.sessions.updateData(p.session.id, { ...p.session.data, pendingTwoFactor: { customerId: c.id, channel: to } });
      return { ok: true, sentTo: to === "sms" ? `your mobile ${maskedMobile(c.mobileNumber!)}` : "your email" };
    },

    /** Checks the two-factor code; success signs the customer in with a new session id. */
    async validate2FA(sessionId: string | null, code: string, ip: string): Promise<CodeOutcome> {
      const p = await pendingOf(sessionId);
      if (!p) return { outcome: "no-pending", message: "Your sign-in has timed out. Log in again." };
      const checked = await checkCode(p.pending.customerId, "2fa", code, ip);
      if (checked !== true) return { outcome: "invalid", message: checked.message };
      await customers.endSession(p.session.id);
      return { outcome: "ok", sessionId: await customers.startSession(p.pending.customerId) };
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
    async forgottenPassword(email: string, ip: string, journey: string): Promise<{ ok: true } | { ok: false; message: string }> {
      const wait = Math.max(await limits.resetEmail.blockedFor(email), await limits.resetAddress.blockedFor(ip));
      if (wait) return { ok: false, message: tooManyMessage(wait) };
      await Promise.all([limits.resetEmail.hit(email), limits.resetAddress.hit(ip)]);
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
      const link = `${config.publicUrl}/resetPassword/${journey}/${id}.${secret}`;
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
      const wait = await limits.codesSent.hit(String(c.id));
      if (wait) return { ok: false, message: tooManyMessage(wait) };
      await repos.sessions.updateData(live.id, { ...live.data, pendingMobile: mobileNumber });
      await sendCode(c, "mobile", "sms", mobileNumber);
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
      const checked = await checkCode(customerId, "mobile", code, ip);
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
