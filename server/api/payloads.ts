// Answer shapes shared by the /api routes: each gathers what a presenter (present/*.ts) shows, so
// every answer carries the entity of spec 1 §3 and spec 2 §3 with the basket page's own totals.
import type { Basket } from "../../domain/basket/basket";
import { parseTag, REWARDS_REMOVED_MESSAGE, type WalletReward } from "../../domain/loyalty/loyalty";
import { ApiError, type HandlerContext } from "./define";
import { NO_CUSTOMER_DETAILS, presentBasket, type BasketCustomerDetails, type VoucherException } from "../basket/basket-payload";
import { presentOrder } from "../checkout/order-payload";
import { presentOfferReward, presentReward, type RewardContext } from "../loyalty/reward-payload";
import type { BasketPayload } from "./schemas/basket";
import type { z } from "zod";
import type { CustomerSchema, CustomerStateSchema } from "./schemas/customer";

export type { VoucherException } from "../basket/basket-payload";

/** Who the basket is for: the signed-in customer's account, or the details a guest gave. */
async function basketCustomer(ctx: HandlerContext): Promise<BasketCustomerDetails> {
  if (ctx.session.customerId !== null) {
    const c = await ctx.services.customers.getById(ctx.session.customerId);
    if (c)
      return {
        email: c.email,
        firstName: c.firstName,
        lastName: c.lastName,
        mobileNumber: c.mobileNumber,
        title: c.title,
        dateOfBirth: c.dateOfBirth,
        optIn: c.emailOptIn,
      };
  }
  const who = await ctx.services.customers.checkoutIdentity(ctx.session);
  if (who.kind !== "guest") return NO_CUSTOMER_DETAILS;
  return { ...NO_CUSTOMER_DETAILS, email: who.email, firstName: who.firstName, lastName: who.lastName, mobileNumber: who.mobileNumber };
}

/**
 * The basket entity: `basket` priced exactly as the basket page and the payment price it
 * (services.basketView over its state, for the customer asking), with its lines from the menu and
 * the order placed from it.
 */
export async function basketAnswer(
  ctx: HandlerContext,
  read: Basket,
  voucherExceptions: readonly VoucherException[] = [],
): Promise<BasketPayload> {
  // Rewards are the member's alone: anyone else holding the basket sees them go, told once.
  const owned = await ctx.services.loyalty.takeRewardsRemoved(read.id, ctx.session.customerId, read);
  const basket = owned.basket;
  const { view } = await ctx.services.basketView(basket.id, ctx.session.customerId, basket.state);
  const rid = basket.state.restaurantId;
  const [menu, outOfStock, customer, held] = await Promise.all([
    ctx.services.menu.record(),
    rid ? ctx.services.menu.outOfStock(rid) : Promise.resolve(new Set<string>()),
    basketCustomer(ctx),
    basket.state.orderId
      ? ctx.services.orders.heldOrder({ basketId: basket.id, sessionId: ctx.session.sessionId, customerId: ctx.session.customerId })
      : Promise.resolve(null),
  ]);
  return presentBasket({
    basket,
    view,
    menu,
    outOfStock,
    currency: ctx.services.brand.currency,
    customer,
    order: held ? presentOrder(held) : null,
    voucherExceptions,
    rewardsRemoved: owned.rewardsRemoved ? REWARDS_REMOVED_MESSAGE : null,
  });
}

/** The reward presenters' brand settings. */
export const rewardContextOf = (ctx: HandlerContext): RewardContext => ({
  currencySymbol: ctx.services.brand.currencySymbol,
  timeZone: ctx.services.brand.timeZone,
});

type CustomerPayload = z.infer<typeof CustomerSchema>;

/** The signed-in customer (spec 2 §3 Customer, session part), or null for a guest. */
export async function customerPayload(ctx: HandlerContext, wallet?: WalletReward[] | null): Promise<CustomerPayload | null> {
  if (!ctx.session.customerId) return null;
  const c = await ctx.services.customers.getById(ctx.session.customerId);
  if (!c) return null;
  const rewards = wallet !== undefined ? wallet : await ctx.services.loyalty.memberWallet(c.id);
  const birthday = (rewards ?? []).find((w) => parseTag(w.def.tags[0] ?? "").name === "birthday");
  const tier = c.tier ? { name: c.tier === "signup" ? ("SignUp" as const) : c.tier } : null;
  return {
    id: c.id,
    email: c.email,
    title: c.title,
    firstName: c.firstName,
    lastName: c.lastName,
    mobileNumber: c.mobileNumber,
    dateOfBirth: c.dateOfBirth,
    appApproved: c.appApproved,
    employeeDiscountCode: c.employeeDiscountCode,
    isBirthDayRewardLocked: !birthday || birthday.locked,
    customerSessionToken: { id: String(c.id) },
    currentTier: c.tier ? { name: c.tier } : null,
    loyalty: { customer: { currentTier: tier } },
    loyaltySchemeVersion: parseTag(rewards?.find((w) => w.def.tierName === c.tier)?.def.tags[0] ?? c.tier ?? "").scheme,
    emailOptIn: c.emailOptIn,
  };
}

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

export async function restaurantOr404(ctx: HandlerContext, id: number, field: string) {
  const r = await ctx.services.search.record(id);
  if (!r) throw new ApiError(404, [{ path: field, message: `No restaurant with id ${id}` }]);
  return r;
}
