// Choosing a restaurant: checks the card can be chosen, asks before emptying a basket that holds
// another restaurant's items, stores the restaurant, distance and (for delivery) the quote on the
// basket, and sets where 'back to ordering' leads.
import { hasLines, type BasketState, type OrderMode } from "../../app/domain/basket";
import { validateSearchPostcode } from "../../app/domain/postcode";
import { cardAction } from "../../app/domain/restaurant";
import type { Brand } from "../brands";
import type { Clock } from "../providers/clock";
import { DeliveryPartnerError, NO_RIDER_MESSAGE, PARTNER_UNABLE_MESSAGE, type DeliveryPartner } from "../providers/delivery";
import type { Geocoder } from "../providers/geocoder";
import type { BasketService } from "./baskets";
import type { SearchService } from "./search";

export type SelectOutcome =
  | { outcome: "selected"; menuPath: string; version: number }
  | { outcome: "confirm"; restaurantId: number }
  | { outcome: "unavailable"; field: string; message: string }
  | { outcome: "quote-error"; message: string };

/** A delivery quoted again at checkout: still the same, changed, or no longer possible. */
export type RequoteOutcome =
  | { outcome: "none" }
  | { outcome: "same" }
  | { outcome: "changed"; duration: { begin: number; end: number }; feeMinor: number }
  | { outcome: "no-rider"; message: string }
  | { outcome: "provider-unable"; message: string };

export interface SelectInput {
  basketId: string;
  restaurantId: number;
  mode: OrderMode;
  searchTerm: string;
  /** Device location, when the search was by location. */
  point?: { latitude: number; longitude: number } | null;
  /** The customer agreed to lose the other restaurant's basket. */
  confirmed: boolean;
}

export const menuPath = (mode: OrderMode, restaurantId: number) => `/${mode}/menu/${restaurantId}`;

