import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { createRepositories } from "../../server/db/repositories";
import { sign } from "../../server/http/cookies";
import { pendingAttempt } from "../support/attempts";
import { apiServer, basketIdOf } from "../support/http";
import { TEST_NOW } from "../support/runtime";

const api = apiServer();
const services = () => api.t.runtime.services;
type Client = ReturnType<typeof api.server.client>;

const GOOD_CARD = { cardNumber: "4111111111111111", expiry: "12/28", cvv: "123" };
const newKey = () => `test-${randomBytes(9).toString("base64url")}`;

/** Signs the client in as a seeded customer (1 has a mobile number, 7 has none). */
async function signIn(c: Client, customerId: number) {
  const id = await services().customers.startSession(customerId);
  c.jar.set("CUSTOMER_SESSION", sign(id, api.t.runtime.config.sessionSecret));
}

/** A guest who gave details at checkout: a session row holding them. */
async function asGuest(c: Client) {
  const id = await services().customers.startSession(null);
  await createRepositories(api.t.runtime.db).sessions.updateData(id, {
    guest: { firstName: "Grace", lastName: "Guest", email: "grace@example.com", mobileNumber: "+447700900999" },
  });
  c.jar.set("CUSTOMER_SESSION", sign(id, api.t.runtime.config.sessionSecret));
}

async function firstSlot(restaurantId = 1001) {
  const slots = await services().search.timeSlots(restaurantId);
  expect(slots.length).toBeGreaterThan(0);
  return slots[0]!;
}

/** A collection basket at 1001 with the given items, signed in as customer 1, with the first slot chosen. */
async function collectionBasket(opts: { items?: string[]; customerId?: number | null; slot?: boolean } = {}) {
  const c = api.server.client();
  expect((await c.request("/api/basket/SetRestaurantDistance/1001/0.3/W1D%203QU", { method: "POST" })).status).toBe(200);
  for (const item of opts.items ?? ["margherita", "margherita"]) {
    expect((await c.request(`/api/basket/QuickAddItem/${item}/1`, { method: "POST" })).status).toBe(200);
  }
  if (opts.customerId !== null) await signIn(c, opts.customerId ?? 1);
  if (opts.slot !== false) {
    const slot = await firstSlot();
    await api.t.runtime.basketStore.change(basketIdOf(c), (s) => ({ ...s, collectionTime: slot.instant }));
  }
  return c;
}

const pay = (c: Client, body: Record<string, unknown> = {}, path = "/api/sandbox/pay") =>
  c.request(path, { method: "POST", json: { idempotencyKey: newKey(), ...GOOD_CARD, ...body } });

const chargesFor = (keys: string[]) => api.t.runtime.payments.charges().filter((ch) => keys.includes(ch.idempotencyKey));
const ordersOfBasket = (basketId: string) => api.t.runtime.db.selectFrom("orders").selectAll().where("basket_id", "=", basketId).execute();

