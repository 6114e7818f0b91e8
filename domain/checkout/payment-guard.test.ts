import { describe, expect, it } from "vitest";
import { emptyBasketState, type BasketDelivery, type BasketState } from "../basket/basket";
import { paymentGuard, PAYMENT_GUARD_MESSAGES, type PaymentGuardInput } from "./payment-guard";

const NOW = new Date("2026-11-20T12:30:00Z");
const SLOT = "2026-11-20T13:00:00.000Z";
const line = { id: "margherita", customID: "abcdef0123456789", quantity: 1, selections: [] };
const delivery: BasketDelivery = {
  postcode: "W1D 3QU",
  latitude: 51.5,
  longitude: -0.13,
  feeMinor: 249,
  currency: "GBP",
  duration: { begin: 25, end: 40 },
  error: null,
  quotedAt: NOW.toISOString(),
  addressLine1: "1 Dean Street",
};

const collection = (over: Partial<BasketState> = {}): BasketState => ({
  ...emptyBasketState(),
  restaurantId: 1001,
  mode: "collection",
  items: [line],
  collectionTime: SLOT,
  ...over,
});
const deliveryState = (over: Partial<BasketState> = {}): BasketState => ({
  ...emptyBasketState(),
  restaurantId: 1001,
  mode: "delivery",
  items: [line],
  delivery,
  ...over,
});
const customer = { kind: "customer", mobileNumber: "+447700900111" } as const;
const guest = { kind: "guest", mobileNumber: "+447700900999" } as const;
const nobody = { kind: "none", mobileNumber: null } as const;

const guard = (over: Partial<PaymentGuardInput>) =>
  paymentGuard({ state: collection(), identity: customer, now: NOW, collectionSlotValid: true, ...over });

describe("paymentGuard, rule by rule", () => {
  it("lets a complete collection order through, for a customer or a guest", () => {
    expect(guard({})).toEqual({ ok: true });
    expect(guard({ identity: guest })).toEqual({ ok: true });
  });

  it("lets a complete delivery order through", () => {
    expect(guard({ state: deliveryState() })).toEqual({ ok: true });
  });

  it("1. sends an empty basket to the restaurant's menu (spec 2 §2)", () => {
    expect(guard({ state: collection({ items: [] }) })).toEqual({
      ok: false,
      reason: "empty-basket",
      redirect: "/collection/menu/1001",
    });
    expect(guard({ state: deliveryState({ items: [] }) })).toEqual({
      ok: false,
      reason: "empty-basket",
      redirect: "/delivery/menu/1001",
    });
  });

  it("1. counts a bundle as a line", () => {
    const bundle = { bundleId: "kids", customID: "0123456789abcdef", quantity: 1, sections: [] };
    expect(guard({ state: collection({ items: [], bundles: [bundle] }) })).toEqual({ ok: true });
  });

  it("1. sends an empty basket without a restaurant to the journey start", () => {
    expect(guard({ state: collection({ items: [], restaurantId: null }) })).toEqual({
      ok: false,
      reason: "empty-basket",
      redirect: "/collection",
    });
    expect(guard({ state: deliveryState({ items: [], restaurantId: null }) })).toEqual({
      ok: false,
      reason: "empty-basket",
      redirect: "/delivery",
    });
    expect(guard({ state: emptyBasketState() })).toEqual({ ok: false, reason: "empty-basket", redirect: "/collection" });
  });

  it("2. sends a customer without a mobile number to verifyMobile", () => {
    expect(guard({ identity: { kind: "customer", mobileNumber: null } })).toEqual({
      ok: false,
      reason: "verify-mobile",
      redirect: "/collection/checkout/verifyMobile",
    });
    expect(guard({ identity: { kind: "customer", mobileNumber: "" }, state: deliveryState() })).toEqual({
      ok: false,
      reason: "verify-mobile",
      redirect: "/delivery/checkout/verifyMobile",
    });
  });

  it("3. sends nobody-logged-in to the checkout login", () => {
    expect(guard({ identity: nobody })).toEqual({ ok: false, reason: "login", redirect: "/collection/checkout/login" });
    expect(guard({ identity: nobody, state: deliveryState() })).toEqual({
      ok: false,
      reason: "login",
      redirect: "/delivery/checkout/login",
    });
  });

  it("4. sends a collection order without a time to the details", () => {
    expect(guard({ state: collection({ collectionTime: null }) })).toEqual({
      ok: false,
      reason: "details",
      redirect: "/collection/checkout/details",
    });
  });

  it("4. sends a delivery order without a delivery to the details", () => {
    expect(guard({ state: deliveryState({ delivery: null }) })).toEqual({
      ok: false,
      reason: "details",
      redirect: "/delivery/checkout/details",
    });
  });

  it("4. flags a collection time no longer offered, or already past, as expired", () => {
    const expired = { ok: false, reason: "collection-time-expired", redirect: "/collection/checkout/details?expired=1" };
    expect(guard({ collectionSlotValid: false })).toEqual(expired);
    expect(guard({ state: collection({ collectionTime: "2026-11-20T12:15:00.000Z" }) })).toEqual(expired);
    expect(guard({ state: collection({ collectionTime: NOW.toISOString() }) })).toEqual(expired);
    expect(guard({ state: collection({ collectionTime: "not a time" }) })).toEqual(expired);
    expect(PAYMENT_GUARD_MESSAGES["collection-time-expired"]).toBe(
      "Your collection time has expired, please select a new collection time before completing your order.",
    );
  });

  it("4. ignores the collection slot for delivery", () => {
    expect(guard({ state: deliveryState(), collectionSlotValid: false })).toEqual({ ok: true });
  });

  it("5. sends a delivery without a first address line to the details", () => {
    for (const addressLine1 of [null, "", "   "]) {
      expect(guard({ state: deliveryState({ delivery: { ...delivery, addressLine1 } }) })).toEqual({
        ok: false,
        reason: "details",
        redirect: "/delivery/checkout/details",
      });
    }
  });
});

describe("paymentGuard, order of precedence", () => {
  const everythingWrong = collection({ items: [], collectionTime: null });

  it("an empty basket wins over everything else", () => {
    expect(guard({ state: everythingWrong, identity: { kind: "customer", mobileNumber: null }, collectionSlotValid: false })).toMatchObject(
      {
        reason: "empty-basket",
      },
    );
    expect(guard({ state: everythingWrong, identity: nobody, collectionSlotValid: false })).toMatchObject({ reason: "empty-basket" });
  });

  it("a missing mobile number comes before the details", () => {
    const state = collection({ collectionTime: null });
    expect(guard({ state, identity: { kind: "customer", mobileNumber: null } })).toMatchObject({ reason: "verify-mobile" });
  });

  it("logging in comes before the details and the expired time", () => {
    expect(guard({ state: collection({ collectionTime: null }), identity: nobody })).toMatchObject({ reason: "login" });
    expect(guard({ identity: nobody, collectionSlotValid: false })).toMatchObject({ reason: "login" });
    expect(guard({ state: deliveryState({ delivery: { ...delivery, addressLine1: null } }), identity: nobody })).toMatchObject({
      reason: "login",
    });
  });

  it("a missing collection time comes before an expired one", () => {
    expect(guard({ state: collection({ collectionTime: null }), collectionSlotValid: false })).toMatchObject({ reason: "details" });
  });

  it("a missing delivery comes before a missing address line", () => {
    expect(guard({ state: deliveryState({ delivery: null }) })).toMatchObject({
      reason: "details",
      redirect: "/delivery/checkout/details",
    });
  });
});
