// Rate limits for sign-up, sign-in, two-factor and mobile codes, password resets, vouchers and card
// declines, per account (or basket) and per network address, with rate-limiter-flexible.
//
// A try takes its point BEFORE the check it guards (`take`), so a burst of parallel tries costs one
// point each and the tries past the limit are refused without being checked; a try that turns out
// not to count (a right password, an accepted voucher) gives its point back (`refund`) or clears the
// account's count (`reset`).
//
// Where the counts live: in Redis when REDIS_URL is set (shared by every app process and kept over
// restarts, keys under the configured prefix), else in this process's memory. When Redis does not
// answer, the counts go on from a copy of what Redis last answered (the insurance limiter): in the
// database when it is PostgreSQL (shared by every process, so an account locked through another
// node stays locked), else in this process's memory. The limits still hold, and nobody is locked
// out because a store is down. See docs/decisions/012-rate-limits.md.
import { createHash } from "node:crypto";
import type { Redis } from "ioredis";
import type pg from "pg";
import type { Logger } from "pino";
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { rateLimitRefusals } from "../operations";

/**
 * `copies`: where the counts Redis answered are copied for its outages: the shared PostgreSQL
 * database (its table `rate_limit_counts`), or, without one, this process's memory.
 */
export type LimitStore =
  { kind: "memory" } | { kind: "redis"; client: Redis; keyPrefix: string; copies?: { pool: pg.Pool; logger: Logger } | undefined };

/** A try either goes ahead (`lastWait`: the wait it leaves if it fails, when it used the last point) or waits. */
export type Take = { ok: true; lastWait: number } | { ok: false; wait: number };

