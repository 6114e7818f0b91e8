// Loyalty reward calls of spec 2 §7: the reward screen over the basket's draft picks (the web's
// transient basket) or over the app's temporary basket (tempBasketJSON with tempBasketHash, when a
// body carries them), picking, saving and clearing, the quick reward calls, and the catalogue.
import { z } from "zod";
import type { BasketState } from "../../domain/basket/basket";
import { REWARD_MESSAGES } from "../../domain/loyalty/loyalty";
import type { RewardScreen } from "./loyalty";
import type { Refused, TempBasket, TempScreen } from "./loyalty-temp-basket";
import { ApiError, defineRoute, positiveId, type ApiRoute, type HandlerContext } from "../api/define";
import { basketAnswer } from "../basket";
import { rewardContextOf } from "./reward-context";
import { presentReward, presentSection } from "./reward-payload";
import { BasketAnswerSchema, BasketSchema } from "../api/schemas/basket";
import { RewardSchema, RewardSelectionSchema } from "../api/schemas/rewards";

const offerParams = z.object({
  offerId: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, { message: "not an offer id" }),
  sectionIndex: z.coerce
    .number({ message: "sectionIndex must be a number" })
    .int({ message: "sectionIndex must be a whole number" })
    .min(0, { message: "sectionIndex must be 0 or more" })
    .max(100),
});

/** The app's temporary basket: both fields, or neither (the web's flow over the server's draft). */
const tempBody = z
  .object({
    tempBasketJSON: z.string({ message: "tempBasketJSON must be a string" }).max(20_000).optional(),
    tempBasketHash: z.string({ message: "tempBasketHash must be a string" }).max(200).optional(),
  })
  .superRefine((b, c) => {
    if (b.tempBasketJSON !== undefined && b.tempBasketHash === undefined)
      c.addIssue({ code: "custom", path: ["tempBasketHash"], message: "tempBasketHash is required with tempBasketJSON" });
    if (b.tempBasketHash !== undefined && b.tempBasketJSON === undefined)
      c.addIssue({ code: "custom", path: ["tempBasketJSON"], message: "tempBasketJSON is required with tempBasketHash" });
  });
const tempOf = (b: z.infer<typeof tempBody>): TempBasket | null =>
  b.tempBasketJSON !== undefined && b.tempBasketHash !== undefined
    ? { tempBasketJSON: b.tempBasketJSON, tempBasketHash: b.tempBasketHash }
    : null;

/** A temporary-basket use case's answer, or its refusal as a 4xx naming the field. */
function accepted<T extends { ok: true }>(r: T | Refused): T {
  if (!r.ok) throw new ApiError(r.status, [{ path: r.path, message: r.message }]);
  return r;
}

const itemParam = z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, { message: "productId is not a menu item id" });
const portionParam = z.string().regex(/^[a-z0-9-]{1,64}$/, { message: "portionTypeId is not valid" });

const NOT_MEMBER = { path: "customer", message: "Rewards are for signed-in club members." };

const PICK_MESSAGES: Record<string, string> = {
  taken: REWARD_MESSAGES.taken,
  vouchers: REWARD_MESSAGES.vouchers,
  full: "This reward has all its picks: deselect one to choose another.",
  unknown: "No such offer in this section.",
};

/** The reward screen as data (spec 2 §3 Reward selection response), with the basket it acts on. */
async function rewardData(ctx: HandlerContext) {
  const screen = await ctx.services.loyalty.screen(ctx.session.basketId, ctx.session.customerId, ctx.session.rewardsLeft);
  if (!screen) throw new ApiError(403, [NOT_MEMBER]);
  const preview = await ctx.services.loyalty.previewState(ctx.session.basketId, ctx.session.customerId, ctx.session.rewardsLeft);
  // The web's transient basket is the server's draft; there is no client-held copy.
  return rewardBody(ctx, screen, preview, { tempBasketJSON: null, tempBasketHash: screen.tempBasketHash });
}

/** The same data over the app's temporary basket, with the next one to hold. */
const tempRewardData = (ctx: HandlerContext, t: TempScreen) => rewardBody(ctx, t.screen, t.preview, t.temp, true);

