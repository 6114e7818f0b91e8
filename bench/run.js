// npm run bench: throughput and latency of the site's pages and /api routes against two floors (a
// bare Express JSON route and a bare React Router page), plus the first-load JS of every page.
//
//   node bench/run.js            50 connections, 10 s per target (after 10 s of warm-up each)
//   node bench/run.js --quick    3 s per target, 1 s of warm-up
//   BENCH_DURATION=20 BENCH_WARMUP=5 BENCH_CONNECTIONS=100 node bench/run.js   (these win over --quick)
//   node bench/run.js --lite-order   only the lite order without JavaScript (bench/lite-order.md)
//
// Targets run one after another, one under load at a time (the floor page's server stays up, idle,
// while the site is measured: each page is compared with the floor measured just before it); the
// load generator (wrk, Debian's package: `apt-get install wrk`; or BENCH_LOAD=autocannon, in this
// process) shares the machine with the server, so compare rows of one run, not runs of two machines.
// The table is printed and written to bench/last-run.md.
//
// lib/: settings (paths, --quick, BENCH_*), targets (the site's routes), builds, servers (start-up,
// clean-up), load and wrk (the load generators), first-load-js, processes, report (the table and bench/last-run.md).
import { randomBytes } from "node:crypto";
import { createRequire } from "node:module";
import { join } from "node:path";
import { serverFlags } from "../server/supervisor.js";
import { ensureFloorBuild, ensureProjectBuild } from "./lib/builds.js";
import { firstLoadJs } from "./lib/first-load-js.js";
import { lighthouseRuns } from "./lib/lighthouse.js";
import { liteOrder, writeLiteOrder } from "./lib/lite-order.js";
import { cpuBusyPercent, measure, warmUp } from "./lib/load.js";
import { writeReport } from "./lib/report.js";
import { cleanUpOnExit, runTempDir, serve } from "./lib/servers.js";
import { BENCH, CONNECTIONS, DURATION, FLOOR, LITE_ORDER_ONLY, LOAD, ROOT, WARMUP } from "./lib/settings.js";
import { LIGHTHOUSE_PAGES, ROUTES, prepareSessions } from "./lib/targets.js";
import { wrkVersion } from "./lib/wrk.js";

const require = createRequire(import.meta.url);

cleanUpOnExit();

async function main() {
  if (LITE_ORDER_ONLY) {
    await ensureProjectBuild();
    await serveSite(async (base) => console.log(`\n${await writeLiteOrder(await liteOrder(base))}\nwritten to bench/lite-order.md`));
    return;
  }
  const started = new Date();
  const busyAtStart = await cpuBusyPercent(2_000);
  const loadGenerator =
    LOAD === "wrk" ? wrkGenerator() : `autocannon ${require("autocannon/package.json").version} (in the bench's process)`;
  console.log(
    `bench: ${loadGenerator}, ${CONNECTIONS} connections, ${DURATION} s per target after a ${WARMUP} s warm-up, one target at a time\n`,
  );
  if (busyAtStart > 10) {
    console.log(`note: the CPUs were ${busyAtStart} % busy before the run started; figures will be lower and noisier\n`);
  }

  await ensureProjectBuild();
  await ensureFloorBuild();

  const rows = [];
  let lighthouse = [];
  const floors = {};

  // The floors are served the way the site's server is: with the Node flags its watcher gives it
  // (server/supervisor.js: a larger young generation).
  const nodeFlags = serverFlags([]);

  // Floor 1: a bare Express 5 JSON route.
  await serve({ name: "the Express floor", script: join(BENCH, "express-floor.js"), nodeFlags, readyPath: "/json" }, async (base, pid) => {
    floors.express = { label: "Floor: bare Express 5 `GET /json`", ...(await measure("GET /json", `${base}/json`, {}, pid)) };
    rows.push(floors.express);
  });

  // Floor 2: a bare React Router framework page. It stays up while the site is measured: each page
  // is compared with the floor measured just before it, so the machine's speed, which drifts on a
  // shared host (a neighbour's load), is the same for both halves of a comparison.
  await serve(
    { name: "the React Router floor", script: join(FLOOR, "server.js"), nodeFlags, readyPath: "/" },
    async (floorBase, floorPid) => {
      const js = await firstLoadJs(`${floorBase}/`);
      floors.page = { label: "Floor: bare React Router page `/`", ...(await measure("GET / (floor)", `${floorBase}/`, {}, floorPid)), js };
      rows.push(floors.page);
      const pairedFloor = () => measure("GET / (floor, paired)", `${floorBase}/`, {}, floorPid);
      lighthouse = await measureSite(rows, pairedFloor, `${floorBase}/`);
    },
  );

  await writeReport({ started, busyAtStart, loadGenerator, rows, floors, lighthouse });
}

