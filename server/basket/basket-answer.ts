// The basket as /api calls answer it (spec 1 §3, spec 2 §3): priced exactly as the basket page
// and the payment price it, with its lines from the menu, the order placed from it and who it is for.
import type { Basket, VoucherException } from "../../domain/basket/basket";
import { REWARDS_REMOVED_MESSAGE } from "../../domain/loyalty/loyalty";
import type { HandlerContext } from "../api/define";
import type { BasketPayload } from "../api/schemas/basket";
import { presentOrder } from "../api/order-payload";
import type { LinesChanged } from "./basket-lines";
import { NO_CUSTOMER_DETAILS, presentBasket, type BasketCustomerDetails } from "./basket-payload";

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

/**
 * The answer to a change of the basket's lines. A change can leave an applied voucher invalid (a
 * smaller spend, a bundle added): the server drops it, and the basket's `voucherExceptions` name
 * each code dropped with the reason (the app's 'We’re Sorry!' dialog, spec 2 §4).
 */
export async function changedBasket(ctx: HandlerContext, changed: LinesChanged) {
  // The use case checked the vouchers; this answer tells the customer (and clears what it tells).
  const told = await ctx.services.vouchers.takeExceptions(ctx.session.basketId);
  const basket = told.length ? await ctx.services.baskets.getOrCreate(ctx.session.basketId) : changed.basket;
  return { basket: await basketAnswer(ctx, basket, told) };
}
