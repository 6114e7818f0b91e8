// Upsells on the basket: a strip of at most 9 items the customer can add with one tap, and at most
// 2 dips. Only items addable as they are, in stock here, and not already in the basket.
import { isAddable } from "../../domain/menu/addability";
import type { BasketState } from "../../domain/basket/basket";
import type { MenuRecord } from "../db/repositories/menus";
import type { MenuItemSeed } from "../seed/schemas";
import type { MenuService } from "../menu";

const UPSELL_LIMIT = 9;
const DIPS_LIMIT = 2;
/** The upsell dialog on 'Checkout' offers this many (docs/decisions/021). */
export const CHECKOUT_UPSELL_LIMIT = 3;
/** Where upsell suggestions come from, in this order: what goes with a pizza. */
const UPSELL_CATEGORIES = ["sides", "starters", "desserts", "soft-drinks"];

export interface UpsellItem {
  id: string;
  name: string;
  priceMinor: number;
  image: string;
}

/** Whether an item carries a tag of the menu's (`uiTags` in the menu seeds: "New", "Popular" …). */
const tagged = (item: MenuItemSeed, tag: string) => Number(item.uiTags.includes(tag));

/**
 * The items a restaurant may suggest, in stock, addable as they are: with fresh recommendations
 * (`enableFreshRecommendation`) the items new to the menu first, then popular ones, then the menu's
 * order; without, popular first.
 */
function rank(record: MenuRecord, stock: Set<string>, type: "Upsell" | "Dips", fresh: boolean): MenuItemSeed[] {
  const categories = type === "Dips" ? ["dips"] : UPSELL_CATEGORIES;
  const subCategoryOrder = new Map<string, number>();
  categories.forEach((cid, ci) => {
    const c = record.menu.categories.find((x) => x.id === cid);
    c?.subCategories.forEach((sc) => subCategoryOrder.set(sc.id, ci * 100 + sc.displayIndex));
  });
  return record.menu.items
    .filter((i) => subCategoryOrder.has(i.subCategoryId) && !stock.has(i.id) && !i.ageRestricted && isAddable(i))
    .sort(
      (a, b) =>
        (fresh ? tagged(b, "New") - tagged(a, "New") : 0) ||
        tagged(b, "Popular") - tagged(a, "Popular") ||
        subCategoryOrder.get(a.subCategoryId)! - subCategoryOrder.get(b.subCategoryId)!,
    );
}

export function upsellService(deps: {
  menu: MenuService;
  /** Fresh recommendations (`FEATURE_ENABLE_FRESH_RECOMMENDATION`): new items suggested first. */
  fresh: boolean;
}) {
  const { menu, fresh } = deps;
  const service = {
    async list(state: BasketState, type: "Upsell" | "Dips"): Promise<UpsellItem[]> {
      if (state.restaurantId === null) return [];
      // The restaurant's suggestions in order are the same for every basket: ranked once per menu and stock.
      const ranked = await menu.perRestaurant(state.restaurantId, `upsells|${type}`, (record, stock) => rank(record, stock, type, fresh));
      const inBasket = new Set(state.items.map((l) => l.id));
      return (ranked ?? [])
        .filter((i) => !inBasket.has(i.id))
        .slice(0, type === "Dips" ? DIPS_LIMIT : UPSELL_LIMIT)
        .map((i) => ({ id: i.id, name: i.name, priceMinor: i.basePriceMinor, image: i.image }));
    },

    /**
     * What the upsell dialog offers on 'Checkout': when the basket holds lines but nothing from the
     * upsell categories (no side, starter, dessert, drink or dip) and no deal (deals come with their
     * extras), the first few suggestions; else none.
     */
    async beforeCheckout(state: BasketState): Promise<UpsellItem[]> {
      const record = await menu.record();
      if (!record || !state.items.length || state.bundles.length) return [];
      const extras = new Set(
        record.menu.categories
          .filter((c) => [...UPSELL_CATEGORIES, "dips"].includes(c.id))
          .flatMap((c) => c.subCategories.map((sc) => sc.id)),
      );
      const inBasket = new Set(state.items.map((l) => l.id));
      if (record.menu.items.some((i) => inBasket.has(i.id) && extras.has(i.subCategoryId))) return [];
      return (await service.list(state, "Upsell")).slice(0, CHECKOUT_UPSELL_LIMIT);
    },
  };
  return service;
}
