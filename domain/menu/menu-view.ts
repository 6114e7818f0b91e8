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

interface MenuViewSubCategory {
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

/** A category tab: every category, whichever one the page shows. */
export interface MenuTab {
  id: string;
  name: string;
}

/**
 * The part of the menu a page renders on the server: one category. It is the one asked for, else
 * the one holding the item asked about (its information dialog, the card an add came from), else
 * the first. `count` stays the whole filtered menu's. Unknown names fall back to the first.
 */
export function categoryPage(
  view: MenuView,
  ask: { category?: string | null; itemId?: string | null },
): { view: MenuView; active: string | null; tabs: MenuTab[] } {
  const holding = (id: string) =>
    view.categories.find((c) => c.subCategories.some((sc) => sc.items.some((i) => i.id === id) || sc.bundles.some((b) => b.id === id)));
  const chosen =
    (ask.category ? view.categories.find((c) => c.id === ask.category) : undefined) ??
    (ask.itemId ? holding(ask.itemId) : undefined) ??
    view.categories[0];
  // A restaurant's view is shared by its customers (built once per menu version and stock): so is
  // each of its category pages, made once.
  let pages = categoryPages.get(view);
  if (pages === undefined) categoryPages.set(view, (pages = new Map()));
  const key = chosen?.id ?? null;
  let page = pages.get(key);
  if (page === undefined) {
    page = {
      view: { ...view, categories: chosen ? [chosen] : [] },
      active: key,
      tabs: view.categories.map((c) => ({ id: c.id, name: c.name })),
    };
    pages.set(key, page);
  }
  return page;
}
const categoryPages = new WeakMap<MenuView, Map<string | null, { view: MenuView; active: string | null; tabs: MenuTab[] }>>();
