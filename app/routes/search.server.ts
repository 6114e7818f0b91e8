// Zod schemas of the search page's query and form. Server-only: zod stays out of the browser bundle.
import { z } from "zod";

export const locationQuery = z.object({ lat: z.coerce.number().min(-90).max(90), lon: z.coerce.number().min(-180).max(180) });

export const selectRestaurantForm = z.object({
  intent: z.literal("select-restaurant"),
  restaurantId: z.coerce.number().int().positive(),
  searchTerm: z.string().max(100).default(""),
  lat: z.coerce.number().min(-90).max(90).optional(),
  lon: z.coerce.number().min(-180).max(180).optional(),
  confirmed: z.literal("yes").optional(),
});

/**
 * A new delivery search while the basket holds a delivery: posted, so the delivery is cleared by an
 * action (a loader changes no stored data), then answered with the search's own address.
 */
export const newSearchForm = z.object({ intent: z.literal("search"), q: z.string().transform((q) => q.slice(0, 100)) });

/** How many pages of ten restaurants to show: anything else shows the first page. */
export const resultsPageQuery = z.coerce.number().int().min(1).max(100).catch(1);
