// The menu's 'FILTER BY DIET' rules (spec 1 §4 "Diet filter", "Menu cards"). The filters live in the
// URL, so they arrive as loose strings and are brought to one canonical form here.
import type { MenuGroup, MenuOption } from "./customise-model";

export const DIET_FILTERS = ["Gluten-Free", "Vegetarian", "Vegan"] as const;
export type DietFilter = (typeof DIET_FILTERS)[number];
export const NO_RESULTS_MESSAGE = "No results found. Please adjust your filters.";

/** "gluten-free", "Gluten free" and "GLUTENFREE" all mean the same filter in a hand-typed URL. */
const squash = (text: string) => text.toLowerCase().replace(/[^a-z]/g, "");

/** From URL parameters: case-insensitive, unknown values dropped, no repeats, in the modal's order. */
export function parseDietFilters(values: readonly string[]): DietFilter[] {
  const wanted = new Set(values.filter((v) => typeof v === "string").map(squash));
  return DIET_FILTERS.filter((d) => wanted.has(squash(d)));
}

/** Kept only when the item has every selected preference. */
export function matchesDiet(dietPreferences: readonly string[], filters: readonly DietFilter[]): boolean {
  return filters.every((f) => dietPreferences.includes(f));
}

/** Kept only when it contains none of the allergens the customer excluded. */
export function matchesAllergens(allergens: readonly string[], excluded: readonly string[]): boolean {
  return !excluded.some((a) => allergens.includes(a));
}

/**
 * Options on the customise screen under the diet filters: the same every-filter rule as the menu,
 * but a selected option stays visible so it can still be removed, and so does an included
 * ingredient — taking the mozzarella off is how a customer makes a pizza fit the filter.
 */
export function visibleOptions(group: MenuGroup, filters: readonly DietFilter[], selectedOptionIds: ReadonlySet<string>): MenuOption[] {
  return group.options.filter((o) => o.isIncluded || selectedOptionIds.has(o.id) || matchesDiet(o.dietPreferences, filters));
}
