// Zod schemas of the search page's query and form. Server-only: zod stays out of the browser bundle.
import { z } from "zod";
import { ALLERGEN_IDS } from "../domain/allergens";

export const locationQuery = z.object({ lat: z.coerce.number().min(-90).max(90), lon: z.coerce.number().min(-180).max(180) });

export const selectRestaurantForm = z.object({
  intent: z.literal("select-restaurant"),
  restaurantId: z.coerce.number().int().positive(),
  searchTerm: z.string().max(100).default(""),
  lat: z.coerce.number().min(-90).max(90).optional(),
  lon: z.coerce.number().min(-180).max(180).optional(),
  confirmed: z.literal("yes").optional(),
});

export const menuParams = z.object({
  mode: z.enum(["collection", "delivery"]),
  restaurantId: z.coerce.number().int().positive(),
});

export const quickAddForm = z.object({
  intent: z.literal("add"),
  itemId: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/),
  js: z.literal("1").optional(),
});

/** Allergen ids from the URL or the remembered cookie; anything unknown is dropped. */
export function parseAllergens(values: readonly string[]): string[] {
  return ALLERGEN_IDS.filter((a) => values.includes(a));
}
