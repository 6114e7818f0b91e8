// The basket and customer state answers against their declared contracts, on real seeded data:
// every OK answer parses with its route's `ok` schema, carries the spec's field names and shows
// the basket page's own priced view (services.basketView). Rewards and orders: contract-rewards-orders.test.ts.
import { describe, expect, it } from "vitest";
import { sign } from "../../server/http/cookies";
import type { BasketPayload } from "../../server/api/schemas/basket";
import { contractCaller, expectPageTotals, KIDS_BUNDLE, STUFFED_PEPPERONI } from "../support/contract-caller";
import { apiServer, basketIdOf, viewerOf } from "../support/http";
import { TEST_NOW } from "../support/runtime";

const api = apiServer();
const services = () => api.t.runtime.services;
type Client = ReturnType<typeof api.server.client>;
const { call, walked } = contractCaller();

const SIGNUP = 1;

/** The routes this file holds to their contract. */
const OWNED = [
  "/application/getCustomerState",
  "/basket/UpdateBasketDelivery/:searchTerm/:restaurantId",
  "/basket/SetRestaurantDistance/:id/:distance/:searchTerm",
  "/customer/changeRestaurant",
  "/basket/ClearBasketDelivery",
  "/basket/QuickAddItem/:productId/:portionId",
  "/basket/ClearBasket",
  "/basket/AddToBasket",
  "/basket/AddBundleToBasket",
  "/basket/RemoveFromBasket",
  "/basket/removeBundleFromBasket",
  "/basket/QuickRemoveItem/:productId/:portionId",
  "/basket/SetBasketItems",
  "/basket/UpdateBasket",
  "/basket/AddVoucher",
  "/basket/RemoveVoucher",
];

async function signIn(c: Client, customerId: number) {
  const id = await services().customers.startSession(customerId);
  c.jar.set("CUSTOMER_SESSION", sign(id, api.t.runtime.config.sessionSecret));
}

/** The basket page's own priced view of the client's basket. */
const pageView = async (c: Client) => (await services().basketView(basketIdOf(c), await viewerOf(api.t.runtime, c))).view;

