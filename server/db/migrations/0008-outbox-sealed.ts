import { sql, type Kysely } from "kysely";

// The outbox keeps its messages sealed (docs/decisions/027): subject and body are AES-256-GCM
// ciphertexts (server/security/sealed-text.ts), and each message has an expiry (the code's or
// link's lifetime, a day for the rest), after which it is purged. The messages written before
// this migration are in clear, with no expiry: they are deleted here (their codes and links are
// long past use; the migration has no key to seal them with).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`delete from outbox`.execute(db);
  await db.schema
    .alterTable("outbox")
    .addColumn("expires_at", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema.createIndex("outbox_expires").on("outbox").column("expires_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("outbox_expires").ifExists().execute();
  await db.schema.alterTable("outbox").dropColumn("expires_at").execute();
}
