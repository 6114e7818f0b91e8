import type { Database } from "../database";
import type { OrderCancellation } from "../../../domain/checkout/order";
import type { OrdersTable } from "../schema";
import { sql } from "kysely";
import { compiledOnce } from "../compiled-once";
import { insertUnlessTaken } from "./insert";
import { benefitsOf } from "../order-benefits";

export interface OrderRecord {
  id: string;
  number: string;
  brand: string;
  basketId: string;
  sessionId: string | null;
  customerId: number | null;
  restaurantId: number;
  idempotencyKey: string;
  totalMinor: number;
  data: unknown;
  createdAt: string;
  /**
   * The period of each club reward the order uses (its key in reward_redemptions, unique per
   * member and reward): a second order in the same period is refused by the database. Not stored
   * on the order row; an order without it keys each redemption by itself.
   */
  rewardPeriods?: ReadonlyMap<number, string>;
  /** What the restaurant decided, when it rejected or cancelled the order (and its refund). */
  cancellation?: OrderCancellation | null;
}

const toOrder = (r: OrdersTable): OrderRecord => ({
  id: r.id,
  number: r.number,
  brand: r.brand,
  basketId: r.basket_id,
  sessionId: r.session_id,
  customerId: r.customer_id,
  restaurantId: r.restaurant_id,
  idempotencyKey: r.idempotency_key,
  totalMinor: r.total_minor,
  data: JSON.parse(r.data),
  createdAt: r.created_at,
  cancellation:
    r.cancelled_at && r.cancel_reason
      ? {
          reason: r.cancel_reason,
          at: r.cancelled_at,
          refund: r.refunded_at !== null && r.refund_minor !== null ? { amountMinor: r.refund_minor, at: r.refunded_at } : null,
        }
      : null,
});

export function ordersRepository(db: Database) {
  const redemptionsOf = compiledOnce(
    db,
    2,
    (brand: string, customerId: number) =>
      db
        .selectFrom("reward_redemptions")
        .select(["reward_id", "redeemed_at"])
        .where("brand", "=", brand)
        .where("customer_id", "=", customerId)
        .orderBy("redeemed_at", "desc")
        .orderBy("order_id")
        .orderBy("position")
        .limit(sql.lit(1000)),
    { sharedInTurn: true },
  );
  const voucherUsesOf = compiledOnce(
    db,
    2,
    (brand: string, customerId: number) =>
      db
        .selectFrom("voucher_uses")
        .select("code")
        .where("brand", "=", brand)
        .where("customer_id", "=", customerId)
        .orderBy("used_at", "desc")
        .limit(sql.lit(1000)),
    { sharedInTurn: true },
  );

  return {
    async getById(id: string): Promise<OrderRecord | null> {
      const row = await db.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirst();
      return row ? toOrder(row) : null;
    },
    async getByIdempotencyKey(key: string, trx: Database = db): Promise<OrderRecord | null> {
      const row = await trx.selectFrom("orders").selectAll().where("idempotency_key", "=", key).executeTakeFirst();
      return row ? toOrder(row) : null;
    },
    async listForRestaurantSince(restaurantId: number, sinceIso: string): Promise<OrderRecord[]> {
      const rows = await db
        .selectFrom("orders")
        .selectAll()
        .where("restaurant_id", "=", restaurantId)
        .where("created_at", ">=", sinceIso)
        .orderBy("created_at")
        .execute();
      return rows.map(toOrder);
    },
    async getByNumber(number: string): Promise<OrderRecord | null> {
      const row = await db.selectFrom("orders").selectAll().where("number", "=", number).executeTakeFirst();
      return row ? toOrder(row) : null;
    },
    /**
     * A viewer's orders at a restaurant since an instant, newest first: those of the basket, of the
     * guest's session (the basket id changes after payment) or of the customer.
     */
    async listForViewerSince(
      brand: string,
      restaurantId: number,
      sinceIso: string,
      viewer: { basketId: string | null; sessionId?: string | null; customerId: number | null },
    ): Promise<OrderRecord[]> {
      if (viewer.basketId === null && !viewer.sessionId && viewer.customerId === null) return [];
      const rows = await db
        .selectFrom("orders")
        .selectAll()
        .where("brand", "=", brand)
        .where("restaurant_id", "=", restaurantId)
        .where("created_at", ">=", sinceIso)
        .where((eb) => {
          const who = [];
          if (viewer.basketId !== null) who.push(eb("basket_id", "=", viewer.basketId));
          if (viewer.sessionId) who.push(eb("session_id", "=", viewer.sessionId));
          if (viewer.customerId !== null) who.push(eb("customer_id", "=", viewer.customerId));
          return eb.or(who);
        })
        .orderBy("created_at", "desc")
        .orderBy("id")
        .execute();
      return rows.map(toOrder);
    },
    /** A customer's latest orders, newest first. */
    async listForCustomer(brand: string, customerId: number, limit: number): Promise<OrderRecord[]> {
      const rows = await db
        .selectFrom("orders")
        .selectAll()
        .where("brand", "=", brand)
        .where("customer_id", "=", customerId)
        .orderBy("created_at", "desc")
        .orderBy("id")
        .limit(limit)
        .execute();
      return rows.map(toOrder);
    },
    /**
     * When a customer's orders used club rewards, newest first (the latest 1,000): the wallet's
     * redemptions, read on every page that shows it.
     */
    async rewardRedemptions(brand: string, customerId: number): Promise<{ rewardId: number; at: string }[]> {
      const rows = await redemptionsOf(brand, customerId);
      return rows.map((r) => ({ rewardId: Number(r.reward_id), at: r.redeemed_at }));
    },
    /**
     * The voucher codes on a customer's orders (the latest 1,000): single-use vouchers are checked
     * against them on every voucher check, the basket page's included.
     */
    async voucherCodesUsed(brand: string, customerId: number): Promise<Set<string>> {
      return new Set((await voucherUsesOf(brand, customerId)).map((r) => r.code));
    },
    /** Whether the customer has an order of this brand the restaurant did not cancel (first-order vouchers). */
    async hasOrders(brand: string, customerId: number): Promise<boolean> {
      const row = await db
        .selectFrom("orders")
        .select("id")
        .where("brand", "=", brand)
        .where("customer_id", "=", customerId)
        .where("cancelled_at", "is", null)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },
    async numberTaken(number: string, trx: Database = db): Promise<boolean> {
      return !!(await trx.selectFrom("orders").select("id").where("number", "=", number).executeTakeFirst());
    },
    /**
     * Inserts unless the id, number or idempotency key is taken; true when inserted. A customer's
     * order also records the rewards and vouchers it used: call it inside the order's transaction.
     * A reward already redeemed in the same period throws (the unique key), and the order is not written.
     */
    /**
     * Marks the order rejected or cancelled by the restaurant: true for the one request that did.
     * The club rewards and vouchers it used are given back in the same transaction (their uses
     * go), so the customer can use them on another order.
     */
    async markCancelled(id: string, reason: "rejected" | "cancelled", at: string): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const done = await trx
          .updateTable("orders")
          .set({ cancelled_at: at, cancel_reason: reason })
          .where("id", "=", id)
          .where("cancelled_at", "is", null)
          .executeTakeFirst();
        if (Number(done.numUpdatedRows) !== 1) return false;
        await trx.deleteFrom("reward_redemptions").where("order_id", "=", id).execute();
        await trx.deleteFrom("voucher_uses").where("order_id", "=", id).execute();
        return true;
      });
    },
    /** Notes the refund of a cancelled order's charge. */
    async markRefunded(id: string, amountMinor: number, at: string): Promise<void> {
      await db.updateTable("orders").set({ refunded_at: at, refund_minor: amountMinor }).where("id", "=", id).execute();
    },
    /** The brand's latest orders, newest first (the developer's restaurant page). */
    async listLatest(brand: string, limit: number): Promise<OrderRecord[]> {
      const rows = await db
        .selectFrom("orders")
        .selectAll()
        .where("brand", "=", brand)
        .orderBy("created_at", "desc")
        .limit(limit)
        .execute();
      return rows.map(toOrder);
    },
    async insertIfAbsent(o: OrderRecord, trx: Database = db): Promise<boolean> {
      const inserted = await insertUnlessTaken(trx.insertInto("orders").values(toOrderRow(o)));
      if (inserted && o.customerId !== null) await recordBenefits(trx, o, o.customerId);
      return inserted;
    },
  };
}

