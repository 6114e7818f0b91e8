import { describe, expect, it } from "vitest";
import {
  DELIVERY_OFFER_ID,
  deselectOffer,
  keepUsablePicks,
  linesToAdd,
  memberWallet,
  offerTitleLines,
  REWARD_MESSAGES,
  rewardDiscounts,
  rewardExpiryText,
  rewardSections,
  rewardTerms,
  rewardsAddedText,
  restaurantAllows,
  selectionComplete,
  selectOffer,
  tierDisplayName,
  usableRewards,
  type DiscountLine,
  type LoyaltyMember,
  type OfferProduct,
  type RewardDef,
  type RewardPick,
  type SectionView,
  type SelectionContext,
  type WalletReward,
} from "./loyalty";

// Small fixtures in the shape of seeds/rewards.json.
function reward(id: number, over: Partial<RewardDef> & { title?: string } = {}): RewardDef {
  const { title = `Reward ${id}`, ...rest } = over;
  return {
    thirdPartyRewardTypeId: id,
    name: title,
    type: "freeItem",
    tierName: "gold",
    priority: id,
    discountPercentage: 100,
    productIds: [],
    picks: 1,
    minSpendMinor: 1000,
    validityDays: 30,
    tags: ["gold:1"],
    restaurantRules: { inclusions: [], exclusions: [] },
    details: {
      rewardTitle: title,
      rewardCardDescription: `${title}, described`,
      rewardDetailPageHeaderCopy: `${title} header`,
      rewardDetailPageDescription: `${title} in detail`,
      tcs: "Terms apply.",
    },
    ...rest,
  };
}

const WELCOME = reward(101, { tierName: "signup", tags: ["signup:1"], productIds: ["dough-balls"], title: "Free Dough Balls" });
const BIRTHDAY = reward(102, {
  tierName: "signup",
  tags: ["birthday:1"],
  productIds: ["tiramisu"],
  validityDays: 14,
  title: "Birthday Treat",
});
const BRONZE_25 = reward(103, {
  type: "percentOff",
  tierName: "bronze",
  tags: ["bronze:1"],
  discountPercentage: 25,
  productIds: ["margherita"],
  title: "25% off a Margherita",
});
const SILVER_HALF = reward(104, {
  type: "percentOff",
  tierName: "silver",
  tags: ["silver:1"],
  discountPercentage: 50,
  productIds: ["margherita"],
  title: "Half price Margherita",
});
const GOLD_FREE = reward(105, { type: "percentOff", productIds: ["margherita"], title: "Free Margherita" });
const ROMANA = reward(107, {
  type: "upgrade",
  productIds: ["margherita", "pepperoni-classic", "calzone"],
  upgradeOptionId: "base-romana",
  validityDays: 60,
  title: "Free Romana Upgrade",
});
const GARLIC = reward(108, {
  productIds: ["garlic-bread"],
  restaurantRules: { inclusions: [1001], exclusions: [] },
  title: "Free Garlic Bread",
});
const DIPS = reward(109, {
  productIds: ["garlic-butter-dip", "vegan-garlic-dip", "basil-pesto-dip", "smoky-bbq-dip"],
  picks: 2,
  title: "Two Free Dips",
});
const DELIVERY = reward(110, { type: "freeDelivery", tierName: "bronze", tags: ["bronze:1"], title: "Free Delivery" });
const ALL = [WELCOME, BIRTHDAY, BRONZE_25, SILVER_HALF, GOLD_FREE, ROMANA, GARLIC, DIPS, DELIVERY];
const heldOf = (...defs: RewardDef[]) => new Map(defs.map((d) => [d.thirdPartyRewardTypeId, d]));

// Joined 1 Oct 2026 09:00 UTC; the e2e clock is Friday 20 Nov 2026, 12:30 UTC.
const JOINED = new Date("2026-10-01T09:00:00Z");
const NOW = new Date("2026-11-20T12:30:00Z");
const member = (over: Partial<LoyaltyMember> = {}): LoyaltyMember => ({
  tier: "gold",
  appApproved: true,
  joinedAt: JOINED,
  dateOfBirth: null,
  ...over,
});
const ids = (wallet: readonly WalletReward[]) => wallet.map((w) => w.def.thirdPartyRewardTypeId);
const inWallet = (wallet: readonly WalletReward[], def: RewardDef) =>
  wallet.find((w) => w.def.thirdPartyRewardTypeId === def.thirdPartyRewardTypeId);

