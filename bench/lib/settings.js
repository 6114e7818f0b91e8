// Where the bench finds the project and its floors, and how hard and how long it loads each target:
// `--quick` and the BENCH_DURATION / BENCH_WARMUP / BENCH_CONNECTIONS environment variables (these
// win over --quick); BENCH_LOAD names the load generator.
import { join } from "node:path";

export const BENCH = join(import.meta.dirname, "..");
export const ROOT = join(BENCH, "..");
export const FLOOR = join(BENCH, "floor");
const QUICK = process.argv.includes("--quick");
/** `--lite-order`: only the lite order without JavaScript (bench/lib/lite-order.js), no load. */
export const LITE_ORDER_ONLY = process.argv.includes("--lite-order");
export const DURATION = positiveInt("BENCH_DURATION", QUICK ? 3 : 10);
export const CONNECTIONS = positiveInt("BENCH_CONNECTIONS", 50);
/**
 * Seconds of load on a target before it is measured. A node serves the Friday-evening peak long
 * after it started: what counts is its steady state, once V8 has compiled the code a page runs.
 * Under load, a page's CPU per request falls for its first 8 s or so (customise: 3.4 ms per request
 * over seconds 3 to 8, 2.0 to 2.3 ms after), the bare page's within a second or two.
 */
export const WARMUP = positiveInt("BENCH_WARMUP", QUICK ? 1 : 10);
/**
 * The load generator: `wrk` (Debian's package, its own process; the performance issue's method) by
 * default, or `autocannon` (npm, in the bench's own process: it parses every answer in JavaScript on
 * the cores the server uses, so it takes more from a large page than from the small floor page).
 * With wrk, requests per second and CPU per request are wrk's; the p99 is an autocannon pass's
 * (load.js), because wrk's latency tail is not what its sockets saw.
 */
export const LOAD = oneOf("BENCH_LOAD", ["wrk", "autocannon"]);

function oneOf(name, values) {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return values[0];
  if (!values.includes(raw)) {
    console.error(`${name} must be one of ${values.join(", ")} (got ${JSON.stringify(raw)})`);
    process.exit(2);
  }
  return raw;
}

function positiveInt(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n <= 0) {
    console.error(`${name} must be a positive integer (got ${JSON.stringify(raw)})`);
    process.exit(2);
  }
  return n;
}
