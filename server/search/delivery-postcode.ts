// 'Change postcode' on the delivery pages (docs/decisions/020-change-postcode-and-leaving.md): the
// same restaurant delivering to the new postcode keeps the basket and takes the new quote; one that
// does not sends the customer to the delivery search for that postcode, with the basket untouched
// until another restaurant is chosen (which asks 'Are you sure?' before emptying it).
import type { Basket, BasketDelivery } from "../../domain/basket/basket";
import { validateSearchPostcode } from "../../domain/search/postcode";
import { cardAction } from "../../domain/search/restaurant";
import { DeliveryPartnerError } from "../providers/delivery";
import { askQuote, deliveryFrom, type JourneyDeps } from "./delivery-quote";

const NOT_DELIVERING_MESSAGE = "Your basket is not for delivery: choose a restaurant for delivery first.";

export type ChangePostcodeOutcome =
  /** The restaurant delivers there: the basket has the new postcode and quote, its items kept. */
  | { outcome: "kept"; basket: Basket }
  /** It does not (or no rider, or the partner cannot quote): the delivery search for that postcode. */
  | { outcome: "search"; postcode: string; basket: Basket }
  | { outcome: "invalid"; field: "postcode"; message: string }
  | { outcome: "not-delivery"; field: "postcode"; message: string };

export function changeDeliveryPostcode(deps: JourneyDeps) {
  const { baskets, search, geocoder, clock, brand } = deps;

  /** The new delivery, or null when this restaurant cannot deliver there now. */
  async function quoteFor(restaurantId: number, postcode: string): Promise<{ delivery: BasketDelivery; distance: number } | null> {
    const point = geocoder.lookupPostcode(postcode);
    if (!point) return null;
    const customerPoint = { latitude: point.latitude, longitude: point.longitude };
    const result = await search.restaurant(restaurantId, customerPoint);
    const record = await search.record(restaurantId);
    if (!result || !record) return null;
    const action = cardAction(result, "delivery");
    if (action.disabled || action.mode !== "delivery" || result.distance > record.delivery.radiusMiles) return null;
    let quote;
    try {
      quote = askQuote(deps, record, customerPoint, postcode);
    } catch (e) {
      if (e instanceof DeliveryPartnerError) return null;
      throw e;
    }
    if (!quote.riderAvailable || quote.error) return null;
    // An address belongs to the old postcode: checkout asks for the new one.
    return {
      distance: result.distance,
      delivery: { ...deliveryFrom(quote, postcode, customerPoint, clock.now()), addressLine2: null, town: null },
    };
  }

  return async function (basketId: string, input: string): Promise<ChangePostcodeOutcome> {
    const valid = validateSearchPostcode(input, brand.code);
    if (!valid.ok) return { outcome: "invalid", field: "postcode", message: valid.message };
    const current = await baskets.getOrCreate(basketId);
    const { state } = current;
    if (state.mode !== "delivery" || state.restaurantId === null)
      return { outcome: "not-delivery", field: "postcode", message: NOT_DELIVERING_MESSAGE };
    const quoted = await quoteFor(state.restaurantId, valid.postcode);
    if (!quoted) return { outcome: "search", postcode: valid.postcode, basket: current };
    const basket = await baskets.change(basketId, (s) =>
      s.mode === "delivery" && s.restaurantId === state.restaurantId
        ? { ...s, delivery: quoted.delivery, searchTerm: valid.postcode, restaurantDistance: quoted.distance }
        : s,
    );
    return { outcome: "kept", basket };
  };
}