describe("memberWallet", () => {
  it("is empty without a tier or without app approval", () => {
    const dob = { dateOfBirth: "1990-11-25" };
    expect(memberWallet(ALL, member({ tier: null, ...dob }), [], NOW)).toEqual([]);
    expect(memberWallet(ALL, member({ appApproved: false, ...dob }), [], NOW)).toEqual([]);
    expect(memberWallet(ALL, member(dob), [], NOW)).not.toEqual([]);
  });

  it("lists by priority, then by id, whatever the order given", () => {
    const a = reward(200, { priority: 2, productIds: ["margherita"] });
    const b = reward(201, { priority: 1, productIds: ["margherita"] });
    const c = reward(202, { priority: 2, productIds: ["margherita"] });
    expect(ids(memberWallet([c, a, b], member(), [], NOW))).toEqual([201, 200, 202]);
    const wallet = memberWallet([...ALL].reverse(), member({ dateOfBirth: "1990-11-25" }), [], new Date("2026-10-15T12:00:00Z"));
    expect(ids(wallet)).toEqual([101, 102, 103, 104, 105, 107, 108, 109, 110]);
  });

  it("locks tier rewards above the member's tier, naming the tier, and opens those at or below", () => {
    const wallet = memberWallet([BRONZE_25, SILVER_HALF, GOLD_FREE], member({ tier: "silver" }), [], NOW);
    expect(wallet.map((w) => [w.def.thirdPartyRewardTypeId, w.tagLabel, w.locked, w.lockedText])).toEqual([
      [103, "BRONZE", false, null],
      [104, "SILVER", false, null],
      [105, "GOLD", true, "Reach GOLD to unlock"],
    ]);
    const signup = memberWallet([BRONZE_25, GOLD_FREE], member({ tier: "signup" }), [], NOW);
    expect(signup.map((w) => w.lockedText)).toEqual(["Reach BRONZE to unlock", "Reach GOLD to unlock"]);
    const gold = memberWallet([BRONZE_25, SILVER_HALF, GOLD_FREE], member({ tier: "gold" }), [], NOW);
    expect(gold.every((w) => !w.locked && w.lockedText === null)).toBe(true);
  });

  it("labels sign-up tags WELCOME and reads the tier from the tag, falling back to the tier name", () => {
    const wallet = memberWallet(
      [WELCOME, reward(300, { tags: [], tierName: "silver" })],
      member({ tier: "bronze" }),
      [],
      new Date("2026-10-02T00:00:00Z"),
    );
    expect(wallet.map((w) => [w.tagLabel, w.locked, w.lockedText])).toEqual([
      ["WELCOME", false, null],
      ["SILVER", true, "Reach SILVER to unlock"],
    ]);
  });

  describe("the welcome reward", () => {
    const welcome = (now: Date, redemptions: { rewardId: number; at: Date }[] = []) =>
      inWallet(memberWallet([WELCOME], member({ tier: "signup" }), redemptions, now), WELCOME);

    it("is open from joining until validityDays later", () => {
      expect(welcome(new Date("2026-10-15T12:00:00Z"))).toMatchObject({
        locked: false,
        lockedText: null,
        tagLabel: "WELCOME",
        validFrom: JOINED,
        validTo: new Date("2026-10-31T09:00:00Z"),
      });
      expect(welcome(new Date("2026-10-31T08:59:59.999Z"))).toBeDefined();
    });

    it("is gone once its first period is over, and does not come back", () => {
      expect(welcome(new Date("2026-10-31T09:00:00Z"))).toBeUndefined();
      expect(welcome(NOW)).toBeUndefined();
      expect(welcome(new Date("2027-06-01T12:00:00Z"))).toBeUndefined();
    });

    it("is never shown again once redeemed", () => {
      const used = [{ rewardId: WELCOME.thirdPartyRewardTypeId, at: new Date("2026-10-02T18:00:00Z") }];
      expect(welcome(new Date("2026-10-15T12:00:00Z"), used)).toBeUndefined();
      const other = [{ rewardId: GOLD_FREE.thirdPartyRewardTypeId, at: new Date("2026-10-02T18:00:00Z") }];
      expect(welcome(new Date("2026-10-15T12:00:00Z"), other)).toBeDefined();
    });
  });

  describe("periodic rewards", () => {
    const gold = (now: Date, redemptions: { rewardId: number; at: Date }[] = []) =>
      inWallet(memberWallet([GOLD_FREE], member(), redemptions, now), GOLD_FREE);
    const usedAt = (iso: string) => [{ rewardId: GOLD_FREE.thirdPartyRewardTypeId, at: new Date(iso) }];

    it("runs in periods of validityDays from joining", () => {
      expect(gold(new Date("2026-10-15T12:00:00Z"))).toMatchObject({ validFrom: JOINED, validTo: new Date("2026-10-31T09:00:00Z") });
      expect(gold(NOW)).toMatchObject({
        locked: false,
        validFrom: new Date("2026-10-31T09:00:00Z"),
        validTo: new Date("2026-11-30T09:00:00Z"),
      });
      const romana = inWallet(memberWallet([ROMANA], member(), [], NOW), ROMANA);
      expect(romana).toMatchObject({ validFrom: JOINED, validTo: new Date("2026-11-30T09:00:00Z") });
    });

    it("is hidden once redeemed in the current period", () => {
      expect(gold(NOW, usedAt("2026-11-01T19:00:00Z"))).toBeUndefined();
      expect(gold(NOW, usedAt("2026-10-31T09:00:00Z"))).toBeUndefined();
    });

    it("ignores redemptions from an earlier period, or from the instant the period ends", () => {
      expect(gold(NOW, usedAt("2026-10-31T08:59:59.999Z"))).toBeDefined();
      expect(gold(NOW, usedAt("2026-11-30T09:00:00Z"))).toBeDefined();
    });

    it("is back in the next period, with its dates rolled on", () => {
      const used = usedAt("2026-11-01T19:00:00Z");
      expect(gold(new Date("2026-11-30T08:59:59.999Z"), used)).toBeUndefined();
      expect(gold(new Date("2026-11-30T09:00:00Z"), used)).toMatchObject({
        locked: false,
        validFrom: new Date("2026-11-30T09:00:00Z"),
        validTo: new Date("2026-12-30T09:00:00Z"),
      });
    });
  });

  describe("the birthday treat", () => {
    const birthday = (dateOfBirth: string | null, now: Date, redemptions: { rewardId: number; at: Date }[] = []) =>
      inWallet(memberWallet([BIRTHDAY], member({ dateOfBirth }), redemptions, now), BIRTHDAY);

    it("is skipped without a date of birth", () => {
      expect(birthday(null, NOW)).toBeUndefined();
    });

    it("is locked until 7 days before the birthday, saying when it unlocks", () => {
      expect(birthday("1990-12-25", NOW)).toMatchObject({
        tagLabel: "BIRTHDAY",
        locked: true,
        lockedText: "Unlocks 18 Dec 2026",
        validFrom: new Date("2026-12-18T00:00:00Z"),
        validTo: new Date("2027-01-02T00:00:00Z"),
      });
      expect(birthday("1990-12-25", new Date("2026-12-17T23:59:59.999Z"))?.locked).toBe(true);
    });

    it("is open from 7 days before the birthday until the end of the 7th day after", () => {
      for (const now of ["2026-12-18T00:00:00Z", "2026-12-25T12:00:00Z", "2027-01-01T23:59:59.999Z"]) {
        expect(birthday("1990-12-25", new Date(now)), now).toMatchObject({
          locked: false,
          lockedText: null,
          validFrom: new Date("2026-12-18T00:00:00Z"),
          validTo: new Date("2027-01-02T00:00:00Z"),
        });
      }
    });

    it("locks again after the window, until next year's", () => {
      expect(birthday("1990-12-25", new Date("2027-01-02T00:00:00Z"))).toMatchObject({ locked: true, lockedText: "Unlocks 18 Dec 2027" });
      expect(birthday("1990-11-10", NOW)).toMatchObject({ locked: true, lockedText: "Unlocks 3 Nov 2027" });
    });

    it("keeps 29 February birthdays on 28 February in a non-leap year", () => {
      expect(birthday("2000-02-29", new Date("2027-02-20T12:00:00Z"))).toMatchObject({
        locked: true,
        lockedText: "Unlocks 21 Feb 2027",
      });
      expect(birthday("2000-02-29", new Date("2027-02-21T00:00:00Z"))).toMatchObject({
        locked: false,
        validFrom: new Date("2027-02-21T00:00:00Z"),
        validTo: new Date("2027-03-08T00:00:00Z"),
      });
      expect(birthday("2000-02-29", new Date("2027-03-08T00:00:00Z"))).toMatchObject({ locked: true, lockedText: "Unlocks 22 Feb 2028" });
      expect(birthday("2000-02-29", new Date("2028-02-22T00:00:00Z"))).toMatchObject({
        locked: false,
        validTo: new Date("2028-03-08T00:00:00Z"),
      });
    });

    it("is hidden once redeemed in the window, but not for a redemption outside it", () => {
      const at = (iso: string) => [{ rewardId: BIRTHDAY.thirdPartyRewardTypeId, at: new Date(iso) }];
      expect(birthday("1990-11-25", NOW)).toMatchObject({ locked: false, validFrom: new Date("2026-11-18T00:00:00Z") });
      expect(birthday("1990-11-25", NOW, at("2026-11-18T00:00:00Z"))).toBeUndefined();
      expect(birthday("1990-11-25", NOW, at("2026-11-17T23:59:59.999Z"))).toBeDefined();
      expect(birthday("1990-11-25", NOW, at("2025-11-25T12:00:00Z"))).toBeDefined();
      expect(birthday("1990-11-25", NOW, at("2026-12-03T00:00:00Z"))).toBeDefined();
    });

    it("counts the window in the brand's local days (London in summer time is an hour ahead of UTC)", () => {
      const london = (now: string) =>
        inWallet(memberWallet([BIRTHDAY], member({ dateOfBirth: "1990-06-15" }), [], new Date(now), "Europe/London"), BIRTHDAY);
      // Local midnight of 8 June is 23:00 UTC on 7 June.
      expect(london("2026-06-07T22:59:59Z")).toMatchObject({ locked: true, lockedText: "Unlocks 8 Jun 2026" });
      expect(london("2026-06-07T23:00:00Z")).toMatchObject({ locked: false, validFrom: new Date("2026-06-07T23:00:00Z") });
      // Open to the end of 22 June, local time.
      expect(london("2026-06-22T22:59:59Z")?.locked).toBe(false);
      expect(london("2026-06-22T23:00:00Z")).toMatchObject({ locked: true, lockedText: "Unlocks 8 Jun 2027" });
    });
  });
});

