// Opens the database named by the configuration and brings its schema up to date.
import SQLite from "better-sqlite3";
import {
  CompiledQuery,
  Kysely,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type KyselyPlugin,
  type SqliteDatabase,
  type SqliteDialectConfig,
} from "kysely";
import { Migrator, type Migration } from "kysely/migration";
import pg from "pg";
import type { DB } from "./schema";
import { CauseKeepingPostgresDialect } from "./postgres-dialect";
import { checkSqlitePath, sqliteStartError } from "./start-checks";
import { ForgetReadsOnWrite, keepTurnReads, turnReads } from "./turn-reads";
import * as m0001 from "./migrations/0001-initial";
import * as m0002 from "./migrations/0002-accounts";
import * as m0003 from "./migrations/0003-payments";
import * as m0004 from "./migrations/0004-payment-locks";
import * as m0005 from "./migrations/0005-analytics-events";
import * as m0006 from "./migrations/0006-order-benefits";
import * as m0007 from "./migrations/0007-redemption-periods";
import * as m0008 from "./migrations/0008-outbox-sealed";
import * as m0009 from "./migrations/0009-session-idle-and-code-attempts";
import * as m0010 from "./migrations/0010-email-verification";
import * as m0011 from "./migrations/0011-issued-configurations";
import * as m0012 from "./migrations/0012-readiness-checks";
import * as m0013 from "./migrations/0013-payment-challenges";
import * as m0014 from "./migrations/0014-order-cancellations";
import * as m0015 from "./migrations/0015-saved-cards";
import * as m0016 from "./migrations/0016-payment-payer-email";
import * as m0017 from "./migrations/0017-rate-limit-counts";

export type Database = Kysely<DB>;

const migrations: Record<string, Migration> = {
  "0001-initial": m0001,
  "0002-accounts": m0002,
  "0003-payments": m0003,
  "0004-payment-locks": m0004,
  "0005-analytics-events": m0005,
  "0006-order-benefits": m0006,
  "0007-redemption-periods": m0007,
  "0008-outbox-sealed": m0008,
  "0009-session-idle-and-code-attempts": m0009,
  "0010-email-verification": m0010,
  "0011-issued-configurations": m0011,
  "0012-readiness-checks": m0012,
  "0013-payment-challenges": m0013,
  "0014-order-cancellations": m0014,
  "0015-saved-cards": m0015,
  "0016-payment-payer-email": m0016,
  "0017-rate-limit-counts": m0017,
};

export function openDatabase(
  target: { kind: "postgres"; url: string } | { kind: "sqlite"; path: string },
  onIdleError?: (err: Error) => void,
): Database {
  if (target.kind === "postgres") {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: 10,
      // A server that cannot be reached fails the request (503) instead of leaving it waiting.
      connectionTimeoutMillis: 10_000,
    });
    // An idle client whose connection the server closed: the pool drops it and opens a new one on
    // next use. Without a listener this event would crash the process.
    pool.on("error", (err) => onIdleError?.(err));
    // A commit is acknowledged only once it is on disk: a server or role configured with
    // synchronous_commit = off is overruled for our sessions (stricter settings such as
    // remote_apply are kept). Queued on the new client before any query of ours.
    pool.on("connect", (client) => {
      // A connection that ends while a request holds it between two queries emits its error on the
      // client, where the pool listens only while the client is idle: unheard, it would end the
      // process. The query that next uses it fails, as a storage fault.
      client.on("error", (err: Error) => onIdleError?.(err));
      client
        .query("select set_config('synchronous_commit', 'on', false) where current_setting('synchronous_commit') = 'off'")
        .catch((err: Error) => onIdleError?.(err));
    });
    return withTurnReads((plugins) => new Kysely<DB>({ dialect: new CauseKeepingPostgresDialect({ pool }), plugins }));
  }
  return withTurnReads((plugins) => new Kysely<DB>({ dialect: new ImmediateSqliteDialect(openSqlite(target.path)), plugins }));
}

