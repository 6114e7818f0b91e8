// Everything that must hold before a charge, for `pay` and for the payment page alike: the payment
// guard (domain/checkout/payment-guard.ts), then the basket's own checks (the restaurant, stock,
// the delivery minimum and window, the delivery quoted again); and the answer when the basket now
// prices differently from the total the customer saw.
import { deliveryTimeChangedMessage, isDeliveryExpired, type Basket } from "../../domain/basket/basket";
import { formatMoney } from "../../domain/money";
import { PAYMENT_GUARD_MESSAGES, paymentGuard } from "../../domain/checkout/payment-guard";
import { cardAction } from "../../domain/search/restaurant";
import type { Brand } from "../brands";
import type { Clock } from "../providers/clock";
import type { BasketView } from "../basket";
import type { CheckoutIdentity } from "../accounts";
import type { JourneyService, SearchService } from "../search";
import { PAY_MESSAGES, type PayBlocked } from "./payment-outcomes";
import { paths } from "../../app/paths";

export function paymentChecks(deps: { search: SearchService; journey: JourneyService; clock: Clock; brand: Brand }) {
  const { search, journey, clock, brand } = deps;

  /** The basket now prices differently from the total the customer was shown: nothing is charged. */
  function totalChanged(basket: Basket, view: BasketView): PayBlocked {
    return {
      status: "blocked",
      reason: "total-changed",
      redirect: paths.payment(basket.state.mode ?? "collection"),
      message: `The total of your order has changed to ${formatMoney(view.totalMinor, brand.currencySymbol)}. Nothing has been charged: please check your order and pay again.`,
    };
  }

  /** Everything that must hold before a charge: the payment guard, then the basket's own checks. */
  async function blocked(basket: Basket, view: BasketView, identity: CheckoutIdentity): Promise<PayBlocked | null> {
    const state = basket.state;
    const now = clock.now();
    const rid = state.restaurantId;
    const mode = state.mode ?? "collection";
    let collectionSlotValid = true;
    if (mode === "collection" && state.collectionTime && rid !== null) {
      const chosen = Date.parse(state.collectionTime);
      collectionSlotValid = (await search.timeSlots(rid)).some((slot) => Date.parse(slot.instant) === chosen);
    }
    const guard = paymentGuard({ state, identity: { kind: identity.kind, mobileNumber: identity.mobileNumber }, now, collectionSlotValid });
    if (!guard.ok)
      return { status: "blocked", reason: guard.reason, redirect: guard.redirect, message: PAYMENT_GUARD_MESSAGES[guard.reason] };

    const restaurant = rid !== null ? await search.restaurant(rid) : null;
    if (rid === null || !restaurant) {
      return {
        status: "blocked",
        reason: "restaurant-unavailable",
        redirect: paths.search(mode),
        message: "This restaurant could not be found.",
      };
    }
    const action = cardAction(restaurant, mode);
    if (action.disabled || action.mode !== mode) {
      return {
        status: "blocked",
        reason: "restaurant-unavailable",
        redirect: paths.menu(mode, rid),
        message: action.unavailableMessage ?? "This restaurant cannot take orders now.",
      };
    }
    if (view.lines.some((l) => l.outOfStock || l.unavailable)) {
      return { status: "blocked", reason: "unavailable", redirect: paths.basket(mode), message: PAY_MESSAGES.unavailable };
    }
    if (view.belowDeliveryMinimum) {
      return {
        status: "blocked",
        reason: "delivery-minimum",
        redirect: paths.basket(mode),
        message: PAY_MESSAGES.deliveryMinimum(brand.currencySymbol),
      };
    }
    if (isDeliveryExpired(state, now)) {
      return { status: "blocked", reason: "delivery-expired", redirect: paths.search("delivery"), message: PAY_MESSAGES.deliveryExpired };
    }
    if (mode === "delivery") {
      const requote = await journey.requote(basket.id);
      const here = paths.payment("delivery");
      if (requote.outcome === "no-rider")
        return { status: "blocked", reason: "rider-unavailable", redirect: here, message: requote.message };
      if (requote.outcome === "provider-unable")
        return { status: "blocked", reason: "provider-unable", redirect: here, message: requote.message };
      if (requote.outcome === "changed") {
        return {
          status: "blocked",
          reason: "delivery-time-changed",
          redirect: here,
          message: deliveryTimeChangedMessage(requote.duration),
        };
      }
    }
    return null;
  }

  return { blocked, totalChanged };
}
