// Discounts go only to whom they belong (docs/decisions/026): the staff voucher to its employee on
// collection, a member's reward to that member while signed in on the basket (used once per
// period, however many payments race), and a first-order voucher to a customer with no order yet.
import { describe, expect, it, vi } from "vitest";
import { createRepositories } from "../../server/db/repositories";
import type { OrderRecord } from "../../server/db/repositories/orders";
import { REWARDS_REMOVED_MESSAGE } from "../../domain/loyalty/loyalty";
import { apiServer, basketIdOf } from "../support/http";
import { BRONZE, GOLD, loyaltyHelpers, type Client } from "../support/loyalty";
import { newKey, payingHelpers } from "../support/paying";

const api = apiServer();
const { services, rewards, select } = loyaltyHelpers(api);
const { signIn, asGuest, collectionBasket, pay, chargesFor } = payingHelpers(api);
const SIGNUP = 1;
const EMPLOYEE = 5;
/** Gold's "Free Margherita" (seeds/rewards.json) and the prices of the basket it is saved on. */
const FREE_MARGHERITA = 105;
const FULL = 2390; // Margherita 10.95 + Classic Pepperoni 12.95
const WITH_REWARD = 1295;

const json = async (c: Client, path: string, body?: unknown) => {
  const res = await c.request(path, { method: "POST", ...(body === undefined ? {} : { json: body }) });
  return { status: res.status, body: await res.json() };
};
const addVoucher = (c: Client, voucherCode: string) => json(c, "/api/basket/AddVoucher", { voucherCode });
const basketAnswerOf = async (c: Client) => (await (await c.request("/api/application/getCustomerState")).json()).basket.basket;
const login = (c: Client, email: string) => json(c, "/api/customer/login", { email, password: "Password123!" });

/** Gold's collection basket (Margherita, Classic Pepperoni) with the free Margherita saved on it, ready to pay. */
async function goldWithReward(): Promise<Client> {
  const c = await collectionBasket({ items: ["margherita", "pepperoni-classic"], customerId: GOLD });
  expect((await select(c, await rewards(c), "Free Margherita", "margherita")).status).toBe(200);
  expect((await c.request("/api/basket/savediscounts", { method: "POST" })).status).toBe(200);
  const answer = await basketAnswerOf(c);
  expect(answer.total).toBe(WITH_REWARD);
  expect(answer.rewards).toEqual([{ rewardId: FREE_MARGHERITA, productId: "margherita" }]);
  return c;
}

const goldRedemptions = async () =>
  (await createRepositories(api.t.runtime.db).orders.rewardRedemptions("uk", GOLD)).filter((r) => r.rewardId === FREE_MARGHERITA);

describe("the staff discount", () => {
  it("leaves the total of a signed-in customer who is not the employee, and of a guest, unchanged", async () => {
    for (const customerId of [SIGNUP, null]) {
      const c = await collectionBasket({ customerId });
      const before = (await basketAnswerOf(c)).total;
      const { body } = await addVoucher(c, "STAFF-50");
      expect(body.voucherExceptions).toEqual([
        { code: "STAFF-50", message: "This voucher code is not recognised.", voucherNotLinked: false },
      ]);
      expect(body.basket.voucherCodes).toEqual([]);
      expect(body.basket.total).toBe(before);
    }
  });

  it("gives the employee 50 % on collection and nothing on delivery", async () => {
    const c = await collectionBasket({ customerId: EMPLOYEE });
    const before = (await basketAnswerOf(c)).total;
    const { body } = await addVoucher(c, "staff-50");
    expect(body.voucherExceptions).toEqual([]);
    expect(body.basket.voucherCodes).toEqual([{ code: "STAFF-50", name: "Employee Discount", reduction: Math.round(before / 2) }]);
    expect(body.basket.total).toBe(before - Math.round(before / 2));

    const d = api.server.client();
    expect((await d.request("/api/basket/UpdateBasketDelivery/W1D%203QU/1001", { method: "POST" })).status).toBe(200);
    for (const item of ["margherita", "margherita"])
      expect((await d.request(`/api/basket/QuickAddItem/${item}/1`, { method: "POST" })).status).toBe(200);
    await signIn(d, EMPLOYEE);
    const delivery = (await basketAnswerOf(d)).total;
    const refused = (await addVoucher(d, "STAFF-50")).body;
    expect(refused.voucherExceptions[0]).toMatchObject({ code: "STAFF-50", message: "This voucher is for collection orders only." });
    expect(refused.basket.total).toBe(delivery);
  });

  it("is taken off at payment when someone else pays, and nothing is charged", async () => {
    const c = await collectionBasket({ customerId: SIGNUP });
    // However the code got there (an old basket, a crafted state), payment checks it for the payer.
    await api.t.runtime.basketStore.change(basketIdOf(c), (s) => ({ ...s, voucherCodes: ["STAFF-50"] }));
    const key = newKey();
    const res = await pay(c, { idempotencyKey: key });
    expect(res.status).toBe(409);
    expect((await res.json()).redirect).toBe("/collection/basket?removed=STAFF-50");
    expect(chargesFor([key])).toEqual([]);
    expect((await services().baskets.getOrCreate(basketIdOf(c))).state.voucherCodes).toEqual([]);
  });
});

