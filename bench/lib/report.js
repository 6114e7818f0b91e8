// The run's report: a header line about the machine and the settings, the table of targets, the
// notes (with the in-process ranking timing), printed and written to bench/last-run.md; its summary
// against the budgets goes into the README's performance section (bench/lib/readme.js).
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { summaryOf, writeIntoReadme } from "./readme.js";
import { cpus } from "node:os";
import { join } from "node:path";
import { lighthouseTable } from "./lighthouse.js";
import { BENCH, CONNECTIONS, DURATION, LOAD, ROOT, WARMUP } from "./settings.js";

/** Aligns the table the way the project's Prettier would, so the file and a README paste pass `prettier --check`. */
export async function prettierMarkdown(text) {
  try {
    const prettier = await import("prettier");
    const options = (await prettier.resolveConfig(join(BENCH, "last-run.md"))) ?? {};
    return await prettier.format(text, { ...options, parser: "markdown" });
  } catch {
    return text;
  }
}

const kB = (bytes) => (bytes / 1000).toFixed(bytes < 1000 ? 2 : 1);
const int = (n) => Math.round(n).toLocaleString("en-GB");

function table(rows, floors) {
  const header = [
    "| Target | Req/s (avg) | p99 ms | Non-2xx | Errors | Floor req/s | vs floor | Floor p99 ms | p99 vs floor | CPU ms/req | CPU vs floor | Body kB | Body gzip kB | First-load JS files | First-load JS gzip kB | JS over floor kB |",
    `| --- |${" ---: |".repeat(15)}`,
  ];
  const lines = rows.map((r) => {
    // A page is compared with the floor measured just before it (bench/run.js); an /api route with the Express floor.
    const floor = r.paired ?? (r.floor ? floors[r.floor] : null);
    const vs = floor ? `${((r.rps / floor.rps) * 100).toFixed(0)} %` : "—";
    const p99Vs = floor?.p99 ? `${(r.p99 / floor.p99).toFixed(2)} ×` : "—";
    const js = r.js ? [String(r.js.count), kB(r.js.gzipBytes)] : ["—", "—"];
    const floorJs = r.floor ? floors[r.floor]?.js : null;
    const over = r.js && floorJs ? `+${kB(r.js.gzipBytes - floorJs.gzipBytes)}` : "—";
    const cpu = r.cpuMsPerRequest == null ? "—" : r.cpuMsPerRequest.toFixed(2);
    const cpuVs = floor?.cpuMsPerRequest && r.cpuMsPerRequest ? `${((floor.cpuMsPerRequest / r.cpuMsPerRequest) * 100).toFixed(0)} %` : "—";
    const floorCols = floor ? [int(floor.rps), String(floor.p99)] : ["—", "—"];
    return `| ${r.label} | ${int(r.rps)} | ${r.p99} | ${int(r.non2xx)} | ${int(r.errors)} | ${floorCols[0]} | ${vs} | ${floorCols[1]} | ${p99Vs} | ${cpu} | ${cpuVs} | ${kB(r.bodyBytes)} | ${kB(r.gzipBytes)} | ${js[0]} | ${js[1]} | ${over} |`;
  });
  return [...header, ...lines].join("\n");
}

/** Ranking 10,000 synthetic restaurants around a point (the search's hot loop), timed in-process. */
function rankingFigures() {
  const out = execFileSync(join(ROOT, "node_modules", ".bin", "vite-node"), [join(BENCH, "rank.ts")], { cwd: ROOT, encoding: "utf8" });
  const r = JSON.parse(out.trim().split("\n").pop());
  return `Ranking ${r.n.toLocaleString("en-GB")} synthetic restaurants (domain/search/geo.ts rankByDistance): median ${r.median} ms, p99 ${r.p99} ms over ${r.runs} runs.`;
}

/** Prints the report and writes it to bench/last-run.md and the README, then names any module found only by crawling imports. */
export async function writeReport({ started, busyAtStart, loadGenerator, rows, floors, lighthouse }) {
  const cpu = cpus();
  const headerLine =
    `${started.toISOString().slice(0, 16).replace("T", " ")} UTC · Node ${process.version} · ${cpu.length} cores` +
    `${cpu[0]?.model ? ` (${cpu[0].model.trim()})` : ""} · ${loadGenerator}, ${CONNECTIONS} connections, ` +
    `${DURATION} s per target after a ${WARMUP} s warm-up, load generator on the same machine, ` +
    `CPUs ${busyAtStart} % busy just before the run`;
  const notes = [
    ...(LOAD === "wrk"
      ? [
          "Req/s is wrk's requests over the run's seconds. p99 is the 99th percentile latency of a second pass, autocannon's",
          "(npm, in the bench's process, same connections and seconds), right after wrk's: wrk 4.1.0's own tail was up to",
          "ten times what a kernel trace of its sockets saw (docs/performance.md). Non-2xx and Errors add up both passes;",
          "Non-2xx counts answers of 400 or more.",
        ]
      : ["Req/s is autocannon's average of per-second counts; p99 is the 99th percentile latency."]),
    "Body kB: one response, uncompressed (the load generator sends no Accept-Encoding, so compression() runs only for the row",
    "marked compressed, which sends a browser's `gzip, deflate, br, zstd`: the server answers with brotli). That row is",
    "set against the same uncompressed bare page, to show what compressing a page costs: it is not one of the budget's rows.",
    '"vs floor": pages against the bare React Router page measured just before each of them (its server stays up, idle,',
    "while the site is measured: the shared machine's speed drifts over a run, and each pair sees the same machine),",
    '/api routes against the bare Express route. "Floor req/s" and "Floor p99 ms" are that floor\'s figures; "p99 vs floor"',
    "is the target's p99 over the floor's (the budget: 1.5 ×). The floor rows at the top are its first measurements.",
    "CPU ms/req: the server's CPU time (user and system, its watcher and helper threads included) over the measured run,",
    "per request; \"CPU vs floor\" is the floor's CPU per request over the target's. On this shared machine it moves",
    "between runs as much as req/s does: compare rows of one run.",
    "First-load JS: every module the HTML loads (module scripts, modulepreload links, inline module imports and",
    "their static imports), each fetched once, gzipped with node:zlib level 9; 1 kB = 1000 bytes.",
    "Home, search, checkout login: no cookies (a first visit). Menu, customise, basket, checkout details, payment and",
    "getCustomerState: a signed-in customer with a margherita in a collection basket and a collection time chosen.",
    "Confirmation: that customer's paid order. Lighthouse: its mobile defaults (simulated slow 4G, 4× CPU slowdown).",
  ];
  const ranking = rankingFigures();
  notes.push(ranking);
  const markdown = await prettierMarkdown(
    `${headerLine}\n\n${table(rows, floors)}\n\n${lighthouse.length ? `${lighthouseTable(lighthouse)}\n\n` : ""}${notes.join("\n")}\n`,
  );
  writeFileSync(join(BENCH, "last-run.md"), markdown);
  console.log(`\n${markdown}\nwritten to bench/last-run.md`);
  writeIntoReadme(join(ROOT, "README.md"), await prettierMarkdown(summaryOf({ headerLine, rows, floors, lighthouse })));

  const crawled = rows.flatMap((r) => r.js?.files.filter((f) => f.viaCrawl).map((f) => `${r.label}: ${f.url}`) ?? []);
  if (crawled.length)
    console.log(`\nnote: modules found only through static imports (not preloaded by the HTML):\n  ${crawled.join("\n  ")}`);
}
