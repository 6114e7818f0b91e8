import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { compiledOnce } from "./compiled-once";
import { openDatabase, type Database } from "./database";
import { sessionsRepository } from "./repositories/sessions";
import { turnReads } from "./turn-reads";

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe("turnReads", () => {
  it("reads a key once in a turn, and again in the next", async () => {
    const reads = turnReads();
    let calls = 0;
    const read = () => reads.read("pizza", async () => [{ n: ++calls }]);
    expect(await read()).toEqual([{ n: 1 }]);
    expect(await read()).toEqual([{ n: 1 }]);
    expect(await reads.read("another", async () => [{ n: ++calls }])).toEqual([{ n: 2 }]);
    await nextTurn();
    expect(await read()).toEqual([{ n: 3 }]);
  });

  it("does not keep a failed read", async () => {
    const reads = turnReads();
    await expect(reads.read("pizza", () => Promise.reject(new Error("disk")))).rejects.toThrow("disk");
    expect(await reads.read("pizza", async () => [{ n: 1 }])).toEqual([{ n: 1 }]);
  });

  it("after a write, a read still under way is not given to later callers", async () => {
    const reads = turnReads();
    let answer = (_rows: { n: number }[]) => {};
    const underWay = reads.read("pizza", () => new Promise<{ n: number }[]>((resolve) => (answer = resolve)));
    reads.forget();
    const after = reads.read("pizza", async () => [{ n: 2 }]);
    answer([{ n: 1 }]);
    expect(await underWay).toEqual([{ n: 1 }]);
    expect(await after).toEqual([{ n: 2 }]);
  });
});

describe("reads shared in a turn, on the database", () => {
  let db: Database;
  beforeEach(async () => {
    db = openDatabase({ kind: "sqlite", path: ":memory:" });
    await sql`create table pizzas (id integer primary key, name text)`.execute(db);
    await sql`insert into pizzas values (1, 'Margherita')`.execute(db);
  });
  afterEach(() => db.destroy());
  const pizzas = () => db.withTables<{ pizzas: { id: number; name: string } }>();

  it("gives the rows read earlier in the turn until something writes, then reads again", async () => {
    const byId = compiledOnce(db, 1, (id: number) => pizzas().selectFrom("pizzas").select("name").where("id", "=", id), {
      sharedInTurn: true,
    });
    const first = await byId(1);
    expect(first).toEqual([{ name: "Margherita" }]);
    // The same rows, not read again.
    expect(await byId(1)).toBe(first);
    await pizzas().updateTable("pizzas").set({ name: "Marinara" }).where("id", "=", 1).execute();
    expect(await byId(1)).toEqual([{ name: "Marinara" }]);
  });

  it("a session read earlier in the turn is not live once it has expired", async () => {
    const sessions = sessionsRepository(db);
    await sql`create table sessions (id text primary key, customer_id integer, data text, created_at text, expires_at text, revoked_at text, last_seen_at text)`.execute(
      db,
    );
    await sessions.create({ id: "s1", customerId: null, data: {}, now: "2026-11-20T12:00:00.000Z", expiresAt: "2026-11-20T12:30:00.000Z" });
    expect(await sessions.getLive("s1", "2026-11-20T12:29:59.999Z")).toMatchObject({ id: "s1" });
    expect(await sessions.getLive("s1", "2026-11-20T12:30:00.000Z")).toBeNull();
  });
});
