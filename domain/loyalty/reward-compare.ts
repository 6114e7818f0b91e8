// The developer's reward comparison page (spec 2 §2 /test/comparerewards, behind the feature flag
// showRewardComparePage; docs/decisions/018): the cards a member of a chosen tier would see, from
// the sample data below or from the rewards catalogue the API serves. Also the card hint's rule.
import { memberWallet, TIERS, type RewardDef, type Tier, rewardExpiryText } from "./loyalty";
export const COMPARE_SOURCES = ["sample", "api"] as const;
/** The tier select's order (spec 2 §2: gold, silver, bronze, signup). */
export const COMPARE_TIERS: readonly Tier[] = ["gold", "silver", "bronze", "signup"];
/** A reward's second tag that makes it refer-a-friend: its picks are "up to" (spec 2 §5). */
const REFER_A_FRIEND_TAG = "referAFriend";

/** Spec 2 §5: 'Pick {n} below', or 'Pick up to {n} below' for refer-a-friend. */
export function pickHint(n: number, referAFriend: boolean): string {
  return referAFriend ? `Pick up to ${n} below` : `Pick ${n} below`;
}

export function isReferAFriend(def: Pick<RewardDef, "tags">): boolean {
  return def.tags.includes(REFER_A_FRIEND_TAG);
}

export interface CompareCard {
  id: number;
  tagLabel: string;
  title: string;
  description: string;
  pickHint: string;
  expiry: string;
  locked: boolean;
  lockedText: string | null;
}

/** The cards a member of `tier` who joined at `now` holds: open first as the wallet orders them. */
export function compareCards(defs: readonly RewardDef[], tier: Tier, now: Date, timeZone: string): CompareCard[] {
  if (!TIERS.includes(tier)) return [];
  return memberWallet(defs, { tier, appApproved: true, joinedAt: now, dateOfBirth: null }, [], now, timeZone).map((w) => ({
    id: w.def.thirdPartyRewardTypeId,
    tagLabel: w.tagLabel,
    title: w.def.details.rewardTitle,
    description: w.def.details.rewardCardDescription,
    pickHint: pickHint(w.def.picks, isReferAFriend(w.def)),
    expiry: rewardExpiryText(w.validTo, timeZone),
    locked: w.locked,
    lockedText: w.lockedText,
  }));
}

const details = (rewardTitle: string, rewardCardDescription: string) => ({
  rewardTitle,
  rewardCardDescription,
  rewardDetailPageHeaderCopy: rewardTitle,
  rewardDetailPageDescription: rewardCardDescription,
  tcs: "Sample reward. Minimum spend of {minSpend} applies.",
});
const reward = (id: number, tier: Tier, title: string, description: string, extra: Partial<RewardDef> = {}): RewardDef => ({
  thirdPartyRewardTypeId: id,
  name: title,
  type: "freeItem",
  tierName: tier,
  priority: id - 900,
  discountPercentage: 100,
  productIds: [],
  picks: 1,
  minSpendMinor: 1000,
  validityDays: 28,
  tags: [`${tier}:1`],
  restaurantRules: { inclusions: [], exclusions: [] },
  details: details(title, description),
  ...extra,
});

/**
 * Sample data (spec 2 §9): the sign-up reward is a free portion with a £10 minimum spend, valid up
 * to 6 weeks; maxSelectionForReward is 2; one refer-a-friend reward.
 */
export const SAMPLE_REWARDS: readonly RewardDef[] = [
  reward(901, "signup", "Free Portion", "A free portion of dough balls when you spend £10.", { validityDays: 42 }),
  reward(902, "bronze", "25% off a Pizza", "A quarter off one pizza.", { type: "percentOff", discountPercentage: 25 }),
  reward(903, "silver", "Two Free Dips", "Pick two dips on us.", { picks: 2 }),
  reward(904, "bronze", "Refer a Friend", "Thanks for bringing a friend: up to two sides on us.", {
    picks: 2,
    tags: ["bronze:1", REFER_A_FRIEND_TAG],
  }),
  reward(905, "gold", "Free Pizza", "Any pizza on us.", { discountPercentage: 100 }),
];
