// Loyalty club rewards in the basket (spec 2 §4, §9): what the saved picks take off the basket
// (docs/pricing.md) and the lines saving them adds. Pure: the basket comes in as data.
import type { OrderMode } from "../basket/basket";
import { parseTag, tagLabelOf, type RewardDef } from "./loyalty-wallet";
import { DELIVERY_OFFER_ID, type RewardPick } from "./loyalty-picks";

/** Spec 2 §9: the food paid for must be at least this for rewards to be redeemed. */
const REWARD_MINIMUM_SPEND_MINOR = 1000;

/** A basket line as the discount rules need it. */
export interface DiscountLine {
  customID: string;
  itemId: string;
  quantity: number;
  unitMinor: number;
  basePriceMinor: number;
  /** Chosen option ids with what each costs. */
  options: Record<string, number>;
}

export interface RewardDiscount {
  /** The line's customID (or DELIVERY_OFFER_ID). */
  id: string;
  rewardId: number;
  /** '#' breaks the title in two: tier on top, reward beneath. 'Free Delivery' is special. */
  offerTitle: string;
  amountMinor: number;
  quantity: number;
}

function percentOf(amountMinor: number, percent: number): number {
  return Math.floor((amountMinor * percent + 50) / 100);
}

/**
 * What the picks take off. Each pick claims one unit of a matching line (an upgrade, a line with the
 * upgrade option): free items and percentages are on the product's menu price, never its extras;
 * upgrades pay for the option; free delivery takes the fee. Picks of rewards not held, or without a
 * line, take nothing. When the food paid for after rewards would be under the reward minimum,
 * nothing comes off and `underMinimumByMinor` says by how much.
 */
export function rewardDiscounts(
  picks: readonly RewardPick[],
  held: ReadonlyMap<number, RewardDef>,
  lines: readonly DiscountLine[],
  basket: { mode: OrderMode; subTotalMinor: number; deliveryFeeMinor: number },
): { discounts: RewardDiscount[]; underMinimumByMinor: number } {
  const claimed = new Map<string, number>();
  const discounts: RewardDiscount[] = [];
  let minimum = 0;
  for (const pick of picks) {
    const def = held.get(pick.rewardId);
    if (!def) continue;
    if (def.type === "freeDelivery") {
      if (basket.mode !== "delivery" || basket.deliveryFeeMinor <= 0 || pick.productId !== DELIVERY_OFFER_ID) continue;
      if (discounts.some((d) => d.id === DELIVERY_OFFER_ID)) continue;
      discounts.push({
        id: DELIVERY_OFFER_ID,
        rewardId: def.thirdPartyRewardTypeId,
        offerTitle: "Free Delivery",
        amountMinor: percentOf(basket.deliveryFeeMinor, def.discountPercentage),
        quantity: 1,
      });
      minimum = Math.max(minimum, def.minSpendMinor);
      continue;
    }
    const line = lines.find(
      (l) =>
        l.itemId === pick.productId &&
        (claimed.get(l.customID) ?? 0) < l.quantity &&
        (def.type !== "upgrade" || (def.upgradeOptionId !== undefined && def.upgradeOptionId in l.options)),
    );
    if (!line) continue;
    claimed.set(line.customID, (claimed.get(line.customID) ?? 0) + 1);
    const basis = def.type === "upgrade" ? (line.options[def.upgradeOptionId!] ?? 0) : Math.min(line.basePriceMinor, line.unitMinor);
    const amountMinor = percentOf(basis, def.discountPercentage);
    if (amountMinor <= 0) continue;
    discounts.push({
      id: line.customID,
      rewardId: def.thirdPartyRewardTypeId,
      offerTitle: `${tagLabelOf(parseTag(def.tags[0] ?? def.tierName).name)}#${def.details.rewardTitle}`,
      amountMinor,
      quantity: 1,
    });
    minimum = Math.max(minimum, def.minSpendMinor);
  }
  if (!discounts.length) return { discounts, underMinimumByMinor: 0 };
  const food = discounts.filter((d) => d.id !== DELIVERY_OFFER_ID).reduce((n, d) => n + d.amountMinor, 0);
  const spend = basket.subTotalMinor - food;
  const needed = Math.max(minimum, REWARD_MINIMUM_SPEND_MINOR);
  if (spend < needed) return { discounts: [], underMinimumByMinor: needed - spend };
  return { discounts, underMinimumByMinor: 0 };
}

/**
 * What saving the picks adds to the basket (QuickAddItemAndReward): a product picked with no line
 * to carry it comes in once with its default choices, an upgrade with the upgrade option.
 */
export function linesToAdd(
  picks: readonly RewardPick[],
  held: ReadonlyMap<number, RewardDef>,
  lines: readonly Pick<DiscountLine, "customID" | "itemId" | "quantity" | "options">[],
): { productId: string; optionId: string | null }[] {
  const claimed = new Map<string, number>();
  const out: { productId: string; optionId: string | null }[] = [];
  for (const pick of picks) {
    const def = held.get(pick.rewardId);
    if (!def || def.type === "freeDelivery") continue;
    const optionId = def.type === "upgrade" ? (def.upgradeOptionId ?? null) : null;
    const line = lines.find(
      (l) => l.itemId === pick.productId && (claimed.get(l.customID) ?? 0) < l.quantity && (optionId === null || optionId in l.options),
    );
    if (line) claimed.set(line.customID, (claimed.get(line.customID) ?? 0) + 1);
    else out.push({ productId: pick.productId, optionId });
  }
  return out;
}

/** The basket's title of a discount: '#' is a line break (spec 2 §3). */
export function offerTitleLines(offerTitle: string): string[] {
  return offerTitle.split("#").filter(Boolean);
}
