// What the app asks first (application/getCustomerState): the customer, the basket with the
// vouchers that no longer hold taken off now, and the club's state with the rewards usable here.
import type { z } from "zod";
import type { HandlerContext } from "../api/define";
import type { CustomerStateSchema } from "../api/schemas/customer";
import { customerPayload } from "../accounts";
import { basketAnswer } from "../basket";
import { presentOfferReward, presentReward, rewardContextOf } from "../loyalty";

/**
 * GET application/getCustomerState: the customer, the basket with the vouchers that no longer hold
 * taken off now (named in voucherExceptions), and the loyalty state with the rewards usable here.
 */
export async function customerState(ctx: HandlerContext): Promise<z.infer<typeof CustomerStateSchema>> {
  const { basketId, customerId } = ctx.session;
  const { basket, voucherExceptions } = await ctx.services.basketLines.recheck(ctx.session);
  const rewards = await ctx.services.loyalty.basketRewards(basketId, customerId, basket);
  const wallet = rewards?.wallet ?? null;
  const customer = await customerPayload(ctx, wallet);
  const rc = rewardContextOf(ctx);
  const offers = rewards?.offers ?? [];
  return {
    customer,
    basket: { status: "OK", basket: await basketAnswer(ctx, basket, voucherExceptions), basketId: basket.id, voucherExceptions },
    loyalty: {
      customer,
      rewards: (wallet ?? []).map((w) => presentReward(w, rc)),
      offerRewards: offers.map((o) => presentOfferReward(o.reward, o.section, rc)),
    },
    session: { inApp: ctx.session.inApp },
  };
}
