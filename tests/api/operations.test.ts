// The operator's addresses: /healthz (the process answers), /readyz (the database takes a write;
// Redis reported), and /metrics in Prometheus's text format, whose counters move with an order,
// label requests by route pattern (never an id or a postcode), and in production need the token.
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { apiServer, serve } from "../support/http";
import { payingHelpers } from "../support/paying";
import { SANDBOX_DECLINED_CARD } from "../../server/providers/sandbox-cards";
import { testRuntime } from "../support/runtime";

const api = apiServer();
const { collectionBasket, pay } = payingHelpers(api);
const postgres = Boolean(process.env.TEST_DATABASE_URL);

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${api.server.base}${path}`, { headers });

/** The samples of a Prometheus text answer: `name{labels}` → value; every line must parse. */
function samples(text: string): Map<string, number> {
  const found = new Map<string, number>();
  for (const line of text.split("\n")) {
    if (line === "" || line.startsWith("# HELP ") || line.startsWith("# TYPE ")) continue;
    const m =
      /^([a-zA-Z_:][a-zA-Z0-9_:]*(?:\{(?:[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\]|\\.)*",?)*\})?) (-?[0-9.e+-]+|[Nn]a[Nn]|\+Inf|-Inf)$/.exec(line);
    if (!m) throw new Error(`not a Prometheus sample line: ${line}`);
    found.set(m[1]!, Number(m[2]));
  }
  return found;
}

const metrics = async () => {
  const res = await get("/metrics");
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
  return samples(await res.text());
};

/**
 * The samples once `counted` holds of their movement since `before`. A request is counted when the
 * server has finished its answer ('finish'), which can come just after the client has read it.
 */
const metricsOnce = (before: Map<string, number>, counted: (moved: (name: string) => number) => void) =>
  vi.waitFor(async () => {
    const after = await metrics();
    counted((name) => (after.get(name) ?? 0) - (before.get(name) ?? 0));
    return after;
  });

describe("/healthz and /readyz", () => {
  it("/healthz answers while the process is up, with no cookie and no caching", async () => {
    const res = await get("/healthz");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
    expect(res.headers.get("set-cookie")).toBeNull();
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("/readyz writes to the database: ready while it takes writes, 503 while it refuses them, ready again after", async () => {
    const ready = await get("/readyz");
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ready", ready: true, database: "ok", redis: "not configured" });
    // The database refuses writes to the readiness table (as a full disk or a read-only file would).
    const db = api.t.runtime.db;
    if (postgres) await sql`revoke insert, update on readiness_checks from current_user`.execute(db).catch(() => {});
    await sql`alter table readiness_checks rename to readiness_checks_gone`.execute(db);
    try {
      const refused = await get("/readyz");
      expect(refused.status).toBe(503);
      expect(await refused.json()).toEqual({ status: "not ready", ready: false, database: "failing", redis: "not configured" });
    } finally {
      await sql`alter table readiness_checks_gone rename to readiness_checks`.execute(db);
    }
    expect((await get("/readyz")).status).toBe(200);
  });
});

describe("/metrics", () => {
  it("parses as Prometheus text, and its order, payment and request counters move with an order", async () => {
    const before = await metrics();
    const c = await collectionBasket();
    expect((await c.request("/api/basket/QuickAddItem/margherita/1", { method: "POST" })).status).toBe(200);
    expect((await pay(c)).status).toBe(200);
    const after = await metricsOnce(before, (moved) => {
      expect(moved('orders_placed_total{mode="collection"}')).toBe(1);
      expect(moved('payments_total{outcome="approved"}')).toBe(1);
      expect(moved('http_requests_total{method="POST",route="/api/sandbox/pay",status="200"}')).toBe(1);
      expect(
        moved('http_requests_total{method="POST",route="/api/basket/QuickAddItem/:productId/:portionId",status="200"}'),
      ).toBeGreaterThanOrEqual(1);
      expect(moved('http_request_duration_seconds_count{method="POST",route="/api/sandbox/pay",status="200"}')).toBe(1);
    });
    // The event loop's lag is there; no label holds an id or the raw address.
    expect(after.has("nodejs_eventloop_lag_seconds")).toBe(true);
    expect([...after.keys()].filter((k) => k.includes("margherita"))).toEqual([]);
  });

  it("counts a refused try by its limit, and an unknown /api address under one label", async () => {
    const before = await metrics();
    const c = api.server.client();
    // Reset e-mails: 3 per e-mail address in 15 minutes; the fourth is refused.
    for (let i = 0; i < 4; i++)
      await c.request("/api/customer/forgottenPassword", { method: "POST", json: { email: "metrics-limit@example.com" } });
    await get("/api/no/such/12345");
    const after = await metricsOnce(before, (moved) => {
      expect(moved('rate_limit_refusals_total{limit="reset-email"}')).toBe(1);
      expect(moved('http_requests_total{method="POST",route="/api/customer/forgottenPassword",status="429"}')).toBe(1);
      expect(moved('http_requests_total{method="GET",route="/api/*",status="404"}')).toBe(1);
    });
    expect([...after.keys()].filter((k) => k.includes("12345") || k.includes("example.com"))).toEqual([]);
  });

  it("counts a payment refused after five declined cards on its basket", async () => {
    const c = await collectionBasket();
    for (let i = 0; i < 5; i++) expect((await pay(c, { cardNumber: SANDBOX_DECLINED_CARD })).status).toBe(402);
    const before = await metrics();
    expect((await pay(c)).status).toBe(429);
    await metricsOnce(before, (moved) => {
      expect(moved('rate_limit_refusals_total{limit="decline-basket"}')).toBe(1);
      expect(moved('http_requests_total{method="POST",route="/api/sandbox/pay",status="429"}')).toBe(1);
    });
  });
});

describe("/metrics in production", () => {
  const TOKEN = "metrics-token-0123456789";
  let t: Awaited<ReturnType<typeof testRuntime>>;
  let server: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => {
    t = await testRuntime({ NODE_ENV: "production", SESSION_SECRET: "s".repeat(40), METRICS_TOKEN: TOKEN });
    server = await serve(t.runtime);
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await t?.close();
  });

  it("needs the bearer token", async () => {
    const at = (headers: Record<string, string>) => fetch(`${server.base}/metrics`, { headers });
    const none = await at({});
    expect(none.status).toBe(401);
    expect(none.headers.get("www-authenticate")).toMatch(/^Bearer/);
    expect((await at({ authorization: "Bearer wrong-token-000000000" })).status).toBe(401);
    const ok = await at({ authorization: `Bearer ${TOKEN}` });
    expect(ok.status).toBe(200);
    expect(samples(await ok.text()).size).toBeGreaterThan(0);
  });
});
