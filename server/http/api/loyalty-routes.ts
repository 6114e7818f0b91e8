// Loyalty reward calls of spec 2 §7: the reward screen over the basket's draft picks (the web's
// transient basket), picking, saving and clearing, and the member's reward catalogue.
import { z } from "zod";
import { REWARD_MESSAGES, type WalletReward } from "../../../app/domain/loyalty";
import { ApiError, defineRoute, type ApiRoute, type HandlerContext } from "./define";
import { basketPayload } from "./payloads";

const offerParams = z.object({
  offerId: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, { message: "not an offer id" }),
  sectionIndex: z.coerce
    .number({ message: "sectionIndex must be a number" })
    .int({ message: "sectionIndex must be a whole number" })
    .min(0, { message: "sectionIndex must be 0 or more" })
    .max(100),
});

const NOT_MEMBER = { path: "customer", message: "Rewards are for signed-in club members." };

const PICK_MESSAGES: Record<string, string> = {
  taken: REWARD_MESSAGES.taken,
  vouchers: REWARD_MESSAGES.vouchers,
  full: "This reward has all its picks: deselect one to choose another.",
  unknown: "No such offer in this section.",
};

/** A wallet entry in the catalogue's shape (spec 2 §3 Reward). */
export function rewardPayload(w: WalletReward) {
  const d = w.def;
  return {
    thirdPartyRewardTypeId: d.thirdPartyRewardTypeId,
    tierName: d.tierName,
    isLocked: w.locked,
    disabled: w.locked,
    validFrom: w.validFrom.toISOString(),
    validTo: w.validTo.toISOString(),
    priority: d.priority,
    name: d.name,
    discountPercentage: d.discountPercentage,
    type: d.type,
    restaurantRules: d.restaurantRules,
    rewardDetails: {
      ...d.details,
      showTierName: true,
      validityText: w.lockedText,
    },
  };
}

/** The reward screen as data (spec 2 §3 Reward selection response), with the basket it acts on. */
async function rewardData(ctx: HandlerContext) {
  const screen = await ctx.services.loyalty.screen(ctx.session.basketId, ctx.session.customerId);
  if (!screen) throw new ApiError(403, [NOT_MEMBER]);
  const preview = await ctx.services.loyalty.previewState(ctx.session.basketId);
  const { basket, view } = await ctx.services.basketView(ctx.session.basketId, preview ?? undefined);
  const stored = await ctx.services.baskets.getOrCreate(ctx.session.basketId);
  return {
    sections: screen.sections.map((s) => ({
      title: s.title,
      designOfTile: s.tagLabel.toLowerCase(),
      missingText: s.groupComplete ? "" : s.pickHint,
      readOnly: s.readOnly,
      selectionComplete: s.groupComplete,
      tags: [s.tagLabel],
      thirdPartyRewardTypeId: s.thirdPartyRewardTypeId,
      maxSelectionForReward: s.maxSelectionForReward,
      referAFriend: false,
      expiry: s.expiry,
      subSections: [{ title: s.title, displayTitle: false, offers: s.offers }],
    })),
    overMinor: view.rewardsUnderMinimumByMinor,
    overMessage: view.rewardsUnderMinimumByMinor
      ? REWARD_MESSAGES.underMinimum(view.rewardsUnderMinimumByMinor, ctx.services.brand.currencySymbol)
      : null,
    selectionComplete: screen.selectionComplete,
    excludedCampaignIds: [],
    nonExcludedCampaignsSelectedByThisUser: [...new Set(screen.picks.map((p) => p.rewardId))],
    message: screen.vouchersApplied
      ? REWARD_MESSAGES.vouchers
      : screen.sections.length
        ? null
        : screen.noneHere
          ? REWARD_MESSAGES.noneHere(screen.restaurantName)
          : REWARD_MESSAGES.none,
    locked: screen.locked.map(rewardPayload),
    discounts: view.discounts,
    discountReduction: view.discountReductionMinor,
    total: view.totalMinor,
    tempBasketHash: screen.tempBasketHash,
    // The web's transient basket is the server's draft; there is no client-held copy.
    tempBasketJSON: null,
    updateBasketResponse: { status: "OK", basket: basketPayload(stored) },
    previewBasket: basketPayload(basket),
  };
}

async function pick(ctx: HandlerContext, params: z.infer<typeof offerParams>, select: boolean) {
  const outcome = await ctx.services.loyalty.pick(
    ctx.session.basketId,
    ctx.session.customerId,
    params.sectionIndex,
    params.offerId,
    select,
  );
  if (!outcome.ok) {
    if (outcome.reason === "not-member") throw new ApiError(403, [NOT_MEMBER]);
    const path = outcome.reason === "unknown" ? "offerId" : outcome.reason === "vouchers" ? "voucherCodes" : "offerId";
    throw new ApiError(409, [{ path, message: PICK_MESSAGES[outcome.reason] ?? PICK_MESSAGES.unknown! }]);
  }
  return rewardData(ctx);
}

export const loyaltyRoutes: ApiRoute[] = [
  defineRoute({
    method: "get",
    path: "/basket/GetRewardsForTransientBasket/:isWeb",
    params: z.object({ isWeb: z.enum(["true", "false"], { message: "must be true or false" }) }),
    handler: async (_input, ctx) => rewardData(ctx),
  }),
  defineRoute({
    method: "post",
    path: "/basket/selectitem/:offerId/:sectionIndex",
    params: offerParams,
    handler: async ({ params }, ctx) => pick(ctx, params, true),
  }),
  defineRoute({
    method: "post",
    path: "/basket/deselectitem/:offerId/:sectionIndex",
    params: offerParams,
    handler: async ({ params }, ctx) => pick(ctx, params, false),
  }),
  defineRoute({
    method: "post",
    path: "/basket/savediscounts",
    handler: async (_input, ctx) => {
      const saved = await ctx.services.loyalty.save(ctx.session.basketId, ctx.session.customerId);
      if (saved === "not-member") throw new ApiError(403, [NOT_MEMBER]);
      if (saved === "incomplete") throw new ApiError(400, [{ path: "rewards", message: REWARD_MESSAGES.notEnough }]);
      const basket = await ctx.services.baskets.getOrCreate(ctx.session.basketId);
      return { saved: saved === "saved", updateBasketResponse: { status: "OK", basket: basketPayload(basket) } };
    },
  }),
  defineRoute({
    method: "post",
    path: "/basket/cleardiscounts",
    handler: async (_input, ctx) => {
      if (!(await ctx.services.loyalty.isMember(ctx.session.customerId))) throw new ApiError(403, [NOT_MEMBER]);
      await ctx.services.loyalty.clear(ctx.session.basketId);
      return rewardData(ctx);
    },
  }),
  defineRoute({
    method: "get",
    path: "/customer/getallrewards",
    handler: async (_input, ctx) => {
      const wallet = await ctx.services.loyalty.memberWallet(ctx.session.customerId);
      if (wallet === null) throw new ApiError(403, [NOT_MEMBER]);
      return { rewards: wallet.map(rewardPayload) };
    },
  }),
];
