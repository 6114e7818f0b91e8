import type { Kysely } from "kysely";

// What the restaurant decides is stored, not derived from the clock: an order it rejects or
// cancels (`cancelled_at`, `cancel_reason`), and the refund of its charge (`refunded_at`,
// `refund_minor`). The status timeline stops at a cancelled order.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("orders").addColumn("cancelled_at", "text").execute();
  await db.schema.alterTable("orders").addColumn("cancel_reason", "text").execute();
  await db.schema.alterTable("orders").addColumn("refunded_at", "text").execute();
  await db.schema.alterTable("orders").addColumn("refund_minor", "integer").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("orders").dropColumn("refund_minor").execute();
  await db.schema.alterTable("orders").dropColumn("refunded_at").execute();
  await db.schema.alterTable("orders").dropColumn("cancel_reason").execute();
  await db.schema.alterTable("orders").dropColumn("cancelled_at").execute();
}
