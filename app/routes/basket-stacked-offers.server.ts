// The basket's stacked offers section (spec 2 §2 basket content, behind showStackedRewards;
// docs/decisions/018): the member's rewards usable for this basket now, as short cards.
import type { AppLoadContext } from "../context";
import type { BasketRewards } from "../../server/loyalty";
import { isReferAFriend, pickHint } from "../../domain/loyalty/reward-compare";

export interface StackedOffer {
  id: number;
  tagLabel: string;
  title: string;
  hint: string;
  expiry: string;
  /** Picks of this reward saved on the basket. */
  picked: number;
}

/** Empty with the feature off, outside the club, or with nothing usable here. */
export function stackedOffers(app: AppLoadContext, rewards: BasketRewards | null): StackedOffer[] {
  if (!app.services.features.showStackedRewards || !rewards) return [];
  return rewards.offers.map(({ reward, section }) => ({
    id: section.thirdPartyRewardTypeId,
    tagLabel: section.tagLabel,
    title: section.title,
    hint: pickHint(section.maxSelectionForReward, isReferAFriend(reward.def)),
    expiry: section.expiry,
    picked: section.picked,
  }));
}
