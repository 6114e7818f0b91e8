// A PostgreSQL connection lost inside a transaction (a private server of this test's own): the error
// the transaction fails with is the cause (the backend terminated, 57P01), not the ROLLBACK that
// then fails on the dead connection, so the storage-fault log names what happened
// (server/db/postgres-dialect.ts). The pool goes on with a new connection.
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../server/db/database";
import { storageFault } from "../../server/db/faults";
import { privatePostgres } from "../support/private-postgres";
import { BLOCKS, privatePort } from "../support/private-port";

const postgres = privatePostgres(privatePort(BLOCKS.postgresRollback));
let db: Database;
beforeAll(() => {
  postgres.start();
  db = openDatabase({ kind: "postgres", url: postgres.url }, () => {});
}, 60_000);
afterAll(async () => {
  await db?.destroy();
  postgres.remove();
}, 60_000);

describe("a PostgreSQL connection lost in a transaction", () => {
  it("fails the transaction with the cause, not the ROLLBACK on the dead connection", async () => {
    const failed = await db
      .transaction()
      .execute(async (trx) => {
        await sql`select 1`.execute(trx);
        // The server ends this very connection, as a restart or an operator's kill does.
        await sql`select pg_terminate_backend(pg_backend_pid())`.execute(trx);
      })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(failed).toBeInstanceOf(Error);
    expect((failed as Error & { code?: string }).code).toBe("57P01");
    expect(storageFault(failed)).toMatchObject({ code: "57P01" });
    // The next query gets a working connection.
    expect((await sql<{ one: number }>`select 1 as one`.execute(db)).rows).toEqual([{ one: 1 }]);
  });
});
