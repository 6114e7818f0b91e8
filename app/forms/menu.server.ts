// Zod schemas of the menu pages: their address (`/:mode/menu/:restaurantId`, whose mode the basket
// and reward pages share), the menu's quick add, and the allergen filter's values. Server-only:
// zod stays out of the browser bundle.
import { z } from "zod";
import { ALLERGEN_IDS } from "../../domain/menu/allergens";

export const menuParams = z.object({
  mode: z.enum(["collection", "delivery"]),
  restaurantId: z.coerce.number().int().positive(),
});

export const quickAddForm = z.object({
  intent: z.literal("add"),
  itemId: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/),
  js: z.literal("1").optional(),
  /** 'Continue' in 'Are you sure?': the customer agreed to lose another restaurant's basket. */
  confirmed: z.literal("yes").optional(),
});

/** Allergen ids from the URL or the remembered cookie; anything unknown is dropped. */
export function parseAllergens(values: readonly string[]): string[] {
  return ALLERGEN_IDS.filter((a) => values.includes(a));
}
