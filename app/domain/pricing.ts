// Basket value from the menu: item base price plus chosen option costs, bundles with their uplifts.
// Integer minor units throughout. (The full engine with vouchers and fees builds on this.)
import type { BasketState } from "./basket";

export interface PriceableMenu {
  items: { id: string; basePriceMinor: number; groups: PriceableGroup[] }[];
  bundles: { id: string; basePriceMinor: number; sections: { id: string; products: { itemId: string; upliftPriceMinor: number }[] }[] }[];
}
interface PriceableGroup {
  id: string;
  options: { id: string; costMinor: number; groups?: PriceableGroup[] }[];
}

function optionCost(groups: PriceableGroup[], groupId: string, optionId: string): number {
  for (const g of groups) {
    for (const o of g.options) {
      if (g.id === groupId && o.id === optionId) return o.costMinor;
      if (o.groups) {
        const nested = optionCost(o.groups, groupId, optionId);
        if (nested) return nested;
      }
    }
  }
  return 0;
}

export function lineUnitPrice(menu: PriceableMenu, line: BasketState["items"][number]): number | null {
  const item = menu.items.find((i) => i.id === line.id);
  if (!item) return null;
  // A removal entry (quantity −1) never earns money back.
  const extras = line.selections.reduce((sum, s) => sum + Math.max(0, s.quantity) * optionCost(item.groups, s.groupId, s.optionId), 0);
  return item.basePriceMinor + extras;
}

export function bundleUnitPrice(menu: PriceableMenu, line: BasketState["bundles"][number]): number | null {
  const bundle = menu.bundles.find((b) => b.id === line.bundleId);
  if (!bundle) return null;
  let uplift = 0;
  for (const s of line.sections) {
    const section = bundle.sections.find((x) => x.id === s.sectionId);
    for (const p of s.products) uplift += p.quantity * (section?.products.find((x) => x.itemId === p.itemId)?.upliftPriceMinor ?? 0);
  }
  return bundle.basePriceMinor + uplift;
}

/** Sum of priced lines; lines no longer on the menu count as zero (they are flagged elsewhere). */
export function basketSubtotal(menu: PriceableMenu, state: BasketState): number {
  let total = 0;
  for (const l of state.items) total += (lineUnitPrice(menu, l) ?? 0) * l.quantity;
  for (const b of state.bundles) total += (bundleUnitPrice(menu, b) ?? 0) * b.quantity;
  return total;
}
