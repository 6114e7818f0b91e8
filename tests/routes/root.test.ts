// The root loader, called as React Router calls it for every page: the header's basket summary and
// the visitor's BASKET_ID cookie.
import type { Request, Response } from "express";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { loader } from "../../app/root";
import { sessionResolver } from "../../server/http/session";
import { collectionAtSoho, routeVisitor } from "../support/route-calls";
import { testRuntime } from "../support/runtime";

let t: Awaited<ReturnType<typeof testRuntime>>;
beforeAll(async () => {
  t = await testRuntime();
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe("the root loader's basket summary", () => {
  it("gives a first visitor a basket id and an empty basket, without reading one", async () => {
    const summary = vi.spyOn(t.runtime.services.baskets, "summary");
    const v = routeVisitor(t.runtime);
    const page = await v.call(loader, "/", {});
    expect(page.data.basket).toMatchObject({ count: 0, subtotalMinor: 0, mode: null });
    expect(v.jar.has("BASKET_ID")).toBe(true);
    expect(summary.mock.calls).toEqual([[null]]);
  });

  it("reads a returning visitor's basket", async () => {
    const v = routeVisitor(t.runtime);
    const basketId = await collectionAtSoho(t.runtime, v, "margherita");
    const summary = vi.spyOn(t.runtime.services.baskets, "summary");
    const page = await v.call(loader, "/", {});
    expect(page.data.basket).toMatchObject({ count: 1, mode: "collection" });
    expect(page.data.basket.subtotalMinor).toBeGreaterThan(0);
    expect(summary.mock.calls).toEqual([[basketId]]);
  });
});

describe("a session's basket id", () => {
  const first = async () => {
    const res = { getHeader: () => undefined, setHeader: () => undefined, req: { secure: false } } as unknown as Response;
    const req = { headers: {}, url: "/", ip: "203.0.113.7", socket: {} } as unknown as Request;
    return sessionResolver(t.runtime)(req, res);
  };

  it("is new when this request made it, and not once renewed (a renewed basket is handed over)", async () => {
    const session = await first();
    expect(session.basketIsNew).toBe(false);
    const made = session.basketId;
    expect(session.basketIsNew).toBe(true);
    expect(session.renewBasketId()).not.toBe(made);
    expect(session.basketIsNew).toBe(false);
  });
});
