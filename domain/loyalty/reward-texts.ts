// Reward texts that depend on more than one number (spec 2 §8 Rewards; docs/decisions/018).
import { REWARD_MESSAGES } from "./loyalty";

/** Spec 2 §8: the under-minimum text's alternative ending, when other rewards are available. */
const UNDER_MINIMUM_OTHERS_SUFFIX = " however you have some rewards available for redemption.";

/**
 * 'Basket total under £10 by £{amount}. You need to spend a minimum of £10 to redeem your rewards.'
 * When the member holds other open rewards than those picked, the alternative suffix takes the
 * place of the closing full stop.
 */
export function underMinimumText(shortMinor: number, currencySymbol: string, othersAvailable: boolean): string {
  const text = REWARD_MESSAGES.underMinimum(shortMinor, currencySymbol);
  return othersAvailable ? `${text.replace(/\.$/, "")}${UNDER_MINIMUM_OTHERS_SUFFIX}` : text;
}

/** Other rewards are available: an open reward of the member's that none of the picks uses. */
export function otherRewardsAvailable(openRewardIds: readonly number[], pickedRewardIds: readonly number[]): boolean {
  return openRewardIds.some((id) => !pickedRewardIds.includes(id));
}
