import { sql, type Kysely } from "kysely";

// When the customer proved the e-mail address is theirs (the link sent at sign-up), or null while
// it is not proved. The club's welcome reward waits for it (docs/decisions/025). Accounts made
// before verification existed (and the seeded ones) count as verified since they were made.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("customers").addColumn("email_verified_at", "text").execute();
  await sql`update customers set email_verified_at = created_at`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("customers").dropColumn("email_verified_at").execute();
}
