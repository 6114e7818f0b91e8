// The loyalty tests' rewards, in the shape of seeds/rewards.json, and the member's dates; never used
// by the application itself.
import type { OfferProduct, SelectionContext } from "./loyalty-picks";
import type { RewardDef, WalletReward } from "./loyalty-wallet";

export function reward(id: number, over: Partial<RewardDef> & { title?: string } = {}): RewardDef {
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

export const WELCOME = reward(101, { tierName: "signup", tags: ["signup:1"], productIds: ["dough-balls"], title: "Free Dough Balls" });
export const BIRTHDAY = reward(102, {
  tierName: "signup",
  tags: ["birthday:1"],
  productIds: ["tiramisu"],
  validityDays: 14,
  title: "Birthday Treat",
});
export const BRONZE_25 = reward(103, {
  type: "percentOff",
  tierName: "bronze",
  tags: ["bronze:1"],
  discountPercentage: 25,
  productIds: ["margherita"],
  title: "25% off a Margherita",
});
export const SILVER_HALF = reward(104, {
  type: "percentOff",
  tierName: "silver",
  tags: ["silver:1"],
  discountPercentage: 50,
  productIds: ["margherita"],
  title: "Half price Margherita",
});
export const GOLD_FREE = reward(105, { type: "percentOff", productIds: ["margherita"], title: "Free Margherita" });
export const ROMANA = reward(107, {
  type: "upgrade",
  productIds: ["margherita", "pepperoni-classic", "calzone"],
  upgradeOptionId: "base-romana",
  validityDays: 60,
  title: "Free Romana Upgrade",
});
export const GARLIC = reward(108, {
  productIds: ["garlic-bread"],
  restaurantRules: { inclusions: [1001], exclusions: [] },
  title: "Free Garlic Bread",
});
export const DIPS = reward(109, {
  productIds: ["garlic-butter-dip", "vegan-garlic-dip", "basil-pesto-dip", "smoky-bbq-dip"],
  picks: 2,
  title: "Two Free Dips",
});
export const DELIVERY = reward(110, { type: "freeDelivery", tierName: "bronze", tags: ["bronze:1"], title: "Free Delivery" });
export const ALL = [WELCOME, BIRTHDAY, BRONZE_25, SILVER_HALF, GOLD_FREE, ROMANA, GARLIC, DIPS, DELIVERY];
export const heldOf = (...defs: RewardDef[]) => new Map(defs.map((d) => [d.thirdPartyRewardTypeId, d]));

// Joined 1 Oct 2026 09:00 UTC; the e2e clock is Friday 20 Nov 2026, 12:30 UTC.
export const JOINED = new Date("2026-10-01T09:00:00Z");
export const NOW = new Date("2026-11-20T12:30:00Z");
export const ids = (wallet: readonly WalletReward[]) => wallet.map((w) => w.def.thirdPartyRewardTypeId);

const product = (id: string, basePriceMinor: number, optionCosts: Record<string, number> = {}): [string, OfferProduct] => [
  id,
  { id, name: `${id} name`, basePriceMinor, optionCosts },
];
// The selection screen's menu: smoky-bbq-dip is out of stock; calzone has no Romana base.
const products = new Map([
  product("margherita", 1095, { "base-romana": 300 }),
  product("pepperoni-classic", 1295, { "base-romana": 350 }),
  product("calzone", 1395),
  product("garlic-bread", 595),
  product("garlic-butter-dip", 95),
  product("vegan-garlic-dip", 95),
  product("basil-pesto-dip", 125),
]);
export const ctx = (over: Partial<SelectionContext> = {}): SelectionContext => ({
  restaurantId: 1001,
  mode: "delivery",
  products,
  vouchersApplied: false,
  currencySymbol: "£",
  ...over,
});
const VALID_TO = new Date("2026-12-06T00:00:00Z");
export const held = (def: RewardDef, over: Partial<WalletReward> = {}): WalletReward => ({
  def,
  tagLabel: def.tierName.toUpperCase(),
  locked: false,
  lockedText: null,
  validFrom: JOINED,
  validTo: VALID_TO,
  ...over,
});
export const wallet = [held(GOLD_FREE), held(ROMANA), held(GARLIC), held(DIPS), held(DELIVERY)];
