// The menu page's rules that are not about drawing it: which filters apply (the allergen filter is
// remembered in a cookie until the customer changes it), when the restaurant counts as closed, and
// the item behind the information dialog.
import { parseCookie } from "cookie";
import { ALLERGEN_COOKIE } from "../../server/http/cookies";
import type { OrderMode } from "../../domain/basket/basket";
import { parseDietFilters } from "../../domain/menu/diet-filter";
import type { MenuFilters, MenuView } from "../../domain/menu/menu-view";
import type { RestaurantResult } from "../../domain/search/restaurant";
import { parseAllergens } from "../forms/menu.server";

const CLOSED_TODAY = "Dough! This restaurant is closed for today. Please search for another restaurant.";
const TEMP_CLOSED = "Dough! This restaurant is temporarily closed. Please search for another restaurant.";

/**
 * The filters of this request; `setCookie` remembers the allergens when the filter form was applied,
 * through the site's one cookie module (`services.cookies.allergens`).
 */
export function menuFilters(
  request: Request,
  allergenCookie: (allergens: readonly string[]) => string,
): { filters: MenuFilters; setCookie: string | null } {
  const url = new URL(request.url);
  const apply = url.searchParams.has("apply");
  const remembered = parseCookie(request.headers.get("cookie") ?? "")[ALLERGEN_COOKIE];
  const allergens = parseAllergens(apply ? url.searchParams.getAll("allergen") : (remembered ?? "").split("."));
  const filters = {
    diets: parseDietFilters(url.searchParams.getAll("diet")),
    allergens,
    showCalories: apply ? url.searchParams.get("calories") === "1" : url.searchParams.get("calories") !== "0",
  };
  const setCookie = apply ? allergenCookie(allergens) : null;
  return { filters, setCookie };
}

/** The closed-restaurant modal's message, or null when the menu can be ordered from (spec 1 §8). */
export function closedMessage(mode: OrderMode, restaurant: RestaurantResult, view: MenuView | null, filters: MenuFilters): string | null {
  const disabled = mode === "collection" ? restaurant.isCollectionDisabled : restaurant.isDeliveryDisabled;
  const tempClosed = mode === "collection" ? restaurant.isCollectionTempClosed : restaurant.isDeliveryTempClosed;
  const closed = restaurant.openingStatus === "closed-today" || restaurant.openingStatus === "closed-for-day";
  if (tempClosed) return TEMP_CLOSED;
  const noMenu = !view || (view.categories.length === 0 && filters.diets.length === 0 && filters.allergens.length === 0);
  return disabled || closed || noMenu ? CLOSED_TODAY : null;
}

/** The item whose description and diet information the customer asked to see (?info=). */
export function infoCard(view: MenuView | null, id: string | null) {
  if (!view || !id) return null;
  for (const c of view.categories)
    for (const sc of c.subCategories) {
      const found = sc.items.find((i) => i.id === id);
      if (found)
        return {
          id: found.id,
          name: found.name,
          description: found.description,
          diets: found.diets,
          calories: found.calories,
          allergens: found.allergens,
        };
    }
  return null;
}