async function rewardBody(
  ctx: HandlerContext,
  screen: RewardScreen,
  preview: BasketState | null,
  temp: { tempBasketJSON: string | null; tempBasketHash: string },
  inApp = false,
) {
  const { basket, view } = await ctx.services.basketView(ctx.session.basketId, ctx.session.customerId, preview ?? undefined);
  const stored = await ctx.services.baskets.getOrCreate(ctx.session.basketId);
  const overMessage = view.rewardsUnderMinimumByMinor
    ? REWARD_MESSAGES.underMinimum(view.rewardsUnderMinimumByMinor, ctx.services.brand.currencySymbol)
    : null;
  return {
    sections: screen.sections.map(presentSection),
    over: view.rewardsUnderMinimumByMinor,
    overMinor: view.rewardsUnderMinimumByMinor,
    overMessage,
    alternativeOverMessage: overMessage,
    selectionComplete: screen.selectionComplete,
    excludedCampaignIds: [],
    nonExcludedCampaignsSelectedByThisUser: [...new Set(screen.picks.map((p) => p.rewardId))],
    message: screen.vouchersApplied
      ? inApp
        ? REWARD_MESSAGES.vouchersInApp
        : REWARD_MESSAGES.vouchers
      : screen.sections.length
        ? null
        : screen.noneHere
          ? REWARD_MESSAGES.noneHere(screen.restaurantName)
          : REWARD_MESSAGES.none,
    locked: screen.locked.map((w) => presentReward(w, rewardContextOf(ctx))),
    discounts: view.discounts.map((d) => ({ ...d, amount: d.amountMinor })),
    discountReduction: view.discountReductionMinor,
    total: view.totalMinor,
    tempBasketHash: temp.tempBasketHash,
    tempBasketJSON: temp.tempBasketJSON,
    updateBasketResponse: { status: "OK" as const, basket: await basketAnswer(ctx, stored) },
    previewBasket: await basketAnswer(ctx, basket),
  };
}

