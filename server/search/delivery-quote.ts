// Asking the delivery partner for a quote from one of our restaurants to a customer's point, and
// the basket's delivery made from an accepted quote: shared by choosing a restaurant, quoting again
// at checkout and changing the delivery postcode (server/search/journey.ts, delivery-postcode.ts).
import type { BasketDelivery } from "../../domain/basket/basket";
import type { LatLng } from "../../domain/search/geo";
import type { Brand } from "../brands";
import type { Clock } from "../providers/clock";
import type { DeliveryPartner, DeliveryQuote } from "../providers/delivery";
import type { Geocoder } from "../providers/geocoder";
import type { BasketService } from "../basket";
import type { SearchService } from "./search";

/** What the journey's use cases are made of. */
export interface JourneyDeps {
  baskets: BasketService;
  search: SearchService;
  geocoder: Geocoder;
  delivery: DeliveryPartner;
  clock: Clock;
  brand: Brand;
}

type RestaurantRecord = NonNullable<Awaited<ReturnType<SearchService["record"]>>>;

/** The partner's quote (it throws DeliveryPartnerError when it cannot quote at all). */
export function askQuote(deps: Pick<JourneyDeps, "delivery" | "clock" | "brand">, record: RestaurantRecord, to: LatLng, postcode: string) {
  return deps.delivery.quote({
    restaurantId: record.id,
    restaurantPoint: record,
    customerPoint: to,
    customerPostcode: postcode,
    baseFeeMinor: record.delivery.feeMinor,
    currency: deps.brand.currency,
    now: deps.clock.now(),
  });
}

/** The basket's delivery from an accepted quote; the address is asked for at checkout. */
export function deliveryFrom(quote: DeliveryQuote, postcode: string, to: LatLng, now: Date): BasketDelivery {
  return {
    postcode,
    latitude: to.latitude,
    longitude: to.longitude,
    feeMinor: quote.fee.fractional,
    currency: quote.fee.currency_code,
    duration: quote.estimated_duration,
    error: null,
    quotedAt: now.toISOString(),
    addressLine1: null,
  };
}
