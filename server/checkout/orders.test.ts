// services.orders.pay called directly on a test runtime (no HTTP): a basket is charged once per
// idempotency key (one order, one charge, however often the pay is repeated), a declined card
// charges nothing and leaves the basket as it was, and a total that moved since the customer saw it
// is refused before anything is charged. The sandbox provider's cards: 4111 1111 1111 1111 pays,
// 4000 1111 1111 1115 is declined.
import { randomBytes, randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { fileRuntime } from "../../tests/support/file-runtime";
import { SANDBOX_DECLINED_CARD } from "../providers/sandbox-cards";
import type { PayInput } from "./orders";

const t = fileRuntime();

const services = () => t().runtime.services;
const GOOD_CARD = { number: "4111111111111111", expiry: "12/28", cvv: "123" };
const newKey = () => `test-${randomBytes(9).toString("base64url")}`;
let addresses = 0;

/** Charges made under these keys, and the orders placed from a basket. */
const chargesFor = (...keys: string[]) =>
  t()
    .runtime.payments.charges()
    .filter((c) => keys.includes(c.idempotencyKey));
const ordersOf = (basketId: string) => t().runtime.db.selectFrom("orders").selectAll().where("basket_id", "=", basketId).execute();

/**
 * A collection basket at Soho (1001) with these items and a collection time, held by a signed-in
 * customer (1): ready to pay. `payWith` makes the pay request, a fresh key unless one is given.
 */
async function readyToPay(items = ["margherita", "margherita"]) {
  const basketId = randomUUID();
  await services().journey.selectRestaurant({ basketId, restaurantId: 1001, mode: "collection", searchTerm: "W1D 3QU", confirmed: false });
  for (const itemId of items) await services().basketLines.quickAdd({ basketId, customerId: 1 }, itemId);
  const slot = (await services().search.timeSlots(1001))[0]!;
  await t().runtime.basketStore.change(basketId, (s) => ({ ...s, collectionTime: slot.instant }));
  const sessionId = await services().customers.startSession(1);
  const identity = await services().customers.checkoutIdentity({ sessionId, customerId: 1 });
  const ip = `203.0.113.${++addresses}`;
  /** The visitor's basket ids after each paid answer (the paid basket's id names an empty one). */
  const renewed: string[] = [];
  const visitor = {
    renewBasketId: () => {
      renewed.push(randomUUID());
      return renewed.at(-1)!;
    },
  };
  const payWith = (over: Partial<PayInput> = {}) =>
    services().orders.pay(
      { basketId, sessionId, customerId: 1, identity, idempotencyKey: newKey(), ip, card: GOOD_CARD, ...over },
      visitor,
    );
  return { basketId, payWith, renewed };
}

describe("paying once per idempotency key", () => {
  it("pays: one order for the basket, one charge of the basket page's total, and the visitor goes on with an empty basket", async () => {
    const { basketId, payWith, renewed } = await readyToPay();
    const { view } = await services().basketView(basketId, 1);
    const key = newKey();
    const outcome = await payWith({ idempotencyKey: key, expectedTotalMinor: view.totalMinor });
    expect(outcome.status).toBe("paid");
    expect(chargesFor(key)).toMatchObject([{ amountMinor: view.totalMinor }]);
    expect(await ordersOf(basketId)).toHaveLength(1);
    expect(renewed).toHaveLength(1);
    expect((await services().baskets.getOrCreate(basketId)).state.items).toEqual([]);
  });

  it("the same key again answers the same order, and charges nothing more", async () => {
    const { basketId, payWith } = await readyToPay();
    const key = newKey();
    const first = await payWith({ idempotencyKey: key });
    const again = await payWith({ idempotencyKey: key });
    expect(first.status).toBe("paid");
    expect(again).toEqual(first);
    expect(chargesFor(key)).toHaveLength(1);
    expect(await ordersOf(basketId)).toHaveLength(1);
  });

  it("five pays at once with one key (a double-submitted form): one order, one charge, the same answer for all", async () => {
    const { basketId, payWith } = await readyToPay();
    const key = newKey();
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => payWith({ idempotencyKey: key })));
    expect(outcomes.map((o) => o.status)).toEqual(Array(5).fill("paid"));
    expect(new Set(outcomes.map((o) => (o.status === "paid" ? o.order.number : null))).size).toBe(1);
    expect(chargesFor(key)).toHaveLength(1);
    expect(await ordersOf(basketId)).toHaveLength(1);
  });

  it("a new key for a basket already paid charges nothing: the basket is empty", async () => {
    const { basketId, payWith } = await readyToPay();
    const first = newKey();
    expect((await payWith({ idempotencyKey: first })).status).toBe("paid");
    const second = newKey();
    const again = await payWith({ idempotencyKey: second });
    expect(again.status).toBe("blocked");
    expect(chargesFor(first, second)).toHaveLength(1);
    expect(await ordersOf(basketId)).toHaveLength(1);
  });
});