async function pick(ctx: HandlerContext, params: z.infer<typeof offerParams>, body: z.infer<typeof tempBody>, select: boolean) {
  const temp = tempOf(body);
  if (temp) {
    const { basketId, customerId } = ctx.session;
    return tempRewardData(
      ctx,
      accepted(await ctx.services.loyalty.inApp.pick(basketId, customerId, temp, params.sectionIndex, params.offerId, select)),
    );
  }
  const outcome = await ctx.services.loyalty.pick(
    ctx.session.basketId,
    ctx.session.customerId,
    params.sectionIndex,
    params.offerId,
    select,
    ctx.session.rewardsLeft,
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
    operationId: "getRewardsForTransientBasket",
    summary: "The reward screen over the basket's draft picks (web) or a new temporary basket (app)",
    tag: "Rewards",
    ok: RewardSelectionSchema,
    errors: [403, 409],
    params: z.object({ isWeb: z.enum(["true", "false"], { message: "must be true or false" }) }),
    handler: async ({ params }, ctx) =>
      params.isWeb === "true"
        ? rewardData(ctx)
        : tempRewardData(ctx, accepted(await ctx.services.loyalty.inApp.open(ctx.session.basketId, ctx.session.customerId))),
  }),
  ...(
    [
      ["/basket/selectitem/:offerId/:sectionIndex", "selectRewardItem", "Pick an offer for a reward", true],
      ["/basket/deselectitem/:offerId/:sectionIndex", "deselectRewardItem", "Unpick an offer", false],
    ] as const
  ).map(([path, operationId, summary, select]) =>
    defineRoute({
      method: "post",
      path,
      operationId,
      summary,
      tag: "Rewards",
      ok: RewardSelectionSchema,
      errors: [403, 409],
      params: offerParams,
      body: tempBody,
      handler: async ({ params, body }, ctx) => pick(ctx, params, body, select),
    }),
  ),
  defineRoute({
    method: "post",
    path: "/basket/savediscounts",
    operationId: "saveDiscounts",
    tag: "Rewards",
    summary: "Save the picks to the basket",
    ok: z.object({
      saved: z.boolean().describe("False when nothing changed since the last save."),
      updateBasketResponse: z.object({ status: z.literal("OK"), basket: BasketSchema }),
    }),
    errors: [403, 409],
    body: tempBody,
    handler: async ({ body }, ctx) => {
      const temp = tempOf(body);
      if (temp) {
        const r = accepted(await ctx.services.loyalty.inApp.save(ctx.session.basketId, ctx.session.customerId, temp));
        return { saved: r.outcome === "saved", updateBasketResponse: { status: "OK", basket: await basketAnswer(ctx, r.basket) } };
      }
      const saved = await ctx.services.loyalty.save(ctx.session.basketId, ctx.session.customerId, ctx.session.rewardsLeft);
      if (saved === "not-member") throw new ApiError(403, [NOT_MEMBER]);
      if (saved === "incomplete") throw new ApiError(400, [{ path: "rewards", message: REWARD_MESSAGES.notEnough }]);
      const basket = await ctx.services.baskets.getOrCreate(ctx.session.basketId);
      return { saved: saved === "saved", updateBasketResponse: { status: "OK", basket: await basketAnswer(ctx, basket) } };
    },
  }),
  defineRoute({
    method: "post",
    path: "/basket/cleardiscounts",
    operationId: "clearDiscounts",
    summary: "Clear every pick",
    tag: "Rewards",
    ok: RewardSelectionSchema,
    errors: [403, 409],
    body: tempBody,
    handler: async ({ body }, ctx) => {
      const temp = tempOf(body);
      if (temp)
        return tempRewardData(ctx, accepted(await ctx.services.loyalty.inApp.clear(ctx.session.basketId, ctx.session.customerId, temp)));
      if (!(await ctx.services.loyalty.isMember(ctx.session.customerId))) throw new ApiError(403, [NOT_MEMBER]);
      await ctx.services.loyalty.clear(ctx.session.basketId);
      return rewardData(ctx);
    },
  }),
  defineRoute({
    method: "post",
    path: "/basket/QuickAddItemAndReward/:productId/:portionTypeId/:thirdPartyRewardTypeId",
    operationId: "quickAddItemAndReward",
    tag: "Rewards",
    summary: "Add an item and apply a reward on it in one step (the app's reward detail page)",
    ok: BasketAnswerSchema,
    errors: [403, 409],
    params: z.object({ productId: itemParam, portionTypeId: portionParam, thirdPartyRewardTypeId: positiveId("thirdPartyRewardTypeId") }),
    handler: async ({ params }, ctx) => {
      const { basketId, customerId } = ctx.session;
      const r = accepted(
        await ctx.services.loyalty.inApp.quickAddItemAndReward(basketId, customerId, params.productId, params.thirdPartyRewardTypeId),
      );
      return { basket: await basketAnswer(ctx, r.basket) };
    },
  }),
  defineRoute({
    method: "post",
    path: "/basket/QuickSelectItem/:productId/:portionTypeId/:thirdPartyRewardTypeId",
    operationId: "quickSelectItem",
    tag: "Rewards",
    summary: "Apply the welcome reward on an item",
    ok: BasketAnswerSchema,
    errors: [403, 409],
    params: z.object({
      productId: itemParam,
      portionTypeId: portionParam,
      thirdPartyRewardTypeId: z.literal("306", { message: "thirdPartyRewardTypeId must be 306 (the welcome reward)" }),
    }),
    handler: async ({ params }, ctx) => {
      const r = accepted(
        await ctx.services.loyalty.inApp.quickSelectWelcome(ctx.session.basketId, ctx.session.customerId, params.productId),
      );
      return { basket: await basketAnswer(ctx, r.basket) };
    },
  }),
  defineRoute({
    method: "get",
    path: "/customer/getallrewards",
    operationId: "getAllRewards",
    tag: "Rewards",
    summary: "The rewards catalogue: a signed-in member's own rewards, open and locked; for anyone else every reward, locked",
    ok: z.object({ rewards: z.array(RewardSchema) }),
    errors: [404],
    handler: async (_input, ctx) => {
      const rewards = await ctx.services.loyalty.rewardsCatalogue(ctx.session.customerId);
      if (rewards === null) throw new ApiError(404, [{ path: "url", message: "The club is not available." }]);
      return { rewards: rewards.map((w) => presentReward(w, rewardContextOf(ctx))) };
    },
  }),
];
