// @ts-check
// The process's last words: a start that fails prints one line naming the problem (the variable,
// the seed file, the database file or host), and an error nothing else caught is logged as fatal
// before the process exits non-zero. Plain JavaScript: server/index.js loads it before any build.

/** Errors whose message already names the problem and the fix: no stack is printed for them. */
const EXPLAINED = new Set(["ConfigError", "SeedError", "DatabaseStartError"]);

/**
 * Prints why the start failed and exits with status 1.
 * @param {any} e whatever the start threw
 * @returns {never}
 */
export function reportStartFailure(e) {
  if (e && EXPLAINED.has(e.name)) {
    console.error(e.message);
  } else {
    console.error(`The server could not start: ${e instanceof Error ? e.message : String(e)}`);
    if (e instanceof Error && e.stack) console.error(e.stack);
  }
  process.exit(1);
}

/**
 * An exception no handler caught, or a promise rejection nobody awaited, leaves the process in an
 * unknown state: log it as fatal (with its code) through `getLogger()` when there is one, then exit
 * with status 1 so the supervisor restarts a clean process.
 * @param {() => { fatal(fields: object, message: string): void } | null} getLogger
 */
export function guardProcess(getLogger) {
  const die = (/** @type {string} */ what) => (/** @type {unknown} */ err) => {
    const logger = getLogger();
    const code = err && typeof err === "object" && "code" in err ? err.code : undefined;
    if (logger) logger.fatal({ err, code }, `${what}: the server stops`);
    else console.error(`${what}: the server stops`, err);
    process.exit(1);
  };
  process.on("uncaughtException", die("uncaught exception"));
  process.on("unhandledRejection", die("unhandled promise rejection"));
}