describe("a member's reward belongs to the member", () => {
  it("goes when another customer signs in over the basket: the basket says so and the full price is charged", async () => {
    const c = await goldWithReward();
    const signedIn = await login(c, "signup@example.com");
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.basket.rewardsRemoved).toBe(REWARDS_REMOVED_MESSAGE);
    expect(signedIn.body.basket.rewards).toEqual([]);
    expect(signedIn.body.basket.discounts).toEqual([]);
    expect(signedIn.body.basket.total).toBe(FULL);
    // Said once.
    expect((await basketAnswerOf(c)).rewardsRemoved).toBeNull();
    const res = await pay(c);
    expect(res.status).toBe(200);
    const order = (await res.json()).order;
    expect(order.totalMinor).toBe(FULL);
    expect(order.discounts).toEqual([]);
    expect(await goldRedemptions()).toEqual([]);
  });

  it("goes when the session is dropped and a guest takes the basket over: the guest pays the full price", async () => {
    const c = await goldWithReward();
    c.jar.delete("CUSTOMER_SESSION");
    const answer = await basketAnswerOf(c);
    expect(answer.rewardsRemoved).toBe(REWARDS_REMOVED_MESSAGE);
    expect(answer.total).toBe(FULL);
    expect((await services().baskets.getOrCreate(basketIdOf(c))).state).toMatchObject({ rewards: [], rewardsOwner: null });
    await asGuest(c);
    const key = newKey();
    const res = await pay(c, { idempotencyKey: key });
    expect(res.status).toBe(200);
    expect((await res.json()).order.totalMinor).toBe(FULL);
    expect(chargesFor([key]).map((ch) => ch.amountMinor)).toEqual([FULL]);
    expect(await goldRedemptions()).toEqual([]);
  });

  it("is never priced for a payer who is not its member, even left on the basket", async () => {
    const c = await goldWithReward();
    // The state as a basket saved before this rule, or changed behind the basket page's back.
    await signIn(c, SIGNUP);
    const key = newKey();
    const res = await pay(c, { idempotencyKey: key });
    expect(res.status).toBe(200);
    expect((await res.json()).order.totalMinor).toBe(FULL);
    expect(chargesFor([key]).map((ch) => ch.amountMinor)).toEqual([FULL]);
    expect(await goldRedemptions()).toEqual([]);
  });

  it("ten baskets of the member paid at once use the reward once", async () => {
    const baskets: Client[] = [];
    for (let i = 0; i < 10; i++) baskets.push(await goldWithReward());
    const keys = baskets.map(() => newKey());
    // A card gateway takes its time to answer: the payments are under way together.
    const provider = api.t.runtime.payments;
    const charge = provider.charge.bind(provider);
    const slow = vi.spyOn(provider, "charge").mockImplementation(async (input) => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      return charge(input);
    });
    const answers = await Promise.all(baskets.map((c, i) => pay(c, { idempotencyKey: keys[i] })));
    slow.mockRestore();
    const bodies = await Promise.all(answers.map((r) => r.json()));
    const paid = bodies.filter((b) => b.order).map((b) => b.order as { totalMinor: number; discounts: { rewardId: number }[] });
    expect(paid.filter((o) => o.discounts.some((d) => d.rewardId === FREE_MARGHERITA))).toHaveLength(1);
    // Nothing else was charged with the reward: every other charge (if any) is the full price.
    const amounts = chargesFor(keys).map((ch) => ch.amountMinor);
    expect(amounts.filter((a) => a === WITH_REWARD)).toHaveLength(1);
    expect(amounts.every((a) => a === WITH_REWARD || a === FULL)).toBe(true);
    expect(await goldRedemptions()).toHaveLength(1);
    // And the wallet no longer offers it.
    expect((await services().loyalty.memberWallet(GOLD))?.map((w) => w.def.thirdPartyRewardTypeId)).not.toContain(FREE_MARGHERITA);
  });

  it("the database refuses a second redemption of a reward in the same period", async () => {
    const orders = createRepositories(api.t.runtime.db).orders;
    const order = (id: string, period: string): OrderRecord => ({
      id,
      number: `T-${id}`,
      brand: "uk",
      basketId: `basket-${id}`,
      sessionId: null,
      customerId: GOLD,
      restaurantId: 1001,
      idempotencyKey: `key-${id}`,
      totalMinor: 1000,
      data: { discounts: [{ rewardId: 999, offerTitle: "x", amountMinor: 100 }] },
      createdAt: "2026-11-20T12:00:00.000Z",
      rewardPeriods: new Map([[999, period]]),
    });
    const insert = (o: OrderRecord) => api.t.runtime.db.transaction().execute((trx) => orders.insertIfAbsent(o, trx));
    expect(await insert(order("period-a1", "999@2026-11-01"))).toBe(true);
    await expect(insert(order("period-a2", "999@2026-11-01"))).rejects.toThrow();
    // Nothing of the refused order was written.
    expect(await orders.getById("period-a2")).toBeNull();
    expect(await insert(order("period-b1", "999@2026-12-01"))).toBe(true);
    expect((await orders.rewardRedemptions("uk", GOLD)).filter((r) => r.rewardId === 999)).toHaveLength(2);
  });
});

