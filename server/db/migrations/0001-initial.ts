import type { Kysely } from "kysely";

// Portable DDL: only types both SQLite and PostgreSQL understand the same way.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("restaurants")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("brand", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("latitude", "double precision", (c) => c.notNull())
    .addColumn("longitude", "double precision", (c) => c.notNull())
    .addColumn("data", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("restaurants_brand").on("restaurants").column("brand").execute();

  await db.schema
    .createTable("menus")
    .addColumn("brand", "text", (c) => c.primaryKey())
    .addColumn("hash", "text", (c) => c.notNull())
    .addColumn("data", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("customers")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("title", "text")
    .addColumn("first_name", "text", (c) => c.notNull())
    .addColumn("last_name", "text", (c) => c.notNull())
    .addColumn("mobile_number", "text")
    .addColumn("date_of_birth", "text")
    .addColumn("tier", "text")
    .addColumn("app_approved", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("employee_discount_code", "text")
    .addColumn("two_factor_enabled", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("email_opt_in", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("sessions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("customer_id", "integer", (c) => c.references("customers.id"))
    .addColumn("data", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("revoked_at", "text")
    .execute();

  await db.schema
    .createTable("baskets")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("brand", "text", (c) => c.notNull())
    .addColumn("version", "integer", (c) => c.notNull())
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("data", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("orders")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("number", "text", (c) => c.notNull().unique())
    .addColumn("brand", "text", (c) => c.notNull())
    .addColumn("basket_id", "text", (c) => c.notNull())
    .addColumn("session_id", "text")
    .addColumn("customer_id", "integer", (c) => c.references("customers.id"))
    .addColumn("restaurant_id", "integer", (c) => c.notNull())
    .addColumn("idempotency_key", "text", (c) => c.notNull().unique())
    .addColumn("total_minor", "integer", (c) => c.notNull())
    .addColumn("data", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("orders_restaurant").on("orders").columns(["restaurant_id", "created_at"]).execute();

  await db.schema
    .createTable("vouchers")
    .addColumn("brand", "text", (c) => c.notNull())
    .addColumn("code", "text", (c) => c.notNull())
    .addColumn("data", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("vouchers_pk", ["brand", "code"])
    .execute();

  await db.schema
    .createTable("rewards")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("data", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("outbox")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("channel", "text", (c) => c.notNull())
    .addColumn("recipient", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("outbox_recipient").on("outbox").columns(["recipient", "created_at"]).execute();

  await db.schema
    .createTable("seed_state")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("hash", "text", (c) => c.notNull())
    .addColumn("applied_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ["seed_state", "outbox", "rewards", "vouchers", "orders", "baskets", "sessions", "customers", "menus", "restaurants"]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
