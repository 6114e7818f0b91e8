// Menu items and bundles as the spec's entities (spec 1 §3), from the stored menu and a restaurant's
// stock. Values the stored menu has no data for are fixed here and listed in docs/api-entities-menu.md.
import { isBundleAvailable, isSectionAvailable, sortedSections } from "../../domain/menu/bundle";
import { defaultCustomId } from "../../domain/menu/addability";
import { chargedCost, initialSelections, isAddable, isCustomisable, isPizza } from "../../domain/menu/customise-model";
import type { MenuRecord } from "../db/repositories/menus";
import type { BundleSeed, MenuItemSeed, OptionGroupSeed } from "../seed/schemas";
import type {
  PresentedBundle,
  PresentedBundleSection,
  PresentedMenuItem,
  PresentedOption,
  PresentedOptionGroup,
} from "../api/schemas/menu-items";

/** What presenting needs besides the entity: the menu (for names and categories) and the stock. */
export interface MenuContext {
  menu: MenuRecord["menu"];
  stock: ReadonlySet<string>;
  itemsById: ReadonlyMap<string, MenuItemSeed>;
  categoryOfSubCategory: ReadonlyMap<string, { id: string; name: string }>;
}

const lookups = new WeakMap<MenuRecord["menu"], Pick<MenuContext, "itemsById" | "categoryOfSubCategory">>();

export function menuContext(menu: MenuRecord["menu"], stock: ReadonlySet<string>): MenuContext {
  let known = lookups.get(menu);
  if (!known) {
    known = {
      itemsById: new Map(menu.items.map((i) => [i.id, i])),
      categoryOfSubCategory: new Map(
        menu.categories.flatMap((c) => c.subCategories.map((sc) => [sc.id, { id: c.id, name: c.name }] as const)),
      ),
    };
    lookups.set(menu, known);
  }
  return { menu, stock, ...known };
}

const imageUrl = (image: string) => `/images/menu/${image}`;

function presentGroups(groups: readonly OptionGroupSeed[], defaults: ReadonlySet<string>, ctx: MenuContext): PresentedOptionGroup[] {
  return groups.map((g) => {
    const isDefault = (o: { id: string; isDefault: boolean }) => o.isDefault || defaults.has(`${g.id}:${o.id}`);
    const subProducts = g.options.map((o): PresentedOption => ({
      id: o.id,
      name: o.name,
      cost: chargedCost(o),
      quantity: o.isIncluded || isDefault(o) ? 1 : 0,
      isIncluded: o.isIncluded,
      isGroup: false,
      calories: o.calories,
      upliftPrice: chargedCost(o),
      customID: `${g.id}:${o.id}`,
      dietPreferences: o.dietPreferences,
      isPlaceholder: false,
      parent: g.id,
      sections: [],
      uiTags: [],
      outOfStock: ctx.stock.has(o.id),
      defaultSubProduct: isDefault(o),
      subProducts: presentGroups(o.groups ?? [], defaults, ctx),
    }));
    return {
      id: g.id,
      name: g.name,
      kind: g.kind,
      min: g.min,
      max: g.max,
      isGroup: true,
      defaultSubProduct: subProducts.find((o) => o.defaultSubProduct)?.id ?? null,
      subProducts,
    };
  });
}

/** The options chosen when customising starts, as `<group id>:<option id>`. */
function defaultKeys(item: MenuItemSeed): Set<string> {
  return new Set(
    initialSelections(item.groups)
      .filter((s) => s.quantity > 0)
      .map((s) => `${s.groupId}:${s.optionId}`),
  );
}

function category(subCategoryId: string, ctx: MenuContext) {
  const c = ctx.categoryOfSubCategory.get(subCategoryId);
  return { category: c?.id ?? "", categoryName: c?.name ?? "" };
}

export function presentItem(item: MenuItemSeed, ctx: MenuContext): PresentedMenuItem {
  return {
    id: item.id,
    name: item.name,
    description: item.description,
    imageUrl: imageUrl(item.image),
    image: item.image,
    displayPrice: item.basePriceMinor,
    basePrice: item.basePriceMinor,
    ...category(item.subCategoryId, ctx),
    subCategoryId: item.subCategoryId,
    calories: item.calories,
    dietPreferences: item.dietPreferences,
    allergens: item.allergens,
    uiTags: item.uiTags,
    outOfStock: ctx.stock.has(item.id),
    isGroup: false,
    objectId: item.id,
    meta: {},
    eposDiscountId: null,
    sections: [],
    isCustomisable: isCustomisable(item),
    isAddable: isAddable(item),
    customID: defaultCustomId(item),
    ageRestricted: item.ageRestricted,
    subProducts: presentGroups(item.groups, defaultKeys(item), ctx),
  };
}

function presentSection(section: BundleSeed["sections"][number], ctx: MenuContext): PresentedBundleSection {
  return {
    id: section.id,
    name: section.name,
    minItems: section.minItems,
    maxItems: section.maxItems,
    basePrice: 0,
    sortOrder: section.sortOrder,
    available: isSectionAvailable(section, ctx.stock),
    products: section.products.map((p) => {
      const item = ctx.itemsById.get(p.itemId);
      return {
        product: {
          id: p.itemId,
          name: item?.name ?? p.itemId,
          quantity: 1,
          dietPreferences: item?.dietPreferences ?? [],
          outOfStock: ctx.stock.has(p.itemId),
        },
        cost: p.upliftPriceMinor,
        upliftPrice: p.upliftPriceMinor,
        itemId: p.itemId,
        upliftPriceMinor: p.upliftPriceMinor,
      };
    }),
  };
}

export function presentBundle(bundle: BundleSeed, ctx: MenuContext): PresentedBundle {
  const available = isBundleAvailable(bundle, ctx.stock);
  // A bundle contains whatever any of its possible products contains.
  const productIds = new Set(bundle.sections.flatMap((s) => s.products.map((p) => p.itemId)));
  const allergens = [...new Set([...productIds].flatMap((id) => ctx.itemsById.get(id)?.allergens ?? []))];
  return {
    id: bundle.id,
    name: bundle.name,
    description: bundle.description,
    imageUrl: imageUrl(bundle.image),
    image: bundle.image,
    displayPrice: bundle.basePriceMinor,
    basePrice: bundle.basePriceMinor,
    basePriceMinor: bundle.basePriceMinor,
    ...category(bundle.subCategoryId, ctx),
    subCategoryId: bundle.subCategoryId,
    calories: null,
    dietPreferences: bundle.dietPreferences,
    allergens,
    uiTags: [],
    outOfStock: !available,
    available,
    isGroup: false,
    objectId: bundle.id,
    meta: {},
    eposDiscountId: bundle.id,
    quantity: 1,
    sections: sortedSections(bundle).map((s) => presentSection(s, ctx)),
    isCustomisable: true,
    isAddable: false,
    customID: null,
    ageRestricted: [...productIds].some((id) => ctx.itemsById.get(id)?.ageRestricted === true),
    subProducts: [],
  };
}

/** Each pizza's default base (spec: baseSelections, product to chosen base). */
export function baseSelections(ctx: MenuContext): Record<string, string> {
  const out: Record<string, string> = {};
  for (const item of ctx.menu.items) {
    if (!isPizza(item)) continue;
    const base = item.groups[0]!;
    const keys = defaultKeys(item);
    const chosen = base.options.find((o) => o.isDefault || keys.has(`${base.id}:${o.id}`));
    if (chosen) out[item.id] = chosen.id;
  }
  return out;
}
