// Restaurant search: a postcode (or a device location) gives a point; restaurants of the brand
// within 10 miles are ranked by distance; for delivery only those whose radius covers the point,
// each with the delivery partner's quote.
import { rankByDistance, SEARCH_RADIUS_MILES } from "../../domain/search/geo";
import { collectionTimeSlots, openingState } from "../../domain/search/opening-hours";
import { validateSearchPostcode } from "../../domain/search/postcode";
import { SEARCH_MESSAGES, type RestaurantResult, type SearchResult } from "../../domain/search/restaurant";
import type { OrderMode } from "../../domain/basket/basket";
import type { Brand } from "../brands";
import type { RestaurantRecord, RestaurantsRepository } from "../db/repositories/restaurants";
import type { Clock } from "../providers/clock";
import { DeliveryPartnerError, markCheapestAndFastest, type DeliveryPartner, type DeliveryQuote } from "../providers/delivery";
import type { Geocoder } from "../providers/geocoder";
import type { Logger } from "pino";

const CACHE_MS = 30_000;

/** A partner that fails to answer leaves the card without a quote (it cannot take deliveries now). */
function quoteOrNull(ask: () => DeliveryQuote): DeliveryQuote | null {
  try {
    return ask();
  } catch (e) {
    if (e instanceof DeliveryPartnerError) return null;
    throw e;
  }
}