/** wrk's name and version for the report; exits with what to install when it is missing. */
function wrkGenerator() {
  const version = wrkVersion();
  if (version === null) {
    console.error("bench: wrk is not installed (Debian: apt-get install wrk); or run with BENCH_LOAD=autocannon");
    process.exit(2);
  }
  return `wrk ${version} (its own process, 2 threads)`;
}

/**
 * The site, production build: every target, each page after its paired floor; then Lighthouse on
 * the budget's pages and on the bare page at `floorUrl` (its score is shown, not budgeted).
 */
async function measureSite(rows, pairedFloor, floorUrl) {
  let lighthouse = [];
  await serveSite(async (base, pid) => {
    const { sessions, made } = await prepareSessions(base);
    const targets = ROUTES.map((route) => {
      const path = typeof route.path === "function" ? route.path(made) : route.path;
      const headers = {
        ...(route.session ? { cookie: sessions[route.session] } : {}),
        ...(route.acceptEncoding ? { "accept-encoding": route.acceptEncoding } : {}),
      };
      return { route, path, url: `${base}${path}`, headers };
    });
    // One warm-up round over every target first: the first target measured would otherwise pay
    // for compiling the code all pages share (home measured about a quarter more CPU per request
    // than the search page before this round).
    console.log("  warming up every target");
    for (const { url, headers } of targets) await warmUp(url, headers);
    for (const { route, path, url, headers } of targets) {
      const js = route.kind === "page" ? await firstLoadJs(url, headers) : null;
      const paired = route.kind === "page" ? await pairedFloor() : null;
      const row = await measure(`GET ${path}`, url, headers, pid);
      if (row.status !== 200) throw new Error(`GET ${path} answered ${row.status}: the set-up did not reach it`);
      rows.push({
        label: `${route.kind === "page" ? "Page" : "API"} \`${path}\`${route.acceptEncoding ? " compressed, as browsers ask" : ""}`,
        floor: route.kind === "page" ? "page" : "express",
        paired,
        ...row,
        js,
      });
    }
    // Lighthouse last, on a quiet server: the four pages of the budget.
    lighthouse = await lighthouseRuns([
      ...LIGHTHOUSE_PAGES.map(({ path, session }) => ({
        label: path,
        url: `${base}${path}`,
        cookie: session ? sessions[session] : null,
      })),
      { label: "Floor: bare React Router page /", url: floorUrl, cookie: null, floor: true },
    ]);
    // And the lite order without JavaScript, in a browser: its bytes (bench/lite-order.md).
    await writeLiteOrder(await liteOrder(base));
  });
  return lighthouse;
}

/** The site's production build on a database of its own, seeded, for `use(base, pid)`. */
function serveSite(use) {
  return serve(
    {
      name: "the site (node server/index.js)",
      script: join(ROOT, "server", "index.js"),
      env: {
        SESSION_SECRET: randomBytes(32).toString("hex"),
        SQLITE_PATH: join(runTempDir(), "bench.sqlite"),
        APP_NOW: "2026-11-20T12:30:00Z",
        LOG_LEVEL: "warn",
      },
      readyPath: "/api/applicationConfig/oop",
      timeoutMs: 120_000,
    },
    use,
  );
}

main().then(
  () => process.exit(0),
  (e) => {
    console.error(e.serverStart ? `\n${e.message}` : e);
    process.exit(1);
  },
);
