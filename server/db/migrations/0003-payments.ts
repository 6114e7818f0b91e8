import type { Kysely } from "kysely";

// Payment attempts: one row per checkout attempt, keyed by the client's idempotency key. While an
// attempt is pending or has succeeded it holds the basket lock (`${basketId}:${basketKey}`), so no
// second attempt can charge the same basket; a declined attempt releases it (NULL) for a retry with
// another card. Several NULLs never clash in a UNIQUE column, on SQLite and PostgreSQL alike.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("payment_attempts")
    .addColumn("idempotency_key", "text", (c) => c.primaryKey())
    .addColumn("basket_id", "text", (c) => c.notNull())
    .addColumn("basket_lock", "text", (c) => c.unique())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("amount_minor", "integer", (c) => c.notNull())
    .addColumn("currency", "text", (c) => c.notNull())
    .addColumn("charge_id", "text")
    .addColumn("order_id", "text")
    .addColumn("decline_code", "text")
    .addColumn("decline_message", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("payment_attempts_basket").on("payment_attempts").columns(["basket_id", "created_at"]).execute();
  // Orders are read per basket (the held order, today's orders) and per customer (history).
  await db.schema.createIndex("orders_basket").on("orders").columns(["basket_id", "created_at"]).execute();
  await db.schema.createIndex("orders_customer").on("orders").columns(["customer_id", "created_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("orders_customer").ifExists().execute();
  await db.schema.dropIndex("orders_basket").ifExists().execute();
  await db.schema.dropTable("payment_attempts").ifExists().execute();
}
