// What stops a payment before any charge: the payment guard, bad input; and the card form's client token.
import { describe, expect, it } from "vitest";
import { createRepositories } from "../../server/db/repositories";
import { apiServer, basketIdOf, viewerOf } from "../support/http";
import { newKey, payingHelpers } from "../support/paying";
import { TEST_NOW } from "../support/runtime";

const api = apiServer();
const { services, signIn, collectionBasket, pay } = payingHelpers(api);

describe("the payment guard at pay time", () => {
  const expectBlocked = async (res: Response, reason: string, redirect: string) => {
    expect(res.status).toBe(409);
    const body = await res.json();
    expect(body.status).toBe("ERROR");
    expect(body.errors[0].path).toBe(reason);
    expect(typeof body.errors[0].message).toBe("string");
    expect(body.redirect).toBe(redirect);
  };

  it("an empty basket goes to the restaurant's menu", async () => {
    const c = await collectionBasket({ items: [] });
    await expectBlocked(await pay(c), "empty-basket", "/collection/menu/1001");
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
    const { view } = await services().basketView(id, await viewerOf(api.t.runtime, c));
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
    // The visitor's new basket holds the order and the postcode, and no address (decision 025).
    const after = await services().baskets.getOrCreate(basketIdOf(c));
    expect(after.state).toMatchObject({
      mode: "delivery",
      items: [],
      orderId: order.id,
      delivery: { postcode: "W1D 3QU", addressLine1: null },
    });
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
