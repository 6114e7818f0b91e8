// The reward and order answers against their declared contracts, on real seeded data (the basket
// and customer state: contract-basket.test.ts).
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { sign } from "../../server/http/cookies";
import type { BasketPayload } from "../../server/api/schemas/basket";
import { contractCaller, expectPageTotals, STUFFED_PEPPERONI } from "../support/contract-caller";
import { apiServer, basketIdOf, viewerOf } from "../support/http";
import { TEST_NOW } from "../support/runtime";

const api = apiServer();
const services = () => api.t.runtime.services;
type Client = ReturnType<typeof api.server.client>;
const { call, walked } = contractCaller();

const SIGNUP = 1;
const GOLD = 4;

/** The routes this file holds to their contract. */
const OWNED = [
  "/basket/GetRewardsForTransientBasket/:isWeb",
  "/basket/selectitem/:offerId/:sectionIndex",
  "/basket/deselectitem/:offerId/:sectionIndex",
  "/basket/savediscounts",
  "/basket/cleardiscounts",
  "/basket/QuickAddItemAndReward/:productId/:portionTypeId/:thirdPartyRewardTypeId",
  "/basket/QuickSelectItem/:productId/:portionTypeId/:thirdPartyRewardTypeId",
  "/customer/getallrewards",
  "/orders/history",
  "/orders/reorder/:id",
  "/sandbox/getClientToken/:restaurantId/:isDelivery",
  "/sandbox/pay",
  "/basket/submitOrder",
  "/orders/GetOrderForToday/:restaurantId",
  "/orders/GetOrderForToday/:restaurantId/:id",
];

async function signIn(c: Client, customerId: number) {
  const id = await services().customers.startSession(customerId);
  c.jar.set("CUSTOMER_SESSION", sign(id, api.t.runtime.config.sessionSecret));
}

/** The basket page's own priced view of the client's basket. */
const pageView = async (c: Client) => (await services().basketView(basketIdOf(c), await viewerOf(api.t.runtime, c))).view;

describe("a club member's basket with a reward", () => {
  it("shows the reward's discount and the customer's details, and the reward calls answer their contracts", async () => {
    const c = api.server.client();
    await call(c, "POST", "/api/basket/SetRestaurantDistance/1001/0.3/W1D%203QU");
    await call(c, "POST", "/api/basket/QuickAddItem/margherita/1");
    // The food paid for after the reward must reach the reward minimum (10.00).
    await call(c, "POST", "/api/basket/QuickAddItem/pepperoni-classic/1");
    await signIn(c, GOLD);
    const screen = await call(c, "GET", "/api/basket/GetRewardsForTransientBasket/true");
    const index = screen.sections.findIndex((s: { thirdPartyRewardTypeId: number }) => s.thirdPartyRewardTypeId === 105);
    const offer = screen.sections[index].subSections[0].offers.find((o: { offerId: string }) => o.offerId === "margherita");
    expect(offer).toMatchObject({ price: 1095, priceText: "£10.95", showPrice: true, selectedByThisUser: false });
    const picked = await call(c, "POST", `/api/basket/selectitem/margherita/${index}`);
    expect(picked).toMatchObject({ over: 0, discountReduction: 1095, nonExcludedCampaignsSelectedByThisUser: [105] });
    await call(c, "POST", `/api/basket/deselectitem/margherita/${index}`);
    await call(c, "POST", `/api/basket/selectitem/margherita/${index}`);
    const saved = await call(c, "POST", "/api/basket/savediscounts");
    const b: BasketPayload = saved.updateBasketResponse.basket;
    const line = b.items.find((l) => l.id === "margherita")!;
    expect(b.discounts).toEqual([
      { id: line.customID, rewardId: 105, offerTitle: "GOLD#Free Margherita", amount: 1095, amountMinor: 1095, quantity: 1 },
    ]);
    expect(b).toMatchObject({
      subTotal: 1095 + 1295,
      discountReduction: 1095,
      total: 1295,
      deliveryFee: 0,
      serviceFee: 0,
      smallOrderFee: 0,
    });
    expectPageTotals(b, await pageView(c));
    expect(b).toMatchObject({ email: "gold@example.com", title: "Mrs", firstName: expect.any(String), dateOfBirth: "1985-11-20" });

    const state = await call(c, "GET", "/api/application/getCustomerState?restaurantId=1001");
    expect(state.customer).toMatchObject({
      id: GOLD,
      appApproved: true,
      customerSessionToken: { id: String(GOLD) },
      isBirthDayRewardLocked: false, // 20 November: the birthday treat is open
      loyaltySchemeVersion: 1,
      loyalty: { customer: { currentTier: { name: "gold" } } },
    });
    expect(state.basket.basket.discounts).toEqual(b.discounts);
    const gold = state.loyalty.offerRewards.find((r: { thirdPartyRewardTypeId: number }) => r.thirdPartyRewardTypeId === 105);
    expect(gold).toMatchObject({ selectionComplete: true, isLocked: false, tierName: "gold", minSpend: 1000 });
    expect(gold.offers).toEqual([expect.objectContaining({ offerId: "margherita", selectedByThisUser: true, price: 1095 })]);
    expect(state.loyalty.rewards.map((r: { thirdPartyRewardTypeId: number }) => r.thirdPartyRewardTypeId)).toContain(102);
    const birthday = state.loyalty.rewards.find((r: { thirdPartyRewardTypeId: number }) => r.thirdPartyRewardTypeId === 102);
    expect(birthday.rewardDetails).toMatchObject({ designOfTile: "birthday", expiryDateToDisplay: expect.stringMatching(/^Expires /) });

    const all = await call(c, "GET", "/api/customer/getallrewards");
    expect(all.rewards).toEqual(state.loyalty.rewards);
    const none = await call(c, "POST", "/api/basket/cleardiscounts");
    expect(none).toMatchObject({ discounts: [], discountReduction: 0, total: 1095 + 1295 });
    const quick = await call(c, "POST", "/api/basket/QuickAddItemAndReward/margherita/1/105");
    expect(quick.basket).toMatchObject({ rewards: [{ rewardId: 105, productId: "margherita" }], discountReduction: 1095 });
  });

  it("offers a new member the welcome reward in one step", async () => {
    const c = api.server.client();
    await call(c, "POST", "/api/basket/SetRestaurantDistance/1001/0.3/W1D%203QU");
    await call(c, "POST", "/api/basket/QuickAddItem/margherita/1");
    await signIn(c, SIGNUP);
    const state = await call(c, "GET", "/api/application/getCustomerState");
    expect(state.customer).toMatchObject({ isBirthDayRewardLocked: true, loyalty: { customer: { currentTier: { name: "SignUp" } } } });
    const { basket } = await call(c, "POST", "/api/basket/QuickSelectItem/dough-balls/1/306");
    expect(basket.discounts).toEqual([expect.objectContaining({ rewardId: 101, amount: 595 })]);
    expectPageTotals(basket, await pageView(c));
  });
});

