// Loyalty club rewards (spec 2 §4 Loyalty rewards, Reward selection; §5; §8 Rewards): which rewards a
// member holds today, the selection screen's cards and offers, picking and unpicking, and what the
// picks take off the basket. Pure: the clock, the member, the menu and the basket come in as data.
// The rules the spec leaves open are decided in docs/decisions/008-loyalty-rewards.md.
import type { OrderMode } from "./basket";
import { formatMoney } from "./money";
import { localDateTime, zonedTimeToInstant } from "./opening-hours";
import { formatVoucherDate } from "./vouchers";

export const TIERS = ["signup", "bronze", "silver", "gold"] as const;
export type Tier = (typeof TIERS)[number];

/** Spec 2 §9: the food paid for must be at least this for rewards to be redeemed. */
export const REWARD_MINIMUM_SPEND_MINOR = 1000;
/** The birthday treat opens this many days before the birthday and closes as many after. */
export const BIRTHDAY_WINDOW_DAYS = 7;
/** The offer id of a free-delivery reward's only offer. */
export const DELIVERY_OFFER_ID = "delivery";
const DAY_MS = 86_400_000;

export interface RewardDef {
  thirdPartyRewardTypeId: number;
  name: string;
  type: "freeItem" | "percentOff" | "upgrade" | "freeDelivery";
  tierName: Tier;
  priority: number;
  discountPercentage: number;
  productIds: string[];
  upgradeOptionId?: string | undefined;
  picks: number;
  minSpendMinor: number;
  validityDays: number;
  tags: string[];
  restaurantRules: { inclusions: number[]; exclusions: number[] };
  details: {
    rewardTitle: string;
    rewardCardDescription: string;
    rewardDetailPageHeaderCopy: string;
    rewardDetailPageDescription: string;
    tcs: string;
  };
}

export interface LoyaltyMember {
  tier: Tier | null;
  appApproved: boolean;
  /** When the member joined: reward periods run from here. */
  joinedAt: Date;
  /** "1990-04-12", or null when not given (no birthday treat). */
  dateOfBirth: string | null;
}

/** A reward used on a paid order, and when. */
export interface Redemption {
  rewardId: number;
  at: Date;
}

export interface WalletReward {
  def: RewardDef;
  /** The tag's label as reward lists show it: upper case, sign-up as WELCOME. */
  tagLabel: string;
  locked: boolean;
  /** Why it is locked, in words; null when open. */
  lockedText: string | null;
  validFrom: Date;
  /** Exclusive: the reward ends at this instant. */
  validTo: Date;
}

/** What a tier is called to the customer: 'SignUp' is 'Club Member' (spec 2 §3). */
export function tierDisplayName(tier: Tier | null): string {
  if (tier === null) return "";
  return tier === "signup" ? "Club Member" : `${tier[0]!.toUpperCase()}${tier.slice(1)}`;
}

export function tierRank(tier: string): number {
  return TIERS.indexOf(tier as Tier);
}

/** "gold:1" → gold, scheme 1; the scheme defaults to 1 (spec 2 §3). */
export function parseTag(tag: string): { name: string; scheme: number } {
  const [name = "", scheme] = tag.split(":");
  return { name, scheme: scheme ? Number(scheme) : 1 };
}

function tagLabelOf(name: string): string {
  return name === "signup" ? "WELCOME" : name.toUpperCase();
}

/** Spec 2 §4: no lists → valid; excluded → invalid; included → valid; a list without it → invalid. */
export function restaurantAllows(rules: RewardDef["restaurantRules"], restaurantId: number): boolean {
  if (rules.exclusions.includes(restaurantId)) return false;
  if (rules.inclusions.length === 0) return true;
  return rules.inclusions.includes(restaurantId);
}

/**
 * The window around this year's birthday (or next year's, once this one has passed), from local
 * midnight 7 days before to the end of the 7th day after, in the brand's time zone.
 */
