import { randomBytes } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { sign } from "../../server/http/cookies";
import { createRepositories } from "../../server/db/repositories";
import { pendingAttempt } from "../support/attempts";
import { apiServer, basketIdOf } from "../support/http";
import { TEST_NOW } from "../support/runtime";

const api = apiServer();
const services = () => api.t.runtime.services;
type Client = ReturnType<typeof api.server.client>;

const GOLD = 4;
const BRONZE = 2;
const SILVER = 3;
const NOT_APPROVED = 7;

interface Offer {
  offerId: string;
  title: string;
  selectedByThisUser: boolean;
  taken: boolean;
  disabled: boolean;
  romanaUpgradePrice: string | null;
}
interface Section {
  title: string;
  thirdPartyRewardTypeId: number;
  readOnly: boolean;
  maxSelectionForReward: number;
  selectionComplete: boolean;
  subSections: { offers: Offer[] }[];
}
interface RewardData {
  sections: Section[];
  overMinor: number;
  overMessage: string | null;
  selectionComplete: boolean;
  message: string | null;
  discounts: { id: string; offerTitle: string; amountMinor: number }[];
  updateBasketResponse: { basket: { rewards: { rewardId: number; productId: string }[]; items: { id: string; quantity: number }[] } };
}

async function signIn(c: Client, customerId: number) {
  const id = await services().customers.startSession(customerId);
  c.jar.set("CUSTOMER_SESSION", sign(id, api.t.runtime.config.sessionSecret));
}

/** A signed-in collection basket at a restaurant with the given quick-added items. */
async function basket(customerId: number | null, items: string[], restaurantId = 1001) {
  const c = api.server.client();
  await c.request(`/api/basket/SetRestaurantDistance/${restaurantId}/0.3/W1D%203QU`, { method: "POST" });
  for (const id of items) expect((await c.request(`/api/basket/QuickAddItem/${id}/1`, { method: "POST" })).status).toBe(200);
  if (customerId !== null) await signIn(c, customerId);
  return c;
}

async function rewards(c: Client): Promise<RewardData> {
  const res = await c.request("/api/basket/GetRewardsForTransientBasket/true");
  expect(res.status).toBe(200);
  return (await res.json()) as RewardData;
}

function sectionIndex(data: RewardData, title: string): number {
  const i = data.sections.findIndex((s) => s.title === title);
  expect(i, `no section ${title} in ${data.sections.map((s) => s.title).join(", ")}`).toBeGreaterThanOrEqual(0);
  return i;
}

async function select(c: Client, data: RewardData, title: string, offerId: string, verb = "selectitem") {
  return c.request(`/api/basket/${verb}/${offerId}/${sectionIndex(data, title)}`, { method: "POST" });
}

describe("the reward screen's data", () => {
  it("is for signed-in, app-approved club members only", async () => {
    for (const who of [null, NOT_APPROVED]) {
      const c = await basket(who, ["margherita"]);
      const res = await c.request("/api/basket/GetRewardsForTransientBasket/true");
      expect(res.status).toBe(403);
      expect((await res.json()).errors[0].path).toBe("customer");
    }
  });

  it("lists the member's open rewards usable here, by priority, without other tiers' locked ones", async () => {
    const gold = await rewards(await basket(GOLD, ["margherita", "garlic-bread"]));
    expect(gold.sections.map((s) => s.title)).toEqual([
      "Free Dough Balls", // the welcome reward: the seeded members joined when the database was made
      "Birthday Treat", // the test clock is the gold member's birthday
      "25% off a Margherita",
      "Half price Margherita",
      "Free Margherita",
      "Free Romana Upgrade",
      "Free Romana Upgrade",
      "Free Garlic Bread",
      "Two Free Dips",
    ]);
    const upgrade = gold.sections[sectionIndex(gold, "Free Romana Upgrade")]!.subSections[0]!.offers;
    expect(upgrade.map((o) => [o.offerId, o.romanaUpgradePrice])).toEqual([
      ["margherita", "+ £3.00 Romana Upgrade"],
      ["pepperoni-classic", "+ £3.00 Romana Upgrade"],
    ]);
    // Silver: gold rewards are locked, and garlic bread only at the restaurants that include it.
    const silver = await rewards(await basket(SILVER, ["margherita"], 1002));
    expect(silver.sections.map((s) => s.title)).not.toContain("Free Margherita");
    expect(silver.sections.map((s) => s.title)).not.toContain("Free Garlic Bread");
  });

  it("refuses bad offer ids and section numbers with the field named", async () => {
    const c = await basket(GOLD, ["margherita"]);
    await rewards(c);
    const bad = await c.request("/api/basket/selectitem/NOT_AN_ID/0", { method: "POST" });
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors[0].path).toBe("offerId");
    const none = await c.request("/api/basket/selectitem/margherita/99", { method: "POST" });
    expect(none.status).toBe(409);
    expect((await none.json()).errors[0].path).toBe("offerId");
  });
});

