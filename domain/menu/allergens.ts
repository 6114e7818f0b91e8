// The 14 allergens UK food law requires us to declare: ids as stored in the menu, names as shown.
export const ALLERGENS = [
  ["celery", "Celery"],
  ["cereals-containing-gluten", "Cereals containing gluten"],
  ["crustaceans", "Crustaceans"],
  ["eggs", "Eggs"],
  ["fish", "Fish"],
  ["lupin", "Lupin"],
  ["milk", "Milk"],
  ["molluscs", "Molluscs"],
  ["mustard", "Mustard"],
  ["tree-nuts", "Tree nuts"],
  ["peanuts", "Peanuts"],
  ["sesame", "Sesame"],
  ["soya", "Soya"],
  ["sulphites", "Sulphites"],
] as const;

export type AllergenId = (typeof ALLERGENS)[number][0];
export const ALLERGEN_IDS = ALLERGENS.map(([id]) => id) as unknown as readonly [AllergenId, ...AllergenId[]];
const NAMES = new Map<string, string>(ALLERGENS);
export const allergenName = (id: string): string => NAMES.get(id) ?? id;
