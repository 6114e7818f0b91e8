import { sql, type Kysely } from "kysely";

// A club reward is used once per period (a tier reward once per period since joining, the birthday
// treat once per window, the welcome reward once ever: docs/decisions/008 and 026). Each
// redemption row now names its period, and the database refuses a second row for the same brand,
// member, reward and period, so two orders can never both use it, whatever reaches the order
// transaction. Rows written before this migration each get a key of their own order (no clash).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("reward_redemptions")
    .addColumn("period_key", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await sql`update reward_redemptions set period_key = 'order:' || order_id || ':' || cast(position as text)`.execute(db);
  await db.schema
    .createIndex("reward_redemptions_once")
    .on("reward_redemptions")
    .columns(["brand", "customer_id", "reward_id", "period_key"])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("reward_redemptions_once").ifExists().execute();
  await db.schema.alterTable("reward_redemptions").dropColumn("period_key").execute();
}
