// Paying for a basket over /api: the order placed and the basket emptied, and a declined card.
import { describe, expect, it } from "vitest";
import { createRepositories } from "../../server/db/repositories";
import { apiServer, basketIdOf, viewerOf } from "../support/http";
import { newKey, payingHelpers } from "../support/paying";
import { TEST_NOW } from "../support/runtime";

const api = apiServer();
const { services, asGuest, firstSlot, collectionBasket, pay, chargesFor, ordersOfBasket } = payingHelpers(api);

describe("paying for a collection order", () => {
  it("charges the basket's own total, places the order, and empties the basket holding the order under a new key", async () => {
    const c = await collectionBasket();
    const id = basketIdOf(c);
    const before = await services().basketView(id, await viewerOf(api.t.runtime, c));
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

    // The visitor goes on under a new basket id holding the order; the paid id names an empty basket (decision 025).
    expect(basketIdOf(c)).not.toBe(id);
    expect((await services().baskets.getOrCreate(id)).state).toMatchObject({ items: [], orderId: null, restaurantId: null });
    const after = await services().baskets.getOrCreate(basketIdOf(c));
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
    expect(body.basket).toMatchObject({ key: after.key, numberOfItems: 0 });
    const newId = basketIdOf(c);
    expect(order).toMatchObject((await services().orders.heldOrder({ basketId: newId, sessionId: null, customerId: 1 }))!);
    // The basket alone reads nothing: the order is the customer's; the paid id holds nothing now.
    expect(await services().orders.heldOrder({ basketId: newId, sessionId: null, customerId: null })).toBeNull();
    expect(await services().orders.heldOrder({ basketId: id, sessionId: null, customerId: 1 })).toBeNull();

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
    const { view } = await services().basketView(basketIdOf(c), await viewerOf(api.t.runtime, c));
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
    const paidId = basketIdOf(c);
    const res = await pay(c);
    expect(res.status).toBe(200);
    const { order } = await res.json();
    expect(order.customer).toEqual({ firstName: "Grace", lastName: "Guest", email: "grace@example.com", mobileNumber: "+447700900999" });
    const row = (await ordersOfBasket(paidId))[0]!;
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
    const unit = (await services().basketView(id, await viewerOf(api.t.runtime, c))).view.lines[0]!.unitMinor;
    const quantity = Math.ceil(250_000 / unit);
    await api.t.runtime.basketStore.change(id, (s) => ({ ...s, items: s.items.map((l) => ({ ...l, quantity })) }));
    const total = (await services().basketView(id, await viewerOf(api.t.runtime, c))).view.totalMinor;
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
