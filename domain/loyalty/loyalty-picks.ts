// Loyalty club rewards, the selection screen (spec 2 §4 Reward selection; §5): the usable rewards
// as cards of offers, picking and unpicking them, and the screen's messages. Pure: the menu and the
// draft picks come in as data (docs/decisions/008-loyalty-rewards.md).
import type { OrderMode } from "../basket/basket";
import { formatMoney } from "../money";
import { restaurantAllows, rewardExpiryText, type RewardDef, type WalletReward } from "./loyalty-wallet";

/** The offer id of a free-delivery reward's only offer. */
export const DELIVERY_OFFER_ID = "delivery";

/** One product picked for one reward. A reward with picks: n has up to n of these. */
export interface RewardPick {
  rewardId: number;
  /** The product's menu id, or DELIVERY_OFFER_ID. */
  productId: string;
}

/** The menu as the selection screen needs it: products that can be had here and now. */
export interface OfferProduct {
  id: string;
  name: string;
  basePriceMinor: number;
  /** Costs of the product's options, by option id (for upgrades). */
  optionCosts: Record<string, number>;
}

export interface SelectionContext {
  restaurantId: number;
  mode: OrderMode;
  /** On the menu and in stock at the restaurant. */
  products: ReadonlyMap<string, OfferProduct>;
  vouchersApplied: boolean;
  currencySymbol: string;
}

export interface OfferView {
  offerId: string;
  title: string;
  subTitle: string;
  price: string;
  /** The product's menu price in minor units (what `price` shows). */
  priceMinor: number;
  showPrice: boolean;
  /** '+ {price} Romana Upgrade' for upgrade rewards, else null. */
  romanaUpgradePrice: string | null;
  /** The upgrade's cost in minor units (what `romanaUpgradePrice` shows), else null. */
  upgradeMinor: number | null;
  selected: boolean;
  selectedByThisUser: boolean;
  disabled: boolean;
  /** Picked for another reward: 'This product has been taken.' */
  taken: boolean;
  groupComplete: boolean;
}

export interface SectionView {
  index: number;
  thirdPartyRewardTypeId: number;
  title: string;
  tagLabel: string;
  description: string;
  expiry: string;
  maxSelectionForReward: number;
  /** 'Pick {n} below' */
  pickHint: string;
  picked: number;
  /** All picks made (a reward with none picked is simply not used). */
  groupComplete: boolean;
  readOnly: boolean;
  details: RewardDef["details"];
  offers: OfferView[];
}

export const REWARD_MESSAGES = {
  none: "There are no loyalty rewards available right now.",
  noneHere: (restaurant: string) => `No offers available at ${restaurant}.`,
  vouchers: "Please remove the discount vouchers before adding your rewards",
  /** In-app a voucher blocks rewards (spec 2 §8), with its U+2018 as the spec spells it. */
  vouchersInApp: "Loyalty Rewards and Vouchers can\u2018t be used together. Please remove your voucher code to add your rewards.",
  taken: "This product has been taken.",
  notEnoughTitle: "You've not selected enough items",
  notEnough:
    "One or more of your rewards requires multiple product selection, please check your rewards and select the correct number of items before you save again.",
  underMinimum: (shortMinor: number, symbol: string) =>
    `Basket total under ${symbol}10 by ${formatMoney(shortMinor, symbol)}. You need to spend a minimum of ${symbol}10 to redeem your rewards.`,
} as const;

/**
 * Saved rewards are taken off a basket once someone other than their member holds it (another
 * login, signing out, a guest, an expired session): the basket page and the /api basket say so
 * once (docs/decisions/026).
 */
export const REWARDS_REMOVED_MESSAGE =
  "Your club rewards were removed from this basket because the account signed in has changed. Sign in to the account they belong to and add them again.";

/** '{n} Reward(s) added' (spec 2 §4). */
export function rewardsAddedText(n: number): string {
  return `${n} Reward(s) added`;
}

/** The open rewards that can be used at this restaurant in this mode, each a card of offers. */
export function usableRewards(wallet: readonly WalletReward[], ctx: Pick<SelectionContext, "restaurantId" | "mode">): WalletReward[] {
  return wallet.filter(
    (w) =>
      !w.locked && restaurantAllows(w.def.restaurantRules, ctx.restaurantId) && (w.def.type !== "freeDelivery" || ctx.mode === "delivery"),
  );
}

interface OfferSource {
  id: string;
  name: string;
  priceMinor: number;
  upgradeMinor: number | null;
}

function offersOf(def: RewardDef, ctx: SelectionContext): OfferSource[] {
  if (def.type === "freeDelivery") return [{ id: DELIVERY_OFFER_ID, name: "Free Delivery", priceMinor: 0, upgradeMinor: null }];
  return def.productIds.flatMap((id): OfferSource[] => {
    const p = ctx.products.get(id);
    if (!p) return [];
    if (def.type === "upgrade") {
      const cost = def.upgradeOptionId ? p.optionCosts[def.upgradeOptionId] : undefined;
      return cost === undefined ? [] : [{ id, name: p.name, priceMinor: p.basePriceMinor, upgradeMinor: cost }];
    }
    return [{ id, name: p.name, priceMinor: p.basePriceMinor, upgradeMinor: null }];
  });
}