describe("a delivery basket with a customised pizza, a bundle, a voucher and fees", () => {
  it("answers the spec's basket with the basket page's prices at every step", async () => {
    const c = api.server.client();
    const chosen = await call(c, "POST", "/api/basket/UpdateBasketDelivery/W1D%203QU/1001");
    expect(chosen.basket).toMatchObject({ isDelivery: true, restaurantId: 1001, items: [], total: 0, order: null });
    expect(chosen.basket.delivery.deliveryQuote.duration).toEqual({ begin: expect.any(Number), end: expect.any(Number) });

    const added = await call(c, "POST", "/api/basket/AddToBasket", { restaurantId: 1001, items: [STUFFED_PEPPERONI] });
    const pizza = added.basket.items[0];
    expect(pizza).toMatchObject({
      id: "margherita",
      name: "Margherita",
      basePrice: 1095,
      quantity: 2,
      restaurantId: 1001,
      imageUrl: expect.stringMatching(/^\/images\/menu\/.+\.svg$/),
      outOfStock: false,
      doesNotExistInCurrentMenu: false,
      ageRestricted: false,
      eposDiscountId: null,
    });
    expect(pizza.subProducts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: "base-stuffed-crust", name: expect.any(String), cost: 200, quantity: 1 }),
        expect.objectContaining({ id: "extra-pepperoni", cost: 150, quantity: 1 }),
      ]),
    );
    expect(pizza.cost).toBeGreaterThan(1095);
    expect(pizza.calculatedCost).toBe(pizza.cost * 2);

    const withBundle = await call(c, "POST", "/api/basket/AddBundleToBasket", KIDS_BUNDLE);
    const bundle = withBundle.basket.bundles[0];
    expect(bundle).toMatchObject({ id: KIDS_BUNDLE.bundleId, eposDiscountId: KIDS_BUNDLE.bundleId, basePrice: 795, cost: 795 + 50 });
    const drink = bundle.sections.find((s: { sectionId: string }) => s.sectionId === "kids-set-drink");
    expect(drink.products[0].product).toMatchObject({ id: "lemonade", name: expect.any(String), quantity: 1, upliftPrice: 50 });
    expect(withBundle.basket.numberOfItems).toBe(3);

    const voucher = await call(c, "POST", "/api/basket/AddVoucher", { voucherCode: "SAVE20" });
    expect(voucher.voucherExceptions).toEqual([]);
    const b: BasketPayload = voucher.basket;
    const view = await pageView(c);
    const food = pizza.cost * 2 + 845;
    expect(b.subTotal).toBe(food);
    expect(b.voucherCodes).toEqual([{ code: "SAVE20", name: "20% off your order", reduction: Math.round(food * 0.2) }]);
    expect(b.voucherReduction).toBe(Math.round(food * 0.2));
    expect(b.deliveryFee).toBe(view.deliveryFeeMinor);
    expect(b.deliveryFee).toBeGreaterThan(0);
    expect(b.delivery!.deliveryFeeItem.cost).toBe(b.deliveryFee);
    expect(b.serviceFee).toBeGreaterThan(0);
    expect(b.smallOrderFee).toBe(0);
    expect(b.total).toBe(b.subTotal - b.voucherReduction + b.deliveryFee + b.serviceFee);
    expectPageTotals(b, view);
    expect(b).toMatchObject({ hasSeenVoucherExceptionModal: true, outOfStockItems: [], unavailableItems: [], expiredBasket: false });

    // A refused code is named in the answer and in the basket, which still prices the same.
    const refused = await call(c, "POST", "/api/basket/AddVoucher", { voucherCode: "EXPIRED10" });
    expect(refused.voucherExceptions).toEqual([{ code: "EXPIRED10", message: expect.any(String), voucherNotLinked: false }]);
    expect(refused.basket).toMatchObject({
      voucherExceptions: refused.voucherExceptions,
      hasSeenVoucherExceptionModal: false,
      total: b.total,
    });

    const removed = await call(c, "POST", "/api/basket/RemoveVoucher", { voucherCode: "SAVE20" });
    expect(removed.basket).toMatchObject({ voucherCodes: [], voucherReduction: 0 });
    expectPageTotals(removed.basket, await pageView(c));

    const stepped = await call(c, "POST", "/api/basket/RemoveFromBasket", { customID: pizza.customID });
    expect(stepped.basket.items[0]).toMatchObject({ quantity: 1, calculatedCost: pizza.cost });
    const set = await call(c, "POST", "/api/basket/SetBasketItems", { items: [{ customID: pizza.customID, quantity: 3 }] });
    expect(set.basket.subTotal).toBe(pizza.cost * 3 + 845);
    const updated = await call(c, "POST", "/api/basket/UpdateBasket", {
      restaurantId: 1001,
      version: set.basket.version,
      items: [{ customID: pizza.customID, quantity: 1 }],
    });
    expectPageTotals(updated.basket, await pageView(c));
    const noBundle = await call(c, "POST", "/api/basket/removeBundleFromBasket", { customID: bundle.customID });
    expect(noBundle.basket.bundles).toEqual([]);

    const cleared = await call(c, "POST", "/api/basket/ClearBasketDelivery");
    expect(cleared.basket).toMatchObject({ delivery: null, deliveryFee: 0 });
    expectPageTotals(cleared.basket, await pageView(c));
    const empty = await call(c, "POST", "/api/basket/ClearBasket");
    expect(empty.basket).toMatchObject({ items: [], bundles: [], subTotal: 0, total: 0, numberOfItems: 0 });
  });

  it("charges the small order fee on a small delivery order", async () => {
    const c = api.server.client();
    await call(c, "POST", "/api/basket/UpdateBasketDelivery/W1D%203QU/1001");
    await call(c, "POST", "/api/basket/QuickAddItem/dough-balls/1");
    const { basket } = await call(c, "POST", "/api/basket/QuickAddItem/garlic-bread/1");
    expect(basket.subTotal).toBe(595 + 495);
    expect(basket.smallOrderFee).toBe(100);
    expect(basket.serviceFee).toBe(Math.round((595 + 495) * 0.025));
    expectPageTotals(basket, await pageView(c));
    const less = await call(c, "POST", "/api/basket/QuickRemoveItem/garlic-bread/1");
    expect(less.basket.items.map((l: { id: string }) => l.id)).toEqual(["dough-balls"]);
  });
});

