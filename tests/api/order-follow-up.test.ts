import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { sign } from "../../server/http/cookies";
import { apiServer, basketIdOf } from "../support/http";

const api = apiServer();
const services = () => api.t.runtime.services;
type Client = ReturnType<typeof api.server.client>;

async function signIn(c: Client, customerId: number) {
  const id = await services().customers.startSession(customerId);
  c.jar.set("CUSTOMER_SESSION", sign(id, api.t.runtime.config.sessionSecret));
}

/** A paid collection order at 1001 for a signed-in seeded customer. */
async function paidOrder(customerId = 2) {
  const c = api.server.client();
  await c.request("/api/basket/SetRestaurantDistance/1001/0.3/W1D%203QU", { method: "POST" });
  await c.request("/api/basket/QuickAddItem/margherita/1", { method: "POST" });
  await c.request("/api/basket/QuickAddItem/garlic-bread/1", { method: "POST" });
  await signIn(c, customerId);
  const slot = (await services().search.timeSlots(1001))[0]!;
  await api.t.runtime.basketStore.change(basketIdOf(c), (s) => ({ ...s, collectionTime: slot.instant }));
  const res = await c.request("/api/sandbox/pay", {
    method: "POST",
    json: { idempotencyKey: `k-${randomBytes(8).toString("hex")}`, cardNumber: "4111111111111111", expiry: "12/29", cvv: "123" },
  });
  expect(res.status).toBe(200);
  return { c, order: (await res.json()).order as { id: string; number: string } };
}

/** Reads server-sent events until `count` have arrived, then closes the stream. */
async function readEvents(c: Client, path: string, count: number) {
  const controller = new AbortController();
  const res = await c.request(path, { signal: controller.signal });
  if (res.status !== 200) return { status: res.status, events: [] as { event: string; data: unknown }[] };
  expect(res.headers.get("content-type")).toMatch(/^text\/event-stream/);
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = "";
  const events: { event: string; data: unknown }[] = [];
  while (events.length < count) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
    let end;
    while ((end = text.indexOf("\n\n")) >= 0) {
      const block = text.slice(0, end);
      text = text.slice(end + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? "message";
      const data = /^data: (.*)$/m.exec(block)?.[1];
      events.push({ event, data: data ? JSON.parse(data) : null });
    }
  }
  controller.abort();
  return { status: res.status, events };
}

describe("the receipt", () => {
  it("goes to the customer's e-mail once, with the lines and the total", async () => {
    const { order } = await paidOrder(2);
    const mail = (await services().sentMessages({ recipient: "bronze@example.com" })).filter((m) => m.subject.includes(order.number));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe(`Your Crustello order ${order.number}`);
    expect(mail[0]!.body).toMatch(
      /1 x Margherita £10\.95; 1 x Garlic Bread £4\.95\. Total £\d+\.\d\d\. Collect from Crustello London Soho today at \d\d:\d\d\./,
    );
  });
});

describe("the order's live status", () => {
  it("streams the status as server-sent events to the one who ordered, and to nobody else", async () => {
    const { c, order } = await paidOrder();
    const mine = await readEvents(c, `/api/orders/${order.id}/events?rid=1001`, 1);
    expect(mine.events[0]).toEqual({ event: "status", data: { status: "placed", statusLabel: "Order placed", final: false } });
    const stranger = await readEvents(api.server.client(), `/api/orders/${order.id}/events?rid=1001`, 1);
    expect(stranger.status).toBe(404);
  });

  it("says when the status is final and ends the stream", async () => {
    const { c, order } = await paidOrder();
    api.t.clock.advance(3 * 3600_000);
    try {
      const { events } = await readEvents(c, `/api/orders/${order.id}/events?rid=1001`, 2);
      expect(events).toEqual([{ event: "status", data: { status: "ready", statusLabel: "Ready to collect", final: true } }]);
    } finally {
      api.t.clock.advance(-3 * 3600_000);
    }
  });
});

