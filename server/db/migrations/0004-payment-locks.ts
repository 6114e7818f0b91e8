import type { Kysely } from "kysely";

// One club member's rewards are redeemed by one payment at a time. While an attempt that uses
// rewards is pending it also holds the member lock (`${brand}:${customerId}`); the lock is released
// (NULL) when the attempt is declined or has written its order, so a second basket of the same
// member charges only after re-pricing against the wallet that order used up. A unique index
// rather than a UNIQUE column: SQLite cannot add a UNIQUE column to a table. NULLs never clash.
// Attempts left pending (a charge without an order, a process that stopped) are found by status and
// age for reconciliation.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("payment_attempts").addColumn("member_lock", "text").execute();
  await db.schema.createIndex("payment_attempts_member_lock").on("payment_attempts").column("member_lock").unique().execute();
  await db.schema.createIndex("payment_attempts_pending").on("payment_attempts").columns(["status", "updated_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("payment_attempts_pending").ifExists().execute();
  await db.schema.dropIndex("payment_attempts_member_lock").ifExists().execute();
  await db.schema.alterTable("payment_attempts").dropColumn("member_lock").execute();
}
