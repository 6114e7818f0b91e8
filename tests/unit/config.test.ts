import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "../../server/config";

function problems(env: Record<string, string>) {
  try {
    parseConfig(env);
  } catch (e) {
    expect(e).toBeInstanceOf(ConfigError);
    return (e as ConfigError).problems;
  }
  throw new Error("expected a configuration error");
}

describe("configuration", () => {
  it("keeps the outbox page off in production unless asked for", () => {
    const secret = { SESSION_SECRET: "x".repeat(32) };
    expect(parseConfig({}).devOutbox).toBe(true);
    expect(parseConfig({ NODE_ENV: "production", ...secret }).devOutbox).toBe(false);
    expect(parseConfig({ NODE_ENV: "production", DEV_OUTBOX: "true", ...secret }).devOutbox).toBe(true);
    expect(parseConfig({ DEV_OUTBOX: "false" }).devOutbox).toBe(false);
    expect(parseConfig({ PORT: "4000" }).publicUrl).toBe("http://localhost:4000");
    expect(parseConfig({ PUBLIC_URL: "https://order.example.com/" }).publicUrl).toBe("https://order.example.com");
  });

  it("has working defaults that show the whole product", () => {
    const c = parseConfig({});
    expect(c.brand).toBe("uk");
    expect(c.port).toBe(3000);
    expect(c.database).toEqual({ kind: "sqlite", path: "data/app.sqlite" });
    expect(c.sessionSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(c.secureCookies).toBe(false);
    expect(c.features).toEqual({
      delivery: true,
      loyalty: true,
      showStackedRewards: true,
      enableFreshRecommendation: true,
      showRewardComparePage: false,
      deliveryLandingPage: true,
    });
  });

  it("gives development a new random session secret every start", () => {
    expect(parseConfig({}).sessionSecret).not.toBe(parseConfig({}).sessionSecret);
  });

  it("reads the brand, port, database and flags", () => {
    const c = parseConfig({
      BRAND: "ie",
      PORT: "8080",
      DATABASE_URL: "postgres://u@localhost/db",
      FEATURE_LOYALTY: "false",
      FEATURE_SHOW_REWARD_COMPARE_PAGE: "1",
      APP_NOW: "2026-11-20T12:30:00Z",
    });
    expect(c.brand).toBe("ie");
    expect(c.port).toBe(8080);
    expect(c.database).toEqual({ kind: "postgres", url: "postgres://u@localhost/db" });
    expect(c.features.loyalty).toBe(false);
    expect(c.features.showRewardComparePage).toBe(true);
    expect(c.appNow?.toISOString()).toBe("2026-11-20T12:30:00.000Z");
  });

  it.each([
    [{ BRAND: "fr" }, "BRAND"],
    [{ PORT: "eighty" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL"],
    [{ FEATURE_LOYALTY: "maybe" }, "FEATURE_LOYALTY"],
    [{ APP_NOW: "yesterday" }, "APP_NOW"],
    [{ NODE_ENV: "production" }, "SESSION_SECRET"],
    [{ NODE_ENV: "production", SESSION_SECRET: "short" }, "SESSION_SECRET"],
  ])("stops on %o naming %s", (env, variable) => {
    const found = problems(env as Record<string, string>);
    expect(found.map((p) => p.variable)).toContain(variable);
  });

  it("requires SESSION_SECRET in production and uses Secure cookies there", () => {
    const c = parseConfig({ NODE_ENV: "production", SESSION_SECRET: "x".repeat(32) });
    expect(c.secureCookies).toBe(true);
    expect(c.sessionSecret).toBe("x".repeat(32));
  });
});