export interface Limiter {
  /** Takes one point for a try about to be checked; refused (with the seconds to wait) past the limit. */
  take(key: string): Promise<Take>;
  /** Gives back the point a try took when it turned out not to count. */
  refund(key: string): Promise<void>;
  /** Clears the key's count (a successful sign-in). */
  reset(key: string): Promise<void>;
  /** Seconds to wait when the key is blocked, else 0. Asked before a try: a block counts as a refusal (`rate_limit_refusals_total`). */
  blockedFor(key: string): Promise<number>;
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

interface Store {
  limiter: RateLimiterAbstract;
  /**
   * With Redis: a copy of the counts Redis answered, which the limiter falls back to while Redis
   * does not answer. A key locked in Redis stays locked through an outage (a fallback that started
   * from zero would grant the tries again): for every node's keys when the copy is in PostgreSQL,
   * for the keys this process has seen when it is in memory.
   */
  mirror: RateLimiterMemory | RateLimiterPostgres | null;
  /** Logs a copy that could not be written (Redis answered; the try goes ahead). */
  logger?: Logger | undefined;
}

function store(s: LimitStore, name: string, points: number, duration: number, blockDuration: number): Store {
  const opts = { points, duration, blockDuration };
  if (s.kind === "memory") return { limiter: new RateLimiterMemory({ ...opts, keyPrefix: name }), mirror: null };
  const mirror = s.copies
    ? new RateLimiterPostgres({
        ...opts,
        // The deployment's own counts, as in Redis (another deployment may share the database).
        keyPrefix: `${s.keyPrefix}rl:${name}`,
        storeClient: s.copies.pool,
        storeType: "pool",
        tableName: "rate_limit_counts",
        // Made by migration 0017.
        tableCreated: true,
      })
    : new RateLimiterMemory({ ...opts, keyPrefix: name });
  const limiter = new RateLimiterRedis({
    ...opts,
    storeClient: s.client,
    keyPrefix: `${s.keyPrefix}rl:${name}`,
    // While the connection is down, answer from memory at once rather than wait for Redis.
    rejectIfRedisNotReady: true,
    insuranceLimiter: mirror,
  });
  return { limiter, mirror, logger: s.copies?.logger };
}

function limiter(s: LimitStore, name: string, points: number, durationSeconds: number, blockSeconds: number): Limiter {
  const { limiter: l, mirror, logger } = store(s, name, points, durationSeconds, blockSeconds);
  // E-mail and network addresses never reach Redis as such: its keys carry a digest of them.
  const id = (key: string) => (s.kind === "redis" ? createHash("sha256").update(key).digest("base64url").slice(0, 27) : key);
  /** Copies what the store answered into the mirror (the same count, for the same time). */
  const mirrored = async (key: string, res: RateLimiterRes) => {
    if (!mirror) return;
    try {
      await mirror.set(id(key), res.consumedPoints, seconds(res.msBeforeNext));
    } catch (err) {
      // The copy is for Redis's outages; the count itself is in Redis.
      logger?.warn({ err, limit: name }, "rate limit count not copied to the database");
    }
  };
  /**
   * The shared copy's count, when Redis answered (it is up) with less than `counted`: tries made
   * while Redis was away, or counts Redis lost (a restart without persistence). Null otherwise.
   */
  const ahead = async (key: string, counted: (copy: RateLimiterRes) => number, res: RateLimiterRes | null) => {
    if (s.kind !== "redis" || !s.copies || !mirror || s.client.status !== "ready") return null;
    const copy = await mirror.get(id(key)).catch(() => null);
    return copy && counted(copy) > (res?.consumedPoints ?? 0) ? copy : null;
  };
  const consume = async (key: string): Promise<RateLimiterRes | { refused: RateLimiterRes }> => {
    let res: RateLimiterRes;
    let refused = false;
    try {
      res = await l.consume(id(key));
    } catch (e) {
      if (!(e instanceof RateLimiterRes)) throw e;
      res = e;
      refused = true;
    }
    // Redis is behind the copy: this try counts on top of the copy's count, and Redis learns it.
    const copy = await ahead(key, (c) => c.consumedPoints + 1, res);
    if (copy) {
      const consumed = copy.consumedPoints + 1;
      res = new RateLimiterRes(Math.max(0, points - consumed), copy.msBeforeNext, consumed, false);
      refused = consumed > points;
      await l.set(id(key), consumed, seconds(copy.msBeforeNext)).catch((err: unknown) => {
        logger?.warn({ err, limit: name }, "rate limit count not carried back to Redis");
      });
    }
    await mirrored(key, res);
    return refused ? { refused: res } : res;
  };
  return {
    async take(key) {
      const res = await consume(key);
      if ("refused" in res) {
        rateLimitRefusals.inc({ limit: name });
        return { ok: false, wait: seconds(res.refused.msBeforeNext) };
      }
      return { ok: true, lastWait: res.remainingPoints <= 0 ? seconds(res.msBeforeNext) : 0 };
    },
    async refund(key) {
      await mirrored(key, await l.reward(id(key), 1));
    },
    async reset(key) {
      await l.delete(id(key));
      await mirror?.delete(id(key));
    },
    async blockedFor(key) {
      const told = await l.get(id(key));
      const res = (await ahead(key, (c) => c.consumedPoints, told)) ?? told;
      if (!res || res.remainingPoints > 0) return 0;
      // Asked before a try, which is refused: counted as a refusal of this limit.
      rateLimitRefusals.inc({ limit: name });
      return seconds(res.msBeforeNext);
    },
  };
}

/**
 * Takes a point from each limiter in turn, stopping at the first that refuses (the points already
 * taken stay taken: the try was made). `lastWait` is the longest wait a failure would leave.
 */
export async function takeAll(...pairs: [Limiter, string][]): Promise<Take> {
  let lastWait = 0;
  for (const [l, key] of pairs) {
    const t = await l.take(key);
    if (!t.ok) return t;
    lastWait = Math.max(lastWait, t.lastWait);
  }
  return { ok: true, lastWait };
}

const LOGIN_FAILURES_PER_ACCOUNT = 5;

/** Declined cards (against card testing): 5 per basket, 20 per network address, in 15 minutes. */
export const declineLimiters = (s: LimitStore = { kind: "memory" }) => ({
  basket: limiter(s, "decline-basket", 5, 15 * 60, 15 * 60),
  address: limiter(s, "decline-address", 20, 15 * 60, 15 * 60),
});

/** Refused voucher codes (against guessing): 10 per basket, 50 per network address, in 15 minutes. */
export const voucherLimiters = (s: LimitStore = { kind: "memory" }) => ({
  basket: limiter(s, "voucher-basket", 10, 15 * 60, 15 * 60),
  address: limiter(s, "voucher-address", 50, 15 * 60, 15 * 60),
});

/** Sign-ups from one network address an hour, unless configured (REGISTRATIONS_PER_ADDRESS). */
const REGISTRATIONS_PER_ADDRESS = 20;

export function accountLimiters(s: LimitStore = { kind: "memory" }, opts: { registrationsPerAddress?: number } = {}) {
  return {
    /** Sign-ups: 3 tries per e-mail address in 15 minutes (docs/decisions/025). */
    registerEmail: limiter(s, "register-email", 3, 15 * 60, 15 * 60),
    /** Sign-ups from one network address an hour (docs/decisions/025). */
    registerAddress: limiter(s, "register-address", opts.registrationsPerAddress ?? REGISTRATIONS_PER_ADDRESS, 60 * 60, 60 * 60),
    /** Wrong passwords: 5 per account in 15 minutes, then 15 minutes' wait. */
    loginAccount: limiter(s, "login-account", LOGIN_FAILURES_PER_ACCOUNT, 15 * 60, 15 * 60),
    /** Wrong passwords from one address, across accounts. */
    loginAddress: limiter(s, "login-address", 50, 60 * 60, 60 * 60),
    /** Two-factor and mobile codes sent: 5 per account in 15 minutes. */
    codesSent: limiter(s, "codes-sent", 5, 15 * 60, 15 * 60),
    /** Wrong two-factor and mobile codes from one address. */
    codeAddress: limiter(s, "code-address", 30, 60 * 60, 60 * 60),
    /** Reset e-mails: 3 per address e-mail in 15 minutes, 20 per network address an hour. */
    resetEmail: limiter(s, "reset-email", 3, 15 * 60, 15 * 60),
    resetAddress: limiter(s, "reset-address", 20, 60 * 60, 60 * 60),
  };
}
export type AccountLimiters = ReturnType<typeof accountLimiters>;

/** Every limiter of the site over one store, built once at start-up. */
export function rateLimits(s: LimitStore, opts: { registrationsPerAddress?: number } = {}) {
  return { accounts: accountLimiters(s, opts), vouchers: voucherLimiters(s), declines: declineLimiters(s) };
}
export type RateLimits = ReturnType<typeof rateLimits>;

/** "Too many attempts. Please try again in 15 minutes." */
export function tooManyMessage(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Too many attempts. Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`;
}