describe("paying for a collection order", () => {
  it("charges the basket's own total, places the order, and empties the basket holding the order under a new key", async () => {
    const c = await collectionBasket();
    const id = basketIdOf(c);
    const before = await services().basketView(id);
    const slot = await firstSlot();
    const key = newKey();

    const res = await pay(c, { idempotencyKey: key, nameOnCard: "Sam Signup" });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.status).toBe("OK");
    const order = body.order;
    expect(order).toMatchObject({
      number: expect.stringMatching(/^C-\d{6}$/),
      restaurantId: 1001,
      restaurantName: "Crustello London Soho",
      mode: "collection",
      collectionTime: slot.instant,
      collectionTimeLabel: slot.label,
      deliveryAddress: null,
      subTotalMinor: before.view.subTotalMinor,
      totalMinor: before.view.totalMinor,
      currency: "GBP",
      customer: { email: "signup@example.com", mobileNumber: "+447700900111" },
      createdAt: TEST_NOW.toISOString(),
      status: "placed",
      statusLabel: "Order placed",
    });
    expect(order.lines).toEqual(
      before.view.lines.map((l) => ({
        name: l.name,
        details: l.details,
        quantity: l.quantity,
        unitMinor: l.unitMinor,
        totalMinor: l.totalMinor,
        cost: l.unitMinor,
        calculatedCost: l.totalMinor,
      })),
    );
    expect(chargesFor([key])).toEqual([expect.objectContaining({ amountMinor: before.view.totalMinor, currency: "GBP", last4: "1111" })]);

    const after = await services().baskets.getOrCreate(id);
    expect(after.state).toMatchObject({
      items: [],
      bundles: [],
      voucherCodes: [],
      collectionTime: null,
      orderId: order.id,
      restaurantId: 1001,
      mode: "collection",
    });
    expect(after.key).not.toBe(before.basket.key);
    expect(after.version).toBeGreaterThan(before.basket.version);
    expect(body.basket).toMatchObject({ key: after.key, numberOfItems: 0 });
    expect(order).toMatchObject((await services().orders.heldOrder({ basketId: id, sessionId: null, customerId: 1 }))!);
    // The basket alone reads nothing: the order is the customer's.
    expect(await services().orders.heldOrder({ basketId: id, sessionId: null, customerId: null })).toBeNull();

    // The confirmation page's reads, by the same visitor.
    const byId = await (await c.request(`/api/orders/GetOrderForToday/1001/${order.id}`)).json();
    expect(byId.order).toEqual(order);
    expect(byId.nextStatusChangeAt).toBe(new Date(TEST_NOW.getTime() + 60_000).toISOString());
    expect((await (await c.request(`/api/orders/GetOrderForToday/1001/${order.number}`)).json()).order.id).toBe(order.id);
    expect((await (await c.request("/api/orders/GetOrderForToday/1001")).json()).order.id).toBe(order.id);
    expect((await c.request(`/api/orders/GetOrderForToday/1002/${order.id}`)).status).toBe(404);
  });

  it("charges the re-priced total: a posted amount is ignored", async () => {
    const c = await collectionBasket({ items: ["margherita", "margherita", "garlic-bread"] });
    expect(
      (await (await c.request("/api/basket/AddVoucher", { method: "POST", json: { voucherCode: "SAVE20" } })).json()).voucherExceptions,
    ).toEqual([]);
    const { view } = await services().basketView(basketIdOf(c));
    expect(view.voucherReductionMinor).toBeGreaterThan(0);
    const key = newKey();
    const res = await pay(c, { idempotencyKey: key, amount: 1, totalMinor: 1, amountMinor: 1 });
    expect(res.status).toBe(200);
    const { order } = await res.json();
    expect(order.totalMinor).toBe(view.totalMinor);
    expect(order.voucherLines).toEqual(view.voucherLines);
    expect(chargesFor([key]).map((ch) => ch.amountMinor)).toEqual([view.totalMinor]);
  });

  it("is also reached as basket/submitOrder", async () => {
    const c = await collectionBasket({ items: ["margherita"] });
    const res = await pay(c, {}, "/api/basket/submitOrder");
    expect(res.status).toBe(200);
    expect((await res.json()).order.number).toMatch(/^C-\d{6}$/);
  });

  it("takes a guest who gave details", async () => {
    const c = await collectionBasket({ customerId: null });
    await asGuest(c);
    const res = await pay(c);
    expect(res.status).toBe(200);
    const { order } = await res.json();
    expect(order.customer).toEqual({ firstName: "Grace", lastName: "Guest", email: "grace@example.com", mobileNumber: "+447700900999" });
    const row = (await ordersOfBasket(basketIdOf(c)))[0]!;
    expect(row.customer_id).toBeNull();
  });

  it("moves the status on with the clock", async () => {
    const c = await collectionBasket({ items: ["margherita"] });
    const { order } = await (await pay(c)).json();
    try {
      api.t.clock.set(new Date(TEST_NOW.getTime() + 6 * 60_000));
      const later = await (await c.request(`/api/orders/GetOrderForToday/1001/${order.id}`)).json();
      expect(later.order).toMatchObject({ status: "in-oven", statusLabel: "In the oven" });
    } finally {
      api.t.clock.set(TEST_NOW);
    }
  });
});

