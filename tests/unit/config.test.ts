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
    expect(parseConfig({}).devEvents).toBe(true);
    expect(parseConfig({ NODE_ENV: "production", ...secret }).devEvents).toBe(false);
    expect(parseConfig({ NODE_ENV: "production", DEV_EVENTS: "true", ...secret }).devEvents).toBe(true);
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

  it("keeps rate limits in memory unless REDIS_URL is set, with a key prefix per brand by default", () => {
    expect(parseConfig({}).redis).toBeNull();
    expect(parseConfig({ BRAND: "ie", REDIS_URL: "redis://127.0.0.1:6379" }).redis).toEqual({
      url: "redis://127.0.0.1:6379",
      keyPrefix: "pizza:ie:",
    });
    expect(parseConfig({ REDIS_URL: "rediss://cache.example:6380/2", REDIS_KEY_PREFIX: "crustello:staging:" }).redis).toEqual({
      url: "rediss://cache.example:6380/2",
      keyPrefix: "crustello:staging:",
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
    [{ REDIS_URL: "127.0.0.1:6379" }, "REDIS_URL"],
    [{ REDIS_URL: "redis://127.0.0.1:6379", REDIS_KEY_PREFIX: "has space" }, "REDIS_KEY_PREFIX"],
    [{ FEATURE_LOYALTY: "maybe" }, "FEATURE_LOYALTY"],
    [{ APP_NOW: "yesterday" }, "APP_NOW"],
    [{ NODE_ENV: "production" }, "SESSION_SECRET"],
    [{ NODE_ENV: "production", SESSION_SECRET: "short" }, "SESSION_SECRET"],
  ])("stops on %o naming %s", (env, variable) => {
    const found = problems(env);
    expect(found.map((p) => p.variable)).toContain(variable);
  });

  it("requires SESSION_SECRET in production and uses Secure cookies there", () => {
    const c = parseConfig({ NODE_ENV: "production", SESSION_SECRET: "x".repeat(32) });
    expect(c.secureCookies).toBe(true);
    expect(c.sessionSecret).toBe("x".repeat(32));
  });

  it("reads who may name the client's address behind a proxy, and refuses anything else", () => {
    expect(parseConfig({}).trustProxy).toBe(false);
    expect(parseConfig({ TRUST_PROXY: "loopback" }).trustProxy).toBe("loopback");
    expect(parseConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(parseConfig({ TRUST_PROXY: "10.0.0.0/8, 127.0.0.1" }).trustProxy).toBe("10.0.0.0/8, 127.0.0.1");
    expect(problems({ TRUST_PROXY: "every*one" })).toEqual([{ variable: "TRUST_PROXY", message: expect.stringMatching(/number of hops/) }]);
    expect(problems({ NODE_NAME: "node 1" })).toEqual([{ variable: "NODE_NAME", message: expect.stringMatching(/letters, digits/) }]);
    expect(problems({ RECONCILE_INTERVAL_MS: "5" })).toEqual([{ variable: "RECONCILE_INTERVAL_MS", message: "must be at least 100" }]);
    expect(parseConfig({ PAYMENTS_SANDBOX_URL: "http://127.0.0.1:4893/" }).paymentsSandboxUrl).toBe("http://127.0.0.1:4893");
  });
});
