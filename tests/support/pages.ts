// The whole site for API tests that need its pages: Vite (in middleware mode, no file watching,
// no HMR) compiles the React Router server build in-process, so no `npm run build` is needed and
// the pages are the current source. Loading takes a few seconds; use one per test file.
import { mkdtempSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createServer } from "vite";
import { afterAll, beforeAll } from "vitest";
import type { pageApp } from "./page-app";
import { cookieClient } from "./http";
import type { TestRuntimeOptions } from "./runtime";

async function servePages(env: Record<string, string> = {}, opts: TestRuntimeOptions = {}) {
  // Each test file keeps its own Vite cache: parallel files never share one.
  const cacheDir = mkdtempSync(join(tmpdir(), "pizza-vite-"));
  const vite = await createServer({
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: "custom",
    logLevel: "error",
    cacheDir,
    optimizeDeps: { noDiscovery: true },
  });
  const mod = (await vite.ssrLoadModule("/tests/support/page-app.ts")) as { pageApp: typeof pageApp };
  const { t, app } = await mod.pageApp(env, opts);
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    /** The test runtime (its fixed clock, its database). */
    t,
    runtime: t.runtime,
    client: () => cookieClient(base),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await t.close();
      await vite.close();
      rmSync(cacheDir, { recursive: true, force: true });
    },
  };
}

/** The site (pages and /api) for a test file, up before its tests and torn down after. */
export function pageServer(env: Record<string, string> = {}, opts: TestRuntimeOptions = {}) {
  const site = {} as { server: Awaited<ReturnType<typeof servePages>> };
  beforeAll(async () => {
    site.server = await servePages(env, opts);
  }, 120_000);
  afterAll(async () => {
    await site.server?.close();
  });
  return site;
}
