// Start-up checks of the database: a database the server cannot use stops the start with one line
// naming the file or host and the cause, never a bare stack.
//
// SQLite in WAL mode writes two files beside the database, `-wal` and `-shm`, and maps `-shm` into
// memory. A `-shm` the process cannot write, or one that is not a plain file, makes SQLite fall
// back to read-only use or fail in ways that differ by version and platform (up to a SIGBUS if the
// mapped file shrinks); so the files are checked before SQLite opens them.
import { accessSync, constants, mkdirSync, statSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { storageFault } from "./faults";

class DatabaseStartError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "DatabaseStartError";
  }
}

const sqliteSays = (path: string, cause: string) =>
  new DatabaseStartError(`Cannot use the SQLite database ${resolve(path)} (SQLITE_PATH): ${cause}.`);

function errnoOf(e: unknown): string {
  return (e as { code?: string })?.code ?? "unknown error";
}

function writable(path: string): boolean {
  try {
    accessSync(path, constants.R_OK | constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * Makes the database's directory if needed and checks that the server can write the directory, the
 * file and its -wal and -shm files (those that exist). Throws a DatabaseStartError naming the problem.
 */
export function checkSqlitePath(path: string): void {
  const dir = dirname(resolve(path));
  try {
    mkdirSync(dir, { recursive: true });
  } catch (e) {
    throw sqliteSays(path, `its directory ${dir} does not exist and cannot be created (${errnoOf(e)})`);
  }
  if (!statSync(dir).isDirectory()) throw sqliteSays(path, `${dir} is not a directory`);
  if (!writable(dir))
    throw sqliteSays(path, `its directory ${dir} is read-only; SQLite writes its -wal and -shm files beside the database`);
  for (const [file, what] of [
    [path, "the database file"],
    [`${path}-wal`, "the write-ahead log"],
    [`${path}-shm`, "the shared-memory file"],
  ] as const) {
    let stat;
    try {
      stat = statSync(file);
    } catch {
      continue; // SQLite creates it
    }
    if (!stat.isFile()) throw sqliteSays(path, `${what} ${resolve(file)} is not a regular file`);
    if (!writable(file)) throw sqliteSays(path, `${what} ${resolve(file)} is read-only`);
  }
}

/** The start-up message for an error SQLite raised while opening or preparing the database. */
export function sqliteStartError(path: string, err: unknown): Error {
  if (err instanceof DatabaseStartError) return err;
  const fault = storageFault(err);
  if (!fault) return err as Error;
  if (fault.code === "SQLITE_NOTADB") return sqliteSays(path, "the file is not a SQLite database (SQLITE_NOTADB)");
  if (fault.code.startsWith("SQLITE_CORRUPT")) return sqliteSays(path, `the database file is damaged (${fault.code})`);
  if (fault.code.startsWith("SQLITE_READONLY")) return sqliteSays(path, `SQLite cannot write to it (${fault.code})`);
  return sqliteSays(path, `${innermostMessage(err)} (${fault.code})`);
}

function innermostCode(err: unknown): string {
  let e = err as { code?: unknown; cause?: unknown };
  while (typeof e?.code !== "string" && e?.cause && typeof e.cause === "object") e = e.cause;
  return typeof e?.code === "string" ? e.code : "unknown error";
}

function innermostMessage(err: unknown): string {
  let e = err as { message?: string; cause?: unknown };
  while (e?.cause && typeof e.cause === "object") e = e.cause;
  return e?.message ?? String(err);
}

/** Where a DATABASE_URL points, without its password. */
function postgresTarget(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname || "localhost"}:${u.port || "5432"}${u.pathname || "/"}`;
  } catch {
    return "the address in DATABASE_URL";
  }
}

const PG_CAUSES: Record<string, string> = {
  ECONNREFUSED: "the server refused the connection (is PostgreSQL running there?)",
  ENOTFOUND: "the host name is unknown",
  EAI_AGAIN: "the host name could not be looked up",
  ETIMEDOUT: "the connection timed out",
  EHOSTUNREACH: "the host cannot be reached",
  ENETUNREACH: "the network cannot be reached",
  ECONNRESET: "the server closed the connection",
  "28P01": "the password was refused",
  "28000": "the user name or authentication method was refused",
  "3D000": "the database does not exist",
  "57P03": "the server is starting up or shutting down",
  "53300": "the server has too many connections",
};

/** The start-up message for an error met while connecting to PostgreSQL or preparing its schema. */
export function postgresStartError(url: string, err: unknown): Error {
  const fault = storageFault(err);
  const code = fault?.code ?? innermostCode(err);
  const cause = PG_CAUSES[code];
  if (cause)
    return new DatabaseStartError(`Cannot use the PostgreSQL database at ${postgresTarget(url)} (DATABASE_URL): ${cause} (${code}).`);
  if (fault || /^28|^3D/.test(code))
    return new DatabaseStartError(
      `Cannot use the PostgreSQL database at ${postgresTarget(url)} (DATABASE_URL): ${innermostMessage(err)} (${code}).`,
    );
  return err as Error;
}
