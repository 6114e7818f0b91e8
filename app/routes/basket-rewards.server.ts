// The basket's club section (spec 2 §2, §4, §8): the member's open rewards, the stacked offers, and
// the rewards' notes, written here so the page's script carries no reward texts.
import type { AppLoadContext } from "../context";
import type { BasketState } from "../../domain/basket/basket";
import { REWARD_MESSAGES, rewardsAddedText, tierDisplayName, type Tier } from "../../domain/loyalty/loyalty";
import { otherRewardsAvailable, underMinimumText } from "../../domain/loyalty/reward-texts";
import type { BasketRewards } from "../../server/loyalty";
import type { BasketView } from "../../server/basket";
import { stackedOffers } from "./basket-stacked-offers.server";

export function basketRewardsSection(
  app: AppLoadContext,
  { rewards, tier, view, state }: { rewards: BasketRewards | null; tier: Tier | null; view: BasketView; state: BasketState },
) {
  const open = (rewards?.wallet ?? []).filter((w) => !w.locked);
  const rewardsApplied = state.rewards.length > 0;
  return {
    member: rewards !== null,
    signedIn: app.session.customerId !== null,
    tierName: tierDisplayName(tier),
    open: open.map((w) => ({ id: w.def.thirdPartyRewardTypeId, title: w.def.details.rewardTitle, tagLabel: w.tagLabel })),
    /** What the member's rewards say when none is open. */
    noneText: open.length ? null : REWARD_MESSAGES.none,
    rewardsApplied,
    stacked: stackedOffers(app, rewards),
    /** '{n} Reward(s) added' (spec 2 §4), once rewards or their discounts are on the basket. */
    addedText: view.discounts.length || rewardsApplied ? rewardsAddedText(view.discounts.length) : null,
    /** Spec 2 §8: under the rewards' minimum spend, and whether other rewards could be used instead. */
    underMinimumText:
      view.rewardsUnderMinimumByMinor > 0
        ? underMinimumText(
            view.rewardsUnderMinimumByMinor,
            app.services.brand.currencySymbol,
            otherRewardsAvailable(
              open.map((w) => w.def.thirdPartyRewardTypeId),
              state.rewards.map((p) => p.rewardId),
            ),
          )
        : null,
  };
}

export type BasketRewardsSection = ReturnType<typeof basketRewardsSection>;
