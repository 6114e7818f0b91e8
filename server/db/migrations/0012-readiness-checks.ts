import type { Kysely } from "kysely";

// One row per node: the last time its readiness check (/readyz) wrote to the database. The write is
// the check: a full disk, a read-only file or a database gone shows as a node that cannot take orders.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("readiness_checks")
    .addColumn("node", "text", (c) => c.primaryKey())
    .addColumn("checked_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("readiness_checks").execute();
}
