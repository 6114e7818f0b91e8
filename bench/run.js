// npm run bench: throughput and latency of the site's pages and /api routes against two floors (a
// bare Express JSON route and a bare React Router page), plus the first-load JS of every page.
//
//   node bench/run.js            50 connections, 10 s per target (1 s warm-up each)
//   node bench/run.js --quick    3 s per target
//   BENCH_DURATION=20 BENCH_CONNECTIONS=100 node bench/run.js   (these win over --quick)
//
// Targets run one after another, one server at a time; the load generator (autocannon, in this
// process) shares the machine with the server, so compare rows of one run, not runs of two machines.
// The table is printed and written to bench/last-run.md.
/* global fetch */
import autocannon from "autocannon";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { cpus, tmpdir } from "node:os";
import { execFileSync } from "node:child_process";
import { gzipSync } from "node:zlib";
import { join, relative } from "node:path";
import { firstLoadJs } from "./lib/first-load-js.js";
import { freePort, killAllSync, runCommand, startServer, stopServer } from "./lib/processes.js";

// The site's routes under test. `kind: "page"` rows also get their first-load JS measured.
// `headers` are sent with every request of that target (pages go without cookies: a first visit).
const BASKET_COOKIE = "BASKET_ID=3f6b2a1e-8c4d-4e7f-9a0b-5c6d7e8f9a01; cookie_accepted=true";
const ROUTES = [
  { kind: "page", path: "/" },
  { kind: "page", path: "/collection" },
  { kind: "page", path: "/delivery?q=M1%201AA" },
  // The menu needs a basket that has chosen the restaurant: SETUP below does that for BASKET_COOKIE.
  { kind: "page", path: "/collection/menu/1001", headers: { cookie: BASKET_COOKIE } },
  { kind: "page", path: "/collection/basket", headers: { cookie: BASKET_COOKIE } },
  { kind: "page", path: "/collection/checkout/login" },
  { kind: "api", path: "/api/applicationConfig/oop" },
  { kind: "api", path: "/api/application/getCustomerState", headers: { cookie: BASKET_COOKIE } },
  { kind: "api", path: "/api/menu/1001" },
  { kind: "api", path: "/api/restaurant/GetById/1001" },
  { kind: "api", path: "/api/restaurant/LookupName/W1D%203QU/false" },
];
// Requests made once before the targets run (POSTs, with BASKET_COOKIE).
const SETUP = [
  { method: "POST", path: "/api/basket/SetRestaurantDistance/1001/0.3/W1D%203QU" },
  { method: "POST", path: "/api/basket/QuickAddItem/margherita/1" },
];

const ROOT = join(import.meta.dirname, "..");
const BENCH = import.meta.dirname;
const FLOOR = join(BENCH, "floor");
const QUICK = process.argv.includes("--quick");
const DURATION = positiveInt("BENCH_DURATION", QUICK ? 3 : 10);
const CONNECTIONS = positiveInt("BENCH_CONNECTIONS", 50);
const WARMUP = 1;
const require = createRequire(import.meta.url);

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

