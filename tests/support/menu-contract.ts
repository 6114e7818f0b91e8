// Set-up shared by the restaurant and menu contract tests: the seeded UK menu and restaurants, and
// calls that hold an answer to its route's declared contract (the route's `ok` schema, and the
// OpenAPI document with Ajv) or an error to the envelope and a status the route declares.
import { documentContract } from "./contract-caller";
import { readFileSync } from "node:fs";
import { expect } from "vitest";
import type { z } from "zod";
import { apiRoutes } from "../../server/api/routes";
import { ErrorEnvelopeSchema, okEnvelope } from "../../server/api/schemas/common";
import type { MenuSeed, RestaurantSeed } from "../../server/seed/schemas";
import type { apiServer } from "./http";

type Api = ReturnType<typeof apiServer>;
type Client = ReturnType<Api["server"]["client"]>;

export const ukMenu = JSON.parse(readFileSync("seeds/uk/menu.json", "utf8")) as MenuSeed;
export const ukRestaurants = JSON.parse(readFileSync("seeds/uk/restaurants.json", "utf8")) as RestaurantSeed[];

export function routeOf(key: string) {
  const route = apiRoutes.find((r) => `${r.method} ${r.path}` === key);
  if (!route) throw new Error(`no route ${key}`);
  return route;
}

export const seedItem = (id: string) => ukMenu.items.find((i) => i.id === id)!;

/** The calls, bound to a test file's server (`apiServer()`). */
export function menuContractCalls(api: Api) {
  /** Calls a route and parses its OK answer with the route's declared schema (strict on the spec's fields). */
  async function call(key: string, url: string, c: Client = api.server.client()) {
    const route = routeOf(key);
    const res = await c.request(`/api${url}`, { method: route.method.toUpperCase() });
    const body = await res.json();
    expect(res.status, JSON.stringify(body).slice(0, 300)).toBe(200);
    const parsed = okEnvelope(route.ok as z.ZodObject).safeParse(body);
    expect(parsed.success, parsed.error?.message).toBe(true);
    // And against the OpenAPI document a client reads, with Ajv.
    documentContract.expectAnswer(route.method, route.path, res.status, body);
    return body;
  }

  /** An error answer has the envelope and a status the route declares. */
  async function callError(key: string, url: string, status: number) {
    const route = routeOf(key);
    const res = await api.server.client().request(`/api${url}`, { method: route.method.toUpperCase() });
    expect(res.status).toBe(status);
    expect(route.errors).toContain(status);
    const body = await res.json();
    expect(ErrorEnvelopeSchema.safeParse(body).success).toBe(true);
    documentContract.expectAnswer(route.method, route.path, res.status, body);
  }

  return { call, callError };
}