describe("a declined payment", () => {
  it("answers 402 naming the card number, charges nothing, keeps the basket, and a retry with another card succeeds", async () => {
    const c = await collectionBasket();
    const id = basketIdOf(c);
    const before = await services().baskets.getOrCreate(id);
    const chargesBefore = api.t.runtime.payments.charges().length;
    const declinedKey = newKey();

    const res = await pay(c, { idempotencyKey: declinedKey, cardNumber: "4000111111111115" });
    expect(res.status).toBe(402);
    expect(await res.json()).toEqual({
      status: "ERROR",
      errors: [{ path: "cardNumber", message: "Processor declined" }],
      declineCode: "2000",
    });
    expect(api.t.runtime.payments.charges().length).toBe(chargesBefore);
    const kept = await services().baskets.getOrCreate(id);
    expect(kept.key).toBe(before.key);
    expect(kept.state.items).toEqual(before.state.items);
    expect(kept.state.orderId).toBeNull();
    const attempt = await createRepositories(api.t.runtime.db).payments.get(declinedKey);
    expect(attempt).toMatchObject({ status: "declined", basketLock: null, declineCode: "2000" });

    // The same key again is the same (declined) attempt, even with a good card: no charge.
    const again = await pay(c, { idempotencyKey: declinedKey });
    expect(again.status).toBe(402);
    expect(api.t.runtime.payments.charges().length).toBe(chargesBefore);

    const retry = await pay(c);
    expect(retry.status).toBe(200);
    expect(api.t.runtime.payments.charges().length).toBe(chargesBefore + 1);
    expect(await ordersOfBasket(id)).toHaveLength(1);
  });

  it("declines an amount from 2000.00 to 2999.99 with the amount's whole units as the code", async () => {
    const c = await collectionBasket({ items: ["margherita"] });
    const id = basketIdOf(c);
    const unit = (await services().basketView(id)).view.lines[0]!.unitMinor;
    const quantity = Math.ceil(250_000 / unit);
    await api.t.runtime.basketStore.change(id, (s) => ({ ...s, items: s.items.map((l) => ({ ...l, quantity })) }));
    const total = (await services().basketView(id)).view.totalMinor;
    expect(total).toBeGreaterThanOrEqual(200_000);
    expect(total).toBeLessThanOrEqual(299_999);

    const res = await pay(c);
    expect(res.status).toBe(402);
    const body = await res.json();
    expect(body.declineCode).toBe(String(Math.floor(total / 100)));
    expect(body.errors[0].path).toBe("cardNumber");
    expect(await ordersOfBasket(id)).toHaveLength(0);
  });
});

describe("paying twice", () => {
  it("20 parallel requests with one key: all answer the same order, one order row, one charge", async () => {
    const c = await collectionBasket();
    const key = newKey();
    const responses = await Promise.all(Array.from({ length: 20 }, () => pay(c, { idempotencyKey: key })));
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200));
    const numbers = new Set((await Promise.all(responses.map((r) => r.json()))).map((b) => b.order.number));
    expect(numbers.size).toBe(1);
    expect(await ordersOfBasket(basketIdOf(c))).toHaveLength(1);
    expect(chargesFor([key])).toHaveLength(1);

    // And once more afterwards, with the basket already emptied: the same order.
    const late = await pay(c, { idempotencyKey: key });
    expect(late.status).toBe(200);
    expect((await late.json()).order.number).toBe([...numbers][0]);
  });

  it("20 parallel requests with different keys on one basket: one charge and one order", async () => {
    const c = await collectionBasket();
    const keys = Array.from({ length: 20 }, () => newKey());
    const responses = await Promise.all(keys.map((idempotencyKey) => pay(c, { idempotencyKey })));
    const bodies = await Promise.all(responses.map((r) => r.json()));
    const ok = responses.map((r, i) => ({ status: r.status, body: bodies[i] }));
    expect(ok.filter((r) => r.status === 200).length).toBeGreaterThan(0);
    // Whoever did not share the order found the basket already paid for (empty).
    for (const r of ok.filter((x) => x.status !== 200)) {
      expect(r.status).toBe(409);
      expect(r.body.errors[0].path).toBe("empty-basket");
    }
    expect(new Set(ok.filter((r) => r.status === 200).map((r) => r.body.order.number)).size).toBe(1);
    expect(chargesFor(keys)).toHaveLength(1);
    expect(await ordersOfBasket(basketIdOf(c))).toHaveLength(1);
  });

  it("waits for an attempt holding the basket: once it is declined, the next attempt takes its turn", async () => {
    const c = await collectionBasket({ items: ["margherita"] });
    const id = basketIdOf(c);
    const { key: basketKey } = await services().baskets.getOrCreate(id);
    const payments = createRepositories(api.t.runtime.db).payments;
    const at = TEST_NOW.toISOString();
    const holder = newKey();
    await payments.insertIfAbsent(
      pendingAttempt({ idempotencyKey: holder, basketId: id, basketLock: `${id}:${basketKey}`, amountMinor: 1095, at }),
    );
    const key = newKey();
    const paying = pay(c, { idempotencyKey: key });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(chargesFor([key])).toHaveLength(0);
    await payments.markDeclined(holder, { code: "2000", message: "Processor declined" }, at);
    const res = await paying;
    expect(res.status).toBe(200);
    expect(chargesFor([key])).toHaveLength(1);
    expect(await ordersOfBasket(id)).toHaveLength(1);
  });

  it("refuses a key already used by another basket", async () => {
    const a = await collectionBasket({ items: ["margherita"] });
    const key = newKey();
    expect((await pay(a, { idempotencyKey: key })).status).toBe(200);
    const b = await collectionBasket({ items: ["margherita"] });
    const res = await pay(b, { idempotencyKey: key });
    expect(res.status).toBe(400);
    expect((await res.json()).errors[0].path).toBe("idempotencyKey");
  });
});

