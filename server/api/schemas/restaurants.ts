// Schemas of the restaurant entities (spec 1 §3: Restaurant, Search result) and of the answers of the
// restaurant lookups: by id, by postcode or location, collection times and address suggestions.
import { z } from "zod";
import { restaurantSeed } from "../../seed/schemas";
import { money } from "./common";

const currencyCode = z.enum(["GBP", "EUR"]).describe("ISO 4217 code of the brand's currency.");
const hhmm = z.string().regex(/^\d{2}:\d{2}$/);
const minutes = z.number().int().nonnegative();

/** The delivery partner's quote for one restaurant and the searched point. */
const DeliveryQuoteSchema = z.object({
  estimated_duration: z.object({ begin: minutes, end: minutes }).describe("The delivery window, in minutes from now ('begin - end mins')."),
  isCheapest: z.boolean().describe("Has the lowest fee of the results ('Lowest Delivery Fee' badge)."),
  isFastest: z.boolean().describe("Has the earliest estimate of the results ('Fastest' badge)."),
  delivery_fee: z.object({
    fractional: money("The delivery fee."),
    currency_code: currencyCode,
  }),
  location: z.object({ lat: z.number(), lon: z.number() }).describe("The point the quote is for (the searched postcode or location)."),
  error: z.string().nullable().describe("The partner's message when it cannot deliver from this restaurant, else null."),
});

export const RestaurantSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  distance: z.number().nonnegative().describe("Miles from the searched point, to two decimals (0 when no point is known)."),
  openingTime: hhmm.nullable().describe("Today's local opening time, HH:MM; null when closed today."),
  closingTime: hhmm.nullable().describe("Today's local closing time, HH:MM; null when closed today."),
  openingStatus: z.enum(["open", "opens-later", "closed-today", "closed-for-day"]),
  closingSoon: z.boolean(),
  fullAddress: z.string().describe("The address, comma-separated."),
  telephone: z.string(),
  facilities: z.array(z.enum(["Disabled Access", "Parking", "Baby Facilities", "WiFi", "Delivery"])),
  isCollectionDisabled: z.boolean(),
  isDeliveryDisabled: z.boolean(),
  isCollectionHidden: z.boolean(),
  isDeliveryHidden: z.boolean(),
  isDeliveryTempClosed: z.boolean(),
  isCollectionTempClosed: z.boolean(),
  collectionMessage: z.string().nullable().describe("Why collection is unavailable, shown on the card."),
  deliveryMessage: z.string().nullable().describe("Why delivery is unavailable, shown on the card."),
  delivery: DeliveryQuoteSchema.nullable().describe(
    "The delivery quote; null in collection searches, and in delivery searches when the restaurant cannot take deliveries now.",
  ),
});

export const SearchResultSchema = z.object({
  postcode: z.string().nullable().describe("The searched postcode in display form; null for a location search."),
  restaurants: z.array(RestaurantSchema).describe("Nearest first, within 10 miles."),
  canOrderDelivery: z.boolean(),
  canOrderCollection: z.boolean(),
  error: z.string().nullable().describe("Why there is nothing to order from, in words a customer can read; else null."),
});

/** A restaurant looked up by id: the search-result fields and its stored settings. */
export const RestaurantByIdSchema = RestaurantSchema.extend({
  brand: z.string().describe("The brand code: uk or ie."),
  address: restaurantSeed.shape.address,
  timeZone: restaurantSeed.shape.timeZone,
  openingHours: restaurantSeed.shape.openingHours.describe("Local opening hours per weekday; null when closed all day."),
  collection: restaurantSeed.shape.collection,
  outOfStockItemIds: z.array(z.string()),
  delivery: restaurantSeed.shape.delivery
    .extend({
      feeMinor: money("The restaurant's base delivery fee."),
      estimated_duration: z.null().describe("Null: no customer point is known, so there is no estimate."),
      isCheapest: z.literal(false),
      isFastest: z.literal(false),
      delivery_fee: z.object({
        fractional: money("The restaurant's base delivery fee, the least a delivery costs."),
        currency_code: currencyCode,
      }),
      location: z.object({ lat: z.number(), lon: z.number() }).describe("The restaurant's own position."),
      error: z.null(),
    })
    .describe("The restaurant's delivery settings, with the quote fields of a search result (no estimate without a customer point)."),
});

export const RestaurantByIdPayload = z.object({ restaurant: RestaurantByIdSchema });

export const TimeSlotsPayload = z.object({
  timeSlots: z
    .array(z.object({ instant: z.iso.datetime().describe("The slot's instant, UTC."), label: hhmm.describe("The local time, HH:MM.") }))
    .describe("Today's collection times: every 15 minutes, more than 20 minutes ahead, until closing."),
});

export const AddressesPayload = z.object({
  postcode: z.string().describe("The postcode in display form."),
  addresses: z.array(z.object({ addressLine1: z.string(), addressLine2: z.string().nullable(), town: z.string(), postcode: z.string() })),
});
