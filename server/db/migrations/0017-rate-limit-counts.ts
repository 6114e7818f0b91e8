import type { Kysely } from "kysely";

// The rate limits' counts as Redis last gave them, kept in the database every node shares, so that
// while Redis does not answer each node goes on from the counts of all of them (an account another
// node saw locked stays locked here too). The layout is rate-limiter-flexible's own for PostgreSQL
// (key, points, expire in epoch milliseconds); used only when the database is PostgreSQL and Redis
// is set (docs/decisions/012-rate-limits.md).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("rate_limit_counts")
    .addColumn("key", "varchar(255)", (c) => c.primaryKey())
    .addColumn("points", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("expire", "bigint")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("rate_limit_counts").execute();
}
