// Basket value from the menu: each line's unit price by the customisation rules (free swaps, special
// ids, only active choices), bundles with their uplifts. Integer minor units throughout. (The full
// engine with vouchers and fees builds on this.)
import type { BasketState } from "./basket";
import { bundlePriceMinor, type BundleDef } from "../menu/bundle";
import { linePriceMinor, type CustomisableItem } from "../menu/customise";

export interface PriceableMenu {
  items: CustomisableItem[];
  bundles: BundleDef[];
}

export function lineUnitPrice(menu: PriceableMenu, line: BasketState["items"][number]): number | null {
  const item = menu.items.find((i) => i.id === line.id);
  if (!item) return null;
  return linePriceMinor(item, { itemId: line.id, quantity: 1, selections: line.selections });
}

export function bundleUnitPrice(menu: PriceableMenu, line: BasketState["bundles"][number]): number | null {
  const bundle = menu.bundles.find((b) => b.id === line.bundleId);
  if (!bundle) return null;
  return bundlePriceMinor(bundle, { bundleId: line.bundleId, quantity: 1, sections: line.sections });
}

/** Sum of priced lines; lines no longer on the menu count as zero (they are flagged elsewhere). */
export function basketSubtotal(menu: PriceableMenu, state: BasketState): number {
  let total = 0;
  for (const l of state.items) total += (lineUnitPrice(menu, l) ?? 0) * l.quantity;
  for (const b of state.bundles) total += (bundleUnitPrice(menu, b) ?? 0) * b.quantity;
  return total;
}
