// Personal answers are never cached (docs/decisions/027): every page that depends on who asks, and
// its navigation data (`.data`), says `Cache-Control: private, no-store`, for a visitor and for a
// signed-in customer alike; shared pages and the menu API keep their own caching.
import { describe, expect, it } from "vitest";
import { pageServer } from "../support/pages";

const site = pageServer();
type Client = ReturnType<typeof site.server.client>;

const PERSONAL = [
  "/collection/basket",
  "/delivery/loyalty",
  "/collection/checkout/login",
  "/collection/checkout/twoFactor",
  "/collection/checkout/join/true",
  "/collection/checkout/forgottenPassword",
  "/collection/checkout/verifyMobile",
  "/collection/checkout/updateDetails",
  "/collection/checkout/details",
  "/collection/payment",
  "/collection/order/confirmation?ord=1&rid=1001",
  "/orders",
  "/resetPassword/collection/AbCdEf0123456789.ZyXwVu9876543210aBcDeF",
  "/passwordResetConfirmation",
];
const SHARED = ["/collection", "/delivery", "/delivery/menu/1002", "/delivery/menu/1002/customise/margherita"];

/** The navigation data address of a page (React Router single fetch). */
const dataOf = (page: string) => {
  const [path, query] = page.split("?");
  return `${path}.data${query ? `?${query}` : ""}`;
};

/** A visitor whose basket is for delivery from Covent Garden (1002), so its menu pages answer. */
async function visitor() {
  const c = site.server.client();
  expect((await c.request("/api/basket/UpdateBasketDelivery/W1D%203QU/1002", { method: "POST" })).status).toBe(200);
  return c;
}

async function signedIn() {
  const c = await visitor();
  const res = await c.request("/api/customer/login", { method: "POST", json: { email: "silver@example.com", password: "Password123!" } });
  expect(res.status).toBe(200);
  return c;
}

const cacheControl = async (c: Client, path: string) => {
  const res = await c.request(path);
  await res.arrayBuffer();
  return { status: res.status, cacheControl: res.headers.get("cache-control") };
};

describe("Cache-Control", () => {
  it.each(PERSONAL)("%s and its .data are private, no-store for a visitor", async (page) => {
    const c = await visitor();
    for (const path of [page, dataOf(page)]) {
      const answer = await cacheControl(c, path);
      expect(answer.status, path).toBeLessThan(500);
      expect(answer, path).toMatchObject({ cacheControl: "private, no-store" });
    }
  });

  it.each(PERSONAL)("%s and its .data are private, no-store for a signed-in customer", async (page) => {
    const c = await signedIn();
    for (const path of [page, dataOf(page)]) expect(await cacheControl(c, path), path).toMatchObject({ cacheControl: "private, no-store" });
  });

  it.each(SHARED)("%s and its .data keep no private header for a visitor", async (page) => {
    const c = await visitor();
    for (const path of [page, dataOf(page)]) {
      const answer = await cacheControl(c, path);
      expect(answer.status, path).toBe(200);
      expect(answer.cacheControl ?? "", path).not.toMatch(/no-store|private/);
    }
  });

  it("a shared page a signed-in customer sees (their name in the header) is private too", async () => {
    const c = await signedIn();
    expect(await cacheControl(c, "/delivery/menu/1002")).toMatchObject({ status: 200, cacheControl: "private, no-store" });
  });

  it("any address carrying a secret is private, whatever page it is", async () => {
    const c = await visitor();
    expect((await cacheControl(c, "/collection?token=abc")).cacheControl).toBe("private, no-store");
  });

  it("the menu API keeps its own caching, and assets theirs", async () => {
    const c = await signedIn();
    const menu = await c.request("/api/menu/1001");
    expect(menu.status).toBe(200);
    expect(menu.headers.get("cache-control")).toBe("private, no-cache");
    expect(menu.headers.get("etag")).toBeTruthy();
  });
});