describe("who may read an order", () => {
  it("another visitor gets 404, by id or by number; the same customer from another basket may read it", async () => {
    const c = await collectionBasket({ items: ["margherita"] });
    const { order } = await (await pay(c)).json();
    const stranger = api.server.client();
    for (const id of [order.id, order.number]) {
      const res = await stranger.request(`/api/orders/GetOrderForToday/1001/${id}`);
      expect(res.status).toBe(404);
      expect((await res.json()).status).toBe("ERROR");
    }
    expect((await stranger.request("/api/orders/GetOrderForToday/1001")).status).toBe(404);
    const otherCustomer = api.server.client();
    await signIn(otherCustomer, 4);
    expect((await otherCustomer.request(`/api/orders/GetOrderForToday/1001/${order.id}`)).status).toBe(404);

    const sameCustomer = api.server.client();
    await signIn(sameCustomer, 1);
    const res = await sameCustomer.request(`/api/orders/GetOrderForToday/1001/${order.id}`);
    expect(res.status).toBe(200);
    expect((await res.json()).order.number).toBe(order.number);
  });

  it("lists a customer's history newest first and puts an order back into a basket", async () => {
    const c = await collectionBasket({ items: ["margherita", "garlic-bread"] });
    // A minute after the other orders (the test clock stands still otherwise).
    api.t.clock.set(new Date(TEST_NOW.getTime() + 60_000));
    const { order } = await (await pay(c).finally(() => api.t.clock.set(TEST_NOW))).json();
    const history = await services().orders.history(1);
    expect(history[0]!.id).toBe(order.id);
    expect(history.length).toBeLessThanOrEqual(20);

    const fresh = api.server.client();
    await fresh.request("/api/application/getCustomerState");
    const basketId = basketIdOf(fresh);
    const outcome = await services().orders.reorder({ orderId: order.id, viewer: { basketId, sessionId: null, customerId: 1 }, basketId });
    expect(outcome).toMatchObject({ status: "ok", added: 2, skipped: [] });
    const basket = await services().baskets.getOrCreate(basketId);
    expect(basket.state).toMatchObject({ restaurantId: 1001, mode: "collection" });
    expect(basket.state.items.map((l) => l.id).sort()).toEqual(["garlic-bread", "margherita"]);
    expect(
      await services().orders.reorder({
        orderId: order.id,
        viewer: { basketId: "someone-else", sessionId: null, customerId: null },
        basketId,
      }),
    ).toEqual({
      status: "not-found",
    });
  });
});

