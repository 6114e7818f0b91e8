import SQLite from "better-sqlite3";
import { sql } from "kysely";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "./database";

// The SQLite file is shared with other processes (a second server, tools, test set-up). A
// transaction that reads and then writes must not fail because one of them wrote in between.
describe("SQLite transactions beside another connection", () => {
  let dir: string;
  let db: Database;
  let other: SQLite.Database;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), "db-"));
    const path = join(dir, "shared.sqlite");
    db = openDatabase({ kind: "sqlite", path });
    await sql`create table counters (id integer primary key, n integer not null)`.execute(db);
    await sql`insert into counters (id, n) values (1, 0), (2, 0)`.execute(db);
    other = new SQLite(path);
    // No waiting: the other connection's write is refused at once while ours holds the lock.
    other.pragma("busy_timeout = 0");
  });

  afterEach(async () => {
    other.close();
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it("a read-then-write transaction commits although another connection tried to write meanwhile", async () => {
    let otherWrote = false;
    await db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ n: number }>`select n from counters where id = 1`.execute(trx);
      try {
        other.prepare("update counters set n = n + 10 where id = 2").run();
        otherWrote = true;
      } catch (err) {
        expect((err as { code?: string }).code).toBe("SQLITE_BUSY");
      }
      await sql`update counters set n = ${rows[0]!.n + 1} where id = 1`.execute(trx);
    });
    // The transaction held the write lock from its start, so the other write waited its turn
    // (here: was refused, having no busy timeout) instead of making our write fail.
    expect(otherWrote).toBe(false);
    const { rows } = await sql<{ id: number; n: number }>`select id, n from counters order by id`.execute(db);
    expect(rows).toEqual([
      { id: 1, n: 1 },
      { id: 2, n: 0 },
    ]);
  });
});
