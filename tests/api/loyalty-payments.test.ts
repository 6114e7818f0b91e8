// Paying with the club's rewards: the reduced total charged once, and a reward redeemed by one payment only.
import { randomBytes } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { createRepositories } from "../../server/db/repositories";
import { pendingAttempt } from "../support/attempts";
import { apiServer, basketIdOf, viewerOf } from "../support/http";
import { BRONZE, GOLD, SILVER, type Client, loyaltyHelpers } from "../support/loyalty";
import { TEST_NOW } from "../support/runtime";

const api = apiServer();
const { services, basket, rewards, select } = loyaltyHelpers(api);

/**
 * A member's collection basket (Margherita and Classic Pepperoni) with the reward saved on the
 * Margherita and a slot chosen, and the total the payment page shows.
 */
async function readyToPay(customerId: number, reward: string) {
  const c = await basket(customerId, ["margherita", "pepperoni-classic"]);
  await select(c, await rewards(c), reward, "margherita");
  expect((await c.request("/api/basket/savediscounts", { method: "POST" })).status).toBe(200);
  const slot = (await services().search.timeSlots(1001))[0]!;
  await api.t.runtime.basketStore.change(basketIdOf(c), (s) => ({ ...s, collectionTime: slot.instant }));
  return { c, shown: (await services().basketView(basketIdOf(c), await viewerOf(api.t.runtime, c))).view.totalMinor };
}

describe("paying with rewards", () => {
  it("charges the reduced total, records the reward on the order, and the reward is used up", async () => {
    const c = await basket(GOLD, ["margherita", "pepperoni-classic"]);
    const data = await rewards(c);
    await select(c, data, "Free Margherita", "margherita");
    await c.request("/api/basket/savediscounts", { method: "POST" });
    const slot = (await services().search.timeSlots(1001))[0]!;
    await api.t.runtime.basketStore.change(basketIdOf(c), (s) => ({ ...s, collectionTime: slot.instant }));
    const { view } = await services().basketView(basketIdOf(c), await viewerOf(api.t.runtime, c));
    const res = await c.request("/api/sandbox/pay", {
      method: "POST",
      json: { idempotencyKey: `k-${randomBytes(8).toString("hex")}`, cardNumber: "4111111111111111", expiry: "12/29", cvv: "123" },
    });
    expect(res.status).toBe(200);
    const order = (await res.json()).order as { id: string; totalMinor: number };
    expect(order.totalMinor).toBe(view.totalMinor);
    expect(order.totalMinor).toBe(1295);
    const stored = await services().orders.find({
      orderId: order.id,
      restaurantId: 1001,
      viewer: { basketId: null, sessionId: null, customerId: GOLD },
    });
    expect(stored?.discounts).toEqual([{ rewardId: 105, offerTitle: "GOLD#Free Margherita", amountMinor: 1095 }]);

    const next = await basket(GOLD, ["margherita", "garlic-bread"]);
    expect((await rewards(next)).sections.map((s) => s.title)).not.toContain("Free Margherita");
    const all = await next.request("/api/customer/getallrewards");
    expect(((await all.json()).rewards as { thirdPartyRewardTypeId: number }[]).map((r) => r.thirdPartyRewardTypeId)).not.toContain(105);
  });

  it("a reward used up on another order since the total was shown: nothing is charged until the new total is seen", async () => {
    const withReward = () => readyToPay(GOLD, "Half price Margherita");
    const first = await withReward();
    const second = await withReward();
    expect(second.shown).toBe(2390 - 548);
    const pay = (c: Client, expectedTotal: number) =>
      c.request("/api/sandbox/pay", {
        method: "POST",
        json: {
          idempotencyKey: `k-${randomBytes(8).toString("hex")}`,
          cardNumber: "4111111111111111",
          expiry: "12/29",
          cvv: "123",
          expectedTotal,
        },
      });
    expect((await pay(first.c, first.shown)).status).toBe(200);
    const refused = await pay(second.c, second.shown);
    expect(refused.status).toBe(409);
    expect((await refused.json()).errors[0]).toEqual({
      path: "expectedTotal",
      message: "The total of your order has changed to £23.90. Nothing has been charged: please check your order and pay again.",
    });
    const paid = await pay(second.c, 2390);
    expect(paid.status).toBe(200);
    expect((await paid.json()).order.totalMinor).toBe(2390);
  });

  it("two baskets of one member paid at the same moment: the reward is used once, the other basket is charged nothing", async () => {
    const withReward = () => readyToPay(SILVER, "Half price Margherita");
    const [first, second] = [await withReward(), await withReward()];
    expect(first.shown).toBe(second.shown);
    const keys = [first, second].map(() => `k-${randomBytes(8).toString("hex")}`);
    // A card gateway takes its time to answer: both payments are under way at once.
    const provider = api.t.runtime.payments;
    const charge = provider.charge.bind(provider);
    const slow = vi.spyOn(provider, "charge").mockImplementation(async (input) => {
      await new Promise((resolve) => setTimeout(resolve, 200));
      return charge(input);
    });
    const answers = await Promise.all(
      [first, second].map(({ c, shown }, i) =>
        c.request("/api/sandbox/pay", {
          method: "POST",
          json: { idempotencyKey: keys[i], cardNumber: "4111111111111111", expiry: "12/29", cvv: "123", expectedTotal: shown },
        }),
      ),
    );
    slow.mockRestore();
    const bodies = await Promise.all(answers.map((r) => r.json()));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const refused = bodies[answers.findIndex((r) => r.status === 409)];
    expect(refused.errors[0].path).toBe("expectedTotal");
    const paid = bodies[answers.findIndex((r) => r.status === 200)].order as { id: string; totalMinor: number };
    expect(paid.totalMinor).toBe(first.shown);
    // One order, with the reward on it; the refused attempt charged nothing.
    const orders = await services().orders.history(SILVER);
    expect(orders.filter((o) => (o.discounts ?? []).some((d) => d.rewardId === 104))).toHaveLength(1);
    expect(api.t.runtime.payments.charges().filter((ch) => keys.includes(ch.idempotencyKey))).toHaveLength(1);
  });

  it("a member's payment that never finished holds their rewards for two minutes, not for ever", async () => {
    const { c } = await readyToPay(BRONZE, "25% off a Margherita");
    const payments = createRepositories(api.t.runtime.db).payments;
    const stopped = `k-${randomBytes(8).toString("hex")}`;
    const at = new Date(TEST_NOW.getTime() - 3 * 60_000).toISOString();
    await payments.insertIfAbsent(
      pendingAttempt({
        idempotencyKey: stopped,
        basketId: "another-basket-of-the-member-0001",
        basketLock: "another-basket-of-the-member-0001:key",
        memberLock: `uk:${BRONZE}`,
        amountMinor: 1000,
        at,
      }),
    );
    const res = await c.request("/api/sandbox/pay", {
      method: "POST",
      json: { idempotencyKey: `k-${randomBytes(8).toString("hex")}`, cardNumber: "4111111111111111", expiry: "12/29", cvv: "123" },
    });
    expect(res.status).toBe(200);
    expect((await res.json()).order.discounts).toEqual([expect.objectContaining({ rewardId: 103 })]);
    expect((await payments.get(stopped))?.memberLock).toBeNull();
  });
});