describe("a declined card", () => {
  it("charges nothing, places no order and leaves the basket as it was; the same key stays declined, a new one pays", async () => {
    const { basketId, payWith } = await readyToPay();
    const before = await services().baskets.getOrCreate(basketId);
    const key = newKey();
    const declined = await payWith({ idempotencyKey: key, card: { ...GOOD_CARD, number: SANDBOX_DECLINED_CARD } });
    expect(declined).toEqual({ status: "declined", code: "2000", message: "Processor declined" });
    expect(chargesFor(key)).toEqual([]);
    expect(await ordersOf(basketId)).toEqual([]);
    const kept = await services().baskets.getOrCreate(basketId);
    expect({ key: kept.key, items: kept.state.items, orderId: kept.state.orderId }).toEqual({
      key: before.key,
      items: before.state.items,
      orderId: null,
    });

    // The key is the declined attempt's, even with a good card now: still declined, still no charge.
    expect(await payWith({ idempotencyKey: key })).toEqual(declined);
    expect(chargesFor(key)).toEqual([]);

    const retry = newKey();
    expect((await payWith({ idempotencyKey: retry })).status).toBe("paid");
    expect(chargesFor(retry)).toHaveLength(1);
    expect(await ordersOf(basketId)).toHaveLength(1);
  });

  it("a card that fails its own checks is refused, naming the field, before any charge", async () => {
    const { basketId, payWith } = await readyToPay();
    const key = newKey();
    const outcome = await payWith({ idempotencyKey: key, card: { ...GOOD_CARD, number: "4111111111111112" } });
    expect(outcome.status).toBe("invalid");
    expect(outcome.status === "invalid" && outcome.errors.map((e) => e.path)).toEqual(["cardNumber"]);
    expect(chargesFor(key)).toEqual([]);
    expect(await ordersOf(basketId)).toEqual([]);
  });
});

describe("a total that moved", () => {
  it("is refused when the basket now prices differently from the total shown, and nothing is charged", async () => {
    const { basketId, payWith } = await readyToPay();
    const shown = (await services().basketView(basketId, 1)).view.totalMinor;
    // The basket changed after the customer saw the total (another tab, the app).
    await services().basketLines.quickAdd({ basketId, customerId: 1 }, "garlic-bread");
    const key = newKey();
    const outcome = await payWith({ idempotencyKey: key, expectedTotalMinor: shown });
    expect(outcome).toMatchObject({ status: "blocked", reason: "total-changed" });
    expect(chargesFor(key)).toEqual([]);
    expect(await ordersOf(basketId)).toEqual([]);
    expect((await services().baskets.getOrCreate(basketId)).state.orderId).toBeNull();

    // The total as it now is pays.
    const now = (await services().basketView(basketId, 1)).view.totalMinor;
    expect(now).toBeGreaterThan(shown);
    const retry = newKey();
    expect((await payWith({ idempotencyKey: retry, expectedTotalMinor: now })).status).toBe("paid");
    expect(chargesFor(retry)).toMatchObject([{ amountMinor: now }]);
  });
});
