import { describe, expect, it } from "vitest";
import { apiRoutes } from "../../server/api/routes";
import { APPLICATION_CONFIG_EXAMPLE } from "../../server/api/schemas/application";
import { apiServer, basketIdOf } from "../support/http";

const api = apiServer();

describe("GET /api/applicationConfig/oop", () => {
  it("returns the brand, currency symbol and features in the OK envelope", async () => {
    const res = await api.server.client().request("/api/applicationConfig/oop");
    expect(res.status).toBe(200);
    // The documented example's brand and currency, with the features this test server switches on.
    expect(await res.json()).toEqual({
      status: "OK",
      ...APPLICATION_CONFIG_EXAMPLE,
      features: {
        delivery: true,
        loyalty: true,
        showStackedRewards: true,
        enableFreshRecommendation: true,
        showRewardComparePage: false,
        deliveryLandingPage: true,
      },
    });
  });
});

describe("the BASKET_ID cookie", () => {
  it("is set on the first request that needs a basket, httpOnly and SameSite=Lax, and kept afterwards", async () => {
    const c = api.server.client();
    await c.request("/api/applicationConfig/oop");
    // A configuration lookup needs no basket: no cookie yet.
    expect(c.setCookies.some((s) => s.startsWith("BASKET_ID="))).toBe(false);
    await c.request("/api/application/getCustomerState");
    const set = c.setCookies.find((s) => s.startsWith("BASKET_ID="));
    expect(set).toBeDefined();
    expect(set).toMatch(/HttpOnly/i);
    expect(set).toMatch(/SameSite=Lax/i);
    expect(set).toMatch(/Path=\//i);
    expect(set).not.toMatch(/Secure/i); // only in production, see the restart test
    const before = c.setCookies.length;
    await c.request("/api/application/getCustomerState");
    expect(c.setCookies.length).toBe(before);
  });

  it("names a basket row created on first use, with version and key", async () => {
    const c = api.server.client();
    const body = await (await c.request("/api/application/getCustomerState")).json();
    expect(body.status).toBe("OK");
    expect(body.basket.status).toBe("OK");
    expect(body.basket.basketId).toBe(basketIdOf(c));
    expect(body.basket.basket).toMatchObject({ version: 1, numberOfItems: 0, items: [], bundles: [] });
    expect(body.basket.basket.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.customer).toBeNull();
  });

  it("a malformed cookie value is replaced by a fresh, signed basket id", async () => {
    const c = api.server.client();
    c.jar.set("BASKET_ID", "../../etc");
    await c.request("/api/application/getCustomerState");
    expect(c.jar.get("BASKET_ID")).toMatch(/^[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/);
  });

  it("clearing bumps the version and changes the key", async () => {
    const c = api.server.client();
    const first = (await (await c.request("/api/application/getCustomerState")).json()).basket.basket;
    const res = await c.request("/api/basket/ClearBasket", { method: "POST" });
    const cleared = (await res.json()).basket;
    expect(cleared.version).toBe(first.version + 1);
    expect(cleared.key).not.toBe(first.key);
  });
});

describe("the /api envelope", () => {
  it("answers unknown paths with a JSON 404", async () => {
    const res = await api.server.client().request("/api/no/such/thing");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/json/);
    const body = await res.json();
    expect(body.status).toBe("ERROR");
    expect(body.errors[0].path).toBe("url");
  });

  it("answers a malformed JSON body with 400 naming the body", async () => {
    const res = await api.server.client().request("/api/basket/ClearBasket", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ status: "ERROR", errors: [{ path: "body", message: "The request body is not valid JSON." }] });
  });

  it("names the bad query field", async () => {
    const res = await api.server.client().request("/api/application/getCustomerState?restaurantId=abc");
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.errors[0].path).toBe("restaurantId");
  });

  it("refuses a POST from another site", async () => {
    const res = await api.server
      .client()
      .request("/api/basket/ClearBasket", { method: "POST", headers: { origin: "https://evil.example" } });
    expect(res.status).toBe(403);
    expect((await res.json()).errors[0].path).toBe("origin");
  });

  it("accepts a POST from our own origin", async () => {
    const res = await api.server.client().request("/api/basket/ClearBasket", { method: "POST", headers: { origin: api.server.base } });
    expect(res.status).toBe(200);
  });

  it("never answers 500 and names the field for garbage in any parameter, query or body", async () => {
    const junkValues = ["abc", "-1", "0", "1.5", "%00", "x".repeat(300), "1e9999", "__proto__"];
    for (const route of apiRoutes) {
      const names = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
      for (const junk of junkValues) {
        const path = route.path.replace(/:(\w+)/g, () => encodeURIComponent(junk));
        const url = `/api${path}?restaurantId=${encodeURIComponent(junk)}&etag=${encodeURIComponent(junk)}`;
        const init: RequestInit & { json?: unknown } =
          route.method === "post" ? { method: "POST", json: { junk, restaurantId: junk, items: junk } } : {};
        const res = await api.server.client().request(url, init);
        expect(res.status, `${route.method} ${url}`).toBeLessThan(500);
        if (res.status >= 400) {
          const body = await res.json();
          expect(body.status).toBe("ERROR");
          expect(body.errors.length).toBeGreaterThan(0);
          for (const e of body.errors) expect(typeof e.path).toBe("string");
          if (res.status === 400 && names.length) {
            expect(names.concat(["restaurantId", "etag", "body"])).toContain(body.errors[0].path);
          }
        }
      }
    }
  });
});

