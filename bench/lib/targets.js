// The site's routes under test, and the sessions they need. `kind: "page"` rows also get their
// first-load JS measured. A target's `session` names the cookies it is sent with (none: a first
// visit); its path may depend on what the set-up made (the order's confirmation). `acceptEncoding`:
// the target is asked for compressed, as a browser asks (the load generator sends no Accept-Encoding).
/* global fetch, URLSearchParams */

/** Every page a customer meets on the way to an order, then the busiest /api routes. */
export const ROUTES = [
  { kind: "page", path: "/" },
  { kind: "page", path: "/collection" },
  { kind: "page", path: "/delivery?q=M1%201AA" },
  { kind: "page", path: "/collection/menu/1001", session: "shopper" },
  { kind: "page", path: "/collection/menu/1001/customise/margherita", session: "shopper" },
  { kind: "page", path: "/collection/basket", session: "shopper" },
  // The basket as a browser asks for it (brotli): what compressing a page costs.
  { kind: "page", path: "/collection/basket", session: "shopper", acceptEncoding: "gzip, deflate, br, zstd" },
  { kind: "page", path: "/collection/checkout/login" },
  { kind: "page", path: "/collection/checkout/details", session: "shopper" },
  { kind: "page", path: "/collection/payment", session: "shopper" },
  { kind: "page", path: (made) => made.confirmationPath, session: "customer" },
  { kind: "api", path: "/api/applicationConfig/oop" },
  { kind: "api", path: "/api/application/getCustomerState", session: "shopper" },
  { kind: "api", path: "/api/menu/1001" },
  { kind: "api", path: "/api/restaurant/GetById/1001" },
  { kind: "api", path: "/api/restaurant/LookupName/W1D%203QU/false" },
];

/** Lighthouse's pages: home, search results, a menu and a basket with an item in it. */
export const LIGHTHOUSE_PAGES = [
  { path: "/" },
  { path: "/collection?q=W1D%203QU" },
  { path: "/collection/menu/1001", session: "shopper" },
  { path: "/collection/basket", session: "shopper" },
];

/** A cookie jar over fetch: what the site sets is sent back, as a browser would. */
function client(base) {
  const jar = new Map([["cookie_accepted", "true"]]);
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
  async function request(path, { method = "GET", json, form } = {}) {
    const headers = { cookie: cookie(), origin: base };
    let body;
    if (json) [headers["content-type"], body] = ["application/json", JSON.stringify(json)];
    if (form) [headers["content-type"], body] = ["application/x-www-form-urlencoded", new URLSearchParams(form).toString()];
    const res = await fetch(`${base}${path}`, { method, headers, body, redirect: "manual" });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const at = pair.indexOf("=");
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    if (res.status >= 400) throw new Error(`set-up: ${method} ${path} answered ${res.status}`);
    return res;
  }
  return { request, cookie };
}

/**
 * A signed-in customer with a margherita in a collection basket at 1001 and a collection time
 * chosen (an hour ahead, so the moving clock cannot expire it during the run): every checkout page
 * answers for them.
 */
async function shopper(base) {
  const c = client(base);
  await c.request("/api/basket/SetRestaurantDistance/1001/0.3/W1D%203QU", { method: "POST" });
  await c.request("/api/basket/QuickAddItem/margherita/1", { method: "POST" });
  await c.request("/api/customer/login", { method: "POST", json: { email: "silver@example.com", password: "Password123!" } });
  const details = await (await c.request("/collection/checkout/details")).text();
  const slots = [...details.matchAll(/<option value="(\d{4}-[^"]+)"/g)].map((m) => m[1]);
  if (slots.length < 5) throw new Error("set-up: the checkout details page offers too few collection times");
  await c.request("/collection/checkout/details", { method: "POST", form: { collectionTime: slots[4] } });
  return c;
}

/** Makes the sessions the targets name; `made` carries what a target's path needs. */
export async function prepareSessions(base) {
  const buyer = await shopper(base);
  const paid = await buyer.request("/api/sandbox/pay", {
    method: "POST",
    json: { idempotencyKey: `bench-${Date.now()}`, cardNumber: "4111111111111111", expiry: "12/28", cvv: "123" },
  });
  const { order } = await paid.json();
  const confirmationPath = `/collection/order/confirmation?ord=${order.id}&rid=${order.restaurantId}`;
  const sessions = { shopper: (await shopper(base)).cookie(), customer: buyer.cookie() };
  return { sessions, made: { confirmationPath } };
}
