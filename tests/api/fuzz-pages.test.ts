// Fuzzing every page route (from app/routes.ts, with real parameters such as restaurant 1001 and
// item margherita) with generated methods, content types, bodies, headers and query strings: no
// request may get a 5xx. The /api routes have their own file (fuzz-api.test.ts).
import { expect, it } from "vitest";
import { pagePatterns, requestArb } from "../support/fuzz-requests";
import { fuzz } from "../support/fuzz-run";
import { pageServer } from "../support/pages";

const site = pageServer();
const REQUESTS = 4_000;

it(`no page route answers 5xx to ${REQUESTS} generated requests`, async () => {
  const { base } = site.server;
  // A basket on the collection journey at restaurant 1001, so the menu pages render rather than redirect.
  const c = site.server.client();
  expect((await c.request("/api/basket/SetRestaurantDistance/1001/0.3/W1D%203QU", { method: "POST" })).status).toBe(200);
  const cookies = [`BASKET_ID=${c.jar.get("BASKET_ID")}`, ""];
  const patterns = pagePatterns();
  expect(patterns.length).toBeGreaterThanOrEqual(28);
  const { hits, sent } = await fuzz(base, requestArb(patterns, { cookies, host: new URL(base).host }), { requests: REQUESTS, batch: 10 });
  expect(sent).toBeGreaterThanOrEqual(REQUESTS);
  // Every route was tried many times.
  for (const p of patterns) expect(hits.get(p.path) ?? 0, p.path).toBeGreaterThan(REQUESTS / patterns.length / 3);
}, 240_000);