// ---- cleanup: children and the temporary directory go, whatever ends the run ----
let tempDir = null;
process.on("exit", () => {
  killAllSync();
  if (tempDir) rmSync(tempDir, { recursive: true, force: true });
});
for (const [signal, code] of [
  ["SIGINT", 130],
  ["SIGTERM", 143],
  ["SIGHUP", 129],
]) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping the servers`);
    process.exit(code);
  });
}

// ---- builds ----
function newestMtime(path) {
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === "node_modules" || entry === "build" || entry === ".react-router") continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

async function ensureProjectBuild() {
  const entry = join(ROOT, "build", "server", "index.js");
  if (!existsSync(entry)) {
    console.log("build/server/index.js is missing: running npm run build");
    await runCommand("npm", ["run", "build"], { cwd: ROOT });
    return;
  }
  const sources = Math.max(...["app", "server", "react-router.config.ts", "vite.config.ts"].map((p) => newestMtime(join(ROOT, p))));
  if (sources > statSync(entry).mtimeMs) {
    console.log("note: app/ or server/ changed after the last build; run npm run build to measure the current code");
  }
}

async function ensureFloorBuild() {
  const entry = join(FLOOR, "build", "server", "index.js");
  const sources = Math.max(
    newestMtime(join(FLOOR, "app")),
    ...["react-router.config.ts", "vite.config.ts"].map((f) => statSync(join(FLOOR, f)).mtimeMs),
    statSync(join(ROOT, "package-lock.json")).mtimeMs,
  );
  if (existsSync(entry) && existsSync(join(FLOOR, "build", "client")) && statSync(entry).mtimeMs >= sources) return;
  console.log("building the floor React Router app (bench/floor)");
  await runCommand(join(ROOT, "node_modules", ".bin", "react-router"), ["build", relative(ROOT, FLOOR), "--logLevel", "warn"], {
    cwd: ROOT,
  });
}

// ---- measuring ----
function cannon(url, headers, duration) {
  return new Promise((resolve, reject) => {
    autocannon({ url, headers, connections: CONNECTIONS, duration }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

async function measure(label, url, headers = {}) {
  const probe = await fetch(url, { headers: { ...headers, "accept-encoding": "identity" }, redirect: "manual" });
  const raw = Buffer.from(await probe.arrayBuffer());
  const bodyBytes = raw.byteLength;
  const gzipBytes = gzipSync(raw, { level: 9 }).byteLength;
  if (probe.status < 200 || probe.status > 299) console.log(`  warning: ${label} answers ${probe.status}`);
  process.stdout.write(`  ${label} … `);
  await cannon(url, headers, WARMUP);
  const r = await cannon(url, headers, DURATION);
  const row = {
    rps: r.requests.average,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors,
    status: probe.status,
    bodyBytes,
    gzipBytes,
  };
  console.log(`${Math.round(row.rps)} req/s, p99 ${row.p99} ms`);
  return row;
}

async function withServer(spec, fn) {
  console.log(`starting ${spec.name}`);
  const server = await startServer(spec);
  try {
    return await fn();
  } finally {
    await stopServer(server);
  }
}

/** How busy all cores are over `ms` (100 = every core fully used), from os.cpus() times. */
async function cpuBusyPercent(ms) {
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

// ---- the table ----
/** Aligns the table the way the project's Prettier would, so the file and a README paste pass `prettier --check`. */
async function prettierMarkdown(text) {
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
    "| Target | Req/s (avg) | p99 ms | Non-2xx | Errors | vs floor | Body kB | Body gzip kB | First-load JS files | First-load JS gzip kB | JS over floor kB |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
  ];
  const lines = rows.map((r) => {
    const floor = r.floor ? floors[r.floor] : null;
    const vs = floor ? `${((r.rps / floor.rps) * 100).toFixed(0)} %` : "—";
    const js = r.js ? [String(r.js.count), kB(r.js.gzipBytes)] : ["—", "—"];
    const over = r.js && floor?.js ? `+${kB(r.js.gzipBytes - floor.js.gzipBytes)}` : "—";
    return `| ${r.label} | ${int(r.rps)} | ${r.p99} | ${int(r.non2xx)} | ${int(r.errors)} | ${vs} | ${kB(r.bodyBytes)} | ${kB(r.gzipBytes)} | ${js[0]} | ${js[1]} | ${over} |`;
  });
  return [...header, ...lines].join("\n");
}

async function main() {
  const started = new Date();
  const busyAtStart = await cpuBusyPercent(2_000);
  const autocannonVersion = require("autocannon/package.json").version;
  console.log(`bench: ${CONNECTIONS} connections, ${DURATION} s per target after a ${WARMUP} s warm-up, one target at a time\n`);
  if (busyAtStart > 10) {
    console.log(`note: the CPUs were ${busyAtStart} % busy before the run started; figures will be lower and noisier\n`);
  }

  await ensureProjectBuild();
  await ensureFloorBuild();

  const rows = [];
  const floors = {};

  // Floor 1: a bare Express 5 JSON route.
  {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    await withServer(
      {
        name: "the Express floor",
        args: [join(BENCH, "express-floor.js")],
        cwd: ROOT,
        env: { ...process.env, NODE_ENV: "production", PORT: String(port) },
        readyUrl: `${base}/json`,
        timeoutMs: 20_000,
      },
      async () => {
        floors.express = { label: "Floor: bare Express 5 `GET /json`", ...(await measure("GET /json", `${base}/json`)) };
        rows.push(floors.express);
      },
    );
  }

  // Floor 2: a bare React Router framework page.
  {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    await withServer(
      {
        name: "the React Router floor",
        args: [join(FLOOR, "server.js")],
        cwd: ROOT,
        env: { ...process.env, NODE_ENV: "production", PORT: String(port) },
        readyUrl: `${base}/`,
        timeoutMs: 20_000,
      },
      async () => {
        const js = await firstLoadJs(`${base}/`);
        floors.page = { label: "Floor: bare React Router page `/`", ...(await measure("GET / (floor)", `${base}/`)), js };
        rows.push(floors.page);
      },
    );
  }

  // The site, production build.
  {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    tempDir = mkdtempSync(join(tmpdir(), "pizza-bench-"));
    await withServer(
      {
        name: "the site (node server/index.js)",
        args: [join(ROOT, "server", "index.js")],
        cwd: ROOT,
        env: {
          ...process.env,
          NODE_ENV: "production",
          PORT: String(port),
          SESSION_SECRET: randomBytes(32).toString("hex"),
          SQLITE_PATH: join(tempDir, "bench.sqlite"),
          APP_NOW: "2026-11-20T12:30:00Z",
          LOG_LEVEL: "warn",
        },
        readyUrl: `${base}/api/applicationConfig/oop`,
        timeoutMs: 120_000,
      },
      async () => {
        for (const step of SETUP) {
          const res = await fetch(`${base}${step.path}`, { method: step.method, headers: { cookie: BASKET_COOKIE } });
          if (!res.ok) throw new Error(`setup ${step.method} ${step.path} answered ${res.status}`);
        }
        for (const route of ROUTES) {
          const url = `${base}${route.path}`;
          const headers = route.headers ?? {};
          const js = route.kind === "page" ? await firstLoadJs(url, headers) : null;
          const row = await measure(`GET ${route.path}`, url, headers);
          rows.push({
            label: `${route.kind === "page" ? "Page" : "API"} \`${route.path}\``,
            floor: route.kind === "page" ? "page" : "express",
            ...row,
            js,
          });
        }
      },
    );
  }

  const cpu = cpus();
  const headerLine =
    `${started.toISOString().slice(0, 16).replace("T", " ")} UTC · Node ${process.version} · ${cpu.length} cores` +
    `${cpu[0]?.model ? ` (${cpu[0].model.trim()})` : ""} · autocannon ${autocannonVersion}, ${CONNECTIONS} connections, ` +
    `${DURATION} s per target after a ${WARMUP} s warm-up, load generator on the same machine, ` +
    `CPUs ${busyAtStart} % busy just before the run`;
  const notes = [
    "Req/s is autocannon's average of per-second counts; p99 is the 99th percentile latency. Body kB: one response, uncompressed",
    "(autocannon sends no Accept-Encoding, so compression() never runs during the load).",
    '"vs floor": pages against the bare React Router page, /api routes against the bare Express route.',
    "First-load JS: every module the HTML loads (module scripts, modulepreload links, inline module imports and",
    "their static imports), each fetched once, gzipped with node:zlib level 9; 1 kB = 1000 bytes.",
    "Pages are requested without cookies (a first visit); getCustomerState with a fixed BASKET_ID and cookie_accepted=true.",
  ];
  const ranking = rankingFigures();
  notes.push(ranking);
  const markdown = await prettierMarkdown(`${headerLine}\n\n${table(rows, floors)}\n\n${notes.join("\n")}\n`);
  writeFileSync(join(BENCH, "last-run.md"), markdown);
  console.log(`\n${markdown}\nwritten to bench/last-run.md`);

  const crawled = rows.flatMap((r) => r.js?.files.filter((f) => f.viaCrawl).map((f) => `${r.label}: ${f.url}`) ?? []);
  if (crawled.length)
    console.log(`\nnote: modules found only through static imports (not preloaded by the HTML):\n  ${crawled.join("\n  ")}`);
}

main().then(
  () => process.exit(0),
  (e) => {
    console.error(e.serverStart ? `\n${e.message}` : e);
    process.exit(1);
  },
);

/** Ranking 10,000 synthetic restaurants around a point (the search's hot loop), timed in-process. */
function rankingFigures() {
  const out = execFileSync(join(ROOT, "node_modules", ".bin", "vite-node"), [join(BENCH, "rank.ts")], { cwd: ROOT, encoding: "utf8" });
  const r = JSON.parse(out.trim().split("\n").pop());
  return `Ranking ${r.n.toLocaleString("en-GB")} synthetic restaurants (app/domain/geo.ts rankByDistance): median ${r.median} ms, p99 ${r.p99} ms over ${r.runs} runs.`;
}
