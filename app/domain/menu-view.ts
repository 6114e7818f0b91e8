// What the menu page shows: categories and sub-categories in display order, each item and bundle
// as a card. Built on the server from the stored menu, the restaurant's stock and the filters.
export interface MenuCardItem {
  id: string;
  name: string;
  description: string;
  image: string;
  priceMinor: number;
  calories: number;
  diets: string[];
  tags: string[];
  allergens: string[];
  outOfStock: boolean;
  /** Can go straight into the basket with its defaults ('Add'). */
  addable: boolean;
  /** Has choices to make ('Customise'). */
  customisable: boolean;
}

export interface MenuCardBundle {
  id: string;
  name: string;
  description: string;
  image: string;
  priceMinor: number;
  diets: string[];
  available: boolean;
}

export interface MenuViewSubCategory {
  id: string;
  name: string;
  description: string;
  items: MenuCardItem[];
  bundles: MenuCardBundle[];
}

export interface MenuViewCategory {
  id: string;
  name: string;
  subCategories: MenuViewSubCategory[];
}

export interface MenuView {
  restaurantId: number;
  hash: string;
  categories: MenuViewCategory[];
  /** Cards left after filtering. */
  count: number;
}

export interface MenuFilters {
  diets: string[];
  allergens: string[];
  showCalories: boolean;
}

/** The bundle page's address segment: its name, URL-encoded, as the spec says. */
export const bundlePathSegment = (name: string) => encodeURIComponent(name);
