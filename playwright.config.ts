import { defineConfig } from "@playwright/test";

// Browser tests run against the production build (npm run build first) with Debian's Chromium.
// Every test runs twice: once with JavaScript on and once with it off. Tests tagged @js-only
// (device location, in-place updates) run in the JavaScript project alone.
// E2E_PORT_BASE moves all the servers (two checkouts can run their tests side by side).
const PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 4173);
export const UK_PORT = PORT_BASE;
export const IE_PORT = PORT_BASE + 1;
/** A UK server whose clock tests may move forward (DEV_CLOCK): for what time does to a basket. It also
 * has the developer reward comparison page on (FEATURE_SHOW_REWARD_COMPARE_PAGE). */
export const CLOCK_PORT = PORT_BASE + 2;
/**
 * Servers whose clocks only the deal-banner tests move (by hours and days: on the shared clock
 * server that would expire other tests' baskets): the UK one for the JavaScript project, the Irish
 * one for the project without, so the two never move each other's clock.
 */
export const BANNER_CLOCK_PORTS = { uk: PORT_BASE + 3, ie: PORT_BASE + 4 } as const;
/**
 * A UK server whose clock only the restaurant-state test moves, always to a Friday 12:30 (the
 * seeded states hold then, one of them for half an hour): on a slow run the other servers' clocks
 * are long past it by the time that test runs.
 */
export const STATES_CLOCK_PORT = PORT_BASE + 5;
const APP_NOW = "2026-11-20T12:30:00Z";
const SECRET = "e2e-session-secret-0123456789abcdef0123456789";

const server = (brand: "uk" | "ie", port: number, name: string = brand, extra: Record<string, string> = {}) => ({
  command: `rm -f data/e2e-${name}.sqlite* && node server/index.js`,
  url: `http://localhost:${port}/api/applicationConfig/oop`,
  reuseExistingServer: !process.env.CI,
  timeout: 60_000,
  stdout: "ignore" as const,
  stderr: "pipe" as const,
  env: {
    NODE_ENV: "production",
    BRAND: brand,
    PORT: String(port),
    SQLITE_PATH: `data/e2e-${name}.sqlite`,
    SESSION_SECRET: SECRET,
    APP_NOW,
    LOG_LEVEL: "warn",
    // Tests read sign-in codes and reset links from the notifications outbox page.
    DEV_OUTBOX: "true",
    // Tests play the restaurant that rejects or cancels an order (refunds).
    DEV_RESTAURANT: "true",
    DEV_EVENTS: "true",
    // The app simulator page /dev/app has a test of its own.
    DEV_APP_SIMULATOR: "true",
    // The suite signs up some 60 accounts a run from this one address (docs/decisions/025).
    REGISTRATIONS_PER_ADDRESS: "1000",
    // The Irish server runs without our own delivery landing page, to prove the redirect.
    ...(brand === "ie" ? { FEATURE_DELIVERY_LANDING_PAGE: "false" } : {}),
    ...extra,
  },
});

export default defineConfig({
  testDir: "tests/e2e",
  // Empties the folder of recorded pages that tests/support/check-html.js validates after the run.
  globalSetup: "./tests/e2e/global-setup.ts",
  fullyParallel: true,
  workers: 2,
  // One more try for a test that failed: on a busy two-core machine a journey's timing sometimes
  // falls where it never does for a customer (an in-app reward's first pick, once in a run of 380).
  // Playwright reports such a test as flaky in the list; one that fails both times fails the run.
  retries: 1,
  forbidOnly: true,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  // A limit on how long a test may take before it counts as stuck, not a measure of speed: long
  // journeys on a busy two-core machine need more than Playwright's 30 s default.
  timeout: 60_000,
  // How long an assertion waits for the page to settle, likewise a limit and not a measure: on a
  // host whose page faults are slow, a click's navigation took more than the 5 s default at a load
  // average of 8 to 11 (six of 198 tests in one run), none of them in a quiet run.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${UK_PORT}`,
    // Tracing records every action of every test; in CI the printed errors are what is read.
    trace: process.env.CI ? "off" : "retain-on-failure",
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    { name: "js", use: { javaScriptEnabled: true }, grepInvert: /@no-js-only/ },
    { name: "no-js", use: { javaScriptEnabled: false }, grepInvert: /@js-only/ },
  ],
  webServer: [
    server("uk", UK_PORT),
    server("ie", IE_PORT),
    server("uk", CLOCK_PORT, "clock", { DEV_CLOCK: "true", FEATURE_SHOW_REWARD_COMPARE_PAGE: "true" }),
    server("uk", BANNER_CLOCK_PORTS.uk, "banner-clock-uk", { DEV_CLOCK: "true" }),
    server("ie", BANNER_CLOCK_PORTS.ie, "banner-clock-ie", { DEV_CLOCK: "true", FEATURE_DELIVERY_LANDING_PAGE: "true" }),
    server("uk", STATES_CLOCK_PORT, "states-clock", { DEV_CLOCK: "true" }),
  ],
});