describe("order history and reorder", () => {
  it("lists a signed-in customer's orders, newest first, and needs a login", async () => {
    const first = await paidOrder(3);
    const second = await paidOrder(3);
    const res = await second.c.request("/api/orders/history");
    const numbers = ((await res.json()).orders as { number: string }[]).map((o) => o.number);
    expect(numbers.slice(0, 2).sort()).toEqual([first.order.number, second.order.number].sort());
    expect((await api.server.client().request("/api/orders/history")).status).toBe(401);
  });

  it("puts a past order's lines back in the basket with one POST", async () => {
    const { c, order } = await paidOrder(4);
    const res = await c.request(`/api/orders/reorder/${order.id}`, { method: "POST", json: {} });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.added).toBe(2);
    expect(body.basket.numberOfItems).toBe(2);
    expect((await api.server.client().request(`/api/orders/reorder/${order.id}`, { method: "POST", json: {} })).status).toBe(404);
  });
});

describe("the delivery quoted again at payment", () => {
  async function deliveryBasket() {
    const c = api.server.client();
    expect((await c.request("/api/basket/UpdateBasketDelivery/W1D%203QU/1002", { method: "POST" })).status).toBe(200);
    await c.request("/api/basket/QuickAddItem/margherita/1", { method: "POST" });
    await c.request("/api/basket/QuickAddItem/margherita/1", { method: "POST" });
    await signIn(c, 1);
    await api.t.runtime.basketStore.change(basketIdOf(c), (s) => ({
      ...s,
      delivery: s.delivery && { ...s.delivery, addressLine1: "1 Dean Street" },
    }));
    return c;
  }
  const payNow = async (c: Client) => {
    const res = await c.request("/api/sandbox/pay", {
      method: "POST",
      json: { idempotencyKey: `k-${randomBytes(8).toString("hex")}`, cardNumber: "4111111111111111", expiry: "12/29", cvv: "123" },
    });
    return { status: res.status, body: await res.json() };
  };
  const editDelivery = (c: Client, patch: Record<string, unknown>) =>
    api.t.runtime.basketStore.change(basketIdOf(c), (s) => ({ ...s, delivery: s.delivery && { ...s.delivery, ...patch } }));

  it("stops when no rider is left, with the spec's message, and charges nothing", async () => {
    const c = await deliveryBasket();
    await editDelivery(c, { postcode: "W1D 9ZZ" });
    const res = await payNow(c);
    expect(res.status).toBe(409);
    expect(res.body.errors[0]).toEqual({
      path: "rider-unavailable",
      message: "A rider is no longer available for your desired location. Please enter a new postcode or order for Collection",
    });
  });

  it("stops when the partner cannot take the order", async () => {
    const c = await deliveryBasket();
    await editDelivery(c, { postcode: "W1D 9ZY" });
    const res = await payNow(c);
    expect(res.body.errors[0]).toEqual({
      path: "provider-unable",
      message: "Unfortunately a third-party delivery provider can no longer fulfil this order. Please try again or try Collection instead.",
    });
  });

  it("asks again when the window changed; once accepted the payment goes through", async () => {
    const c = await deliveryBasket();
    await editDelivery(c, { duration: { begin: 5, end: 10 } });
    const res = await payNow(c);
    expect(res.status).toBe(409);
    expect(res.body.errors[0].path).toBe("delivery-time-changed");
    expect(res.body.errors[0].message).toMatch(/will now take \d+–\d+ mins\.$/);
    expect((await services().journey.acceptRequote(basketIdOf(c))).outcome).toBe("changed");
    expect((await payNow(c)).status).toBe(200);
  });

  it("'Order for Collection' keeps the basket at the same restaurant for collection", async () => {
    const c = await deliveryBasket();
    const id = basketIdOf(c);
    expect(await services().journey.switchToCollection(id)).toBe("/collection/basket");
    const basket = await services().baskets.getOrCreate(id);
    expect(basket.state).toMatchObject({
      mode: "collection",
      restaurantId: 1002,
      delivery: null,
      checkoutCompletePath: "/collection/menu/1002",
    });
    expect(basket.state.items).toHaveLength(1);
  });
});

