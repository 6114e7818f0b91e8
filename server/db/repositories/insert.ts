// The one way a repository claims a row: an insert that gives way to a row already holding one of
// its unique keys.
import type { InsertQueryBuilder, InsertResult } from "kysely";
import type { DB } from "../schema";

/**
 * Runs an insert of one row unless one of its unique keys is taken (ON CONFLICT DO NOTHING, which
 * both databases understand and which never aborts a PostgreSQL transaction). True when inserted.
 */
export async function insertUnlessTaken<TB extends keyof DB>(insert: InsertQueryBuilder<DB, TB, InsertResult>): Promise<boolean> {
  const result = await insert.onConflict((oc) => oc.doNothing()).executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}
