// wrk (Debian's package, C, epoll), the load generator the performance issue measures with: it runs
// in its own process and costs the shared cores little per request, whatever the size of the page,
// where autocannon parses every answer in JavaScript in the bench's own process.
import { execFile, spawnSync } from "node:child_process";
import { join } from "node:path";
import { z } from "zod";

const REPORTER = join(import.meta.dirname, "wrk-report.lua");

const Summary = z.object({
  requests: z.number().int(),
  durationUs: z.number().int().positive(),
  p99Us: z.number().int(),
  connect: z.number().int(),
  read: z.number().int(),
  write: z.number().int(),
  timeout: z.number().int(),
  status: z.number().int(),
});

/** wrk's version (the second word of its first line), or null when it is not installed. */
export function wrkVersion() {
  // wrk prints its version and its usage after --version, and exits 1.
  const run = spawnSync("wrk", ["--version"], { encoding: "utf8" });
  const first = `${run.stdout ?? ""}`.split("\n")[0] ?? "";
  return run.error || !first.startsWith("wrk ") ? null : (first.split(" ")[1] ?? "?");
}

/**
 * `connections` connections on `url` for `duration` seconds (wrk's default two threads): requests
 * per second over the run, p99 latency in ms, answers of 400 or more, and socket errors.
 */
export function wrk(url, headers, connections, duration) {
  const args = ["-c", String(connections), "-d", `${duration}s`, "-s", REPORTER];
  for (const [name, value] of Object.entries(headers)) args.push("-H", `${name}: ${value}`);
  args.push(url);
  return new Promise((resolve, reject) => {
    execFile("wrk", args, { encoding: "utf8", maxBuffer: 1 << 20 }, (err, stdout, stderr) => {
      if (err) return reject(new Error(`wrk failed: ${stderr || err.message}`));
      try {
        resolve(summaryOf(stdout));
      } catch (e) {
        reject(e);
      }
    });
  });
}

/**
 * The run's figures from wrk's output, whose last line is wrk-report.lua's JSON: requests/s, p99 in
 * ms (one decimal), answers of 400 or more, socket errors, requests made.
 * @param {string} stdout
 */
export function summaryOf(stdout) {
  const line = stdout.trim().split("\n").pop() ?? "";
  let json;
  try {
    json = JSON.parse(line);
  } catch {
    throw new Error(`wrk's report is not JSON (is bench/lib/wrk-report.lua in place?): ${line.slice(0, 200)}`);
  }
  const s = Summary.parse(json);
  return {
    rps: s.requests / (s.durationUs / 1e6),
    p99: Math.round(s.p99Us / 100) / 10,
    non2xx: s.status,
    errors: s.connect + s.read + s.write + s.timeout,
    total: s.requests,
  };
}