/** An order as its row in `orders`. */
export function toOrderRow(o: OrderRecord) {
  return {
    id: o.id,
    number: o.number,
    brand: o.brand,
    basket_id: o.basketId,
    session_id: o.sessionId,
    customer_id: o.customerId,
    restaurant_id: o.restaurantId,
    idempotency_key: o.idempotencyKey,
    total_minor: o.totalMinor,
    data: JSON.stringify(o.data),
    created_at: o.createdAt,
  };
}

/**
 * A redemption row's period key: the reward's period for its first row in the order (so another
 * order in that period clashes), the order's own key for the other picks of a multi-pick reward
 * and for an order that names no periods.
 */
function periodKeyOf(o: OrderRecord, rewardIds: readonly number[], rewardId: number, position: number): string {
  const period = o.rewardPeriods?.get(rewardId);
  const own = `order:${o.id}:${position}`;
  if (period === undefined) return own;
  return rewardIds.indexOf(rewardId) === position ? period : `${period}|${own}`;
}

/** The rows of the rewards and vouchers a customer's order used (migrations 0006 and 0007). */
async function recordBenefits(trx: Database, o: OrderRecord, customerId: number) {
  const { rewardIds, voucherCodes } = benefitsOf(o.data);
  const who = { order_id: o.id, brand: o.brand, customer_id: customerId };
  if (rewardIds.length)
    await trx
      .insertInto("reward_redemptions")
      .values(
        rewardIds.map((rewardId, position) => ({
          ...who,
          position,
          reward_id: rewardId,
          redeemed_at: o.createdAt,
          period_key: periodKeyOf(o, rewardIds, rewardId, position),
        })),
      )
      .execute();
  if (voucherCodes.length)
    await trx
      .insertInto("voucher_uses")
      .values(voucherCodes.map((code) => ({ ...who, code, used_at: o.createdAt })))
      .execute();
}
export type OrdersRepository = ReturnType<typeof ordersRepository>;
