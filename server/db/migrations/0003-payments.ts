import type { Kysely } from "kysely";

// Payment attempts (filled in by the payments work).
export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