describe("vouchers and orders", () => {
  const addVoucher = async (c: Client, voucherCode: string) =>
    (await c.request("/api/basket/AddVoucher", { method: "POST", json: { voucherCode } })).json();

  it("a single-use voucher works once per customer", async () => {
    const c = api.server.client();
    await c.request("/api/basket/SetRestaurantDistance/1001/0.3/W1D%203QU", { method: "POST" });
    await c.request("/api/basket/QuickAddItem/margherita/1", { method: "POST" });
    await signIn(c, 5);
    expect((await addVoucher(c, "FIRSTORDER")).voucherExceptions).toEqual([]);
    const slot = (await services().search.timeSlots(1001))[0]!;
    await api.t.runtime.basketStore.change(basketIdOf(c), (s) => ({ ...s, collectionTime: slot.instant }));
    const paid = await c.request("/api/sandbox/pay", {
      method: "POST",
      json: { idempotencyKey: `k-${randomBytes(8).toString("hex")}`, cardNumber: "4111111111111111", expiry: "12/29", cvv: "123" },
    });
    expect((await paid.json()).order.voucherLines[0].code).toBe("FIRSTORDER");
    await c.request("/api/basket/QuickAddItem/margherita/1", { method: "POST" });
    const again = await addVoucher(c, "FIRSTORDER");
    expect(again.voucherExceptions[0]).toMatchObject({ code: "FIRSTORDER", voucherNotLinked: false });
  });

  it("a voucher that stopped holding is removed at payment, and nothing is charged", async () => {
    const c = api.server.client();
    await c.request("/api/basket/SetRestaurantDistance/1001/0.3/W1D%203QU", { method: "POST" });
    await c.request("/api/basket/QuickAddItem/margherita/1", { method: "POST" });
    await signIn(c, 6);
    expect((await addVoucher(c, "SAVE20")).voucherExceptions).toEqual([]);
    const slot = (await services().search.timeSlots(1001))[0]!;
    await api.t.runtime.basketStore.change(basketIdOf(c), (s) => ({ ...s, collectionTime: slot.instant }));
    // The voucher's last day passes while the customer is at the payment page.
    api.t.clock.set(new Date("2028-01-02T12:00:00Z"));
    try {
      const res = await c.request("/api/sandbox/pay", {
        method: "POST",
        json: { idempotencyKey: `k-${randomBytes(8).toString("hex")}`, cardNumber: "4111111111111111", expiry: "12/29", cvv: "123" },
      });
      expect(res.status).toBe(409);
      const body = await res.json();
      expect(body.errors[0]).toEqual({
        path: "vouchers-removed",
        message: "A voucher has been removed from your basket as it is no longer valid.",
      });
      expect(body.redirect).toBe("/collection/basket?removed=SAVE20");
    } finally {
      api.t.clock.set(new Date("2026-11-20T12:30:00Z"));
    }
  });

  it("refuses to keep guessing codes: 10 refusals, then a wait", async () => {
    const c = api.server.client();
    await c.request("/api/basket/SetRestaurantDistance/1001/0.3/W1D%203QU", { method: "POST" });
    await c.request("/api/basket/QuickAddItem/margherita/1", { method: "POST" });
    for (let i = 0; i < 10; i++) expect((await addVoucher(c, `GUESS${i}`)).voucherExceptions[0].message).not.toMatch(/Too many/);
    const limited = await addVoucher(c, "SAVE20");
    expect(limited.voucherExceptions[0].message).toMatch(/^Too many attempts\. Please try again in 15 minutes\.$/);
  });
});

describe("card testing", () => {
  it("after 5 declined cards on one basket, payment waits", async () => {
    const c = api.server.client();
    await c.request("/api/basket/SetRestaurantDistance/1001/0.3/W1D%203QU", { method: "POST" });
    await c.request("/api/basket/QuickAddItem/margherita/1", { method: "POST" });
    await signIn(c, 1);
    const slot = (await services().search.timeSlots(1001))[0]!;
    await api.t.runtime.basketStore.change(basketIdOf(c), (s) => ({ ...s, collectionTime: slot.instant }));
    const pay = async (cardNumber: string) =>
      c.request("/api/sandbox/pay", {
        method: "POST",
        json: { idempotencyKey: `k-${randomBytes(8).toString("hex")}`, cardNumber, expiry: "12/29", cvv: "123" },
      });
    for (let i = 0; i < 5; i++) expect((await pay("4000111111111115")).status).toBe(402);
    const limited = await pay("4111111111111111");
    expect(limited.status).toBe(429);
    expect((await limited.json()).errors[0]).toEqual({ path: "cardNumber", message: "Too many attempts. Please try again in 15 minutes." });
  });
});