describe("an order after payment", () => {
  it("is answered by pay, held in the basket, and read back with the same totals", async () => {
    const c = api.server.client();
    await call(c, "POST", "/api/basket/SetRestaurantDistance/1001/0.3/W1D%203QU");
    await call(c, "POST", "/api/basket/AddToBasket", { restaurantId: 1001, items: [STUFFED_PEPPERONI] });
    await signIn(c, SIGNUP);
    const slot = (await services().search.timeSlots(1001))[0]!;
    await api.t.runtime.basketStore.change(basketIdOf(c), (s) => ({ ...s, collectionTime: slot.instant }));
    const before = await pageView(c);
    const token = await call(c, "GET", "/api/sandbox/getClientToken/1001/false");
    expect(token.clientToken).toEqual(expect.any(String));

    const card = { cardNumber: "4111111111111111", expiry: "12/28", cvv: "123" };
    const paid = await call(c, "POST", "/api/sandbox/pay", { idempotencyKey: `t-${randomBytes(8).toString("hex")}`, ...card });
    expect(paid.order).toMatchObject({
      number: expect.stringMatching(/^C-\d{6}$/),
      status: "placed",
      placedAt: TEST_NOW.toISOString(),
      isDelivery: false,
      collectionTime: slot.instant,
      restaurant: { id: 1001, name: "Crustello London Soho" },
      subTotal: before.subTotalMinor,
      total: before.totalMinor,
      currency: "GBP",
    });
    expect(paid.order.lines).toEqual([expect.objectContaining({ name: "Margherita", quantity: 2, calculatedCost: before.subTotalMinor })]);
    expect(paid.basket.items).toEqual([]);
    expect(paid.basket.order).toMatchObject({ id: paid.order.id, number: paid.order.number, total: before.totalMinor });
    const state = await call(c, "GET", "/api/application/getCustomerState");
    expect(state.basket.basket.order.number).toBe(paid.order.number);

    const today = await call(c, "GET", "/api/orders/GetOrderForToday/1001");
    expect(today.order).toEqual(paid.order);
    const one = await call(c, "GET", `/api/orders/GetOrderForToday/1001/${paid.order.number}`);
    expect(one.orders).toEqual([paid.order]);
    const history = await call(c, "GET", "/api/orders/history");
    expect(history.orders[0]).toEqual(paid.order);

    const again = await call(c, "POST", `/api/orders/reorder/${paid.order.id}`, {});
    expect(again).toMatchObject({ added: 1, skipped: [] });
    expect(again.basket.subTotal).toBe(before.subTotalMinor);
    await api.t.runtime.basketStore.change(basketIdOf(c), (s) => ({ ...s, collectionTime: slot.instant }));
    const submitted = await call(c, "POST", "/api/basket/submitOrder", { idempotencyKey: `t-${randomBytes(8).toString("hex")}`, ...card });
    expect(submitted.order.total).toBe(before.totalMinor);
  });
});

// Runs last (the file's tests run in order): every route listed was walked and held to its contract.
it("walks every route listed", () => {
  expect(OWNED.filter((p) => !walked.has(p))).toEqual([]);
});