export function searchService(deps: {
  restaurants: RestaurantsRepository;
  geocoder: Geocoder;
  delivery: DeliveryPartner;
  clock: Clock;
  brand: Brand;
  logger?: Logger;
}) {
  const { restaurants, geocoder, delivery, clock, brand } = deps;
  // Restaurants change only when seeds are applied; a short-lived copy spares a query per search.
  let cache: { at: number; list: RestaurantRecord[] } | null = null;
  async function all(): Promise<RestaurantRecord[]> {
    const now = Date.now();
    if (!cache || now - cache.at > CACHE_MS) cache = { at: now, list: await restaurants.listByBrand(brand.code) };
    return cache.list;
  }

  // Opening state changes at most once a minute; searches in the same minute share it.
  let statesMinute = -1;
  const states = new Map<number, ReturnType<typeof openingState>>();
  function stateOf(r: RestaurantRecord, now: Date) {
    const minute = Math.floor(now.getTime() / 60_000);
    if (minute !== statesMinute) {
      states.clear();
      statesMinute = minute;
    }
    let state = states.get(r.id);
    if (!state) {
      state = openingState(r.openingHours, r.timeZone, new Date(minute * 60_000));
      states.set(r.id, state);
    }
    return state;
  }

  function toResult(r: RestaurantRecord, distanceMiles: number, now: Date): RestaurantResult {
    const state = stateOf(r, now);
    return {
      id: r.id,
      name: r.name,
      latitude: r.latitude,
      longitude: r.longitude,
      distance: Math.round(distanceMiles * 100) / 100,
      openingTime: state.openingTime,
      closingTime: state.closingTime,
      openingStatus: state.status,
      closingSoon: state.closingSoon,
      fullAddress: [r.address.line1, r.address.line2, r.address.town, r.address.postcode].filter(Boolean).join(", "),
      telephone: r.telephone,
      facilities: r.facilities,
      isCollectionDisabled: r.collection.disabled,
      isDeliveryDisabled: r.delivery.disabled,
      isCollectionHidden: r.collection.hidden,
      isDeliveryHidden: r.delivery.hidden,
      isCollectionTempClosed: r.collection.tempClosed,
      isDeliveryTempClosed: r.delivery.tempClosed,
      collectionMessage: r.collection.message,
      deliveryMessage: r.delivery.message,
      delivery: null,
    };
  }

  async function searchPoint(
    point: { latitude: number; longitude: number },
    mode: OrderMode,
    postcode: string | null,
  ): Promise<SearchResult> {
    const now = clock.now();
    const ranked = rankByDistance(point, await all(), SEARCH_RADIUS_MILES);
    const collectable = ranked.filter((r) => !r.collection.hidden);
    const canOrderCollection = collectable.some((r) => !r.collection.disabled);
    if (mode === "collection") {
      if (!collectable.length)
        return { postcode, restaurants: [], canOrderDelivery: false, canOrderCollection: false, error: SEARCH_MESSAGES.noRestaurants };
      return {
        postcode,
        restaurants: collectable.map((r) => toResult(r, r.distanceMiles, now)),
        canOrderDelivery: false,
        canOrderCollection,
        error: null,
      };
    }
    const inRange = ranked.filter((r) => !r.delivery.hidden && r.distanceMiles <= r.delivery.radiusMiles);
    const withQuotes = markCheapestAndFastest(
      inRange.map((r) => {
        const result = toResult(r, r.distanceMiles, now);
        const quote =
          r.delivery.disabled || r.delivery.tempClosed
            ? null
            : quoteOrNull(() =>
                delivery.quote({
                  restaurantId: r.id,
                  restaurantPoint: r,
                  customerPoint: point,
                  customerPostcode: postcode ?? "",
                  baseFeeMinor: r.delivery.feeMinor,
                  currency: brand.currency,
                  now,
                }),
              );
        return { result, quote };
      }),
    ).map(({ result, quote, isCheapest, isFastest }) => ({
      ...result,
      delivery: quote
        ? {
            estimated_duration: quote.estimated_duration,
            isCheapest,
            isFastest,
            delivery_fee: quote.fee,
            location: { lat: point.latitude, lon: point.longitude },
            // Rider availability is confirmed when the restaurant is chosen (the quote-error modal).
            error: null,
          }
        : null,
    }));
    const canOrderDelivery = withQuotes.some((r) => !r.isDeliveryDisabled && !r.isDeliveryTempClosed && r.delivery);
    if (!withQuotes.length) {
      if (!ranked.length)
        return { postcode, restaurants: [], canOrderDelivery: false, canOrderCollection: false, error: SEARCH_MESSAGES.noRestaurants };
      return { postcode, restaurants: [], canOrderDelivery: false, canOrderCollection, error: null };
    }
    return { postcode, restaurants: withQuotes, canOrderDelivery, canOrderCollection, error: null };
  }

  // The same postcode searched in the same minute has the same answer; popular ones are kept.
  const answers = new Map<string, SearchResult>();
  let answersMinute = -1;

  const api = {
    /** Search by postcode (Eircode too for the Irish brand). */
    async byPostcode(term: string, mode: OrderMode): Promise<SearchResult> {
      const minute = Math.floor(clock.now().getTime() / 60_000);
      if (minute !== answersMinute) {
        answers.clear();
        answersMinute = minute;
      }
      const key = `${mode}|${term.replace(/\s+/g, "").toUpperCase()}`;
      const known = answers.get(key);
      if (known) return known;
      const result = await api.searchPostcode(term, mode);
      if (answers.size > 5000) answers.clear();
      answers.set(key, result);
      return result;
    },
    async searchPostcode(term: string, mode: OrderMode): Promise<SearchResult> {
      const valid = validateSearchPostcode(term, brand.code);
      if (!valid.ok) return { postcode: null, restaurants: [], canOrderDelivery: false, canOrderCollection: false, error: valid.message };
      const point = geocoder.lookupPostcode(valid.postcode);
      if (!point)
        return {
          postcode: valid.postcode,
          restaurants: [],
          canOrderDelivery: false,
          canOrderCollection: false,
          error: SEARCH_MESSAGES.noRestaurants,
        };
      return searchPoint(point, mode, valid.postcode);
    },
    /** A search that could not be answered (geocoder or restaurant list failed): logged, and told to the customer. */
    failed(err: unknown): SearchResult {
      deps.logger?.error({ err }, "restaurant search failed");
      return { postcode: null, restaurants: [], canOrderDelivery: false, canOrderCollection: false, error: SEARCH_MESSAGES.searchFailed };
    },
    /** The start of the postcode a device location is in (delivery asks for the rest): decision 004. */
    areaNear(latitude: number, longitude: number): string | null {
      return geocoder.nearestArea({ latitude, longitude });
    },
    /** Search around a device location. */
    async byLocation(latitude: number, longitude: number, mode: OrderMode): Promise<SearchResult> {
      const result = await searchPoint({ latitude, longitude }, mode, null);
      return result.error === SEARCH_MESSAGES.noRestaurants ? { ...result, error: SEARCH_MESSAGES.locationNotFound } : result;
    },
    /** One restaurant as a search result, measured from a point when one is known. */
    async restaurant(id: number, from?: { latitude: number; longitude: number }): Promise<RestaurantResult | null> {
      const r = (await all()).find((x) => x.id === id);
      if (!r) return null;
      const distanceMiles = from ? (rankByDistance(from, [r], Number.POSITIVE_INFINITY)[0]?.distanceMiles ?? 0) : 0;
      return toResult(r, distanceMiles, clock.now());
    },
    record: async (id: number) => (await all()).find((x) => x.id === id) ?? null,
    /** Collection times for today: every 15 minutes from 20 minutes ahead until closing. */
    async timeSlots(id: number) {
      const r = (await all()).find((x) => x.id === id);
      return r ? collectionTimeSlots(r.openingHours, r.timeZone, clock.now()) : [];
    },
  };
  return api;
}
export type SearchService = ReturnType<typeof searchService>;
