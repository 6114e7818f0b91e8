// Kysely's PostgreSQL dialect, with one change: a ROLLBACK that fails does not replace the error the
// transaction failed on. When the connection is lost in a transaction (the server stopped, the
// backend terminated, the network cut), the statement fails with the cause (57P01, ECONNRESET), and
// Kysely then sends ROLLBACK on the dead connection; pg answers "Client has encountered a connection
// error and is not queryable", and Kysely would throw that instead. The transaction ended with its
// connection: there is nothing to roll back, and the storage-fault log names the real cause.
import { PostgresDialect, PostgresDriver, type Driver, type PostgresDialectConfig } from "kysely";

export class CauseKeepingPostgresDialect extends PostgresDialect {
  readonly #config: PostgresDialectConfig;
  constructor(config: PostgresDialectConfig) {
    super(config);
    this.#config = config;
  }
  override createDriver(): Driver {
    return new CauseKeepingPostgresDriver(this.#config);
  }
}

class CauseKeepingPostgresDriver extends PostgresDriver {
  override async rollbackTransaction(connection: Parameters<PostgresDriver["rollbackTransaction"]>[0]): Promise<void> {
    try {
      await super.rollbackTransaction(connection);
    } catch {
      // The connection is gone, and the transaction with it; the caller rethrows the cause.
    }
  }
}
