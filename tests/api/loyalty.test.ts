// The club's rewards over /api: the reward screen's data, picking and saving rewards, free delivery.
import { describe, expect, it } from "vitest";
import { apiServer, basketIdOf, viewerOf } from "../support/http";
import { GOLD, NOT_APPROVED, SILVER, type RewardData, loyaltyHelpers } from "../support/loyalty";

const api = apiServer();
const { services, signIn, basket, rewards, sectionIndex, select } = loyaltyHelpers(api);

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

describe("opening the reward screen", () => {
  it("stores nothing: the draft is the saved picks until a pick, which stores it", async () => {
    const c = await basket(GOLD, ["margherita", "garlic-bread"]);
    const id = basketIdOf(c);
    let data = await rewards(c);
    await select(c, data, "Free Garlic Bread", "garlic-bread");
    expect((await c.request("/api/basket/savediscounts", { method: "POST" })).status).toBe(200);
    const saved = (await services().baskets.peek(id))!.state;
    expect(saved.rewardDraft).toBeNull();

    data = await rewards(c);
    expect(
      data.sections[sectionIndex(data, "Free Garlic Bread")]!.subSections[0]!.offers.find((o) => o.offerId === "garlic-bread"),
    ).toMatchObject({ selectedByThisUser: true });
    expect((await services().baskets.peek(id))!.state).toEqual(saved);

    await select(c, data, "Free Garlic Bread", "garlic-bread", "deselectitem");
    expect((await services().baskets.peek(id))!.state.rewardDraft).toEqual([]);
  });
});

describe("the rewards catalogue (customer/getallrewards)", () => {
  type Reward = { thirdPartyRewardTypeId: number; isLocked: boolean; rewardDetails: { validityText: string | null } };
  const catalogueOf = async (who: number | null) => {
    const res = await (await basket(who, ["margherita"])).request("/api/customer/getallrewards");
    expect(res.status).toBe(200);
    return ((await res.json()) as { rewards: Reward[] }).rewards;
  };

  it("is answered to a guest and to a customer outside the club: every reward, locked, saying how to unlock it", async () => {
    const everyReward = (await services().loyalty.catalogue()).length;
    for (const who of [null, NOT_APPROVED]) {
      const rewards = await catalogueOf(who);
      expect(rewards).toHaveLength(everyReward);
      expect(rewards.every((r) => r.isLocked && r.rewardDetails.validityText === "Join the club or log in to unlock")).toBe(true);
    }
  });

  it("is a member's own state when signed in: open rewards unlocked, other tiers' locked", async () => {
    const gold = await catalogueOf(GOLD);
    expect(gold.some((r) => !r.isLocked)).toBe(true);
    expect(gold.map((r) => r.thirdPartyRewardTypeId)).toContain(105);
    const silver = await catalogueOf(SILVER);
    expect(silver.find((r) => r.thirdPartyRewardTypeId === 105)).toMatchObject({ isLocked: true });
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
    const { view } = await services().basketView(basketIdOf(c), await viewerOf(api.t.runtime, c));
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
    const { view } = await services().basketView(stored.id, await viewerOf(api.t.runtime, c));
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
    const { view } = await services().basketView(basketIdOf(c), await viewerOf(api.t.runtime, c));
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
    const { view } = await services().basketView(basketIdOf(c), await viewerOf(api.t.runtime, c));
    expect(view.deliveryFeeMinor).toBeGreaterThan(0);
    expect(view.discounts).toEqual([
      { id: "delivery", rewardId: 110, offerTitle: "Free Delivery", amountMinor: view.deliveryFeeMinor, quantity: 1 },
    ]);
    expect(view.totalMinor).toBe(view.subTotalMinor + view.serviceFeeMinor + view.smallOrderFeeMinor);
  });
});
