import { readdirSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vitest/config";

// Unit tests (domain, services, seeds), API tests (the Express app over HTTP) and the cluster test
// (several production nodes behind nginx). The browser tests in tests/e2e belong to Playwright and
// are never collected here.

/** Test files under `dirs` that replace a module (vi.mock): they need modules of their own. */
const mockingTests = (...dirs: string[]) =>
  dirs
    .flatMap((dir) => readdirSync(dir, { recursive: true, encoding: "utf8" }).map((file) => `${dir}/${file}`))
    .filter((file) => file.endsWith(".test.ts") && readFileSync(file, "utf8").includes("vi.mock("));
const MOCKING_UNIT_TESTS = mockingTests("app", "domain", "content", "server", "tests/unit");
const MOCKING_API_TESTS = mockingTests("tests/api", "tests/routes", "tests/use-cases");

// The unit and API projects share loaded modules between the files of a worker (`isolate: false`):
// each file makes its own runtime, database and servers, and the code is imported once per worker,
// not per file (half the time of either). Files that replace a module run in "isolated".
export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    // One worker per core, not Vitest's default of one fewer: the API tests wait on sockets, SQLite
    // and PostgreSQL much of the time, and on a two-core machine one worker ran them a file at a
    // time (there: 189 s on SQLite and 254 s on PostgreSQL; with two workers 129 s and 167 s).
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["app/**/*.test.ts", "domain/**/*.test.ts", "content/**/*.test.ts", "server/**/*.test.ts", "tests/unit/**/*.test.ts"],
          exclude: MOCKING_UNIT_TESTS,
          environment: "node",
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "api",
          // tests/routes: route modules' loaders and actions called directly, on a test runtime.
          include: ["tests/api/**/*.test.ts", "tests/routes/**/*.test.ts", "tests/use-cases/**/*.test.ts"],
          exclude: MOCKING_API_TESTS,
          environment: "node",
          testTimeout: 20_000,
          hookTimeout: 60_000,
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // Files that replace a module (vi.mock), unit or API, each with modules of its own. They
          // run with the API tests (npm run test:api, and again on PostgreSQL).
          name: "isolated",
          include: [...MOCKING_UNIT_TESTS, ...MOCKING_API_TESTS],
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