/** The reward's terms, with its minimum spend ("{minSpend}" in the copy) in the brand's currency. */
export function rewardTerms(def: RewardDef, currencySymbol: string): string {
  return def.details.tcs.replaceAll("{minSpend}", formatMoney(def.minSpendMinor, currencySymbol));
}

/** The selection screen's cards, in wallet order, with each offer's state under the draft picks. */
export function rewardSections(
  usable: readonly WalletReward[],
  picks: readonly RewardPick[],
  ctx: SelectionContext,
  timeZone: string,
): SectionView[] {
  return usable.map((w, index) => {
    const def = w.def;
    const mine = picks.filter((p) => p.rewardId === def.thirdPartyRewardTypeId);
    const groupComplete = mine.length >= def.picks;
    const offers = offersOf(def, ctx).map((o) => {
      const selectedByThisUser = mine.some((p) => p.productId === o.id);
      const taken =
        !selectedByThisUser &&
        o.id !== DELIVERY_OFFER_ID &&
        picks.some((p) => p.productId === o.id && p.rewardId !== def.thirdPartyRewardTypeId);
      const showPrice = def.type !== "freeDelivery";
      return {
        offerId: o.id,
        title: o.name,
        subTitle: taken ? REWARD_MESSAGES.taken : def.details.rewardTitle,
        price: formatMoney(o.priceMinor, ctx.currencySymbol),
        priceMinor: o.priceMinor,
        showPrice,
        romanaUpgradePrice: o.upgradeMinor === null ? null : `+ ${formatMoney(o.upgradeMinor, ctx.currencySymbol)} Romana Upgrade`,
        upgradeMinor: o.upgradeMinor,
        selected: selectedByThisUser || taken,
        selectedByThisUser,
        // A full multi-pick card takes no more until one is unpicked; a single pick swaps instead.
        disabled: ctx.vouchersApplied || taken || (!selectedByThisUser && groupComplete && def.picks > 1),
        taken,
        groupComplete,
      };
    });
    return {
      index,
      thirdPartyRewardTypeId: def.thirdPartyRewardTypeId,
      title: def.details.rewardTitle,
      tagLabel: w.tagLabel,
      description: def.details.rewardCardDescription,
      expiry: rewardExpiryText(w.validTo, timeZone),
      maxSelectionForReward: def.picks,
      pickHint: `Pick ${def.picks} below`,
      picked: mine.length,
      groupComplete,
      readOnly: ctx.vouchersApplied,
      details: { ...def.details, tcs: rewardTerms(def, ctx.currencySymbol) },
      offers,
    };
  });
}

export type PickRefusal = "vouchers" | "unknown" | "taken" | "full";

/** Spec 2 §4: tapping an offer selects it for this reward (a single-pick reward swaps). */
export function selectOffer(
  picks: readonly RewardPick[],
  sections: readonly SectionView[],
  sectionIndex: number,
  offerId: string,
): { picks: RewardPick[] } | { refused: PickRefusal } {
  const section = sections[sectionIndex];
  const offer = section?.offers.find((o) => o.offerId === offerId);
  if (!section || !offer) return { refused: "unknown" };
  if (section.readOnly) return { refused: "vouchers" };
  if (offer.selectedByThisUser) return { picks: [...picks] };
  if (offer.taken) return { refused: "taken" };
  const rewardId = section.thirdPartyRewardTypeId;
  let next = [...picks];
  if (section.groupComplete) {
    if (section.maxSelectionForReward > 1) return { refused: "full" };
    next = next.filter((p) => p.rewardId !== rewardId);
  }
  return { picks: [...next, { rewardId, productId: offerId }] };
}

export function deselectOffer(
  picks: readonly RewardPick[],
  sections: readonly SectionView[],
  sectionIndex: number,
  offerId: string,
): RewardPick[] {
  const rewardId = sections[sectionIndex]?.thirdPartyRewardTypeId;
  return picks.filter((p) => !(p.rewardId === rewardId && p.productId === offerId));
}

/** Picks of rewards no longer usable, or of offers no longer there, drop out. */
export function keepUsablePicks(picks: readonly RewardPick[], sections: readonly SectionView[]): RewardPick[] {
  return picks.filter((p) =>
    sections.some((s) => s.thirdPartyRewardTypeId === p.rewardId && s.offers.some((o) => o.offerId === p.productId)),
  );
}

/** Every card with picks has all of them (spec 2 §5: multiple picks before saving). */
export function selectionComplete(picks: readonly RewardPick[], defs: ReadonlyMap<number, RewardDef>): boolean {
  const counts = new Map<number, number>();
  for (const p of picks) counts.set(p.rewardId, (counts.get(p.rewardId) ?? 0) + 1);
  return [...counts].every(([id, n]) => n >= (defs.get(id)?.picks ?? 1));
}
