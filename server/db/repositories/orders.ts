import type { Database } from "../database";
import type { OrdersTable } from "../schema";

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
    async insert(o: OrderRecord, trx: Database = db): Promise<void> {
      await trx
        .insertInto("orders")
        .values({
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
        })
        .execute();
    },
  };
}
export type OrdersRepository = ReturnType<typeof ordersRepository>;
