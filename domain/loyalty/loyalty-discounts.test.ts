import { describe, expect, it } from "vitest";
import { linesToAdd, offerTitleLines, rewardDiscounts, type DiscountLine } from "./loyalty-discounts";
import { DELIVERY_OFFER_ID, REWARD_MESSAGES, rewardsAddedText, type RewardPick } from "./loyalty-picks";
import type { RewardDef } from "./loyalty-wallet";
import { BRONZE_25, SILVER_HALF, GOLD_FREE, ROMANA, GARLIC, DIPS, DELIVERY, heldOf } from "./loyalty.fixtures";

describe("rewardDiscounts", () => {
  const line = (
    customID: string,
    itemId: string,
    basePriceMinor: number,
    quantity = 1,
    options: Record<string, number> = {},
  ): DiscountLine => ({
    customID,
    itemId,
    quantity,
    unitMinor: basePriceMinor + Object.values(options).reduce((a, b) => a + b, 0),
    basePriceMinor,
    options,
  });
  const collection = (subTotalMinor = 3000) => ({ mode: "collection" as const, subTotalMinor, deliveryFeeMinor: 0 });
  const delivery = (subTotalMinor = 3000, deliveryFeeMinor = 249) => ({ mode: "delivery" as const, subTotalMinor, deliveryFeeMinor });
  const pick = (def: RewardDef, productId: string): RewardPick => ({ rewardId: def.thirdPartyRewardTypeId, productId });
  const amounts = (r: ReturnType<typeof rewardDiscounts>) => r.discounts.map((d) => [d.id, d.rewardId, d.amountMinor]);

  it("takes a free item's menu base price, not its extras, for one unit", () => {
    const lines = [line("g1", "garlic-bread", 595, 2, { "extra-cheese": 100 })];
    expect(rewardDiscounts([pick(GARLIC, "garlic-bread")], heldOf(GARLIC), lines, collection())).toEqual({
      discounts: [{ id: "g1", rewardId: 108, offerTitle: "GOLD#Free Garlic Bread", amountMinor: 595, quantity: 1 }],
      underMinimumByMinor: 0,
    });
  });

  it("rounds percentages half up in whole minor units", () => {
    const off = (basePriceMinor: number, def = BRONZE_25) =>
      rewardDiscounts(
        [pick(def, "margherita")],
        heldOf(def),
        [line("m", "margherita", basePriceMinor, 1, { "extra-basil": 80 })],
        collection(),
      ).discounts[0]?.amountMinor;
    expect(off(1090)).toBe(273); // 272.5
    expect(off(1095)).toBe(274); // 273.75
    expect(off(1089)).toBe(272); // 272.25
    expect(off(1095, SILVER_HALF)).toBe(548); // 547.5
    expect(off(1095, GOLD_FREE)).toBe(1095);
  });

  it("titles a reward TIER#title", () => {
    const r = rewardDiscounts([pick(SILVER_HALF, "margherita")], heldOf(SILVER_HALF), [line("m", "margherita", 1095)], collection());
    expect(r.discounts[0]?.offerTitle).toBe("SILVER#Half price Margherita");
  });

  it("pays for an upgrade's option, and only on a line that has it", () => {
    const plain = line("m1", "margherita", 1095);
    const upgraded = line("m2", "margherita", 1095, 1, { "base-romana": 300, "extra-basil": 80 });
    expect(amounts(rewardDiscounts([pick(ROMANA, "margherita")], heldOf(ROMANA), [plain, upgraded], collection()))).toEqual([
      ["m2", 107, 300],
    ]);
    expect(rewardDiscounts([pick(ROMANA, "margherita")], heldOf(ROMANA), [plain], collection())).toEqual({
      discounts: [],
      underMinimumByMinor: 0,
    });
  });

  it("takes the delivery fee for free delivery, on delivery only", () => {
    const lines = [line("m", "margherita", 1095)];
    expect(rewardDiscounts([pick(DELIVERY, DELIVERY_OFFER_ID)], heldOf(DELIVERY), lines, delivery(3000, 249)).discounts).toEqual([
      { id: DELIVERY_OFFER_ID, rewardId: 110, offerTitle: "Free Delivery", amountMinor: 249, quantity: 1 },
    ]);
    expect(
      rewardDiscounts([pick(DELIVERY, DELIVERY_OFFER_ID)], heldOf(DELIVERY), lines, {
        mode: "collection",
        subTotalMinor: 3000,
        deliveryFeeMinor: 249,
      }),
    ).toEqual({ discounts: [], underMinimumByMinor: 0 });
    expect(rewardDiscounts([pick(DELIVERY, DELIVERY_OFFER_ID)], heldOf(DELIVERY), lines, delivery(3000, 0)).discounts).toEqual([]);
  });

  it("claims one unit per pick", () => {
    const picks = [pick(GOLD_FREE, "margherita"), pick(SILVER_HALF, "margherita")];
    const held = heldOf(GOLD_FREE, SILVER_HALF);
    expect(amounts(rewardDiscounts(picks, held, [line("m", "margherita", 1095, 1)], collection()))).toEqual([["m", 105, 1095]]);
    const both = rewardDiscounts(picks, held, [line("m", "margherita", 1095, 2)], collection(4000));
    expect(amounts(both)).toEqual([
      ["m", 105, 1095],
      ["m", 104, 548],
    ]);
    expect(both.discounts.every((d) => d.quantity === 1)).toBe(true);
    const twoLines = [line("m1", "margherita", 1095, 1), line("m2", "margherita", 1095, 1)];
    expect(amounts(rewardDiscounts(picks, held, twoLines, collection(4000)))).toEqual([
      ["m1", 105, 1095],
      ["m2", 104, 548],
    ]);
  });

  it("takes nothing for picks of rewards not held, or with no line", () => {
    const lines = [line("m", "margherita", 1095), line("g", "garlic-bread", 595)];
    expect(rewardDiscounts([pick(GARLIC, "garlic-bread")], heldOf(GOLD_FREE), lines, collection())).toEqual({
      discounts: [],
      underMinimumByMinor: 0,
    });
    expect(
      amounts(rewardDiscounts([pick(GARLIC, "garlic-bread"), pick(GOLD_FREE, "margherita")], heldOf(GOLD_FREE), lines, collection())),
    ).toEqual([["m", 105, 1095]]);
    expect(rewardDiscounts([pick(DIPS, "basil-pesto-dip")], heldOf(DIPS), lines, collection()).discounts).toEqual([]);
  });

  it("takes nothing under the minimum spend after food rewards, saying by how much", () => {
    const lines = [line("g", "garlic-bread", 595), line("m", "margherita", 1000)];
    const run = (subTotalMinor: number) =>
      rewardDiscounts([pick(GARLIC, "garlic-bread")], heldOf(GARLIC), lines, collection(subTotalMinor));
    expect(run(1200)).toEqual({ discounts: [], underMinimumByMinor: 395 });
    expect(run(1594)).toEqual({ discounts: [], underMinimumByMinor: 1 });
    expect(run(1595)).toMatchObject({ discounts: [{ id: "g", amountMinor: 595 }], underMinimumByMinor: 0 });
  });

  it("does not count free delivery against the minimum spend", () => {
    const lines = [line("m", "margherita", 1000)];
    const run = (subTotalMinor: number) =>
      rewardDiscounts([pick(DELIVERY, DELIVERY_OFFER_ID)], heldOf(DELIVERY), lines, delivery(subTotalMinor, 249));
    expect(run(1000)).toMatchObject({ discounts: [{ id: DELIVERY_OFFER_ID, amountMinor: 249 }], underMinimumByMinor: 0 });
    expect(run(999)).toEqual({ discounts: [], underMinimumByMinor: 1 });
    const both = rewardDiscounts(
      [pick(DELIVERY, DELIVERY_OFFER_ID), pick(GARLIC, "garlic-bread")],
      heldOf(DELIVERY, GARLIC),
      [...lines, line("g", "garlic-bread", 595)],
      delivery(1595, 249),
    );
    expect(amounts(both)).toEqual([
      [DELIVERY_OFFER_ID, 110, 249],
      ["g", 108, 595],
    ]);
  });

  it("returns nothing for no picks", () => {
    expect(rewardDiscounts([], heldOf(GARLIC), [line("g", "garlic-bread", 595)], collection(500))).toEqual({
      discounts: [],
      underMinimumByMinor: 0,
    });
  });
});