/** The database with reads shared within a turn, forgotten on any write (server/db/turn-reads.ts). */
function withTurnReads(open: (plugins: KyselyPlugin[]) => Database): Database {
  const reads = turnReads();
  const db = open([new ForgetReadsOnWrite(reads)]);
  keepTurnReads(db, reads);
  return db;
}

/**
 * Kysely prepares every query it runs, and better-sqlite3 compiles the SQL on every prepare: a
 * page's few queries spent as long compiling as running. The same SQL text now reuses its compiled
 * statement (the server's queries are a fixed set; the cache is bounded all the same). Kysely runs
 * a statement to completion before the next call (`all` or `run`); nothing here streams rows, which
 * would keep a shared statement busy.
 */
function reusingStatements(sqlite: SQLite.Database, max = 1000): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      let statement = statements.get(sql);
      if (!statement) {
        if (statements.size >= max) statements.clear();
        statements.set(sql, (statement = sqlite.prepare(sql)));
      }
      return statement;
    },
  };
}

/**
 * Opens the SQLite file for the server: WAL journal (readers never wait for the writer), and
 * `synchronous = FULL` so that a commit (an order, a payment attempt) is acknowledged only once
 * the write-ahead log is synced to disk; with NORMAL a power loss can take back the last commits.
 * The database file is never memory-mapped (`mmap_size = 0`): a failing disk then gives an error
 * code (SQLITE_IOERR) that becomes a 503, not a SIGBUS that kills the process. Problems with the
 * file or its directory stop the start with a DatabaseStartError naming them.
 */
function openSqlite(path: string): SQLite.Database {
  if (path !== ":memory:") checkSqlitePath(path);
  let sqlite: SQLite.Database | undefined;
  try {
    sqlite = new SQLite(path);
    sqlite.pragma("journal_mode = WAL");
    sqlite.pragma("synchronous = FULL");
    sqlite.pragma("mmap_size = 0");
    sqlite.pragma("foreign_keys = ON");
    sqlite.pragma("busy_timeout = 5000");
    // A first read proves the file is a database (a garbage file fails here, not on a request).
    sqlite.prepare("select count(*) from sqlite_master").get();
    return sqlite;
  } catch (e) {
    sqlite?.close();
    throw sqliteStartError(path, e);
  }
}

/**
 * SQLite transactions that take the write lock when they begin (`BEGIN IMMEDIATE`). A deferred
 * transaction that reads and then writes fails at once with SQLITE_BUSY (the busy timeout is not
 * used) when another connection wrote in between; every transaction here reads then writes, and
 * another process may hold the file open (tools, test set-up). Kysely's driver only says `begin`.
 */
class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  readonly #sqlite: SQLite.Database;
  constructor(sqlite: SQLite.Database) {
    const config = { database: reusingStatements(sqlite) };
    super(config);
    this.#config = config;
    this.#sqlite = sqlite;
  }
  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config, this.#sqlite);
  }
}

class ImmediateSqliteDriver extends SqliteDriver {
  readonly #sqlite: SQLite.Database;
  constructor(config: SqliteDialectConfig, sqlite: SQLite.Database) {
    super(config);
    this.#sqlite = sqlite;
  }

  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }

  /**
   * After an I/O error or a full disk (in a statement or at the commit) SQLite has already rolled
   * the transaction back itself. A ROLLBACK then fails ("no transaction is active"), and Kysely
   * would throw that instead of the error that ended the transaction: the storage fault the HTTP
   * layer answers with a 503 would become an unexplained 500. There is nothing to roll back then.
   */
  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    if (this.#sqlite.inTransaction) await super.rollbackTransaction(connection);
  }
}

/** Brings the schema up to date (or, for a test of a migration, up to the one named). */
export async function migrateToLatest(db: Database, upTo?: string): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
  });
  const { error, results } = upTo ? await migrator.migrateTo(upTo) : await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    throw new Error(`database migration failed${failed ? ` at ${failed.migrationName}` : ""}: ${String(error)}`, { cause: error });
  }
}
