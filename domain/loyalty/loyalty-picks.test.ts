import { describe, expect, it } from "vitest";
import {
  DELIVERY_OFFER_ID,
  deselectOffer,
  keepUsablePicks,
  REWARD_MESSAGES,
  rewardSections,
  rewardTerms,
  selectionComplete,
  selectOffer,
  usableRewards,
  type RewardPick,
  type SectionView,
  type SelectionContext,
} from "./loyalty-picks";
import type { RewardDef } from "./loyalty-wallet";
import { reward, BRONZE_25, GOLD_FREE, ROMANA, GARLIC, DIPS, DELIVERY, heldOf, ids, ctx, held, wallet } from "./loyalty.fixtures";

describe("reward selection", () => {
  const sections = (picks: readonly RewardPick[] = [], over: Partial<SelectionContext> = {}) =>
    rewardSections(wallet, picks, ctx(over), "Europe/London");
  const section = (all: readonly SectionView[], def: RewardDef) => {
    const s = all.find((x) => x.thirdPartyRewardTypeId === def.thirdPartyRewardTypeId);
    if (!s) throw new Error(`no section ${def.thirdPartyRewardTypeId}`);
    return s;
  };
  const offer = (s: SectionView, id: string) => {
    const o = s.offers.find((x) => x.offerId === id);
    if (!o) throw new Error(`no offer ${id}`);
    return o;
  };
  const select = (picks: readonly RewardPick[], def: RewardDef, offerId: string, over: Partial<SelectionContext> = {}) => {
    const all = sections(picks, over);
    return selectOffer(picks, all, section(all, def).index, offerId);
  };
  const picksOf = (result: ReturnType<typeof selectOffer>): RewardPick[] => {
    if (!("picks" in result)) throw new Error(`refused: ${result.refused}`);
    return result.picks;
  };

  describe("usableRewards", () => {
    it("keeps free delivery for delivery only", () => {
      expect(ids(usableRewards(wallet, { restaurantId: 1001, mode: "delivery" }))).toEqual([105, 107, 108, 109, 110]);
      expect(ids(usableRewards(wallet, { restaurantId: 1001, mode: "collection" }))).toEqual([105, 107, 108, 109]);
    });
    it("drops locked rewards and those the restaurant rules refuse", () => {
      const mixed = [held(BRONZE_25, { locked: true, lockedText: "Reach BRONZE to unlock" }), held(GARLIC), held(GOLD_FREE)];
      expect(ids(usableRewards(mixed, { restaurantId: 1002, mode: "collection" }))).toEqual([105]);
    });
  });

  describe("rewardSections", () => {
    it("makes a card per reward in wallet order, with its words", () => {
      const all = sections();
      expect(all.map((s) => [s.index, s.thirdPartyRewardTypeId])).toEqual([
        [0, 105],
        [1, 107],
        [2, 108],
        [3, 109],
        [4, 110],
      ]);
      expect(section(all, DIPS)).toMatchObject({
        title: "Two Free Dips",
        tagLabel: "GOLD",
        description: "Two Free Dips, described",
        expiry: "Expires 5 Dec 2026",
        maxSelectionForReward: 2,
        pickHint: "Pick 2 below",
        picked: 0,
        groupComplete: false,
        readOnly: false,
        details: DIPS.details,
      });
      expect(section(all, GARLIC).pickHint).toBe("Pick 1 below");
    });

    it("states the minimum spend in the brand's currency in the terms", () => {
      const terms = "Minimum spend of {minSpend} applies (before delivery fee).";
      const def = reward(120, { title: "Terms", details: { ...DIPS.details, tcs: terms } });
      expect(rewardTerms(def, "£")).toBe("Minimum spend of £10.00 applies (before delivery fee).");
      expect(rewardTerms(def, "€")).toBe("Minimum spend of €10.00 applies (before delivery fee).");
      const [card] = rewardSections([held(def)], [], ctx({ currencySymbol: "€" }), "Europe/Dublin");
      expect(card?.details.tcs).toBe("Minimum spend of €10.00 applies (before delivery fee).");
    });

    it("offers only the products on the menu here, in the reward's order", () => {
      const dips = section(sections(), DIPS);
      expect(dips.offers.map((o) => o.offerId)).toEqual(["garlic-butter-dip", "vegan-garlic-dip", "basil-pesto-dip"]);
      expect(offer(dips, "basil-pesto-dip")).toMatchObject({
        title: "basil-pesto-dip name",
        subTitle: "Two Free Dips",
        price: "£1.25",
        showPrice: true,
        romanaUpgradePrice: null,
        selected: false,
        selectedByThisUser: false,
        disabled: false,
        taken: false,
        groupComplete: false,
      });
      const none = rewardSections([held(GARLIC)], [], ctx({ products: new Map() }), "Europe/London");
      expect(none[0]?.offers).toEqual([]);
    });

    it("prices upgrades and offers them only on products with the upgrade option", () => {
      const romana = section(sections(), ROMANA);
      expect(romana.offers.map((o) => o.offerId)).toEqual(["margherita", "pepperoni-classic"]);
      expect(offer(romana, "margherita")).toMatchObject({
        price: "£10.95",
        priceMinor: 1095,
        romanaUpgradePrice: "+ £3.00 Romana Upgrade",
        upgradeMinor: 300,
      });
      expect(offer(romana, "pepperoni-classic").romanaUpgradePrice).toBe("+ £3.50 Romana Upgrade");
      expect(offer(section(sections(), GOLD_FREE), "margherita").romanaUpgradePrice).toBeNull();
    });

    it("gives free delivery a single offer without a price", () => {
      const delivery = section(sections(), DELIVERY);
      expect(delivery.offers).toHaveLength(1);
      expect(delivery.offers[0]).toMatchObject({
        offerId: DELIVERY_OFFER_ID,
        title: "Free Delivery",
        showPrice: false,
        romanaUpgradePrice: null,
      });
    });

    it("shows a product picked for one reward as taken in another", () => {
      const all = sections([{ rewardId: GOLD_FREE.thirdPartyRewardTypeId, productId: "margherita" }]);
      expect(offer(section(all, GOLD_FREE), "margherita")).toMatchObject({
        subTitle: "Free Margherita",
        selected: true,
        selectedByThisUser: true,
        taken: false,
        disabled: false,
        groupComplete: true,
      });
      expect(offer(section(all, ROMANA), "margherita")).toMatchObject({
        subTitle: REWARD_MESSAGES.taken,
        selected: true,
        selectedByThisUser: false,
        taken: true,
        disabled: true,
      });
      expect(REWARD_MESSAGES.taken).toBe("This product has been taken.");
      expect(offer(section(all, ROMANA), "pepperoni-classic")).toMatchObject({ taken: false, disabled: false });
    });

    it("makes every card read-only and every offer disabled once vouchers are applied", () => {
      const all = sections([], { vouchersApplied: true });
      expect(all.every((s) => s.readOnly)).toBe(true);
      expect(all.flatMap((s) => s.offers).every((o) => o.disabled)).toBe(true);
    });
  });

  describe("selectOffer and deselectOffer", () => {
    it("picks an offer for its reward", () => {
      expect(picksOf(select([], GARLIC, "garlic-bread"))).toEqual([{ rewardId: 108, productId: "garlic-bread" }]);
      expect(picksOf(select([], DELIVERY, DELIVERY_OFFER_ID))).toEqual([{ rewardId: 110, productId: DELIVERY_OFFER_ID }]);
    });

    it("leaves the picks alone when the offer is already picked", () => {
      const picks = [{ rewardId: 108, productId: "garlic-bread" }];
      expect(picksOf(select(picks, GARLIC, "garlic-bread"))).toEqual(picks);
    });

    it("swaps a single-pick reward's pick on a second select", () => {
      const first = picksOf(select([{ rewardId: 109, productId: "garlic-butter-dip" }], ROMANA, "margherita"));
      const romana = section(sections(first), ROMANA);
      expect(romana.groupComplete).toBe(true);
      expect(offer(romana, "pepperoni-classic")).toMatchObject({ selected: false, disabled: false });
      const second = picksOf(select(first, ROMANA, "pepperoni-classic"));
      expect(second).toEqual([
        { rewardId: 109, productId: "garlic-butter-dip" },
        { rewardId: 107, productId: "pepperoni-classic" },
      ]);
    });

    it("refuses a product taken by another reward", () => {
      expect(select([{ rewardId: 105, productId: "margherita" }], ROMANA, "margherita")).toEqual({ refused: "taken" });
    });

    it("fills a multi-pick card, then refuses a third and disables its other offers", () => {
      const one = picksOf(select([], DIPS, "garlic-butter-dip"));
      const half = section(sections(one), DIPS);
      expect(half).toMatchObject({ picked: 1, groupComplete: false });
      expect(offer(half, "basil-pesto-dip").disabled).toBe(false);

      const two = picksOf(select(one, DIPS, "vegan-garlic-dip"));
      expect(two).toEqual([
        { rewardId: 109, productId: "garlic-butter-dip" },
        { rewardId: 109, productId: "vegan-garlic-dip" },
      ]);
      const full = section(sections(two), DIPS);
      expect(full).toMatchObject({ picked: 2, groupComplete: true });
      expect(full.offers.map((o) => [o.offerId, o.selectedByThisUser, o.disabled, o.groupComplete])).toEqual([
        ["garlic-butter-dip", true, false, true],
        ["vegan-garlic-dip", true, false, true],
        ["basil-pesto-dip", false, true, true],
      ]);
      expect(select(two, DIPS, "basil-pesto-dip")).toEqual({ refused: "full" });

      const all = sections(two);
      const fewer = deselectOffer(two, all, section(all, DIPS).index, "garlic-butter-dip");
      expect(fewer).toEqual([{ rewardId: 109, productId: "vegan-garlic-dip" }]);
      expect(picksOf(select(fewer, DIPS, "basil-pesto-dip"))).toEqual([
        { rewardId: 109, productId: "vegan-garlic-dip" },
        { rewardId: 109, productId: "basil-pesto-dip" },
      ]);
    });

    it("refuses every select while vouchers are applied", () => {
      expect(select([], GARLIC, "garlic-bread", { vouchersApplied: true })).toEqual({ refused: "vouchers" });
      expect(select([], DELIVERY, DELIVERY_OFFER_ID, { vouchersApplied: true })).toEqual({ refused: "vouchers" });
    });

    it("refuses an unknown card or offer", () => {
      const all = sections();
      expect(selectOffer([], all, 99, "garlic-bread")).toEqual({ refused: "unknown" });
      expect(selectOffer([], all, -1, "garlic-bread")).toEqual({ refused: "unknown" });
      expect(selectOffer([], all, section(all, GARLIC).index, "margherita")).toEqual({ refused: "unknown" });
      expect(selectOffer([], all, section(all, DIPS).index, "smoky-bbq-dip")).toEqual({ refused: "unknown" });
      expect(selectOffer([], all, section(all, ROMANA).index, "calzone")).toEqual({ refused: "unknown" });
    });

    it("unpicks only that reward's pick of that product", () => {
      const picks = [
        { rewardId: 105, productId: "margherita" },
        { rewardId: 107, productId: "margherita" },
        { rewardId: 108, productId: "garlic-bread" },
      ];
      const all = sections(picks);
      expect(deselectOffer(picks, all, section(all, ROMANA).index, "margherita")).toEqual([picks[0], picks[2]]);
      expect(deselectOffer(picks, all, 99, "margherita")).toEqual(picks);
    });
  });

  describe("keepUsablePicks", () => {
    it("drops picks of rewards or offers no longer on screen, keeping the rest in order", () => {
      const picks = [
        { rewardId: 109, productId: "garlic-butter-dip" },
        { rewardId: 109, productId: "smoky-bbq-dip" },
        { rewardId: 104, productId: "margherita" },
        { rewardId: 110, productId: DELIVERY_OFFER_ID },
        { rewardId: 107, productId: "calzone" },
        { rewardId: 108, productId: "garlic-bread" },
      ];
      expect(keepUsablePicks(picks, sections())).toEqual([picks[0], picks[3], picks[5]]);
      const collection = rewardSections(
        usableRewards(wallet, { restaurantId: 1001, mode: "collection" }),
        [],
        ctx({ mode: "collection" }),
        "UTC",
      );
      expect(keepUsablePicks(picks, collection)).toEqual([picks[0], picks[5]]);
    });
  });

  describe("selectionComplete", () => {
    const defs = heldOf(GOLD_FREE, GARLIC, DIPS);
    it("is false while a multi-pick reward lacks picks", () => {
      expect(selectionComplete([{ rewardId: 109, productId: "garlic-butter-dip" }], defs)).toBe(false);
      expect(
        selectionComplete(
          [
            { rewardId: 108, productId: "garlic-bread" },
            { rewardId: 109, productId: "garlic-butter-dip" },
          ],
          defs,
        ),
      ).toBe(false);
    });
    it("is true when every card with picks has all of them", () => {
      expect(selectionComplete([], defs)).toBe(true);
      expect(selectionComplete([{ rewardId: 108, productId: "garlic-bread" }], defs)).toBe(true);
      expect(
        selectionComplete(
          [
            { rewardId: 109, productId: "garlic-butter-dip" },
            { rewardId: 108, productId: "garlic-bread" },
            { rewardId: 109, productId: "vegan-garlic-dip" },
          ],
          defs,
        ),
      ).toBe(true);
    });
  });
});
