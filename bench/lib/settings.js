// Where the bench finds the project and its floors, and how hard and how long it loads each target:
// `--quick` and the BENCH_DURATION / BENCH_CONNECTIONS environment variables (these win over --quick).
import { join } from "node:path";

export const BENCH = join(import.meta.dirname, "..");
export const ROOT = join(BENCH, "..");
export const FLOOR = join(BENCH, "floor");
export const QUICK = process.argv.includes("--quick");
export const DURATION = positiveInt("BENCH_DURATION", QUICK ? 3 : 10);
export const CONNECTIONS = positiveInt("BENCH_CONNECTIONS", 50);
export const WARMUP = 1;

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
