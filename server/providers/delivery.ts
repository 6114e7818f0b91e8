// The delivery partner quotes a fee and a time window for taking an order from a restaurant to a
// customer. This built-in stand-in answers deterministically from distance alone, so search,
// tests and demos work without the partner's service.
import { distanceMiles, type LatLng } from "../../domain/search/geo";
import { inwardCode } from "../../domain/search/postcode";

export interface DeliveryQuote {
  fee: { fractional: number; currency_code: "GBP" | "EUR" };
  /** Minutes from now. */
  estimated_duration: { begin: number; end: number };
  riderAvailable: boolean;
  error: string | null;
}

export interface DeliveryQuoteInput {
  restaurantId: number;
  restaurantPoint: LatLng;
  customerPoint: LatLng;
  customerPostcode: string;
  baseFeeMinor: number;
  currency: "GBP" | "EUR";
  now: Date;
}

export interface DeliveryPartner {
  quote(input: DeliveryQuoteInput): DeliveryQuote;
}

export const NO_RIDER_MESSAGE =
  "A rider is no longer available for your desired location. Please enter a new postcode or order for Collection";

/** Fee per started mile beyond the first two, in minor units. */
const FEE_PER_EXTRA_MILE_MINOR = 50;
const FREE_MILES = 2;
/**
 * The stand-in's documented test trigger, like a card sandbox's magic numbers: any UK postcode
 * with this inward code (e.g. "M1 9ZZ") gets "no rider available", so that path can be tried by
 * hand and in end-to-end tests. Some real postcodes end in 9ZZ too (B60 9ZZ…); that is harmless
 * only because the real partner, not this stand-in, serves real customers.
 */
const NO_RIDER_INWARD_CODE = "9ZZ";

/** The stand-in's second trigger: this inward code (e.g. "W1D 9ZY") makes the partner fail to answer. */
const PARTNER_UNABLE_INWARD_CODE = "9ZY";

export const PARTNER_UNABLE_MESSAGE =
  "Unfortunately a third-party delivery provider can no longer fulfil this order. Please try again or try Collection instead.";

/** The partner could not quote (down, or refusing the job). */
export class DeliveryPartnerError extends Error {
  constructor() {
    super(PARTNER_UNABLE_MESSAGE);
    this.name = "DeliveryPartnerError";
  }
}

// Distances come from floating-point trigonometry; without this a point exactly 3 miles away
// could count as 3.0000000001 and pay for a started third mile.
const MILE_EPSILON = 1e-9;

const roundUpTo5 = (minutes: number) => Math.ceil(minutes / 5) * 5;

export function standInDeliveryPartner(): DeliveryPartner {
  return {
    quote({ restaurantPoint, customerPoint, customerPostcode, baseFeeMinor, currency }) {
      if (!Number.isInteger(baseFeeMinor)) throw new TypeError(`money must be an integer, got ${baseFeeMinor}`);
      if (inwardCode(customerPostcode) === PARTNER_UNABLE_INWARD_CODE) throw new DeliveryPartnerError();
      const miles = distanceMiles(restaurantPoint, customerPoint);
      const startedExtraMiles = Math.max(0, Math.ceil(miles - FREE_MILES - MILE_EPSILON));
      const begin = roundUpTo5(20 + Math.round(miles * 6));
      const riderAvailable = inwardCode(customerPostcode) !== NO_RIDER_INWARD_CODE;
      return {
        fee: { fractional: baseFeeMinor + FEE_PER_EXTRA_MILE_MINOR * startedExtraMiles, currency_code: currency },
        estimated_duration: { begin, end: roundUpTo5(begin + 15) },
        riderAvailable,
        error: riderAvailable ? null : NO_RIDER_MESSAGE,
      };
    },
  };
}

/**
 * Badges for the delivery cards: among quotes with a rider, every one with the lowest fee is the
 * cheapest (ties all get it); 'Fastest' goes to one restaurant only, the first in the list (the
 * nearest) among those with the earliest start.
 */
export function markCheapestAndFastest<T extends { quote: DeliveryQuote | null }>(
  list: readonly T[],
): (T & { isCheapest: boolean; isFastest: boolean })[] {
  let lowestFee = Infinity;
  let earliest = Infinity;
  for (const { quote } of list) {
    if (!quote?.riderAvailable) continue;
    lowestFee = Math.min(lowestFee, quote.fee.fractional);
    earliest = Math.min(earliest, quote.estimated_duration.begin);
  }
  const fastest = list.findIndex((e) => e.quote?.riderAvailable && e.quote.estimated_duration.begin === earliest);
  return list.map((entry, i) => {
    const q = entry.quote?.riderAvailable ? entry.quote : null;
    return {
      ...entry,
      isCheapest: q !== null && q.fee.fractional === lowestFee,
      isFastest: i === fastest,
    };
  });
}
