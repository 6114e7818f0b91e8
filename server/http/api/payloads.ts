// Answer shapes shared by the /api routes.
import { numberOfItems, type Basket } from "../../../app/domain/basket";
import { ApiError, type HandlerContext } from "./define";

/** A voucher the server took off the basket, and why (spec 2 §3 basket: voucherExceptions). */
export interface VoucherException {
  code: string;
  message: string;
  voucherNotLinked: boolean;
}

export function basketPayload(basket: Basket, voucherExceptions: VoucherException[] = []) {
  const d = basket.state.delivery;
  return {
    id: basket.id,
    basketId: basket.id,
    key: basket.key,
    version: basket.version,
    restaurantId: basket.state.restaurantId,
    isDelivery: basket.state.mode === "delivery",
    items: basket.state.items,
    bundles: basket.state.bundles,
    numberOfItems: numberOfItems(basket.state),
    voucherCodes: basket.state.voucherCodes,
    voucherExceptions,
    rewards: basket.state.rewards,
    restaurantDistance: basket.state.restaurantDistance,
    searchTerm: basket.state.searchTerm,
    checkoutCompletePath: basket.state.checkoutCompletePath,
    expiredBasket: basket.state.expiredBasket,
    heldUntil: basket.state.heldUntil,
    deliveryFee: d ? d.feeMinor : 0,
    delivery: d
      ? {
          deliveryAddress: { addressLine1: d.addressLine1 },
          deliveryQuote: { duration: d.duration, error: d.error },
          postcode: d.postcode,
        }
      : null,
  };
}

export async function customerPayload(ctx: HandlerContext) {
  if (!ctx.session.customerId) return null;
  const c = await ctx.services.customers.getById(ctx.session.customerId);
  if (!c) return null;
  return {
    id: c.id,
    email: c.email,
    firstName: c.firstName,
    lastName: c.lastName,
    mobileNumber: c.mobileNumber,
    appApproved: c.appApproved,
    employeeDiscountCode: c.employeeDiscountCode,
    currentTier: c.tier ? { name: c.tier } : null,
    loyalty: { customer: { currentTier: c.tier ? { name: c.tier === "signup" ? "SignUp" : c.tier } : null } },
  };
}

export async function restaurantOr404(ctx: HandlerContext, id: number, field: string) {
  const r = await ctx.services.restaurants.getById(ctx.services.brand.code, id);
  if (!r) throw new ApiError(404, [{ path: field, message: `No restaurant with id ${id}` }]);
  return r;
}
