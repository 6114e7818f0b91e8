// Menu use cases: the page's view (sorted, filtered, with the restaurant's stock), single items and
// bundles for the customise pages, and the stock check the basket uses.
import { isAddable, isCustomisable } from "../../domain/menu/addability";
import { isBundleAvailable } from "../../domain/menu/bundle";
import { matchesAllergens, matchesDiet, type DietFilter } from "../../domain/menu/diet-filter";
import type { MenuCardBundle, MenuCardItem, MenuFilters, MenuView } from "../../domain/menu/menu-view";
import type { MenusRepository, MenuRecord } from "../db/repositories/menus";
import type { BundleSeed, MenuItemSeed } from "../seed/schemas";
import type { SearchService } from "../search";

const CACHE_MS = 30_000;

/** The card's part every menu entry has, a single item or a bundle. */
function entryCard(e: MenuItemSeed | BundleSeed) {
  return { id: e.id, name: e.name, description: e.description, image: e.image, priceMinor: e.basePriceMinor };
}

function itemCard(i: MenuItemSeed, stock: Set<string>): MenuCardItem {
  return {
    ...entryCard(i),
    calories: i.calories,
    diets: i.dietPreferences,
    tags: i.uiTags,
    allergens: i.allergens,
    outOfStock: stock.has(i.id),
    addable: isAddable(i),
    customisable: isCustomisable(i),
  };
}

function bundleCard(b: BundleSeed, stock: Set<string>): MenuCardBundle {
  return {
    ...entryCard(b),
    diets: b.dietPreferences,
    available: isBundleAvailable(b, stock),
  };
}

function buildView(r: MenuRecord, restaurantId: number, stock: Set<string>, filters: MenuFilters): MenuView {
  const diets = filters.diets as DietFilter[];
  const keep = (d: string[], allergens: string[]) => matchesDiet(d, diets) && matchesAllergens(allergens, filters.allergens);
  const bundleAllergens = (b: BundleSeed) => {
    // A bundle contains whatever any of its possible products contains.
    const ids = new Set(b.sections.flatMap((s) => s.products.map((p) => p.itemId)));
    return [...new Set(r.menu.items.filter((i) => ids.has(i.id)).flatMap((i) => i.allergens))];
  };
  let count = 0;
  const categories = [...r.menu.categories]
    .sort((a, b) => a.displayIndex - b.displayIndex)
    .map((c) => ({
      id: c.id,
      name: c.name,
      subCategories: [...c.subCategories]
        .sort((a, b) => a.displayIndex - b.displayIndex)
        .map((sc) => {
          const items = r.menu.items
            .filter((i) => i.subCategoryId === sc.id && keep(i.dietPreferences, i.allergens))
            .map((i) => itemCard(i, stock));
          const bundles = r.menu.bundles
            .filter((b) => b.subCategoryId === sc.id && keep(b.dietPreferences, bundleAllergens(b)))
            .map((b) => bundleCard(b, stock));
          count += items.length + bundles.length;
          return { id: sc.id, name: sc.name, description: sc.description, items, bundles };
        })
        .filter((sc) => sc.items.length + sc.bundles.length > 0),
    }))
    .filter((c) => c.subCategories.length > 0);
  return { restaurantId, hash: r.hash, categories, count };
}

export function menuService(deps: { menus: MenusRepository; search: SearchService; brand: string }) {
  const { menus, search, brand } = deps;
  let cache: { at: number; record: MenuRecord | null } | null = null;
  const shared = new Map<string, unknown>();
  async function record(): Promise<MenuRecord | null> {
    const now = Date.now();
    if (!cache || now - cache.at > CACHE_MS) cache = { at: now, record: await menus.get(brand) };
    return cache.record;
  }
  async function outOfStock(restaurantId: number): Promise<Set<string>> {
    return new Set((await search.record(restaurantId))?.outOfStockItemIds ?? []);
  }
  /**
   * What every customer of a restaurant sees alike (its menu view, its upsells, the prices rewards
   * draw on), built once per menu version, stock and `part`, and shared: callers never change it.
   */
  async function perRestaurant<T>(restaurantId: number, part: string, build: (r: MenuRecord, stock: Set<string>) => T): Promise<T | null> {
    const r = await record();
    if (!r) return null;
    const stock = await outOfStock(restaurantId);
    const key = `${r.hash}|${restaurantId}|${[...stock].join(".")}|${part}`;
    if (!shared.has(key)) {
      if (shared.size > 1000) shared.clear();
      shared.set(key, build(r, stock));
    }
    return shared.get(key) as T;
  }

  return {
    record,
    outOfStock,
    perRestaurant,
    /** The menu page for a restaurant, filtered. Null when the brand has no menu. */
    view(restaurantId: number, filters: MenuFilters): Promise<MenuView | null> {
      // Every customer of a restaurant with the same filters sees the same view: built once.
      return perRestaurant(restaurantId, `view|${filters.diets.join(".")}|${filters.allergens.join(".")}`, (r, stock) =>
        buildView(r, restaurantId, stock, filters),
      );
    },
    async item(itemId: string): Promise<MenuItemSeed | null> {
      return (await record())?.menu.items.find((i) => i.id === itemId) ?? null;
    },
    async bundleByName(name: string): Promise<BundleSeed | null> {
      return (await record())?.menu.bundles.find((b) => b.name === name) ?? null;
    },
    async items(ids: readonly string[]): Promise<MenuItemSeed[]> {
      const all = (await record())?.menu.items ?? [];
      return ids.map((id) => all.find((i) => i.id === id)).filter((i): i is MenuItemSeed => !!i);
    },

    /** The lowest pizza price on the brand's menu, for the home page's "Pizzas from" line. */
    async pizzasFromMinor(): Promise<number | null> {
      const menu = (await record())?.menu;
      if (!menu) return null;
      const pizzas = new Set(menu.categories.find((c) => c.id === "pizzas")?.subCategories.map((sc) => sc.id) ?? []);
      const prices = menu.items.filter((i) => pizzas.has(i.subCategoryId)).map((i) => i.basePriceMinor);
      return prices.length ? Math.min(...prices) : null;
    },
  };
}
export type MenuService = ReturnType<typeof menuService>;
