import type { Database } from "../database";
import type { OrdersTable } from "../schema";
import { insertUnlessTaken } from "./insert";

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
});

export function ordersRepository(db: Database) {
  /**
   * A customer's latest orders whose stored JSON contains `text` (no LIKE wildcards in it), newest
   * first: what a page needs from their history, without reading and parsing all of it, so a
   * regular's long history does not make each page slower.
   */
  const ordersWhoseTextHas = (brand: string, customerId: number, text: string, limit: number) =>
    db
      .selectFrom("orders")
      .select(["data", "created_at"])
      .where("brand", "=", brand)
      .where("customer_id", "=", customerId)
      .where("data", "like", `%${text}%`)
      .orderBy("created_at", "desc")
      .orderBy("id")
      .limit(limit)
      .execute();

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
    /** A viewer's orders at a restaurant since an instant, newest first: those of the basket or of the customer. */
    async listForViewerSince(
      brand: string,
      restaurantId: number,
      sinceIso: string,
      viewer: { basketId: string | null; customerId: number | null },
    ): Promise<OrderRecord[]> {
      if (viewer.basketId === null && viewer.customerId === null) return [];
      const rows = await db
        .selectFrom("orders")
        .selectAll()
        .where("brand", "=", brand)
        .where("restaurant_id", "=", restaurantId)
        .where("created_at", ">=", sinceIso)
        .where((eb) => {
          const who = [];
          if (viewer.basketId !== null) who.push(eb("basket_id", "=", viewer.basketId));
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
     * When a customer's orders used club rewards, newest first: the wallet's redemptions, read on
     * every page that shows it. Only orders whose stored JSON names a reward (`"rewardId"`) are
     * read and parsed.
     */
    async rewardRedemptions(brand: string, customerId: number, limit: number): Promise<{ rewardId: number; at: string }[]> {
      const rows = await ordersWhoseTextHas(brand, customerId, '"rewardId"', limit);
      return rows.flatMap((r) =>
        ((JSON.parse(r.data) as { discounts?: { rewardId?: unknown }[] }).discounts ?? []).flatMap((d) =>
          typeof d.rewardId === "number" ? [{ rewardId: d.rewardId, at: r.created_at }] : [],
        ),
      );
    },
    /**
     * The voucher codes on a customer's orders: single-use vouchers are checked against them on
     * every voucher check, the basket page's included. Only orders whose stored JSON has voucher
     * lines (`"voucherLines":[{`, as JSON.stringify writes it) are read and parsed.
     */
    async voucherCodesUsed(brand: string, customerId: number, limit: number): Promise<Set<string>> {
      const rows = await ordersWhoseTextHas(brand, customerId, '"voucherLines":[{', limit);
      return new Set(
        rows.flatMap((r) =>
          ((JSON.parse(r.data) as { voucherLines?: { code?: unknown }[] }).voucherLines ?? []).flatMap((v) =>
            typeof v.code === "string" ? [v.code] : [],
          ),
        ),
      );
    },
    async numberTaken(number: string, trx: Database = db): Promise<boolean> {
      return !!(await trx.selectFrom("orders").select("id").where("number", "=", number).executeTakeFirst());
    },
    /** Inserts unless the id, number or idempotency key is taken; true when inserted. */
    async insertIfAbsent(o: OrderRecord, trx: Database = db): Promise<boolean> {
      return insertUnlessTaken(
        trx.insertInto("orders").values({
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
        }),
      );
    },
  };
}
export type OrdersRepository = ReturnType<typeof ordersRepository>;
