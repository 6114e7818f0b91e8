// Starts the site. Production: the built bundle (npm run build first). Development (--dev): Vite in
// middleware mode with hot reload. Configuration errors stop the start with the variable named.
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

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
// and the app simulator at /dev/app shows in-app mode.
if (process.argv.includes("--local")) {
  process.env.DEV_OUTBOX ??= "true";
  process.env.DEV_APP_SIMULATOR ??= "true";
}

async function main() {
  let startApp;
  let viteMiddleware;
  if (dev) {
    const vite = await import("vite");
    const server = await vite.createServer({ server: { middlewareMode: true }, appType: "custom" });
    viteMiddleware = server.middlewares;
    ({ startApp } = await server.ssrLoadModule("./server/entry.ts"));
  } else {
    ({ startApp } = await import("../build/server/index.js"));
  }
  const { app, runtime } = await startApp({
    clientDir: dev ? undefined : join(import.meta.dirname, "..", "build", "client"),
    viteMiddleware,
  });
  const server = app.listen(runtime.config.port, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : runtime.config.port;
    runtime.logger.info(`${runtime.services.brand.name} ordering site on http://localhost:${port}`);
  });
  const stop = () => server.close(() => runtime.close().then(() => process.exit(0)));
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

main().catch((e) => {
  if (e && (e.name === "ConfigError" || e.name === "SeedError")) {
    console.error(e.message);
  } else {
    console.error(e);
  }
  process.exit(1);
});