function birthdayWindow(dateOfBirth: string, now: Date, timeZone: string): { from: Date; to: Date } {
  const [, m = 1, d = 1] = dateOfBirth.split("-").map(Number);
  const ymd = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const windowFor = (year: number) => {
    // 29 February outside a leap year is celebrated on 28 February.
    const day = new Date(Date.UTC(year, m - 1, d));
    const birthday = day.getUTCMonth() === m - 1 ? day : new Date(Date.UTC(year, m - 1, d - 1));
    return {
      from: zonedTimeToInstant(ymd(birthday.getTime() - BIRTHDAY_WINDOW_DAYS * DAY_MS), "00:00", timeZone),
      to: zonedTimeToInstant(ymd(birthday.getTime() + (BIRTHDAY_WINDOW_DAYS + 1) * DAY_MS), "00:00", timeZone),
    };
  };
  const year = Number(localDateTime(now, timeZone).date.slice(0, 4));
  for (const y of [year - 1, year, year + 1]) {
    const w = windowFor(y);
    if (now < w.to) return w;
  }
  return windowFor(year + 1);
}

/**
 * The rewards a member holds now, by priority: open ones, and tier rewards above the member's tier
 * shown locked. Each open reward can be used once per period (validityDays from joining); the
 * welcome reward only in the first; the birthday treat once in the days around the birthday.
 * No loyalty data (no tier, or not app-approved) → empty.
 */
export function memberWallet(
  defs: readonly RewardDef[],
  member: LoyaltyMember,
  redemptions: readonly Redemption[],
  now: Date,
  /** Where birthdays are counted in local days: the brand's time zone. */
  timeZone = "UTC",
): WalletReward[] {
  if (!member.tier || !member.appApproved) return [];
  const rank = tierRank(member.tier);
  const used = (id: number, from: Date, to: Date) => redemptions.some((r) => r.rewardId === id && r.at >= from && r.at < to);
  const out: WalletReward[] = [];
  for (const def of [...defs].sort(
    (a, b) => (a.priority ?? 1) - (b.priority ?? 1) || a.thirdPartyRewardTypeId - b.thirdPartyRewardTypeId,
  )) {
    const tag = parseTag(def.tags[0] ?? def.tierName);
    const tagLabel = tagLabelOf(tag.name);
    if (tag.name === "birthday") {
      if (!member.dateOfBirth) continue;
      const w = birthdayWindow(member.dateOfBirth, now, timeZone);
      const open = now >= w.from;
      if (open && used(def.thirdPartyRewardTypeId, w.from, w.to)) continue;
      out.push({
        def,
        tagLabel,
        locked: !open,
        lockedText: open ? null : `Unlocks ${formatVoucherDate(localDateTime(w.from, timeZone).date)}`,
        validFrom: w.from,
        validTo: w.to,
      });
      continue;
    }
    const period = def.validityDays * DAY_MS;
    const elapsed = Math.max(0, now.getTime() - member.joinedAt.getTime());
    if (tag.name === "signup") {
      // The welcome reward: once, in the first period after joining.
      const to = new Date(member.joinedAt.getTime() + period);
      if (now >= to || redemptions.some((r) => r.rewardId === def.thirdPartyRewardTypeId)) continue;
      out.push({ def, tagLabel, locked: false, lockedText: null, validFrom: member.joinedAt, validTo: to });
      continue;
    }
    const tagRank = tierRank(tag.name);
    const from = new Date(member.joinedAt.getTime() + Math.floor(elapsed / period) * period);
    const to = new Date(from.getTime() + period);
    if (tagRank > rank) {
      out.push({ def, tagLabel, locked: true, lockedText: `Reach ${tagLabel} to unlock`, validFrom: from, validTo: to });
      continue;
    }
    if (used(def.thirdPartyRewardTypeId, from, to)) continue;
    out.push({ def, tagLabel, locked: false, lockedText: null, validFrom: from, validTo: to });
  }
  return out;
}

/** Spec 2 §4: 'Expires {day} {short month} {year}', the last day the reward can be used. */
export function rewardExpiryText(validTo: Date, timeZone: string): string {
  return `Expires ${formatVoucherDate(localDateTime(new Date(validTo.getTime() - 1), timeZone).date)}`;
}

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