describe("the customer state", () => {
  it("for a guest: no customer, no rewards, and the basket priced as the page prices it", async () => {
    const c = api.server.client();
    await call(c, "POST", "/api/basket/SetRestaurantDistance/1001/0.3/W1D%203QU");
    await call(c, "POST", "/api/basket/QuickAddItem/margherita/1");
    const state = await call(c, "GET", "/api/application/getCustomerState");
    expect(state.customer).toBeNull();
    expect(state.loyalty).toEqual({ customer: null, rewards: [], offerRewards: [] });
    expect(state.basket).toMatchObject({ status: "OK", basketId: basketIdOf(c), voucherExceptions: [] });
    expectPageTotals(state.basket.basket, await pageView(c));
  });

  it("names a voucher the day no longer allows, taken off when the state is read", async () => {
    const c = api.server.client();
    await call(c, "POST", "/api/basket/SetRestaurantDistance/1001/0.3/W1D%203QU");
    await call(c, "POST", "/api/basket/QuickAddItem/margherita/1");
    expect((await call(c, "POST", "/api/basket/AddVoucher", { voucherCode: "WEEKEND15" })).voucherExceptions).toEqual([]);
    api.t.clock.set(new Date("2026-11-23T12:30:00Z")); // Monday
    try {
      const state = await call(c, "GET", "/api/application/getCustomerState");
      const expected = [{ code: "WEEKEND15", message: expect.any(String), voucherNotLinked: false }];
      expect(state.basket.voucherExceptions).toEqual(expected);
      expect(state.basket.basket).toMatchObject({ voucherExceptions: expected, voucherCodes: [], voucherReduction: 0, total: 1095 });
      const again = await call(c, "GET", "/api/application/getCustomerState");
      expect(again.basket.voucherExceptions).toEqual([]);
    } finally {
      api.t.clock.set(TEST_NOW);
    }
  });

  it("names an account's voucher as not linked once the customer is signed out", async () => {
    const c = api.server.client();
    await call(c, "POST", "/api/basket/SetRestaurantDistance/1001/0.3/W1D%203QU");
    await call(c, "POST", "/api/basket/QuickAddItem/margherita/1");
    await signIn(c, SIGNUP);
    expect((await call(c, "POST", "/api/basket/AddVoucher", { voucherCode: "MEMBER15" })).voucherExceptions).toEqual([]);
    c.jar.delete("CUSTOMER_SESSION");
    const state = await call(c, "GET", "/api/application/getCustomerState");
    expect(state.basket.voucherExceptions).toEqual([{ code: "MEMBER15", message: expect.any(String), voucherNotLinked: true }]);
  });

  it("changing restaurant empties a basket of another restaurant's items", async () => {
    const c = api.server.client();
    await call(c, "POST", "/api/basket/SetRestaurantDistance/1001/0.3/W1D%203QU");
    await call(c, "POST", "/api/basket/QuickAddItem/margherita/1");
    const { basket } = await call(c, "POST", "/api/customer/changeRestaurant", { restaurantId: 1002 });
    expect(basket).toMatchObject({ items: [], restaurantId: null, subTotal: 0, total: 0 });
  });
});

// Runs last (the file's tests run in order): every route listed was walked and held to its contract.
it("walks every route listed", () => {
  expect(OWNED.filter((p) => !walked.has(p))).toEqual([]);
});
