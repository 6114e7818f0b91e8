import type { Kysely } from "kysely";

// The item configurations the site has named by a customID (a basket line's hash), per menu
// version: a partner's AddToBasket may name a line by its customID alone (spec 1 §7), and a hash
// cannot be read back. Menu defaults are computed from the menu and not stored here.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("issued_configurations")
    .addColumn("menu_hash", "text", (c) => c.notNull())
    .addColumn("custom_id", "text", (c) => c.notNull())
    .addColumn("item_id", "text", (c) => c.notNull())
    .addColumn("selections", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("issued_configurations_pk", ["menu_hash", "custom_id"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("issued_configurations").execute();
}
