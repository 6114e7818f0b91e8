// A restaurant looked up by id as the spec's Restaurant entity (spec 1 §3), keeping its stored
// settings. Search results already have the entity's shape (domain/search/restaurant.ts).
import type { z } from "zod";
import type { RestaurantResult } from "../../domain/search/restaurant";
import type { RestaurantRecord } from "../db/repositories/restaurants";
import type { RestaurantByIdSchema } from "../api/schemas/restaurants";

/**
 * `delivery` keeps the stored settings (disabled, radiusMiles, feeMinor…) and adds the quote fields:
 * without a customer point there is no estimate (null), the fee is the restaurant's base fee, the
 * location is the restaurant's own, and no badge applies to a single restaurant.
 */
export function presentRestaurantById(
  record: RestaurantRecord,
  result: RestaurantResult,
  currency: "GBP" | "EUR",
): z.output<typeof RestaurantByIdSchema> {
  return {
    ...record,
    ...result,
    facilities: record.facilities,
    delivery: {
      ...record.delivery,
      estimated_duration: null,
      isCheapest: false,
      isFastest: false,
      delivery_fee: { fractional: record.delivery.feeMinor, currency_code: currency },
      location: { lat: record.latitude, lon: record.longitude },
      error: null,
    },
  };
}
