// Fuzzing every /api route (from the api routers' table, with real parameters such as restaurant
// 1001 and item margherita) with generated methods, content types, bodies, headers and query
// strings: no request may get a 5xx, and a request that is certainly invalid (fuzz-expect.ts) must
// get a 4xx. The page routes have their own file (fuzz-pages.test.ts).
import { expect, it } from "vitest";
import { apiRoutes } from "../../server/api/routes";
import { requestArb, type RouteCase } from "../support/fuzz-requests";
import { fuzz } from "../support/fuzz-run";
import { mustRefuse } from "../support/fuzz-expect";
import { apiServer } from "../support/http";

const api = apiServer();
const REQUESTS = 6_000;

it(`no /api route answers 5xx to ${REQUESTS} generated requests, and the invalid ones get a 4xx`, async () => {
  const { base } = api.server;
  const c = api.server.client();
  expect((await c.request("/api/basket/SetRestaurantDistance/1001/0.3/W1D%203QU", { method: "POST" })).status).toBe(200);
  const cookies = [`BASKET_ID=${c.jar.get("BASKET_ID")}`, ""];
  const patterns: RouteCase[] = [
    ...apiRoutes.map((r) => ({ method: r.method.toUpperCase(), path: `/api${r.path}` })),
    { path: "/api/no-such-endpoint" },
  ];
  const arb = requestArb(patterns, { cookies, host: new URL(base).host });
  const { hits, sent, refused } = await fuzz(base, arb, {
    requests: REQUESTS,
    batch: 10,
    mustRefuse: mustRefuse(apiRoutes, new URL(base).host),
  });
  expect(sent).toBeGreaterThanOrEqual(REQUESTS);
  // Each kind of certainly invalid request was sent often enough to mean something.
  for (const reason of ["a path segment does not decode", "a cross-site write", "a path parameter its schema refuses"])
    expect(refused.get(reason) ?? 0, reason).toBeGreaterThan(20);
  expect([...refused.keys()].filter((r) => r.startsWith("no ")).length).toBeGreaterThan(3);
  for (const p of patterns) expect(hits.get(p.path) ?? 0, p.path).toBeGreaterThan(REQUESTS / patterns.length / 3);
}, 240_000);