describe("GET /api/menu/:restaurantId", () => {
  it("sends the menu with an ETag and answers 304 when it is unchanged", async () => {
    const c = api.server.client();
    const res = await c.request("/api/menu/1001");
    expect(res.status).toBe(200);
    const etag = res.headers.get("etag");
    expect(etag).toMatch(/^"[0-9a-f]+-.*"$/);
    const body = await res.json();
    expect(body.status).toBe("OK");
    expect(body.menu.restaurantId).toBe(1001);
    expect(body.menu.items.length).toBeGreaterThanOrEqual(60);
    const again = await c.request("/api/menu/1001", { headers: { "if-none-match": etag! } });
    expect(again.status).toBe(304);
    const byQuery = await c.request(`/api/menu/1001?etag=${encodeURIComponent(etag!.slice(1, -1))}`);
    expect(byQuery.status).toBe(304);
  });

  it("answers an unknown restaurant with 404 naming restaurantId", async () => {
    const res = await api.server.client().request("/api/menu/999999");
    expect(res.status).toBe(404);
    expect((await res.json()).errors[0].path).toBe("restaurantId");
  });
});

describe("GET /api/customer/acceptcookies", () => {
  it("sets cookie_accepted", async () => {
    const c = api.server.client();
    const res = await c.request("/api/customer/acceptcookies");
    expect(res.status).toBe(200);
    expect(c.jar.get("cookie_accepted")).toBe("true");
  });
});

describe("security headers on /api", () => {
  it("carries helmet's headers for JSON answers", async () => {
    const res = await api.server.client().request("/api/applicationConfig/oop");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("strict-transport-security")).toMatch(/max-age=/);
    expect(res.headers.get("x-powered-by")).toBeNull();
  });
});

describe("security headers on files", () => {
  it("a file (a map) carries a file's headers: it runs nothing, is framed only by us, and is never sniffed", async () => {
    const res = await api.server.client().request("/maps/static.svg?lat=51.5074&lon=-0.1278&zoom=13&w=560&h=321");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-security-policy")).toBe("default-src 'none';style-src 'unsafe-inline';frame-ancestors 'self';sandbox");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("strict-transport-security")).toMatch(/max-age=/);
    // A page's own headers stay on pages: no opener policy, frame options or referrer policy here.
    for (const name of ["cross-origin-opener-policy", "x-frame-options", "referrer-policy", "origin-agent-cluster"])
      expect(res.headers.get(name), name).toBeNull();
  });
});

describe("compression", () => {
  it("gzips large answers for clients that accept it", async () => {
    const res = await fetch(`${api.server.base}/api/menu/1001`, { headers: { "accept-encoding": "gzip" } });
    expect(res.headers.get("content-encoding")).toBe("gzip");
    const plain = await fetch(`${api.server.base}/api/menu/1001`, { headers: { "accept-encoding": "identity" } });
    expect(plain.headers.get("content-encoding")).toBeNull();
  });
});
