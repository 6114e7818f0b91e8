import { sql, type Kysely } from "kysely";
import { benefitsOf } from "../order-benefits";

// The club rewards and vouchers a customer's orders used, one row each, written with the order
// (server/db/repositories/orders.ts): the club wallet and the single-use voucher check read a
// customer's rows by index on every page that shows them, instead of searching the text of all
// their orders. Orders placed before this migration are read once here.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("reward_redemptions")
    .addColumn("order_id", "text", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("brand", "text", (c) => c.notNull())
    .addColumn("customer_id", "integer", (c) => c.notNull())
    .addColumn("reward_id", "integer", (c) => c.notNull())
    .addColumn("redeemed_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("reward_redemptions_pk", ["order_id", "position"])
    .execute();
  await db.schema
    .createIndex("reward_redemptions_customer")
    .on("reward_redemptions")
    .columns(["brand", "customer_id", "redeemed_at"])
    .execute();
  await db.schema
    .createTable("voucher_uses")
    .addColumn("order_id", "text", (c) => c.notNull())
    .addColumn("code", "text", (c) => c.notNull())
    .addColumn("brand", "text", (c) => c.notNull())
    .addColumn("customer_id", "integer", (c) => c.notNull())
    .addColumn("used_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("voucher_uses_pk", ["order_id", "code"])
    .execute();
  await db.schema.createIndex("voucher_uses_customer").on("voucher_uses").columns(["brand", "customer_id", "used_at"]).execute();

  // The orders placed so far: only those of a customer whose text names a reward or a voucher.
  const orders = await sql<{ id: string; brand: string; customer_id: number; data: string; created_at: string }>`
    select id, brand, customer_id, data, created_at from orders
    where customer_id is not null and (data like ${'%"rewardId"%'} or data like ${'%"voucherLines":[{%'})
  `.execute(db);
  for (const o of orders.rows) {
    const { rewardIds, voucherCodes } = benefitsOf(JSON.parse(o.data));
    const who = { order_id: o.id, brand: o.brand, customer_id: Number(o.customer_id) };
    if (rewardIds.length)
      await sql`insert into reward_redemptions (order_id, position, brand, customer_id, reward_id, redeemed_at) values ${sql.join(
        rewardIds.map((id, i) => sql`(${who.order_id}, ${i}, ${who.brand}, ${who.customer_id}, ${id}, ${o.created_at})`),
      )}`.execute(db);
    if (voucherCodes.length)
      await sql`insert into voucher_uses (order_id, code, brand, customer_id, used_at) values ${sql.join(
        voucherCodes.map((code) => sql`(${who.order_id}, ${code}, ${who.brand}, ${who.customer_id}, ${o.created_at})`),
      )}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("voucher_uses").ifExists().execute();
  await db.schema.dropTable("reward_redemptions").ifExists().execute();
}
