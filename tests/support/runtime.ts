// A runtime for tests: its own database per call (a temporary SQLite file, or a fresh PostgreSQL
// database when TEST_DATABASE_URL is set), the real seeds, silent logs and a fixed clock.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import pino, { type DestinationStream } from "pino";
import { createLogger } from "../../server/logging";
import { createRuntime, type Runtime } from "../../server/runtime";
import { fixedClock } from "../../server/providers/clock";

export const TEST_NOW = new Date("2026-11-20T12:30:00Z");

export interface TestDatabase {
  env: Record<string, string>;
  drop(): Promise<void>;
}

/** A database nobody else uses. Call drop() when done. */
export async function testDatabase(): Promise<TestDatabase> {
  const admin = process.env.TEST_DATABASE_URL;
  if (admin) {
    const name = `t_${randomBytes(6).toString("hex")}`;
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query(`CREATE DATABASE ${name}`);
    await client.end();
    const url = new URL(admin);
    url.pathname = `/${name}`;
    return {
      env: { DATABASE_URL: url.toString() },
      async drop() {
        const c = new pg.Client({ connectionString: admin });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await c.end();
      },
    };
  }
  const dir = mkdtempSync(join(tmpdir(), "pizza-test-"));
  return {
    env: { SQLITE_PATH: join(dir, "test.sqlite") },
    async drop() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface TestRuntimeOptions {
  /** Where the logs go, at LOG_LEVEL (default: silent), through the app's own logger options. */
  log?: DestinationStream;
}

export async function testRuntime(env: Record<string, string> = {}, db?: TestDatabase, opts: TestRuntimeOptions = {}) {
  const database = db ?? (await testDatabase());
  const clock = fixedClock(TEST_NOW);
  const runtime: Runtime = await createRuntime(
    { NODE_ENV: "test", LOG_LEVEL: "silent", SEEDS_DIR: "seeds", ...database.env, ...env },
    {
      clock,
      logger: opts.log ? createLogger(env.LOG_LEVEL ?? "info", {}, opts.log) : pino({ level: "silent" }),
      reconcile: false,
    },
  );
  return {
    runtime,
    clock,
    database,
    /** Closes the runtime; drops the database unless `keep` (to reopen it, as after a restart). */
    async close(opts: { keep?: boolean } = {}) {
      await runtime.close();
      if (!opts.keep) await database.drop();
    },
  };
}