describe("the payment guard at pay time", () => {
  const expectBlocked = async (res: Response, reason: string, redirect: string) => {
    expect(res.status).toBe(409);
    const body = await res.json();
    expect(body.status).toBe("ERROR");
    expect(body.errors[0].path).toBe(reason);
    expect(typeof body.errors[0].message).toBe("string");
    expect(body.redirect).toBe(redirect);
  };

  it("an empty basket goes to the basket's add-more-items dialog", async () => {
    const c = await collectionBasket({ items: [] });
    await expectBlocked(await pay(c), "empty-basket", "/collection/basket?checkout=1");
  });

  it("nobody logged in goes to the login", async () => {
    const c = await collectionBasket({ customerId: null });
    await expectBlocked(await pay(c), "login", "/collection/checkout/login");
  });

  it("a customer without a mobile number verifies one", async () => {
    const c = await collectionBasket({ customerId: 7 });
    await expectBlocked(await pay(c), "verify-mobile", "/collection/checkout/verifyMobile");
  });

  it("no collection time goes to the details", async () => {
    const c = await collectionBasket({ slot: false });
    await expectBlocked(await pay(c), "details", "/collection/checkout/details");
  });

  it("a collection time no longer offered has expired", async () => {
    const c = await collectionBasket({ slot: false });
    // 15 minutes ahead: inside the 20-minute lead, so no longer a slot.
    const soon = new Date(TEST_NOW.getTime() + 15 * 60_000).toISOString();
    await api.t.runtime.basketStore.change(basketIdOf(c), (s) => ({ ...s, collectionTime: soon }));
    const res = await pay(c);
    expect(res.status).toBe(409);
    const body = await res.json();
    expect(body.errors[0]).toEqual({
      path: "collection-time-expired",
      message: "Your collection time has expired, please select a new collection time before completing your order.",
    });
    expect(body.redirect).toBe("/collection/checkout/details?expired=1");
  });

  it("out-of-stock or unavailable lines go back to the basket", async () => {
    const c = await collectionBasket({ items: ["margherita"] });
    await api.t.runtime.basketStore.change(basketIdOf(c), (s) => ({
      ...s,
      items: [...s.items, { id: "tiramisu", customID: "aaaaaaaa00000001", quantity: 1, selections: [] }],
    }));
    await expectBlocked(await pay(c), "unavailable", "/collection/basket");
  });

  it("a delivery needs an address line, and the delivery minimum", async () => {
    const c = api.server.client();
    expect((await c.request("/api/basket/UpdateBasketDelivery/W1D%203QU/1001", { method: "POST" })).status).toBe(200);
    expect((await c.request("/api/basket/QuickAddItem/cola/1", { method: "POST" })).status).toBe(200);
    await signIn(c, 1);
    await expectBlocked(await pay(c), "details", "/delivery/checkout/details");
    const id = basketIdOf(c);
    await api.t.runtime.basketStore.change(id, (s) => ({
      ...s,
      delivery: s.delivery && { ...s.delivery, addressLine1: "1 Dean Street", town: "London" },
    }));
    await expectBlocked(await pay(c), "delivery-minimum", "/delivery/basket");

    expect((await c.request("/api/basket/QuickAddItem/margherita/1", { method: "POST" })).status).toBe(200);
    const { view } = await services().basketView(id);
    const res = await pay(c);
    expect(res.status).toBe(200);
    const { order } = await res.json();
    expect(order).toMatchObject({
      mode: "delivery",
      collectionTime: null,
      deliveryAddress: { line1: "1 Dean Street", line2: null, town: "London", postcode: "W1D 3QU" },
      deliveryFeeMinor: view.deliveryFeeMinor,
      serviceFeeMinor: view.serviceFeeMinor,
      totalMinor: view.totalMinor,
    });
    expect(order.deliveryFeeMinor).toBeGreaterThan(0);
    const after = await services().baskets.getOrCreate(id);
    expect(after.state).toMatchObject({ mode: "delivery", items: [], orderId: order.id, delivery: { postcode: "W1D 3QU" } });
  });
});

describe("bad input", () => {
  it("names every bad card field with 400 and starts no attempt", async () => {
    const c = await collectionBasket();
    const key = newKey();
    const res = await pay(c, { idempotencyKey: key, cardNumber: "4111111111111112", expiry: "01/20", cvv: "12" });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.status).toBe("ERROR");
    expect(body.errors).toEqual([
      { path: "cardNumber", message: "Enter a valid card number" },
      { path: "expiry", message: "This card has expired" },
      { path: "cvv", message: "Enter the 3-digit security code" },
    ]);
    expect(await createRepositories(api.t.runtime.db).payments.get(key)).toBeNull();
  });

  it("names missing fields and a malformed key", async () => {
    const c = await collectionBasket();
    const missing = await c.request("/api/sandbox/pay", { method: "POST", json: {} });
    expect(missing.status).toBe(400);
    const paths = (await missing.json()).errors.map((e: { path: string }) => e.path);
    expect(paths).toEqual(expect.arrayContaining(["idempotencyKey", "cardNumber", "expiry", "cvv"]));
    for (const idempotencyKey of ["short", "has spaces in it", "x".repeat(101), 12345678]) {
      const res = await pay(c, { idempotencyKey });
      expect(res.status).toBe(400);
      expect((await res.json()).errors[0].path).toBe("idempotencyKey");
    }
  });
});

