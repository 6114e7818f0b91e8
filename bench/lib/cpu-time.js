// The CPU time a server spends, read from Linux's /proc: the process and every process under it
// (the site runs as a watcher and its server child). Divided by the requests of a run it gives the
// CPU each request costs. On a shared machine it moves between runs as much as requests per second
// do (another tenant's load slows the CPU as well as taking turns from it): compare rows of one run.
import { readFileSync, readdirSync } from "node:fs";

const TICKS_PER_SECOND = 100; // Linux's USER_HZ, the unit of /proc's times

function readNumbers(file) {
  // The command name (field 2) may hold spaces; the fields after its closing bracket are numbers.
  const text = readFileSync(file, "utf8");
  return text.slice(text.lastIndexOf(")") + 2).split(" ");
}

function childrenOf(pid) {
  const out = [];
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    const list = readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").trim();
    if (list) out.push(...list.split(" ").map(Number));
  }
  return out;
}

/** User and system CPU milliseconds of `pid` and its descendants; null where /proc cannot tell. */
export function treeCpuMs(pid) {
  try {
    let ticks = 0;
    const queue = [pid];
    while (queue.length) {
      const p = queue.shift();
      const fields = readNumbers(`/proc/${p}/stat`);
      // After the command: state is field 3, utime field 14, stime field 15 (1-based in proc(5)).
      ticks += Number(fields[11]) + Number(fields[12]);
      queue.push(...childrenOf(p));
    }
    return (ticks * 1000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}
