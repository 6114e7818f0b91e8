// Storage faults: errors that say the database cannot take writes (or answer at all) right now,
// as opposed to a bug in a query. The HTTP layer answers them with a 503 and the start-up with a
// message naming the database; everything else stays a 500 (or a failed start with its stack).

/** SQLite result codes (better-sqlite3's `code`, extended codes included) that are storage faults. */
const SQLITE_FAULTS = [
  "SQLITE_READONLY", // the file, its directory or its -shm cannot be written
  "SQLITE_IOERR", // a read or write the operating system refused (disk gone, -shm unusable, …)
  "SQLITE_FULL", // the disk is full
  "SQLITE_BUSY", // another connection held the lock past busy_timeout
  "SQLITE_LOCKED",
  "SQLITE_CANTOPEN",
  "SQLITE_CORRUPT",
  "SQLITE_NOTADB",
  "SQLITE_PROTOCOL",
  "SQLITE_NOMEM",
  "SQLITE_PERM",
];

/** Node socket errors of a pg connection. */
const NET_FAULTS = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND", "EAI_AGAIN", "EHOSTUNREACH", "ENETUNREACH"]);

/**
 * PostgreSQL SQLSTATEs: 08 connection exception, 53 insufficient resources (disk full, too many
 * connections), 57P01-57P05 shutdown / cannot connect now, 58 system (I/O) error, 25006 read-only
 * transaction (a standby, or default_transaction_read_only), 57014 statement cancelled.
 */
const PG_FAULT = /^(08|53|58)...$|^57P0[1-5]$|^25006$|^57014$/;

/** What pg says when a connection drops or cannot be had; these errors carry no code. */
const PG_CONNECTION_MESSAGES = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "Client has encountered a connection error",
  "Connection closed",
];

export interface StorageFault {
  /** The driver's code (SQLITE_READONLY, ECONNREFUSED, 57P01, …) or PG_CONNECTION. */
  code: string;
}

/** The storage fault this error is (or was caused by), or null for any other error. */
export function storageFault(err: unknown, depth = 0): StorageFault | null {
  if (!err || typeof err !== "object" || depth > 4) return null;
  const e = err as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  const code = typeof e.code === "string" ? e.code : undefined;
  if (code && SQLITE_FAULTS.some((c) => code === c || code.startsWith(`${c}_`))) return { code };
  if (code && (NET_FAULTS.has(code) || PG_FAULT.test(code))) return { code };
  const message = typeof e.message === "string" ? e.message : "";
  if (!code && PG_CONNECTION_MESSAGES.some((m) => message.startsWith(m))) return { code: "PG_CONNECTION" };
  // An AggregateError (a host with several addresses, all refused) or a wrapped cause.
  if (Array.isArray(e.errors)) {
    for (const inner of e.errors) {
      const found = storageFault(inner, depth + 1);
      if (found) return found;
    }
  }
  return storageFault(e.cause, depth + 1);
}
