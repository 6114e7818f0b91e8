// Load on one target: a probe request for the status and body sizes, a warm-up, then the load
// generator (wrk or autocannon, settings.js) for the run's duration; and how busy the machine's
// cores are before the run starts. With wrk, the p99 comes from a second pass, autocannon's, of the
// same length right after it: wrk 4.1.0's latency tail is not what its sockets saw (a kernel trace
// of its own reads and writes, docs/performance.md), while its request counts are.
/* global fetch */
import autocannon from "autocannon";
import { cpus } from "node:os";
import { gzipSync } from "node:zlib";
import { treeCpuMs } from "./cpu-time.js";
import { CONNECTIONS, DURATION, LOAD, WARMUP } from "./settings.js";
import { wrk } from "./wrk.js";

/** Requests/s, p99 ms, answers of 400 or more, socket errors and the requests made over `duration` seconds. */
function cannon(url, headers, duration) {
  if (LOAD === "wrk") return wrk(url, headers, CONNECTIONS, duration);
  return autocannonRun(url, headers, duration);
}

/** The same figures from autocannon (npm), in the bench's own process. */
function autocannonRun(url, headers, duration) {
  return new Promise((resolve, reject) => {
    autocannon({ url, headers, connections: CONNECTIONS, duration }, (err, r) =>
      err
        ? reject(err)
        : resolve({ rps: r.requests.average, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors, total: r.requests.total }),
    );
  });
}

/** Load on `url` for the warm-up time, not measured: the server compiles its hot code under load. */
export async function warmUp(url, headers = {}) {
  await cannon(url, headers, WARMUP);
}

/**
 * Loads `url` and reports requests/s, latency and body sizes; with the server's `pid`, also the
 * server's CPU milliseconds per request over the measured run (its watcher and children included).
 */
export async function measure(label, url, headers = {}, pid = null) {
  const probe = await fetch(url, { headers: { ...headers, "accept-encoding": "identity" }, redirect: "manual" });
  const raw = Buffer.from(await probe.arrayBuffer());
  const bodyBytes = raw.byteLength;
  const gzipBytes = gzipSync(raw, { level: 9 }).byteLength;
  if (probe.status < 200 || probe.status > 299) console.log(`  warning: ${label} answers ${probe.status}`);
  process.stdout.write(`  ${label} … `);
  await cannon(url, headers, WARMUP);
  const cpuBefore = pid === null ? null : treeCpuMs(pid);
  const r = await cannon(url, headers, DURATION);
  const cpuAfter = pid === null ? null : treeCpuMs(pid);
  const latency = LOAD === "wrk" ? await autocannonRun(url, headers, DURATION) : r;
  const row = {
    rps: r.rps,
    p99: latency.p99,
    wrkP99: LOAD === "wrk" ? r.p99 : null,
    // Both passes' failures count: a latency pass that met errors would hide them otherwise.
    non2xx: r.non2xx + (latency === r ? 0 : latency.non2xx),
    errors: r.errors + (latency === r ? 0 : latency.errors),
    status: probe.status,
    bodyBytes,
    gzipBytes,
    cpuMsPerRequest: cpuBefore !== null && cpuAfter !== null && r.total > 0 ? (cpuAfter - cpuBefore) / r.total : null,
  };
  const cpu = row.cpuMsPerRequest === null ? "" : `, ${row.cpuMsPerRequest.toFixed(2)} ms CPU per request`;
  const wrkTail = row.wrkP99 === null ? "" : ` (wrk's own: ${row.wrkP99} ms)`;
  console.log(`${Math.round(row.rps)} req/s, p99 ${row.p99} ms${wrkTail}${cpu}`);
  return row;
}

/** How busy all cores are over `ms` (100 = every core fully used), from os.cpus() times. */
export async function cpuBusyPercent(ms) {
  const total = () =>
    cpus().reduce(
      (acc, c) => {
        const t = c.times;
        acc.all += t.user + t.nice + t.sys + t.idle + t.irq;
        acc.idle += t.idle;
        return acc;
      },
      { all: 0, idle: 0 },
    );
  const a = total();
  await new Promise((r) => setTimeout(r, ms));
  const b = total();
  const all = b.all - a.all;
  return all > 0 ? Math.round(100 - ((b.idle - a.idle) / all) * 100) : 0;
}
