// A stand-in server for tests of server/supervisor.js: run as the watcher's child, it ends itself
// with the signal named in its first argument ("none": it waits to be stopped, and stops when its
// watcher is gone, as the real server does).
import { clearInterval, setInterval } from "node:timers";
import { isServerProcess, stopWithWatcher, supervise } from "../../server/supervisor.js";

if (!isServerProcess()) {
  supervise(import.meta.filename, process.argv.slice(2));
} else {
  const signal = process.argv[2];
  console.log(`server ${process.pid} up`);
  if (signal && signal !== "none") process.kill(process.pid, signal);
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
}
