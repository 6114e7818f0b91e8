// Basket ids are ours (issued and signed by the server), and a guest's order is read only by the
// session that placed it, never by whoever holds the basket id (docs/decisions/013).
import { randomBytes, randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createRepositories } from "../../server/db/repositories";
import { sign, signBasketId } from "../../server/http/cookies";
import { apiServer, basketIdOf } from "../support/http";

const api = apiServer();
const services = () => api.t.runtime.services;
type Client = ReturnType<typeof api.server.client>;
const basketRow = (id: string) => api.t.runtime.db.selectFrom("baskets").select("id").where("id", "=", id).executeTakeFirst();

const SIGNED = /^([0-9a-f-]{36})\.[A-Za-z0-9_-]{43}$/;

/** A client sending exactly this BASKET_ID value, then using the basket. */
async function withBasketCookie(value: string) {
  const c = api.server.client();
  c.jar.set("BASKET_ID", value);
  const res = await c.request("/api/basket/SetRestaurantDistance/1001/0.3/W1D%203QU", { method: "POST" });
  expect(res.status).toBe(200);
  return { c, body: await res.json() };
}

describe("basket ids are issued by the server and the cookie is signed", () => {
  it("issues an unguessable id in a signed cookie, and keeps using it", async () => {
    const c = api.server.client();
    await c.request("/api/application/getCustomerState");
    const value = c.jar.get("BASKET_ID")!;
    expect(value).toMatch(SIGNED);
    await c.request("/api/basket/SetRestaurantDistance/1001/0.3/W1D%203QU", { method: "POST" });
    expect(c.jar.get("BASKET_ID")).toBe(value);
    expect(await basketRow(basketIdOf(c))).toBeDefined();
  });

  const forgeries: [string, () => string][] = [
    ["an unsigned id (an older cookie, or one planted by someone else)", () => randomUUID()],
    ["an id chosen by the client", () => "attacker-chosen-basket-id-000001"],
    ["an id with a forged signature", () => `${randomUUID()}.${randomBytes(32).toString("base64url")}`],
    ["an id signed with another secret", () => sign(randomUUID(), "another-secret-another-secret-0123456789")],
    ["a customer session cookie value", () => sign(randomUUID(), api.t.runtime.config.sessionSecret)],
  ];
  for (const [what, make] of forgeries) {
    it(`gives ${what} a fresh basket and a new signed cookie, and no row under the sent id`, async () => {
      const sent = make();
      const sentId = sent.includes(".") ? sent.slice(0, sent.lastIndexOf(".")) : sent;
      const { c, body } = await withBasketCookie(sent);
      const issued = c.jar.get("BASKET_ID")!;
      expect(issued).not.toBe(sent);
      expect(issued).toMatch(SIGNED);
      expect(c.setCookies.some((s) => s.startsWith(`BASKET_ID=${issued};`))).toBe(true);
      expect(body.basket.basketId).toBe(basketIdOf(c));
      expect(basketIdOf(c)).not.toBe(sentId);
      expect(await basketRow(sentId)).toBeUndefined();
      expect(await basketRow(sent)).toBeUndefined();
    });
  }

  it("keeps a validly signed id we issued even when its basket row is gone", async () => {
    const id = randomUUID();
    const value = signBasketId(id, api.t.runtime.config.sessionSecret);
    const { c } = await withBasketCookie(value);
    expect(c.jar.get("BASKET_ID")).toBe(value);
    expect(c.setCookies.some((s) => s.startsWith("BASKET_ID="))).toBe(false);
    expect(await basketRow(id)).toBeDefined();
  });
});

describe("a guest's order is read only by the session that placed it", () => {
  const GUEST = { firstName: "Grace", lastName: "Guest", email: "grace@example.com", mobileNumber: "+447700900999" };

  async function guestOrder() {
    const c = api.server.client();
    expect((await c.request("/api/basket/SetRestaurantDistance/1001/0.3/W1D%203QU", { method: "POST" })).status).toBe(200);
    expect((await c.request("/api/basket/QuickAddItem/margherita/1", { method: "POST" })).status).toBe(200);
    const slot = (await services().search.timeSlots(1001))[0]!;
    await api.t.runtime.basketStore.change(basketIdOf(c), (s) => ({ ...s, collectionTime: slot.instant }));
    const sessionId = await services().customers.startSession(null);
    await createRepositories(api.t.runtime.db).sessions.updateData(sessionId, { guest: GUEST });
    c.jar.set("CUSTOMER_SESSION", sign(sessionId, api.t.runtime.config.sessionSecret));
    const res = await c.request("/api/sandbox/pay", {
      method: "POST",
      json: { idempotencyKey: `test-${randomBytes(9).toString("base64url")}`, cardNumber: "4111111111111111", expiry: "12/28", cvv: "123" },
    });
    expect(res.status).toBe(200);
    const { order } = (await res.json()) as { order: { id: string; number: string; customer: typeof GUEST } };
    expect(order.customer).toEqual(GUEST);
    return { guest: c, order, sessionId };
  }

  /** Someone holding the guest's basket cookie (copied, or planted by them), without the guest's session. */
  function strangerWithBasketOf(guest: Client) {
    const s = api.server.client();
    s.jar.set("BASKET_ID", guest.jar.get("BASKET_ID")!);
    return s;
  }

  it("the guest reads it; a stranger with the basket id gets 404 on every order call, and no personal data", async () => {
    const { guest, order } = await guestOrder();
    const mine = await guest.request(`/api/orders/GetOrderForToday/1001/${order.id}`);
    expect(mine.status).toBe(200);
    expect((await mine.json()).order.customer.email).toBe(GUEST.email);
    expect((await guest.request("/api/orders/GetOrderForToday/1001")).status).toBe(200);

    const stranger = strangerWithBasketOf(guest);
    const answers = [
      await stranger.request(`/api/orders/GetOrderForToday/1001/${order.id}`),
      await stranger.request(`/api/orders/GetOrderForToday/1001/${order.number}`),
      await stranger.request("/api/orders/GetOrderForToday/1001"),
      await stranger.request(`/api/orders/${order.id}/events?rid=1001`),
      await stranger.request(`/api/orders/reorder/${order.id}`, { method: "POST", json: {} }),
    ];
    for (const res of answers) {
      expect(res.status).toBe(404);
      const text = await res.text();
      for (const personal of [GUEST.firstName, GUEST.lastName, GUEST.email, GUEST.mobileNumber]) expect(text).not.toContain(personal);
    }
    // The stranger really did hold the guest's basket (the same cookie, still valid).
    expect(stranger.jar.get("BASKET_ID")).toBe(guest.jar.get("BASKET_ID"));
  });

  it("the confirmation page's read of the order held in the basket needs the guest's session too", async () => {
    const { guest, order, sessionId } = await guestOrder();
    const basketId = basketIdOf(guest);
    expect(await services().orders.heldOrder({ basketId, sessionId, customerId: null })).toMatchObject({ id: order.id, customer: GUEST });
    expect(await services().orders.heldOrder({ basketId, sessionId: null, customerId: null })).toBeNull();
    const other = await services().customers.startSession(null);
    expect(await services().orders.heldOrder({ basketId, sessionId: other, customerId: null })).toBeNull();
    expect(await services().orders.heldOrder({ basketId, sessionId: null, customerId: 1 })).toBeNull();
  });

  it("the status events stream to the guest's session", async () => {
    const { guest, order } = await guestOrder();
    const controller = new AbortController();
    const res = await guest.request(`/api/orders/${order.id}/events?rid=1001`, { signal: controller.signal });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/event-stream");
    controller.abort();
  });
});
