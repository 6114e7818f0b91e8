import type { Kysely } from "kysely";

// Cards a signed-in customer asked us to keep: the gateway keeps the card, we keep its token
// (sealed, like the outbox's messages: it charges the card), what the customer may be shown (type,
// last four digits, expiry) and the gateway's fingerprint, so the same card is kept once. Never the
// number or the security code.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("saved_cards")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("customer_id", "integer", (c) => c.notNull().references("customers.id"))
    .addColumn("token_sealed", "text", (c) => c.notNull())
    .addColumn("card_type", "text")
    .addColumn("last4", "text", (c) => c.notNull())
    .addColumn("expiry_month", "integer", (c) => c.notNull())
    .addColumn("expiry_year", "integer", (c) => c.notNull())
    .addColumn("fingerprint", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addUniqueConstraint("saved_cards_customer_fingerprint", ["customer_id", "fingerprint"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("saved_cards").execute();
}
