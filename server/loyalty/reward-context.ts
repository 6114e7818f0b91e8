// The reward presenters' brand settings, as an /api call sees them.
import type { HandlerContext } from "../api/define";
import type { RewardContext } from "./reward-payload";

/** The reward presenters' brand settings. */
export const rewardContextOf = (ctx: HandlerContext): RewardContext => ({
  currencySymbol: ctx.services.brand.currencySymbol,
  timeZone: ctx.services.brand.timeZone,
});
