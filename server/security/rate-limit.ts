// Rate limits for sign-in, two-factor codes and password resets, per account and per address,
// with rate-limiter-flexible. Failures consume points; a success clears the account's count.
// In-process memory: one server process holds the counts (a shared store would be the change
// when the site runs on several processes).
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";

export interface Limiter {
  /** Seconds to wait when the key is blocked, else 0. */
  blockedFor(key: string): Promise<number>;
  /** Counts one (failed) try; answers the seconds to wait when that used the last point. */
  hit(key: string): Promise<number>;
  reset(key: string): Promise<void>;
}

function limiter(points: number, durationSeconds: number, blockSeconds: number): Limiter {
  const l = new RateLimiterMemory({ points, duration: durationSeconds, blockDuration: blockSeconds });
  return {
    async blockedFor(key) {
      const res = await l.get(key);
      return res && res.remainingPoints <= 0 ? Math.max(1, Math.ceil(res.msBeforeNext / 1000)) : 0;
    },
    async hit(key) {
      try {
        const res = await l.consume(key);
        return res.remainingPoints <= 0 ? Math.max(1, Math.ceil(res.msBeforeNext / 1000)) : 0;
      } catch (e) {
        if (e instanceof RateLimiterRes) return Math.max(1, Math.ceil(e.msBeforeNext / 1000));
        throw e;
      }
    },
    async reset(key) {
      await l.delete(key);
    },
  };
}

export const LOGIN_FAILURES_PER_ACCOUNT = 5;

/** Declined cards (against card testing): 5 per basket, 20 per network address, in 15 minutes. */
export const declineLimiters = () => ({ basket: limiter(5, 15 * 60, 15 * 60), address: limiter(20, 15 * 60, 15 * 60) });

/** Refused voucher codes (against guessing): 10 per basket, 50 per network address, in 15 minutes. */
export const voucherLimiters = () => ({ basket: limiter(10, 15 * 60, 15 * 60), address: limiter(50, 15 * 60, 15 * 60) });

export function accountLimiters() {
  return {
    /** Wrong passwords: 5 per account in 15 minutes, then 15 minutes' wait. */
    loginAccount: limiter(LOGIN_FAILURES_PER_ACCOUNT, 15 * 60, 15 * 60),
    /** Wrong passwords from one address, across accounts. */
    loginAddress: limiter(50, 60 * 60, 60 * 60),
    /** Two-factor and mobile codes sent: 5 per account in 15 minutes. */
    codesSent: limiter(5, 15 * 60, 15 * 60),
    /** Wrong two-factor codes from one address. */
    codeAddress: limiter(30, 60 * 60, 60 * 60),
    /** Reset e-mails: 3 per address e-mail in 15 minutes, 20 per network address an hour. */
    resetEmail: limiter(3, 15 * 60, 15 * 60),
    resetAddress: limiter(20, 60 * 60, 60 * 60),
  };
}
export type AccountLimiters = ReturnType<typeof accountLimiters>;

/** "Too many attempts. Please try again in 15 minutes." */
export function tooManyMessage(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Too many attempts. Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`;
}
