import SQLite from "better-sqlite3";
import { sql } from "kysely";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "./database";
import { storageFault } from "./faults";

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

// After an I/O error or a full disk SQLite rolls the transaction back itself; the error that ended
// it must be what goes up (a storage fault, answered 503), not a failed ROLLBACK after it.
describe("SQLite transactions that SQLite itself rolled back", () => {
  let dir: string;
  let db: Database;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), "db-"));
    db = openDatabase({ kind: "sqlite", path: join(dir, "t.sqlite") });
    await sql`create table t (n integer not null)`.execute(db);
  });

  afterEach(async () => {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it("fail with the error that ended them, and the next transaction runs", async () => {
    const ioError = Object.assign(new Error("disk I/O error"), { code: "SQLITE_IOERR_WRITE" });
    const thrown = await db
      .transaction()
      .execute(async (trx) => {
        await sql`insert into t (n) values (1)`.execute(trx);
        // What SQLite does on SQLITE_IOERR or SQLITE_FULL, before the error reaches us.
        await sql`rollback`.execute(trx);
        throw ioError;
      })
      .catch((e: unknown) => e);
    expect(thrown).toBe(ioError);
    expect(storageFault(thrown)).toEqual({ code: "SQLITE_IOERR_WRITE" });
    await db.transaction().execute((trx) => sql`insert into t (n) values (2)`.execute(trx));
    expect((await sql<{ n: number }>`select n from t`.execute(db)).rows).toEqual([{ n: 2 }]);
  });

  it("still roll back a transaction whose work failed while it was open", async () => {
    const bug = new Error("a bug in the work");
    await expect(
      db.transaction().execute(async (trx) => {
        await sql`insert into t (n) values (1)`.execute(trx);
        throw bug;
      }),
    ).rejects.toBe(bug);
    expect((await sql<{ c: number }>`select count(*) as c from t`.execute(db)).rows).toEqual([{ c: 0 }]);
  });
});
