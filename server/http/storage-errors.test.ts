import SQLite from "better-sqlite3";
import express from "express";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storageFault } from "../db/faults";
import { serve } from "../../tests/support/http";
import { testRuntime } from "../../tests/support/runtime";
import { finalErrorHandler, STORAGE_MESSAGE } from "./storage-errors";

const coded = (code: string, message = "boom") => Object.assign(new Error(message), { code });

describe("storageFault", () => {
  it.each([
    ["SQLITE_READONLY"],
    ["SQLITE_READONLY_DBMOVED"],
    ["SQLITE_IOERR_WRITE"],
    ["SQLITE_IOERR_SHMSIZE"],
    ["SQLITE_FULL"],
    ["SQLITE_BUSY"],
    ["SQLITE_BUSY_SNAPSHOT"],
    ["ECONNREFUSED"],
    ["ECONNRESET"],
    ["08006"],
    ["53100"],
    ["57P01"],
    ["25006"],
  ])("%s is a storage fault", (code) => {
    expect(storageFault(coded(code))).toEqual({ code });
  });

  it.each([["SQLITE_CONSTRAINT_UNIQUE"], ["SQLITE_ERROR"], ["23505"], ["42P01"], ["ERR_INVALID_ARG_TYPE"]])(
    "%s is not (a bug or a conflict)",
    (code) => {
      expect(storageFault(coded(code))).toBeNull();
    },
  );

  it("finds the fault in a cause, in an AggregateError and in pg's uncoded connection errors", () => {
    expect(storageFault(new Error("migration failed", { cause: coded("SQLITE_FULL") }))).toEqual({ code: "SQLITE_FULL" });
    expect(storageFault(new AggregateError([coded("ECONNREFUSED")]))).toEqual({ code: "ECONNREFUSED" });
    expect(storageFault(new Error("Connection terminated unexpectedly"))).toEqual({ code: "PG_CONNECTION" });
    expect(storageFault(new Error("something else"))).toBeNull();
    expect(storageFault("SQLITE_FULL")).toBeNull();
  });
});

describe("storage faults in requests (SQLite)", () => {
  let t: Awaited<ReturnType<typeof testRuntime>>;
  let server: Awaited<ReturnType<typeof serve>>;
  const logged: { level: number; msg: string; code?: string }[] = [];

  beforeAll(async () => {
    t = await testRuntime();
    // The runtime's logger, but one this test can read.
    t.runtime.logger = pino({ level: "error" }, { write: (line: string) => void logged.push(JSON.parse(line)) });
    server = await serve(t.runtime);
  });
  afterAll(async () => {
    await server?.close();
    await t?.close();
  });

  it(
    "a write that waits past busy_timeout for another process's lock answers 503, and the next one goes through",
    { timeout: 30_000 },
    async () => {
      const c = server.client();
      expect((await c.request("/api/basket/ClearBasket", { method: "POST" })).status).toBe(200);
      const other = new SQLite(t.database.env.SQLITE_PATH);
      other.exec("begin immediate");
      logged.length = 0;
      const refused = await c.request("/api/basket/ClearBasket", { method: "POST" });
      other.exec("rollback");
      other.close();
      expect(refused.status).toBe(503);
      expect((await refused.json()).errors).toEqual([{ path: "server", message: STORAGE_MESSAGE }]);
      expect(logged).toContainEqual(expect.objectContaining({ level: 50, code: "SQLITE_BUSY" }));
      expect((await c.request("/api/basket/ClearBasket", { method: "POST" })).status).toBe(200);
    },
  );

  it("a fault met outside the /api routes answers a 503 page in the site's words; other errors stay a 500", async () => {
    const app = express();
    app.get("/checkout", () => {
      throw coded("SQLITE_IOERR_WRITE", "disk I/O error");
    });
    app.get("/broken", () => {
      throw new Error("a bug");
    });
    app.use(finalErrorHandler(t.runtime));
    const s = app.listen(0, "127.0.0.1");
    await new Promise((r) => s.once("listening", r));
    const base = `http://127.0.0.1:${(s.address() as { port: number }).port}`;
    try {
      const page = await fetch(`${base}/checkout`);
      expect(page.status).toBe(503);
      expect(page.headers.get("content-type")).toMatch(/^text\/html/);
      const html = await page.text();
      expect(html).toContain("<h1>We can’t take orders right now</h1>");
      expect(html).toContain("Back to Crustello");
      expect(logged).toContainEqual(expect.objectContaining({ level: 50, code: "SQLITE_IOERR_WRITE" }));
      expect((await fetch(`${base}/broken`)).status).toBe(500);
    } finally {
      await new Promise((r) => s.close(r));
    }
  });
});
