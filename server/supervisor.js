// @ts-check
// The server runs as the child of a small watcher process. A signal that ends the server without
// giving it a chance to say anything (SIGBUS when the database's shared-memory file is cut under
// it, SIGSEGV, the kernel's SIGKILL when memory runs out) is then logged as a fatal line naming the
// signal and its likely cause, and the watcher exits 128 + the signal's number, as a shell would
// report it. A server that was up is then restarted, with a growing wait (one node keeps serving
// after a crash), and so is a restarted one that fails to come up (the fault may last: a disk still
// full); one whose first start fails (its configuration, its database) is not. Signals meant for the server (SIGTERM, SIGINT,
// SIGHUP) are passed on to it; if the watcher itself dies, the server notices its channel close and
// stops. Plain JavaScript: it runs before any build is loaded.
import { fork } from "node:child_process";
import { constants } from "node:os";
import { clearTimeout, setTimeout } from "node:timers";

/** Set in the server's environment by its watcher. */
const SERVER_CHILD = "PIZZA_SERVER_CHILD";

/** @type {Partial<Record<NodeJS.Signals, string>>} */
const CAUSES = {
  SIGBUS: "a storage fault: the SQLite database's -shm or -wal file was truncated, or its disk failed",
  SIGSEGV: "a crash in native code",
  SIGABRT: "a crash in native code",
  SIGKILL: "killed from outside: out of memory, or by an operator",
};

/** Whether this process is the server itself (the watcher's child). */
export function isServerProcess() {
  return process.env[SERVER_CHILD] === "1";
}

/**
 * One line in the logger's own format (pino's JSON), written whatever the log level.
 * @param {Record<string, unknown>} fields
 */
function fatalLine(fields) {
  return `${JSON.stringify({ level: 60, time: Date.now(), pid: process.pid, ...fields })}\n`;
}

/**
 * Node's flags for the server: the watcher's own, and unless given otherwise, a young generation of
 * 64 MB semi-spaces (`--max-semi-space-size`, a documented Node option). A page allocates a few
 * hundred kB that die with the request; with Node's default 16 MB, fifty pages in flight filled it
 * several times a second and objects still in use were copied again and again (measured: about 8 %
 * less CPU per page; decision 023).
 * @param {string[]} flags
 */
export function serverFlags(flags) {
  const given = flags.some((f) => f.startsWith("--max-semi-space-size"));
  return given ? [...flags] : [...flags, "--max-semi-space-size=64"];
}

/** Waits before restarting a server that died after it was up: 1 s, 2 s, 4 s… at most 30 s. */
const RESTART_DELAYS_MS = { first: 1_000, most: 30_000 };
/** A server up this long before it died starts the backoff again from the first delay. */
const STEADY_MS = 60_000;

/** The message a server sends its watcher once it listens (`tellWatcherReady`). */
const READY = "pizza-server-ready";

/**
 * Starts `script` with `args` as the server and watches it; the process then lives as long as it.
 * A server that dies after it was up (a signal nobody sent through the watcher, or an exit with an
 * error) is restarted, after a wait that doubles with each death in a row, and each death is logged
 * with its cause: one node keeps serving after a crash. A restarted server that dies before it is up
 * is tried again the same way, the waits still growing. A first start that fails (its configuration
 * or database) is not retried: the watcher exits as the server did.
 * @param {string} script
 * @param {string[]} args
 */
export function supervise(script, args) {
  /** @type {NodeJS.Signals | null} */
  let asked = null;
  let restarts = 0;
  let deathsInARow = 0;
  /** @type {import("node:child_process").ChildProcess} */
  let child;
  /** @type {NodeJS.Timeout | null} */
  let waiting = null;

  const start = () => {
    const startedAt = Date.now();
    let ready = false;
    child = fork(script, args, {
      env: { ...process.env, [SERVER_CHILD]: "1", PIZZA_SERVER_RESTARTS: String(restarts) },
      execArgv: serverFlags(process.execArgv),
      stdio: ["inherit", "inherit", "inherit", "ipc"],
    });
    child.on("message", (message) => {
      if (message === READY) ready = true;
    });
    child.on("exit", (code, signal) => {
      const died = signal ? signal !== asked : code !== 0 && asked === null;
      const cause = signal ? (CAUSES[signal] ?? "a signal nobody sent through the watcher") : `exit code ${code}`;
      const exitCode = signal ? 128 + (constants.signals[signal] ?? 0) : (code ?? 1);
      // Died before it was up: a first start gives up (nothing has ever served); a restart keeps trying.
      if (!died || (!ready && restarts === 0)) {
        if (signal && died)
          process.stdout.write(fatalLine({ signal, serverPid: child.pid, msg: `the server was killed by ${signal} (${cause}): it stops` }));
        process.exit(exitCode);
      }
      deathsInARow = Date.now() - startedAt >= STEADY_MS ? 1 : deathsInARow + 1;
      const wait = Math.min(RESTART_DELAYS_MS.first * 2 ** (deathsInARow - 1), RESTART_DELAYS_MS.most);
      const how = signal ? `was killed by ${signal} (${cause})` : `exited after a fault (${cause})`;
      process.stdout.write(
        fatalLine({ ...(signal ? { signal } : { code }), serverPid: child.pid, msg: `the server ${how}: restarting in ${wait / 1000} s` }),
      );
      restarts++;
      waiting = setTimeout(() => {
        waiting = null;
        start();
      }, wait);
    });
  };

  for (const signal of /** @type {const} */ (["SIGTERM", "SIGINT", "SIGHUP"])) {
    process.on(signal, () => {
      asked = signal;
      // Between a death and its restart there is no server to stop.
      if (waiting) {
        clearTimeout(waiting);
        process.exit(0);
      }
      child.kill(signal);
    });
  }
  start();
}

/** In the server, once it listens: from now on a death is a crash its watcher restarts. */
export function tellWatcherReady() {
  process.send?.(READY);
}

/**
 * In the server: when the watcher is gone (its channel closes), stop too.
 * @param {() => void} stop
 */
export function stopWithWatcher(stop) {
  if (!process.channel) return;
  process.on("disconnect", stop);
  // The channel alone must not keep the server running.
  process.channel.unref();
}
