import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vitest/config";

// Unit tests (domain, services, seeds) and API tests (the Express app over HTTP). The browser
// tests in tests/e2e belong to Playwright and are never collected here.
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
          include: ["tests/api/**/*.test.ts"],
          environment: "node",
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