describe("restaurantAllows", () => {
  it("allows anywhere without lists", () => {
    expect(restaurantAllows({ inclusions: [], exclusions: [] }, 1001)).toBe(true);
  });
  it("refuses an excluded restaurant", () => {
    expect(restaurantAllows({ inclusions: [], exclusions: [1015, 2008] }, 1015)).toBe(false);
    expect(restaurantAllows({ inclusions: [], exclusions: [1015, 2008] }, 1001)).toBe(true);
  });
  it("allows an included restaurant", () => {
    expect(restaurantAllows({ inclusions: [1001, 1027], exclusions: [] }, 1027)).toBe(true);
  });
  it("refuses a restaurant missing from an inclusion list", () => {
    expect(restaurantAllows({ inclusions: [1001, 1027], exclusions: [] }, 1002)).toBe(false);
  });
});

describe("rewardExpiryText", () => {
  it("names the last day before validTo", () => {
    expect(rewardExpiryText(new Date("2026-12-06T00:00:00Z"), "Europe/London")).toBe("Expires 5 Dec 2026");
    expect(rewardExpiryText(new Date("2026-12-06T00:00:01Z"), "Europe/London")).toBe("Expires 6 Dec 2026");
  });
  it("reads the day in the given time zone", () => {
    // London midnight on 10 July is 23:00 UTC on the 9th.
    expect(rewardExpiryText(new Date("2026-07-09T23:00:00Z"), "Europe/London")).toBe("Expires 9 Jul 2026");
    expect(rewardExpiryText(new Date("2026-07-10T00:00:00Z"), "Europe/London")).toBe("Expires 10 Jul 2026");
  });
});

