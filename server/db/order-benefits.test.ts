import { sql } from "kysely";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { migrateToLatest, openDatabase, type Database } from "./database";
import { benefitsOf } from "./order-benefits";
import { ordersRepository, toOrderRow, type OrderRecord } from "./repositories/orders";

const order = (id: string, customerId: number | null, data: unknown, createdAt = "2026-11-20T12:00:00.000Z"): OrderRecord => ({
  id,
  number: `N-${id}`,
  brand: "uk",
  basketId: `b-${id}`,
  sessionId: null,
  customerId,
  restaurantId: 1001,
  idempotencyKey: `k-${id}`,
  totalMinor: 1000,
  data,
  createdAt,
});

const used = { discounts: [{ rewardId: 7 }, { code: "X" }, { rewardId: 9 }], voucherLines: [{ code: "SAVE20" }, { code: "SAVE20" }] };

describe("benefitsOf", () => {
  it("reads the rewards (one per discount) and the voucher codes (each once) an order used", () => {
    expect(benefitsOf(used)).toEqual({ rewardIds: [7, 9], voucherCodes: ["SAVE20"] });
    expect(benefitsOf({})).toEqual({ rewardIds: [], voucherCodes: [] });
    expect(benefitsOf({ discounts: "no", voucherLines: [null, { code: 3 }] })).toEqual({ rewardIds: [], voucherCodes: [] });
  });
});

describe("the rewards and vouchers a customer's orders used", () => {
  let dir: string;
  let db: Database;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), "db-"));
    db = openDatabase({ kind: "sqlite", path: join(dir, "benefits.sqlite") });
    // The customers the orders name are not what is tested here.
    await sql`pragma foreign_keys = off`.execute(db);
  });

  afterEach(async () => {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it("are recorded with the order and read by customer, newest first; a guest's order records none", async () => {
    await migrateToLatest(db);
    const orders = ordersRepository(db);
    await db.transaction().execute((trx) => orders.insertIfAbsent(order("a", 5, used), trx));
    await db
      .transaction()
      .execute((trx) => orders.insertIfAbsent(order("b", 5, { discounts: [{ rewardId: 3 }] }, "2026-11-21T12:00:00.000Z"), trx));
    await db.transaction().execute((trx) => orders.insertIfAbsent(order("c", null, used), trx));
    // The same order again is not a second use.
    expect(await db.transaction().execute((trx) => orders.insertIfAbsent(order("a", 5, used), trx))).toBe(false);

    expect(await orders.rewardRedemptions("uk", 5)).toEqual([
      { rewardId: 3, at: "2026-11-21T12:00:00.000Z" },
      { rewardId: 7, at: "2026-11-20T12:00:00.000Z" },
      { rewardId: 9, at: "2026-11-20T12:00:00.000Z" },
    ]);
    expect(await orders.voucherCodesUsed("uk", 5)).toEqual(new Set(["SAVE20"]));
    expect(await orders.rewardRedemptions("ie", 5)).toEqual([]);
    expect(await orders.voucherCodesUsed("uk", 6)).toEqual(new Set());
  });

  it("of orders placed before the migration are read from them once", async () => {
    await migrateToLatest(db, "0005-analytics-events");
    await db
      .insertInto("orders")
      .values([toOrderRow(order("a", 5, used)), toOrderRow(order("b", 5, { voucherLines: [] })), toOrderRow(order("c", null, used))])
      .execute();
    await migrateToLatest(db);
    const orders = ordersRepository(db);
    expect(await orders.rewardRedemptions("uk", 5)).toEqual([
      { rewardId: 7, at: "2026-11-20T12:00:00.000Z" },
      { rewardId: 9, at: "2026-11-20T12:00:00.000Z" },
    ]);
    expect(await orders.voucherCodesUsed("uk", 5)).toEqual(new Set(["SAVE20"]));
    expect(await db.selectFrom("reward_redemptions").select("order_id").execute()).toHaveLength(2);
  });

  it("recorded before periods existed are each keyed by their own order, so none clash", async () => {
    await migrateToLatest(db, "0005-analytics-events");
    // The same reward used on two orders of one member (as a repeated use could once be recorded).
    await db
      .insertInto("orders")
      .values([toOrderRow(order("a", 5, { discounts: [{ rewardId: 7 }] })), toOrderRow(order("b", 5, { discounts: [{ rewardId: 7 }] }))])
      .execute();
    await migrateToLatest(db);
    const rows = await db.selectFrom("reward_redemptions").select(["order_id", "period_key"]).orderBy("order_id").execute();
    expect(rows).toEqual([
      { order_id: "a", period_key: "order:a:0" },
      { order_id: "b", period_key: "order:b:0" },
    ]);
    // From now on one period takes one redemption of a reward per member.
    const orders = ordersRepository(db);
    const periods = new Map([[7, "7@2026-11-01T00:00:00.000Z"]]);
    const insert = (id: string) =>
      db
        .transaction()
        .execute((trx) => orders.insertIfAbsent({ ...order(id, 5, { discounts: [{ rewardId: 7 }] }), rewardPeriods: periods }, trx));
    expect(await insert("c")).toBe(true);
    await expect(insert("d")).rejects.toThrow();
    expect(await orders.getById("d")).toBeNull();
  });
});