describe("the card form's client token", () => {
  it("is a fresh opaque sandbox token per call, for a known restaurant", async () => {
    const c = api.server.client();
    const a = await (await c.request("/api/sandbox/getClientToken/1001/false")).json();
    const b = await (await c.request("/api/sandbox/getClientToken/1001/true")).json();
    expect(a).toEqual({
      status: "OK",
      clientToken: expect.stringMatching(/^[A-Za-z0-9_-]{20,}$/),
      environment: "sandbox",
      provider: "sandbox",
    });
    expect(b.clientToken).not.toBe(a.clientToken);
    expect(api.t.runtime.payments.knowsClientToken(a.clientToken)).toBe(true);
    expect((await c.request("/api/sandbox/getClientToken/999999/false")).status).toBe(404);
    const bad = await c.request("/api/sandbox/getClientToken/1001/maybe");
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors[0].path).toBe("isDelivery");
  });
});

describe("a charge without an order", () => {
  const attempts = () => createRepositories(api.t.runtime.db).payments;
  const minutesAgo = (m: number) => new Date(TEST_NOW.getTime() - m * 60_000).toISOString();

  it("is refunded at once when the order cannot be written, and the basket is kept for another try", async () => {
    const c = await collectionBasket();
    const id = basketIdOf(c);
    const key = newKey();
    const db = api.t.runtime.db;
    // The orders table is out of reach when the order is written (after the charge).
    await sql`alter table orders rename to orders_unreachable`.execute(db);
    let res: Response;
    try {
      res = await pay(c, { idempotencyKey: key });
    } finally {
      await sql`alter table orders_unreachable rename to orders`.execute(db);
    }
    expect(res.status).toBe(503);
    expect((await res.json()).errors[0]).toEqual({
      path: "idempotencyKey",
      message: "Sorry, we could not place your order, so your payment has been refunded in full. Please try again in a moment.",
    });
    expect(chargesFor([key])).toEqual([expect.objectContaining({ refundedAt: TEST_NOW.toISOString() })]);
    expect((await attempts().get(key))?.status).toBe("refunded");
    // The same key answers the same; the basket is as it was, and a new attempt pays.
    expect((await pay(c, { idempotencyKey: key })).status).toBe(503);
    expect((await services().baskets.getOrCreate(id)).state.items).toHaveLength(1);
    const again = await pay(c);
    expect(again.status).toBe(200);
    expect(await ordersOfBasket(id)).toHaveLength(1);
  });

  it("left pending by a request that ended: refunded if charged, ended if not, and the basket is free again", async () => {
    const charged = await collectionBasket();
    const notCharged = await collectionBasket();
    const fresh = await collectionBasket();
    const keys = { charged: newKey(), notCharged: newKey(), fresh: newKey() };
    const pending = async (c: Client, key: string, updatedAt: string) => {
      const id = basketIdOf(c);
      const { key: basketKey } = await services().baskets.getOrCreate(id);
      await attempts().insertIfAbsent(
        pendingAttempt({ idempotencyKey: key, basketId: id, basketLock: `${id}:${basketKey}`, amountMinor: 2190, at: updatedAt }),
      );
    };
    await pending(charged, keys.charged, minutesAgo(11));
    await pending(notCharged, keys.notCharged, minutesAgo(11));
    await pending(fresh, keys.fresh, minutesAgo(1));
    // The provider charged the first before its request was lost (the charge id never reached us).
    const card = { number: GOOD_CARD.cardNumber, expiry: GOOD_CARD.expiry, cvv: GOOD_CARD.cvv };
    await api.t.runtime.payments.charge({ idempotencyKey: keys.charged, amountMinor: 2190, currency: "GBP", card });

    expect(await services().orders.reconcile()).toEqual({ refunded: 1, ended: 1 });
    expect(chargesFor([keys.charged])).toEqual([expect.objectContaining({ refundedAt: TEST_NOW.toISOString() })]);
    expect((await attempts().get(keys.charged))?.status).toBe("refunded");
    expect(await attempts().get(keys.notCharged)).toEqual(
      expect.objectContaining({ status: "declined", declineCode: "abandoned", basketLock: null }),
    );
    expect((await attempts().get(keys.fresh))?.status).toBe("pending");
    // Their baskets can be paid for again; the one still being charged is left alone.
    expect((await pay(charged)).status).toBe(200);
    expect((await pay(notCharged)).status).toBe(200);
    expect(await services().orders.reconcile()).toEqual({ refunded: 0, ended: 0 });
  });
});
