import type { Kysely } from "kysely";

// One-time codes: two-factor codes, password reset tokens and mobile verification codes. Only a
// hash of the code is stored; each is single use, expires, and counts wrong tries.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("one_time_codes")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("purpose", "text", (c) => c.notNull())
    .addColumn("customer_id", "integer", (c) => c.notNull().references("customers.id"))
    .addColumn("code_hash", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .execute();
  await db.schema.createIndex("one_time_codes_customer").on("one_time_codes").columns(["customer_id", "purpose", "created_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("one_time_codes").ifExists().execute();
}
