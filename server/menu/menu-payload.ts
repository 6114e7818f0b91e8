// The menu as the spec's Menu entity (spec 1 §3): categories of sub-categories, each with its items
// and bundles to render, the bundles, and the restaurant's stock. The same menu and stock give the
// same categories for every restaurant, so those are built once per menu version and stock.
import type { z } from "zod";
import type { MenuView } from "../../domain/menu/menu-view";
import type { MenuRecord } from "../db/repositories/menus";
import type { CategorySchema, CategoryWithCardsSchema, MenuSchema } from "../api/schemas/menu";
import type { PresentedBundle } from "../api/schemas/menu-items";
import { baseSelections, menuContext, presentBundle, presentItem, type MenuContext } from "./menu-item-payload";

type Category = z.output<typeof CategorySchema>;
type CategoryWithCards = z.output<typeof CategoryWithCardsSchema>;
type Menu = z.output<typeof MenuSchema>;

const byDisplayIndex = (a: { displayIndex: number }, b: { displayIndex: number }) => a.displayIndex - b.displayIndex;

function presentCategories(ctx: MenuContext): Category[] {
  const bundles = new Map(ctx.menu.bundles.map((b) => [b.id, presentBundle(b, ctx)]));
  return [...ctx.menu.categories].sort(byDisplayIndex).map((c) => ({
    id: c.id,
    name: c.name,
    partitionKey: c.id,
    displayIndex: c.displayIndex,
    image: c.image,
    subCategories: [...c.subCategories].sort(byDisplayIndex).map((sc) => {
      const itemsToRender = ctx.menu.items.filter((i) => i.subCategoryId === sc.id).map((i) => presentItem(i, ctx));
      const bundlesToRender = ctx.menu.bundles.filter((b) => b.subCategoryId === sc.id).map((b) => bundles.get(b.id)!);
      return {
        id: sc.id,
        name: sc.name,
        description: sc.description,
        image: sc.image,
        imageName: sc.image,
        displayIndex: sc.displayIndex,
        itemsToRender,
        bundlesToRender,
        subProducts: [...itemsToRender, ...bundlesToRender].map((p) => ({ id: p.id, name: p.name, eposDiscountId: p.eposDiscountId })),
      };
    }),
  }));
}

interface Presented {
  categories: Category[];
  bundles: PresentedBundle[];
  baseSelections: Record<string, string>;
}
const presented = new Map<string, Presented>();

function presentedFor(record: MenuRecord, stock: ReadonlySet<string>): Presented {
  const key = `${record.hash}|${[...stock].sort().join(".")}`;
  let known = presented.get(key);
  if (!known) {
    const ctx = menuContext(record.menu, stock);
    known = {
      categories: presentCategories(ctx),
      bundles: record.menu.bundles.map((b) => presentBundle(b, ctx)),
      baseSelections: baseSelections(ctx),
    };
    if (presented.size > 50) presented.clear();
    presented.set(key, known);
  }
  return known;
}

/** The whole menu for one restaurant; `hash` is what the caller serves as the menu's version. */
export function presentMenu(record: MenuRecord, restaurantId: number, stock: ReadonlySet<string>, hash: string): Menu {
  const { categories, bundles, baseSelections } = presentedFor(record, stock);
  const first = categories[0] ?? null;
  return {
    restaurantId,
    hash,
    categories,
    bundles,
    filters: [],
    showCalories: true,
    activeCategory: first?.id ?? null,
    activeCategoryName: first?.name ?? null,
    baseSelections,
    excludedCategories: [],
    outOfStockItems: [...stock],
  };
}

/** The view's categories (the menu page's cards) with the entity's fields of each category. */
export function categoriesWithCards(record: MenuRecord, stock: ReadonlySet<string>, view: MenuView["categories"]): CategoryWithCards[] {
  const { categories } = presentedFor(record, stock);
  return view.flatMap((vc) => {
    const c = categories.find((x) => x.id === vc.id);
    if (!c) return [];
    return [
      {
        ...c,
        subCategories: c.subCategories.map((sc) => {
          const cards = vc.subCategories.find((x) => x.id === sc.id);
          return { ...sc, items: cards?.items ?? [], bundles: cards?.bundles ?? [] };
        }),
      },
    ];
  });
}

/** A bundle or item of the menu as its entity, for the single-item, bundle and upsell calls. */
export function menuEntities(record: MenuRecord, stock: ReadonlySet<string>) {
  const ctx = menuContext(record.menu, stock);
  return {
    item: (item: MenuRecord["menu"]["items"][number]) => presentItem(item, ctx),
    bundles: () => presentedFor(record, stock).bundles,
  };
}
