import type { Kysely } from "kysely";

// Sessions end after a time unused (docs/decisions/024): `last_seen_at` is when the session was
// last used, refreshed at most every few minutes; a row without it (made before this migration)
// counts from its creation. A two-factor code names the sign-in attempt it was sent for
// (`attempt_id`, the pending session's attempt): it completes that attempt only.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("sessions").addColumn("last_seen_at", "text").execute();
  await db.schema.alterTable("one_time_codes").addColumn("attempt_id", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("one_time_codes").dropColumn("attempt_id").execute();
  await db.schema.alterTable("sessions").dropColumn("last_seen_at").execute();
}