describe("picking and saving rewards", () => {
  it("applies a free pizza at its menu price, and a product picked once is taken for the others", async () => {
    const c = await basket(GOLD, ["margherita", "pepperoni-classic"]);
    let data = await rewards(c);
    expect((await select(c, data, "Free Margherita", "margherita")).status).toBe(200);
    data = await rewards(c);
    const half = data.sections[sectionIndex(data, "Half price Margherita")]!.subSections[0]!.offers[0]!;
    expect(half).toMatchObject({ taken: true, disabled: true, selectedByThisUser: false });
    const taken = await select(c, data, "Half price Margherita", "margherita");
    expect(taken.status).toBe(409);
    expect((await taken.json()).errors[0].message).toBe("This product has been taken.");
    // Not saved yet: the basket itself has no rewards.
    expect(data.updateBasketResponse.basket.rewards).toEqual([]);
    const saved = await c.request("/api/basket/savediscounts", { method: "POST" });
    expect(saved.status).toBe(200);
    expect((await saved.json()).updateBasketResponse.basket.rewards).toEqual([{ rewardId: 105, productId: "margherita" }]);
    const { view } = await services().basketView(basketIdOf(c));
    expect(view.discounts).toEqual([
      { id: expect.any(String), rewardId: 105, offerTitle: "GOLD#Free Margherita", amountMinor: 1095, quantity: 1 },
    ]);
    expect(view.totalMinor).toBe(view.subTotalMinor - 1095);
  });

  it("adds a picked product the basket lacks: an upgrade comes with the Romana base", async () => {
    const c = await basket(GOLD, ["margherita"]);
    const data = await rewards(c);
    const i = data.sections.findIndex((s) => s.thirdPartyRewardTypeId === 107);
    expect((await c.request(`/api/basket/selectitem/pepperoni-classic/${i}`, { method: "POST" })).status).toBe(200);
    expect((await c.request("/api/basket/savediscounts", { method: "POST" })).status).toBe(200);
    const stored = await services().baskets.getOrCreate(basketIdOf(c));
    const pepperoni = stored.state.items.find((l) => l.id === "pepperoni-classic")!;
    expect(pepperoni.selections).toContainEqual({ groupId: "pepperoni-classic-base", optionId: "base-romana", quantity: 1 });
    const { view } = await services().basketView(stored.id);
    expect(view.discounts.map((d) => [d.offerTitle, d.amountMinor])).toEqual([["GOLD#Free Romana Upgrade", 300]]);
  });

  it("will not save a two-pick reward with one pick", async () => {
    const c = await basket(GOLD, ["margherita"]);
    let data = await rewards(c);
    await select(c, data, "Two Free Dips", "smoky-bbq-dip");
    data = await rewards(c);
    expect(data.selectionComplete).toBe(false);
    const refused = await c.request("/api/basket/savediscounts", { method: "POST" });
    expect(refused.status).toBe(400);
    expect((await refused.json()).errors[0]).toEqual({
      path: "rewards",
      message:
        "One or more of your rewards requires multiple product selection, please check your rewards and select the correct number of items before you save again.",
    });
    await select(c, data, "Two Free Dips", "basil-pesto-dip");
    data = await rewards(c);
    const third = await select(c, data, "Two Free Dips", "garlic-butter-dip");
    expect(third.status).toBe(409);
    expect((await c.request("/api/basket/savediscounts", { method: "POST" })).status).toBe(200);
    const { view } = await services().basketView(basketIdOf(c));
    expect(view.discounts.map((d) => d.amountMinor)).toEqual([95, 95]);
  });

  it("takes nothing off under the reward minimum, and says by how much", async () => {
    const c = await basket(GOLD, ["garlic-bread"]);
    const data = await rewards(c);
    await select(c, data, "Free Garlic Bread", "garlic-bread");
    const after = await rewards(c);
    expect(after.discounts).toEqual([]);
    expect(after.overMinor).toBe(1000);
    expect(after.overMessage).toBe("Basket total under £10 by £10.00. You need to spend a minimum of £10 to redeem your rewards.");
  });

  it("keeps vouchers and rewards apart, both ways", async () => {
    const c = await basket(GOLD, ["margherita", "pepperoni-classic"]);
    let data = await rewards(c);
    await select(c, data, "Free Margherita", "margherita");
    await c.request("/api/basket/savediscounts", { method: "POST" });
    const voucher = await c.request("/api/basket/AddVoucher", { method: "POST", json: { voucherCode: "SAVE20" } });
    expect((await voucher.json()).voucherExceptions[0].message).toMatch(/loyalty rewards cannot be used together/);

    const other = await basket(GOLD, ["margherita", "pepperoni-classic"]);
    const applied = await other.request("/api/basket/AddVoucher", { method: "POST", json: { voucherCode: "SAVE20" } });
    expect((await applied.json()).voucherExceptions).toEqual([]);
    data = await rewards(other);
    expect(data.message).toBe("Please remove the discount vouchers before adding your rewards");
    expect(data.sections.every((s) => s.readOnly)).toBe(true);
    const refused = await select(other, data, "Free Margherita", "margherita");
    expect(refused.status).toBe(409);
    expect((await refused.json()).errors[0].path).toBe("voucherCodes");
  });

  it("clears every reward", async () => {
    const c = await basket(GOLD, ["margherita"]);
    const data = await rewards(c);
    await select(c, data, "Free Margherita", "margherita");
    await c.request("/api/basket/savediscounts", { method: "POST" });
    const cleared = await c.request("/api/basket/cleardiscounts", { method: "POST" });
    expect(cleared.status).toBe(200);
    expect(((await cleared.json()) as RewardData).updateBasketResponse.basket.rewards).toEqual([]);
  });
});

