// @ts-check
// The server runs as the child of a small watcher process. A signal that ends the server without
// giving it a chance to say anything (SIGBUS when the database's shared-memory file is cut under
// it, SIGSEGV, the kernel's SIGKILL when memory runs out) is then logged as a fatal line naming the
// signal and its likely cause, and the watcher exits 128 + the signal's number, as a shell would
// report it. Signals meant for the server (SIGTERM, SIGINT, SIGHUP) are passed on to it; if the
// watcher itself dies, the server notices its channel close and stops. Plain JavaScript: it runs
// before any build is loaded.
import { fork } from "node:child_process";
import { constants } from "node:os";

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

/**
 * Starts `script` with `args` as the server and watches it; the process then lives as long as it.
 * @param {string} script
 * @param {string[]} args
 */
export function supervise(script, args) {
  const child = fork(script, args, {
    env: { ...process.env, [SERVER_CHILD]: "1" },
    execArgv: serverFlags(process.execArgv),
    stdio: ["inherit", "inherit", "inherit", "ipc"],
  });
  /** @type {NodeJS.Signals | null} */
  let asked = null;
  for (const signal of /** @type {const} */ (["SIGTERM", "SIGINT", "SIGHUP"])) {
    process.on(signal, () => {
      asked = signal;
      child.kill(signal);
    });
  }
  child.on("exit", (code, signal) => {
    if (signal && signal !== asked) {
      const cause = CAUSES[signal] ?? "a signal nobody sent through the watcher";
      process.stdout.write(fatalLine({ signal, serverPid: child.pid, msg: `the server was killed by ${signal} (${cause}): it stops` }));
    }
    process.exit(signal ? 128 + (constants.signals[signal] ?? 0) : (code ?? 1));
  });
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
