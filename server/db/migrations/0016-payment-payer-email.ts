import type { Kysely } from "kysely";

// Who to tell about a refund of a charge that has no order (the reconciler's, or the one the pay
// path makes at once): the payer's e-mail address (a guest's, or the signed-in customer's) kept on
// the attempt while its outcome is open, cleared once it succeeds (the order keeps it), is declined
// or is refunded and the customer told (docs/decisions/033).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("payment_attempts").addColumn("payer_email", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("payment_attempts").dropColumn("payer_email").execute();
}
