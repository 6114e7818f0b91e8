import type { Kysely } from "kysely";

// 3-D Secure: a payment whose card's bank asks the customer first waits in status `requires_action`
// with the bank's page (`challenge_url`, the gateway's address, no card data) until the customer
// comes back, or until `expires_at`, when the reconciler ends it and frees the basket. It keeps
// the basket lock meanwhile, so a second tab or a retry answers the same challenge.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("payment_attempts").addColumn("challenge_url", "text").execute();
  await db.schema.alterTable("payment_attempts").addColumn("expires_at", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("payment_attempts").dropColumn("expires_at").execute();
  await db.schema.alterTable("payment_attempts").dropColumn("challenge_url").execute();
}
