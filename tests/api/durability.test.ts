// Durability and storage faults on the configured database (SQLite, or PostgreSQL under
// with-postgres.js): commits are synced before they are acknowledged, and a database that stops
// taking writes under a running app gives a logged 503 while reads go on being answered.
import { sql } from "kysely";
import pg from "pg";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageServices, STORAGE_MESSAGE } from "../../server/http/storage-errors";
import { fixedClock } from "../../server/providers/clock";
import { createRuntime, type Runtime } from "../../server/runtime";
import { serve } from "../support/http";
import { TEST_NOW, testDatabase, type TestDatabase } from "../support/runtime";

const postgres = Boolean(process.env.TEST_DATABASE_URL);
const logged: { level: number; msg: string; code?: string }[] = [];

let database: TestDatabase;
let runtime: Runtime;
let server: Awaited<ReturnType<typeof serve>>;

beforeAll(async () => {
  database = await testDatabase();
  const logger = pino({ level: "warn" }, { write: (line: string) => void logged.push(JSON.parse(line)) });
  runtime = await createRuntime(
    { NODE_ENV: "test", LOG_LEVEL: "warn", SEEDS_DIR: "seeds", ...database.env },
    { clock: fixedClock(TEST_NOW), logger, reconcile: false },
  );
  server = await serve(runtime);
});

afterAll(async () => {
  await server?.close();
  await runtime?.close();
  await database?.drop();
});

/** From here on the database refuses every write (SQLITE_READONLY, or 25006 on PostgreSQL). */
async function makeReadOnly() {
  if (!postgres) {
    await sql`pragma query_only = 1`.execute(runtime.db);
    return;
  }
  const name = new URL(database.env.DATABASE_URL!).pathname.slice(1);
  // From another connection: the pool's connections were opened read-write; end them all, so the
  // next ones are read-only.
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`alter database ${name} set default_transaction_read_only = on`);
  await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1", [name]);
  await admin.end();
  // The pool drops a connection once it hears it ended; until then a query may land on one.
  for (let i = 0; i < 50; i++) {
    try {
      const { rows } = await sql<{ transaction_read_only: string }>`show transaction_read_only`.execute(runtime.db);
      if (rows[0]?.transaction_read_only === "on") return;
    } catch {
      // a connection that had ended; the pool has now dropped it
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error("the pool kept read-write connections");
}

describe("durable commits", () => {
  it(
    postgres
      ? "PostgreSQL commits wait for the disk (synchronous_commit is not off)"
      : "SQLite syncs every commit (synchronous = FULL, WAL)",
    async () => {
      if (postgres) {
        const { rows } = await sql<{ synchronous_commit: string }>`show synchronous_commit`.execute(runtime.db);
        expect(rows[0]!.synchronous_commit).not.toBe("off");
      } else {
        // 2 = FULL (0 OFF, 1 NORMAL, 3 EXTRA), read from the connection the app uses.
        const sync = await sql<{ synchronous: number }>`pragma synchronous`.execute(runtime.db);
        expect(sync.rows[0]!.synchronous).toBe(2);
        const journal = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(runtime.db);
        expect(journal.rows[0]!.journal_mode).toBe("wal");
        const mmap = await sql<{ mmap_size: number }>`pragma mmap_size`.execute(runtime.db);
        expect(mmap.rows[0]!.mmap_size).toBe(0);
      }
    },
  );
});

describe("a database that stops taking writes under the running app", () => {
  it("answers a write with a logged 503 and the message, and goes on answering reads", async () => {
    const c = server.client();
    expect((await c.request("/api/basket/ClearBasket", { method: "POST" })).status).toBe(200);

    await makeReadOnly();
    logged.length = 0;

    const refused = await c.request("/api/basket/ClearBasket", { method: "POST" });
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("120");
    expect(await refused.json()).toEqual({ status: "ERROR", errors: [{ path: "server", message: STORAGE_MESSAGE }] });
    const fault = logged.find((l) => l.msg.startsWith("storage fault"));
    expect(fault).toMatchObject({ level: 50, code: postgres ? "25006" : "SQLITE_READONLY" });

    // The process is up: lookups and reads of the basket are answered as before.
    expect((await c.request("/api/applicationConfig/oop")).status).toBe(200);
    const state = await c.request("/api/application/getCustomerState");
    expect(state.status).toBe(200);
    expect((await state.json()).basket.basket.version).toBe(2);

    // A page's action meets the same fault as a 503 route error (the root ErrorBoundary shows it).
    const basketId = c.jar.get("BASKET_ID")!;
    const thrown = await pageServices(runtime)
      .baskets.clear(basketId)
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(thrown).toMatchObject({ init: { status: 503 }, data: { message: STORAGE_MESSAGE } });
  });
});
