// Choosing a restaurant: checks the card can be chosen, asks before emptying a basket that holds
// another restaurant's items, stores the restaurant, distance and (for delivery) the quote on the
// basket, and sets where 'back to ordering' leads.
import { forRestaurant, hasLines, type Basket, type BasketState, type OrderMode } from "../../domain/basket/basket";
import { validateSearchPostcode } from "../../domain/search/postcode";
import { cardAction } from "../../domain/search/restaurant";
import { paths } from "../../app/paths";
import { DeliveryPartnerError, NO_RIDER_MESSAGE, PARTNER_UNABLE_MESSAGE } from "../providers/delivery";
import { changeDeliveryPostcode } from "./delivery-postcode";
import { askQuote, deliveryFrom, type JourneyDeps } from "./delivery-quote";

/** The delivery quote a selection kept: ours, or the client's where its fee is not lower than ours. */
interface KeptQuote {
  feeMinor: number;
  duration: { begin: number; end: number };
  source: "site" | "client";
}

export type SelectOutcome =
  /** The journey chosen (a delivery card that offers only collection starts a collection one) and the restaurant. */
  | { outcome: "selected"; mode: OrderMode; restaurantId: number; version: number; deliveryQuote: KeptQuote | null }
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
  /** The delivery fee a client says it was quoted (the spec's delivery selection), in minor units. */
  clientFeeMinor?: number | undefined;
}

export function journeyService(deps: JourneyDeps) {
  const { baskets, search, geocoder, clock, brand } = deps;

  function pointOf(input: SelectInput) {
    if (input.point) return { point: input.point, postcode: null };
    const valid = validateSearchPostcode(input.searchTerm, brand.code);
    if (!valid.ok) return null;
    const p = geocoder.lookupPostcode(valid.postcode);
    return p ? { point: { latitude: p.latitude, longitude: p.longitude }, postcode: valid.postcode } : null;
  }

  const api = {
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
      let kept: KeptQuote | null = null;
      if (mode === "delivery") {
        if (!where?.postcode) return { outcome: "unavailable", field: "searchTerm", message: "Please enter a valid postcode" };
        if (result.distance > record.delivery.radiusMiles) {
          return { outcome: "unavailable", field: "restaurantId", message: "This restaurant does not deliver to your postcode." };
        }
        let quote;
        try {
          quote = askQuote(deps, record, where.point, where.postcode);
        } catch (e) {
          if (e instanceof DeliveryPartnerError) return { outcome: "quote-error", message: e.message };
          throw e;
        }
        if (!quote.riderAvailable || quote.error) return { outcome: "quote-error", message: quote.error ?? "No rider is available." };
        deliveryState = deliveryFrom(quote, where.postcode, where.point, clock.now());
        // A client's fee never lowers ours: it is kept only when it is not below what we were quoted.
        const clients = input.clientFeeMinor !== undefined && input.clientFeeMinor >= deliveryState.feeMinor;
        if (clients) deliveryState = { ...deliveryState, feeMinor: input.clientFeeMinor! };
        kept = { feeMinor: deliveryState.feeMinor, duration: deliveryState.duration, source: clients ? "client" : "site" };
      }

      const current = await baskets.getOrCreate(input.basketId);
      const otherRestaurant = current.state.restaurantId !== null && current.state.restaurantId !== record.id;
      if (otherRestaurant && hasLines(current.state) && !input.confirmed) return { outcome: "confirm", restaurantId: record.id };

      const updated = await baskets.change(input.basketId, (state) => {
        return {
          ...forRestaurant(state, record.id),
          restaurantId: record.id,
          mode,
          // Kept to prefill the search form: only a postcode (spec 1 §4: a stored term that fails
          // the postcode pattern is cleared, so none is stored; a location's term is not one).
          searchTerm: validateSearchPostcode(input.searchTerm, brand.code).ok ? input.searchTerm : null,
          restaurantDistance: where ? result.distance : null,
          delivery: deliveryState,
          collectionTime: null,
          checkoutCompletePath: paths.menu(mode, record.id),
        };
      });
      return { outcome: "selected", mode, restaurantId: record.id, version: updated.version, deliveryQuote: kept };
    },

    /**
     * The first 'Add' on a menu opened from a link (an e-mail, a shared link, a search engine) while
     * the basket is elsewhere or nowhere: chooses this restaurant, asking first ('confirm') when the
     * basket holds another restaurant's lines. Delivery is quoted to the postcode the basket already
     * delivers to; without one, 'postcode' (a link does not carry it: the delivery search asks).
     */
    async chooseFromMenu(input: { basketId: string; restaurantId: number; mode: OrderMode; confirmed: boolean }) {
      if (input.mode === "collection") return api.selectRestaurant({ ...input, searchTerm: "" });
      const postcode = (await baskets.peek(input.basketId))?.state.delivery?.postcode;
      if (!postcode) return { outcome: "postcode" as const };
      return api.selectRestaurant({ ...input, searchTerm: postcode });
    },

    /**
     * The customer agreed to lose a basket of another restaurant's items (customer/changeRestaurant):
     * it is emptied as choosing that restaurant with 'Yes' empties it, and no restaurant is chosen
     * until one is selected.
     */
    async changeRestaurant(
      basketId: string,
      restaurantId: number,
    ): Promise<{ outcome: "changed"; basket: Basket } | { outcome: "unavailable"; field: string; message: string }> {
      if (!(await search.record(restaurantId)))
        return { outcome: "unavailable", field: "restaurantId", message: "This restaurant could not be found." };
      const basket = await baskets.change(basketId, (state) =>
        state.restaurantId === null || state.restaurantId === restaurantId
          ? state
          : { ...forRestaurant(state, restaurantId), restaurantId: null },
      );
      return { outcome: "changed", basket };
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
        quote = askQuote(deps, record, { latitude: d.latitude, longitude: d.longitude }, d.postcode);
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
        return paths.search("collection", { q: postcode });
      }
      await baskets.change(basketId, (s) => ({
        ...s,
        mode: "collection",
        delivery: null,
        collectionTime: null,
        checkoutCompletePath: paths.menu("collection", result.id),
      }));
      return paths.basket("collection");
    },

    /**
     * 'Change postcode' (a delivery basket): kept with the new quote when the same restaurant
     * delivers there, else the delivery search for that postcode (server/search/delivery-postcode.ts).
     */
    changeDeliveryPostcode: changeDeliveryPostcode(deps),

    /**
     * A new delivery search for `term` (spec 1 §4): a delivery held on the basket for another
     * postcode is cleared first. A term that is no postcode changes nothing (the search refuses it).
     */
    async newDeliverySearch(basketId: string, term: string): Promise<void> {
      const valid = validateSearchPostcode(term, brand.code);
      const held = (await baskets.peek(basketId))?.state.delivery;
      if (!valid.ok || !held || held.postcode === valid.postcode) return;
      await baskets.change(basketId, (s) => (s.delivery && s.delivery.postcode !== valid.postcode ? { ...s, delivery: null } : s));
    },

    /**
     * The search term the basket remembers, to prefill the search form; one that is not a postcode
     * of the brand any more (the rules changed, or it was a location) is not offered: null. Nothing
     * is stored (a loader's read): the next search replaces it.
     */
    rememberedSearchTerm(basket: Basket | null): string | null {
      const term = basket?.state.searchTerm ?? null;
      return term === null || validateSearchPostcode(term, brand.code).ok ? term : null;
    },
  };
  return api;
}
export type JourneyService = ReturnType<typeof journeyService>;
