import { readdirSync, readFileSync } from "node:fs";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vitest/config";

// Unit tests (domain, services, seeds), API tests (the Express app over HTTP) and the cluster test
// (several production nodes behind nginx). The browser tests in tests/e2e belong to Playwright and
// are never collected here.

/** API tests that replace a module (vi.mock): they run in an API project of their own, isolated. */
const MOCKING_API_TESTS = ["tests/api", "tests/routes"]
  .flatMap((dir) => readdirSync(dir, { recursive: true, encoding: "utf8" }).map((file) => `${dir}/${file}`))
  .filter((file) => file.endsWith(".test.ts") && readFileSync(file, "utf8").includes("vi.mock("));

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["app/**/*.test.ts", "server/**/*.test.ts", "tests/unit/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        extends: true,
        test: {
          name: "api",
          // tests/routes: route modules' loaders and actions called directly, on a test runtime.
          include: ["tests/api/**/*.test.ts", "tests/routes/**/*.test.ts"],
          exclude: MOCKING_API_TESTS,
          environment: "node",
          testTimeout: 20_000,
          hookTimeout: 60_000,
          // Each file makes its own runtime, database and servers, so the files of a worker share
          // the loaded modules (the server's code is imported once per worker, not per file): half
          // the time of the API tests.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // Files that replace a module (vi.mock) need modules of their own.
          name: "api-isolated",
          include: MOCKING_API_TESTS,
          environment: "node",
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          // Two nodes behind nginx on PostgreSQL (npm run build first; run-all.sh runs it after the build).
          name: "cluster",
          include: ["tests/cluster/**/*.test.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
