// The basket summary as the basket page shows it: each line priced from the menu, described, with
// its edit link; totals in minor units. (Vouchers, fees and rewards add to this view.)
import { hasLines, type BasketState } from "../../app/domain/basket";
import { bundlePriceMinor } from "../../app/domain/bundle";
import { describeSelections, linePriceMinor } from "../../app/domain/customise";
import type { MenuRecord } from "../db/repositories/menus";

export interface BasketViewLine {
  kind: "item" | "bundle";
  customID: string;
  name: string;
  details: string[];
  quantity: number;
  unitMinor: number;
  totalMinor: number;
  editPath: string | null;
  ageRestricted: boolean;
  outOfStock: boolean;
  /** No longer on the menu (doesNotExistInCurrentMenu). */
  unavailable: boolean;
}

export interface BasketView {
  lines: BasketViewLine[];
  numberOfItems: number;
  subTotalMinor: number;
  deliveryFeeMinor: number;
  totalMinor: number;
  hasAgeRestricted: boolean;
  empty: boolean;
}

export function basketView(state: BasketState, menu: MenuRecord | null, outOfStock: ReadonlySet<string>, menuPath: string): BasketView {
  const items = menu?.menu.items ?? [];
  const bundles = menu?.menu.bundles ?? [];
  const lines: BasketViewLine[] = [];
  for (const l of state.items) {
    const item = items.find((i) => i.id === l.id);
    const config = { itemId: l.id, quantity: l.quantity, selections: l.selections };
    const unit = item ? linePriceMinor(item, config) : 0;
    lines.push({
      kind: "item",
      customID: l.customID,
      name: item?.name ?? l.id,
      details: item ? describeSelections(item, config) : [],
      quantity: l.quantity,
      unitMinor: unit,
      totalMinor: unit * l.quantity,
      editPath: item && item.groups.some((g) => g.options.length > 1) ? `${menuPath}/customise/${item.id}?customId=${l.customID}` : null,
      ageRestricted: item?.ageRestricted ?? false,
      outOfStock: outOfStock.has(l.id),
      unavailable: !item,
    });
  }
  for (const b of state.bundles) {
    const bundle = bundles.find((x) => x.id === b.bundleId);
    const unit = bundle ? bundlePriceMinor(bundle, { bundleId: b.bundleId, quantity: 1, sections: b.sections }) : 0;
    const products = b.sections.flatMap((s) => s.products);
    lines.push({
      kind: "bundle",
      customID: b.customID,
      name: bundle?.name ?? b.bundleId,
      details: products.map((p) => `${items.find((i) => i.id === p.itemId)?.name ?? p.itemId}${p.quantity > 1 ? ` ×${p.quantity}` : ""}`),
      quantity: b.quantity,
      unitMinor: unit,
      totalMinor: unit * b.quantity,
      editPath: bundle ? `${menuPath}/bundle/${encodeURIComponent(bundle.name)}?customId=${b.customID}` : null,
      ageRestricted: products.some((p) => items.find((i) => i.id === p.itemId)?.ageRestricted),
      outOfStock: products.some((p) => outOfStock.has(p.itemId)),
      unavailable: !bundle,
    });
  }
  const subTotalMinor = lines.reduce((n, l) => n + l.totalMinor, 0);
  const deliveryFeeMinor = state.mode === "delivery" && state.delivery ? state.delivery.feeMinor : 0;
  return {
    lines,
    numberOfItems: lines.reduce((n, l) => n + l.quantity, 0),
    subTotalMinor,
    deliveryFeeMinor,
    totalMinor: subTotalMinor + (hasLines(state) ? deliveryFeeMinor : 0),
    hasAgeRestricted: lines.some((l) => l.ageRestricted),
    empty: !hasLines(state),
  };
}
