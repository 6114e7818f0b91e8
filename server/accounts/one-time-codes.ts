// One-time codes (two-factor sign-in, mobile verification) and the links (password reset, e-mail
// verification) with the HMAC they are checked by.
// Only the HMAC of a code is stored; each code is single use, expires, and allows CODE_MAX_TRIES
// tries. A try is counted (on the code and against the network address) before the code is
// compared, so parallel guesses cost one try each.
import { createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import type { AppConfig } from "../config";
import type { Repositories } from "../db/repositories";
import type { Customer } from "../db/repositories/customers";
import type { Clock } from "../providers/clock";
import type { Notifier } from "../providers/notifications";
import { tooManyMessage, type AccountLimiters } from "../security/rate-limit";

export const CODE_TTL_MINUTES = 10;
const CODE_MAX_TRIES = 5;

const WRONG_CODE = "That code is not right. Check the code we sent and try again.";
const EXPIRED_CODE = "That code has expired or was already used. Request a new code.";
const TOO_MANY_TRIES = "Too many wrong codes. Request a new code.";

export function oneTimeCodes(deps: {
  repos: Repositories;
  clock: Clock;
  config: AppConfig;
  notifier: Notifier;
  limits: AccountLimiters;
  brandName: string;
}) {
  const { repos, clock, config, notifier, limits, brandName } = deps;
  const nowIso = () => clock.now().toISOString();
  const minutesFromNow = (m: number) => new Date(clock.now().getTime() + m * 60_000).toISOString();
  const mac = (id: string, secret: string) => createHmac("sha256", config.sessionSecret).update(`${id}:${secret}`).digest("base64url");
  const sameMac = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

  return {
    nowIso,
    minutesFromNow,
    mac,
    sameMac,

    /**
     * A new single-use link token (`{id}.{secret}`) of the purpose, expiring in `ttlMinutes`;
     * earlier open links of the purpose stop working. Only the HMAC of the secret is stored.
     */
    async newLinkToken(customerId: number, purpose: "reset" | "verify-email", ttlMinutes: number): Promise<string> {
      await repos.codes.retireAll(customerId, purpose, nowIso());
      const id = randomBytes(12).toString("base64url");
      const secret = randomBytes(24).toString("base64url");
      await repos.codes.add({
        id,
        purpose,
        customerId,
        codeHash: mac(id, secret),
        createdAt: nowIso(),
        expiresAt: minutesFromNow(ttlMinutes),
        attemptId: null,
      });
      return `${id}.${secret}`;
    },

    /**
     * Makes, stores and sends a 6-digit code; earlier open codes of the purpose stop working. A
     * two-factor code names its sign-in attempt (`attemptId`), and completes that one only.
     */
    async send(customer: Customer, purpose: "2fa" | "mobile", channel: "sms" | "email", to: string, attemptId?: string) {
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
        attemptId: attemptId ?? null,
      });
      const what = purpose === "2fa" ? "sign-in" : "mobile verification";
      await notifier.send({
        channel,
        recipient: to,
        subject: `Your ${brandName} ${what} code`,
        body: `${code} is your ${brandName} ${what} code. It expires in ${CODE_TTL_MINUTES} minutes. Never share it.`,
        ttlMinutes: CODE_TTL_MINUTES,
      });
    },

    /**
     * Checks a code against the newest of its purpose (of the sign-in attempt, when given): single
     * use, unexpired, at most 5 tries.
     */
    async check(
      customerId: number,
      purpose: "2fa" | "mobile",
      code: string,
      ip: string,
      attemptId?: string,
    ): Promise<true | { message: string }> {
      const stored = await repos.codes.latest(customerId, purpose, attemptId);
      if (!stored || stored.usedAt || stored.expiresAt <= nowIso()) return { message: EXPIRED_CODE };
      if (stored.attempts >= CODE_MAX_TRIES) return { message: TOO_MANY_TRIES };
      const taken = await limits.codeAddress.take(ip);
      if (!taken.ok) return { message: tooManyMessage(taken.wait) };
      // The try is counted before the comparison: of N tries at once, at most 5 are compared.
      const tries = await repos.codes.countAttempt(stored.id);
      if (tries > CODE_MAX_TRIES) return { message: TOO_MANY_TRIES };
      if (!sameMac(mac(stored.id, code), stored.codeHash)) return { message: tries >= CODE_MAX_TRIES ? TOO_MANY_TRIES : WRONG_CODE };
      await limits.codeAddress.refund(ip);
      // Two requests with the same right code: only one may use it.
      if (!(await repos.codes.use(stored.id, nowIso()))) return { message: EXPIRED_CODE };
      return true;
    },
  };
}
export type OneTimeCodes = ReturnType<typeof oneTimeCodes>;