describe("linesToAdd", () => {
  const held = heldOf(GARLIC, ROMANA, DELIVERY, GOLD_FREE, SILVER_HALF);
  const line = (customID: string, itemId: string, quantity = 1, options: Record<string, number> = {}) => ({
    customID,
    itemId,
    quantity,
    options,
  });

  it("asks for a picked product no line carries, with the upgrade option for upgrades", () => {
    expect(
      linesToAdd(
        [
          { rewardId: 108, productId: "garlic-bread" },
          { rewardId: 107, productId: "margherita" },
        ],
        held,
        [],
      ),
    ).toEqual([
      { productId: "garlic-bread", optionId: null },
      { productId: "margherita", optionId: "base-romana" },
    ]);
  });

  it("lets an existing line carry the pick; an upgrade needs a line with the option", () => {
    expect(linesToAdd([{ rewardId: 108, productId: "garlic-bread" }], held, [line("g", "garlic-bread")])).toEqual([]);
    expect(linesToAdd([{ rewardId: 107, productId: "margherita" }], held, [line("m", "margherita")])).toEqual([
      { productId: "margherita", optionId: "base-romana" },
    ]);
    expect(linesToAdd([{ rewardId: 107, productId: "margherita" }], held, [line("m", "margherita", 1, { "base-romana": 300 })])).toEqual(
      [],
    );
  });

  it("lets a line carry one pick per unit", () => {
    const picks = [
      { rewardId: 105, productId: "margherita" },
      { rewardId: 104, productId: "margherita" },
    ];
    expect(linesToAdd(picks, held, [line("m", "margherita", 1)])).toEqual([{ productId: "margherita", optionId: null }]);
    expect(linesToAdd(picks, held, [line("m", "margherita", 2)])).toEqual([]);
  });

  it("adds nothing for free delivery or for rewards not held", () => {
    expect(linesToAdd([{ rewardId: 110, productId: DELIVERY_OFFER_ID }], held, [])).toEqual([]);
    expect(linesToAdd([{ rewardId: 999, productId: "garlic-bread" }], held, [])).toEqual([]);
  });
});

describe("reward words", () => {
  it("splits an offer title at '#'", () => {
    expect(offerTitleLines("GOLD#Free Garlic Bread")).toEqual(["GOLD", "Free Garlic Bread"]);
    expect(offerTitleLines("Free Delivery")).toEqual(["Free Delivery"]);
    expect(offerTitleLines("GOLD#")).toEqual(["GOLD"]);
  });
  it("counts rewards added", () => {
    expect(rewardsAddedText(2)).toBe("2 Reward(s) added");
  });
  it("says how far under the minimum the basket is", () => {
    expect(REWARD_MESSAGES.underMinimum(250, "£")).toBe(
      "Basket total under £10 by £2.50. You need to spend a minimum of £10 to redeem your rewards.",
    );
    expect(REWARD_MESSAGES.underMinimum(5, "€")).toBe(
      "Basket total under €10 by €0.05. You need to spend a minimum of €10 to redeem your rewards.",
    );
  });
});
