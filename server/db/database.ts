// Opens the database named by the configuration and brings its schema up to date.
import SQLite from "better-sqlite3";
import {
  CompiledQuery,
  Kysely,
  Migrator,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type Migration,
  type SqliteDialectConfig,
} from "kysely";
import pg from "pg";
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import type { DB } from "./schema";
import * as m0001 from "./migrations/0001-initial";
import * as m0002 from "./migrations/0002-accounts";
import * as m0003 from "./migrations/0003-payments";
import * as m0004 from "./migrations/0004-payment-locks";

export type Database = Kysely<DB>;

const migrations: Record<string, Migration> = {
  "0001-initial": m0001,
  "0002-accounts": m0002,
  "0003-payments": m0003,
  "0004-payment-locks": m0004,
};

export function openDatabase(
  target: { kind: "postgres"; url: string } | { kind: "sqlite"; path: string },
  onIdleError?: (err: Error) => void,
): Database {
  if (target.kind === "postgres") {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // An idle client whose connection the server closed: the pool drops it and opens a new one on
    // next use. Without a listener this event would crash the process.
    pool.on("error", (err) => onIdleError?.(err));
    return new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  }
  if (target.path !== ":memory:") mkdirSync(dirname(target.path), { recursive: true });
  const sqlite = new SQLite(target.path);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  return new Kysely<DB>({ dialect: new ImmediateSqliteDialect({ database: sqlite }) });
}

/**
 * SQLite transactions that take the write lock when they begin (`BEGIN IMMEDIATE`). A deferred
 * transaction that reads and then writes fails at once with SQLITE_BUSY (the busy timeout is not
 * used) when another connection wrote in between; every transaction here reads then writes, and
 * another process may hold the file open (tools, test set-up). Kysely's driver only says `begin`.
 */
class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }
  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}

class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }
}

export async function migrateToLatest(db: Database): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    throw new Error(`database migration failed${failed ? ` at ${failed.migrationName}` : ""}: ${String(error)}`);
  }
}