describe("first-order vouchers", () => {
  it("are refused to a customer who has ordered before", async () => {
    const first = await collectionBasket({ customerId: GOLD });
    expect((await pay(first)).status).toBe(200);
    const c = await collectionBasket({ customerId: GOLD });
    const before = (await basketAnswerOf(c)).total;
    const { body } = await addVoucher(c, "FIRSTORDER");
    expect(body.voucherExceptions).toEqual([
      { code: "FIRSTORDER", message: "This voucher is for your first order only.", voucherNotLinked: false },
    ]);
    expect(body.basket.total).toBe(before);
  });

  it("apply for a customer with no order yet, once", async () => {
    const c = await collectionBasket({ customerId: BRONZE });
    expect(await createRepositories(api.t.runtime.db).orders.hasOrders("uk", BRONZE)).toBe(false);
    const before = (await basketAnswerOf(c)).total;
    const { body } = await addVoucher(c, "FIRSTORDER");
    expect(body.voucherExceptions).toEqual([]);
    expect(body.basket.total).toBe(before - Math.floor((before * 25 + 50) / 100));
    const res = await pay(c);
    expect(res.status).toBe(200);
    expect((await res.json()).order.voucherLines[0].code).toBe("FIRSTORDER");
    const next = await collectionBasket({ customerId: BRONZE });
    expect((await addVoucher(next, "FIRSTORDER")).body.voucherExceptions[0]).toMatchObject({ code: "FIRSTORDER" });
  });

  it("wait for the customer's verified e-mail address", async () => {
    const db = api.t.runtime.db;
    const SILVER = 3;
    expect(await createRepositories(db).orders.hasOrders("uk", SILVER)).toBe(false);
    await db.updateTable("customers").set({ email_verified_at: null }).where("id", "=", SILVER).execute();
    const c = await collectionBasket({ customerId: SILVER });
    const before = (await basketAnswerOf(c)).total;
    const { body } = await addVoucher(c, "FIRSTORDER");
    expect(body.voucherExceptions).toEqual([
      {
        code: "FIRSTORDER",
        message: "Verify your email address to use this voucher. We sent you a link when you joined.",
        voucherNotLinked: false,
      },
    ]);
    expect(body.basket.total).toBe(before);
    await db.updateTable("customers").set({ email_verified_at: "2026-11-20T12:00:00.000Z" }).where("id", "=", SILVER).execute();
    expect((await addVoucher(c, "FIRSTORDER")).body.voucherExceptions).toEqual([]);
  });
});
