// Set-up shared by the use-case tests (tests/use-cases): one runtime with both of its doors open,
// the pages (route modules' loaders and actions called directly, tests/support/route-calls.ts) and
// /api over HTTP (tests/support/http.ts), so each test can do a thing through one door and the same
// thing through the other, then compare what was stored.
import { expect } from "vitest";
import { sign } from "../../server/http/cookies";
import { basketIdOf, type apiServer } from "./http";
import { collectionAtSoho, routeVisitor } from "./route-calls";

type Api = ReturnType<typeof apiServer>;
export type ApiClient = ReturnType<Api["server"]["client"]>;
export type PageVisitor = ReturnType<typeof routeVisitor>;

/** The path and journey of a collection page (the params React Router gives its loader and action). */
export const COLLECTION = { mode: "collection" } as const;
export const SOHO_MENU = { mode: "collection", restaurantId: "1001" } as const;

/** The helpers, bound to the test file's runtime and server (`apiServer()`). */
export function useCaseDoors(api: Api) {
  const runtime = () => api.t.runtime;
  const services = () => runtime().services;

  /** A visitor of the pages with a collection basket at Soho (1001) holding these items. */
  async function pageAtSoho(...itemIds: string[]) {
    const v = routeVisitor(runtime());
    const basketId = await collectionAtSoho(runtime(), v, ...itemIds);
    return { v, basketId };
  }

  /** An /api client with a collection basket at Soho (1001) holding these items, chosen and added through /api. */
  async function apiAtSoho(...itemIds: string[]) {
    const c = api.server.client();
    expect((await c.request("/api/basket/SetRestaurantDistance/1001/0.3/W1D%203QU", { method: "POST" })).status).toBe(200);
    for (const id of itemIds) expect((await c.request(`/api/basket/QuickAddItem/${id}/1`, { method: "POST" })).status).toBe(200);
    return { c, basketId: basketIdOf(c) };
  }

  /** A POST to /api with a JSON body: its status and its parsed answer. */
  async function post<T = Record<string, unknown>>(c: ApiClient, path: string, json?: unknown) {
    const res = await c.request(path, { method: "POST", json });
    return { status: res.status, body: (await res.json()) as T };
  }

  /** Signs a page visitor or an /api client in as a seeded customer, as a finished sign-in would. */
  async function signIn(who: { jar: Map<string, string> }, customerId: number) {
    const sessionId = await services().customers.startSession(customerId);
    who.jar.set("CUSTOMER_SESSION", sign(sessionId, runtime().config.sessionSecret));
    return sessionId;
  }

  /** The basket as stored. */
  const stored = (basketId: string) => services().baskets.getOrCreate(basketId);

  return { runtime, services, pageAtSoho, apiAtSoho, post, signIn, stored };
}

/** The errors of an /api refusal. */
export type ApiErrors = { errors: { path: string; message: string }[] };
