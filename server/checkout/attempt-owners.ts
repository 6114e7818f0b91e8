// Who is working on a payment attempt right now. A request that charges a card (or finishes one
// after the bank's check) holds the attempt's key for as long as it runs; when its process dies the
// hold ends with it. So a retry of the same payment (the proxy sends it to the next node, or the
// watcher has restarted this one) can tell an attempt still being worked on, which it waits for,
// from one whose request died, which it takes over at once instead of answering "still being
// processed" until the reconciler's round. See docs/decisions/037-charging-once.md.
import pg from "pg";
import type { Logger } from "pino";

export interface AttemptOwners {
  /** Runs `work` holding `key` (a request charging it). Another process's hold does not stop it. */
  hold<T>(key: string, work: () => Promise<T>): Promise<T>;
  /**
   * Runs `work` holding `key` when nobody holds it: the request that was working on the attempt
   * has ended without finishing it. Null, without running `work`, while a live request holds it.
   */
  adopt<T>(key: string, work: () => Promise<T>): Promise<T | null>;
  close(): Promise<void>;
}

/** The keys this process is working on, counted (a retry and its first request may overlap). */
function localHolds() {
  const held = new Map<string, number>();
  return {
    has: (key: string) => held.has(key),
    add(key: string) {
      held.set(key, (held.get(key) ?? 0) + 1);
    },
    remove(key: string) {
      const n = (held.get(key) ?? 1) - 1;
      if (n > 0) held.set(key, n);
      else held.delete(key);
    },
  };
}

/** SQLite: one process owns the database file, so an attempt no request of this process holds has lost its request. */
export function inProcessOwners(): AttemptOwners {
  const local = localHolds();
  const hold = async <T>(key: string, work: () => Promise<T>) => {
    local.add(key);
    try {
      return await work();
    } finally {
      local.remove(key);
    }
  };
  return {
    hold,
    adopt: (key, work) => (local.has(key) ? Promise.resolve(null) : hold(key, work)),
    close: async () => {},
  };
}

/**
 * PostgreSQL: the hold is a session-level advisory lock on the attempt's key, taken on one
 * connection of this node's own (not the pool's: a payment holding a pooled connection for its whole
 * length would starve the queries it makes). PostgreSQL ends the locks of a connection whose process
 * died. The lock is the reconciler's (`payment-attempt:<key>`), so it also leaves a held attempt alone.
 * Locks are counted per session in PostgreSQL, so this process's own holds are known locally first.
 */
function advisoryLockOwners(url: string, logger: Logger): AttemptOwners {
  const local = localHolds();
  let connection: Promise<pg.Client> | null = null;
  const client = () =>
    (connection ??= (async () => {
      const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
      // The connection ended (the database restarted): its locks went with it; the next hold opens another.
      c.on("error", (err) => {
        logger.warn({ err }, "payment attempt lock connection lost");
        connection = null;
      });
      c.on("end", () => {
        connection = null;
      });
      await c.connect();
      return c;
    })().catch((err: unknown) => {
      connection = null;
      throw err;
    }));
  const lockKey = (key: string) => `payment-attempt:${key}`;
  const tryLock = async (key: string) =>
    (await (await client()).query<{ held: boolean }>("select pg_try_advisory_lock(hashtextextended($1, 0)) as held", [lockKey(key)]))
      .rows[0]?.held === true;
  const unlock = async (key: string) => {
    try {
      await (await client()).query("select pg_advisory_unlock(hashtextextended($1, 0))", [lockKey(key)]);
    } catch (err) {
      // Its connection is gone, and the lock with it.
      logger.warn({ err }, "payment attempt lock could not be released");
    }
  };
  /** Runs `work` with the key counted here; `locked` says whether this process took the database lock for it. */
  const run = async <T>(key: string, locked: boolean, work: () => Promise<T>) => {
    try {
      return await work();
    } finally {
      local.remove(key);
      if (locked && !local.has(key)) await unlock(key);
    }
  };
  return {
    async hold(key, work) {
      const first = !local.has(key);
      local.add(key);
      // The lock only tells other nodes; a database that cannot take it does not stop the payment
      // (its attempt row still guards the charge), it only leaves the attempt to the reconciler.
      const locked = first && (await tryLock(key).catch(() => false));
      return run(key, locked, work);
    },
    async adopt(key, work) {
      if (local.has(key)) return null;
      // Counted before the lock is asked for, so a second retry in this process waits for this one.
      local.add(key);
      let locked: boolean;
      try {
        locked = await tryLock(key);
      } catch (err) {
        local.remove(key);
        throw err;
      }
      if (!locked) {
        local.remove(key);
        return null;
      }
      return run(key, true, work);
    },
    async close() {
      const c = connection;
      connection = null;
      if (c) await (await c).end().catch(() => {});
    },
  };
}

/** The owners for this database: its advisory locks on PostgreSQL, this process's own knowledge on SQLite. */
export const attemptOwners = (database: { kind: "postgres"; url: string } | { kind: "sqlite" }, logger: Logger) =>
  database.kind === "postgres" ? advisoryLockOwners(database.url, logger) : inProcessOwners();