describe("tierDisplayName", () => {
  it("calls sign-up Club Member and capitalises the rest", () => {
    expect(tierDisplayName("signup")).toBe("Club Member");
    expect(tierDisplayName("bronze")).toBe("Bronze");
    expect(tierDisplayName("gold")).toBe("Gold");
    expect(tierDisplayName(null)).toBe("");
  });
});

describe("reward selection", () => {
  const product = (id: string, basePriceMinor: number, optionCosts: Record<string, number> = {}): [string, OfferProduct] => [
    id,
    { id, name: `${id} name`, basePriceMinor, optionCosts },
  ];
  // smoky-bbq-dip is out of stock; calzone has no Romana base.
  const products = new Map([
    product("margherita", 1095, { "base-romana": 300 }),
    product("pepperoni-classic", 1295, { "base-romana": 350 }),
    product("calzone", 1395),
    product("garlic-bread", 595),
    product("garlic-butter-dip", 95),
    product("vegan-garlic-dip", 95),
    product("basil-pesto-dip", 125),
  ]);
  const ctx = (over: Partial<SelectionContext> = {}): SelectionContext => ({
    restaurantId: 1001,
    mode: "delivery",
    products,
    vouchersApplied: false,
    currencySymbol: "£",
    ...over,
  });
  const VALID_TO = new Date("2026-12-06T00:00:00Z");
  const held = (def: RewardDef, over: Partial<WalletReward> = {}): WalletReward => ({
    def,
    tagLabel: def.tierName.toUpperCase(),
    locked: false,
    lockedText: null,
    validFrom: JOINED,
    validTo: VALID_TO,
    ...over,
  });
  const wallet = [held(GOLD_FREE), held(ROMANA), held(GARLIC), held(DIPS), held(DELIVERY)];
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