describe("free delivery", () => {
  it("is a delivery reward only, and takes the delivery fee off as 'Free Delivery'", async () => {
    const collection = await rewards(await basket(SILVER, ["margherita", "pepperoni-classic"]));
    expect(collection.sections.map((s) => s.title)).not.toContain("Free Delivery");

    const c = api.server.client();
    expect((await c.request("/api/basket/UpdateBasketDelivery/W1D%203QU/1001", { method: "POST" })).status).toBe(200);
    for (const id of ["margherita", "pepperoni-classic"])
      expect((await c.request(`/api/basket/QuickAddItem/${id}/1`, { method: "POST" })).status).toBe(200);
    await signIn(c, SILVER);
    const data = await rewards(c);
    expect((await select(c, data, "Free Delivery", "delivery")).status).toBe(200);
    expect((await c.request("/api/basket/savediscounts", { method: "POST" })).status).toBe(200);
    const { view } = await services().basketView(basketIdOf(c));
    expect(view.deliveryFeeMinor).toBeGreaterThan(0);
    expect(view.discounts).toEqual([
      { id: "delivery", rewardId: 110, offerTitle: "Free Delivery", amountMinor: view.deliveryFeeMinor, quantity: 1 },
    ]);
    expect(view.totalMinor).toBe(view.subTotalMinor + view.serviceFeeMinor + view.smallOrderFeeMinor);
  });
});

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
  return { c, shown: (await services().basketView(basketIdOf(c))).view.totalMinor };
}

describe("paying with rewards", () => {
  it("charges the reduced total, records the reward on the order, and the reward is used up", async () => {
    const c = await basket(GOLD, ["margherita", "pepperoni-classic"]);
    const data = await rewards(c);
    await select(c, data, "Free Margherita", "margherita");
    await c.request("/api/basket/savediscounts", { method: "POST" });
    const slot = (await services().search.timeSlots(1001))[0]!;
    await api.t.runtime.basketStore.change(basketIdOf(c), (s) => ({ ...s, collectionTime: slot.instant }));
    const { view } = await services().basketView(basketIdOf(c));
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