export function journeyService(deps: {
  baskets: BasketService;
  search: SearchService;
  geocoder: Geocoder;
  delivery: DeliveryPartner;
  clock: Clock;
  brand: Brand;
}) {
  const { baskets, search, geocoder, delivery, clock, brand } = deps;

  function pointOf(input: SelectInput) {
    if (input.point) return { point: input.point, postcode: null };
    const valid = validateSearchPostcode(input.searchTerm, brand.code);
    if (!valid.ok) return null;
    const p = geocoder.lookupPostcode(valid.postcode);
    return p ? { point: { latitude: p.latitude, longitude: p.longitude }, postcode: valid.postcode } : null;
  }

  return {
    async selectRestaurant(input: SelectInput): Promise<SelectOutcome> {
      const where = pointOf(input);
      const result = await search.restaurant(input.restaurantId, where?.point);
      const record = await search.record(input.restaurantId);
      if (!result || !record) return { outcome: "unavailable", field: "restaurantId", message: "This restaurant could not be found." };
      const action = cardAction(result, input.mode);
      if (action.disabled)
        return {
          outcome: "unavailable",
          field: "restaurantId",
          message: action.unavailableMessage ?? "This restaurant cannot take orders now.",
        };
      // The prospective case: a delivery card that offers collection starts a collection journey.
      const mode = action.mode;

      let deliveryState: BasketState["delivery"] = null;
      if (mode === "delivery") {
        if (!where?.postcode) return { outcome: "unavailable", field: "searchTerm", message: "Please enter a valid postcode" };
        if (result.distance > record.delivery.radiusMiles) {
          return { outcome: "unavailable", field: "restaurantId", message: "This restaurant does not deliver to your postcode." };
        }
        let quote;
        try {
          quote = delivery.quote({
            restaurantId: record.id,
            restaurantPoint: record,
            customerPoint: where.point,
            customerPostcode: where.postcode,
            baseFeeMinor: record.delivery.feeMinor,
            currency: brand.currency,
            now: clock.now(),
          });
        } catch (e) {
          if (e instanceof DeliveryPartnerError) return { outcome: "quote-error", message: e.message };
          throw e;
        }
        if (!quote.riderAvailable || quote.error) return { outcome: "quote-error", message: quote.error ?? "No rider is available." };
        deliveryState = {
          postcode: where.postcode,
          latitude: where.point.latitude,
          longitude: where.point.longitude,
          feeMinor: quote.fee.fractional,
          currency: quote.fee.currency_code,
          duration: quote.estimated_duration,
          error: null,
          quotedAt: clock.now().toISOString(),
          addressLine1: null,
        };
      }

      const current = await baskets.getOrCreate(input.basketId);
      const otherRestaurant = current.state.restaurantId !== null && current.state.restaurantId !== record.id;
      if (otherRestaurant && hasLines(current.state) && !input.confirmed) return { outcome: "confirm", restaurantId: record.id };

      const path = menuPath(mode, record.id);
      const updated = await baskets.change(input.basketId, (state) => {
        const emptied = state.restaurantId !== null && state.restaurantId !== record.id;
        return {
          ...state,
          items: emptied ? [] : state.items,
          bundles: emptied ? [] : state.bundles,
          voucherCodes: emptied ? [] : state.voucherCodes,
          restaurantId: record.id,
          mode,
          searchTerm: input.searchTerm || null,
          restaurantDistance: where ? result.distance : null,
          delivery: deliveryState,
          collectionTime: null,
          checkoutCompletePath: path,
        };
      });
      return { outcome: "selected", menuPath: path, version: updated.version };
    },

    /** Asks the partner again for the basket's delivery (at checkout, before paying). */
    async requote(basketId: string): Promise<RequoteOutcome> {
      const basket = await baskets.getOrCreate(basketId);
      const { state } = basket;
      const d = state.delivery;
      if (state.mode !== "delivery" || !d || state.restaurantId === null) return { outcome: "none" };
      const record = await search.record(state.restaurantId);
      if (!record) return { outcome: "provider-unable", message: PARTNER_UNABLE_MESSAGE };
      let quote;
      try {
        quote = delivery.quote({
          restaurantId: record.id,
          restaurantPoint: record,
          customerPoint: { latitude: d.latitude, longitude: d.longitude },
          customerPostcode: d.postcode,
          baseFeeMinor: record.delivery.feeMinor,
          currency: brand.currency,
          now: clock.now(),
        });
      } catch (e) {
        if (e instanceof DeliveryPartnerError) return { outcome: "provider-unable", message: e.message };
        throw e;
      }
      if (!quote.riderAvailable) return { outcome: "no-rider", message: quote.error ?? NO_RIDER_MESSAGE };
      const same =
        quote.estimated_duration.begin === d.duration.begin &&
        quote.estimated_duration.end === d.duration.end &&
        quote.fee.fractional === d.feeMinor;
      return same ? { outcome: "same" } : { outcome: "changed", duration: quote.estimated_duration, feeMinor: quote.fee.fractional };
    },

    /** Keeps the new delivery window and fee the customer accepted ('Continue'). */
    async acceptRequote(basketId: string): Promise<RequoteOutcome> {
      const outcome = await this.requote(basketId);
      if (outcome.outcome === "changed") {
        await baskets.change(basketId, (s) =>
          s.delivery
            ? {
                ...s,
                delivery: { ...s.delivery, duration: outcome.duration, feeMinor: outcome.feeMinor, quotedAt: clock.now().toISOString() },
              }
            : s,
        );
      }
      return outcome;
    },

    /**
     * 'Order for Collection': the same restaurant and basket for collection when it offers it, else
     * a collection search near the delivery postcode.
     */
    async switchToCollection(basketId: string): Promise<string> {
      const basket = await baskets.getOrCreate(basketId);
      const { state } = basket;
      const postcode = state.delivery?.postcode ?? state.searchTerm ?? "";
      const result = state.restaurantId !== null ? await search.restaurant(state.restaurantId) : null;
      const action = result ? cardAction(result, "collection") : null;
      if (!result || !action || action.disabled || action.mode !== "collection") {
        return postcode ? `/collection?q=${encodeURIComponent(postcode)}` : "/collection";
      }
      await baskets.change(basketId, (s) => ({
        ...s,
        mode: "collection",
        delivery: null,
        collectionTime: null,
        checkoutCompletePath: menuPath("collection", result.id),
      }));
      return "/collection/basket";
    },

    /** Drops the delivery details (before a new search, or when the customer switches to collection). */
    clearDelivery: (basketId: string) => baskets.change(basketId, (s) => ({ ...s, delivery: null })),
  };
}
export type JourneyService = ReturnType<typeof journeyService>;
