import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vitest/config";

// Unit tests (domain, services, seeds), API tests (the Express app over HTTP) and the cluster test
// (several production nodes behind nginx). The browser tests in tests/e2e belong to Playwright and
// are never collected here.
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
