// Durability and storage faults on the configured database (SQLite, or PostgreSQL under
// with-postgres.js): commits are synced before they are acknowledged, and a database that stops
// taking writes under a running app gives a logged 503 (on /api and on the pages, for a document
// and for a client navigation) while reads go on being answered.
import { sql } from "kysely";
import pg from "pg";
import { beforeAll, describe, expect, it } from "vitest";
import { UNSAFE_decodeViaTurboStream as decodeViaTurboStream } from "react-router";
import { STORAGE_HEADING, STORAGE_MESSAGE } from "../../server/http/storage-errors";
import { pageServer } from "../support/pages";

const postgres = Boolean(process.env.TEST_DATABASE_URL);
const logged: { level: number; msg: string; code?: string }[] = [];

// The whole site (pages from source, and /api), logging every request as in production.
const site = pageServer({ LOG_LEVEL: "info" }, { log: { write: (line: string) => void logged.push(JSON.parse(line)) } });
const faultLines = () => logged.filter((l) => l.msg.startsWith("storage fault"));

let readOnly: Promise<void> | undefined;
/** From here on the database refuses every write (SQLITE_READONLY, or 25006 on PostgreSQL). Once per file. */
const makeReadOnly = () => (readOnly ??= refuseWrites());

async function refuseWrites() {
  const { runtime, t } = site.server;
  if (!postgres) {
    await sql`pragma query_only = 1`.execute(runtime.db);
    return;
  }
  const name = new URL(t.database.env.DATABASE_URL!).pathname.slice(1);
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
      const { runtime } = site.server;
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
  // A customer with a delivery basket, made while the database still takes writes.
  let shopper: ReturnType<typeof site.server.client>;
  beforeAll(async () => {
    shopper = site.server.client();
    expect((await shopper.request("/api/basket/UpdateBasketDelivery/W1D%203QU/1002", { method: "POST" })).status).toBe(200);
  });

  it("answers a write with a logged 503 and the message, and goes on answering reads", async () => {
    const c = site.server.client();
    expect((await c.request("/api/basket/ClearBasket", { method: "POST" })).status).toBe(200);

    await makeReadOnly();
    logged.length = 0;

    const refused = await c.request("/api/basket/ClearBasket", { method: "POST" });
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("120");
    expect(await refused.json()).toEqual({ status: "ERROR", errors: [{ path: "server", message: STORAGE_MESSAGE }] });
    expect(faultLines()).toEqual([expect.objectContaining({ level: 50, code: postgres ? "25006" : "SQLITE_READONLY" })]);

    // The process is up: lookups and reads of the basket are answered as before.
    expect((await c.request("/api/applicationConfig/oop")).status).toBe(200);
    const state = await c.request("/api/application/getCustomerState");
    expect(state.status).toBe(200);
    expect((await state.json()).basket.basket.version).toBe(2);
  });

  it("answers a page's form post that writes with the site's 503 page, logged once", async () => {
    const { base } = site.server;
    await makeReadOnly();
    logged.length = 0;

    // The basket page's 'Remove' on a voucher, without JavaScript: the action writes the basket.
    const page = await shopper.request("/delivery/basket", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: base, referer: `${base}/delivery/basket` },
      body: new URLSearchParams({ intent: "remove-voucher", code: "PIZZA10" }).toString(),
    });
    expect(page.status).toBe(503);
    expect(page.headers.get("retry-after")).toBe("120");
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    const html = await page.text();
    expect(html).toContain(`>${STORAGE_HEADING}</h1>`);
    expect(html).toContain("Please try again in a few minutes.");
    expect(faultLines()).toEqual([
      expect.objectContaining({ level: 50, code: postgres ? "25006" : "SQLITE_READONLY", msg: expect.stringContaining("answered 503") }),
    ]);
  });

  it("answers a client navigation's form post with the 503 as its error", async () => {
    await makeReadOnly();
    // A new delivery search drops the delivery the shopper's basket holds (spec 1 §4): the search
    // form's post, as the page's JavaScript sends it, writes.
    logged.length = 0;
    const answer = await shopper.request("/delivery.data", {
      method: "POST",
      headers: { referer: `${site.server.base}/delivery`, "content-type": "application/x-www-form-urlencoded" },
      body: "intent=search&q=SE1+7PB",
    });
    expect(answer.status).toBe(503);
    expect(answer.headers.get("retry-after")).toBe("120");
    const decoded = await decodeViaTurboStream(answer.body!, globalThis);
    // An action's answer carries its error alone; the page shows it in the nearest error boundary.
    expect(decoded.value).toEqual({ error: expect.objectContaining({ status: 503, data: { message: STORAGE_MESSAGE } }) });
    expect(faultLines()).toHaveLength(1);
  });
});
