// A stand-in server for tests of server/supervisor.js: run as the watcher's child, it ends itself
// with the signal named in its first argument ("none": it waits to be stopped, and stops when its
// watcher is gone, as the real server does). "crash-once": it comes up, tells the watcher so, and
// dies by SIGBUS; restarted, it comes up and waits. "crash-then-fail-once": the same, but its first
// restart fails before it is up (exit code 1), as a start on a disk still full does.
import { clearInterval, setInterval } from "node:timers";
import { isServerProcess, stopWithWatcher, supervise, tellWatcherReady } from "../../server/supervisor.js";

if (!isServerProcess()) {
  supervise(import.meta.filename, process.argv.slice(2));
} else {
  const mode = process.argv[2];
  const restarts = process.env.PIZZA_SERVER_RESTARTS;
  if (mode === "crash-then-fail-once" && restarts === "1") {
    console.log(`server ${process.pid} cannot start`);
    process.exit(1);
  }
  const crashing = mode === "crash-once" || mode === "crash-then-fail-once";
  const signal = crashing ? (restarts === "0" ? "SIGBUS" : "none") : mode;
  if (signal && signal !== "none") setTimeout(() => process.kill(process.pid, signal), 50);
  else {
    const keep = setInterval(() => {}, 1000);
    const stop = () => {
      clearInterval(keep);
      console.log("server stopping");
      process.exit(0);
    };
    process.on("SIGTERM", stop);
    stopWithWatcher(stop);
  }
  // Said once it can be stopped: a write to a pipe is synchronous, so a test that reads "up" and
  // sends SIGTERM at once must find the handler in place.
  console.log(`server ${process.pid} up`);
  if (crashing) tellWatcherReady();
}
