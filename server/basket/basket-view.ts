// The basket summary as the basket page shows it: each line priced from the menu, described, with
// its edit link; totals in minor units. (Vouchers, fees and rewards add to this view.)
import { hasLines, type Basket, type BasketState } from "../../domain/basket/basket";
import { describeSelections } from "../../domain/menu/customise";
import { bundleUnitPrice, lineUnitPrice } from "../../domain/basket/pricing";
import type { MenuRecord } from "../db/repositories/menus";
import { priceBasket } from "../../domain/basket/basket-pricing";
import { voucherReduction, type VoucherDef } from "../../domain/basket/vouchers";
import { rewardDiscounts, type DiscountLine, type RewardDef, type RewardDiscount } from "../../domain/loyalty/loyalty";
import { paths } from "../../app/paths";

export interface BasketViewLine {
  kind: "item" | "bundle";
  /** Menu item or bundle id. */
  itemId: string;
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
  voucherLines: { code: string; name: string; reductionMinor: number }[];
  voucherReductionMinor: number;
  /** Loyalty reward discounts that apply ('#' in a title is a line break). */
  discounts: RewardDiscount[];
  discountReductionMinor: number;
  /** Rewards are picked but the food paid for is under the reward minimum by this much. */
  rewardsUnderMinimumByMinor: number;
  deliveryFeeMinor: number;
  serviceFeeMinor: number;
  smallOrderFeeMinor: number;
  totalMinor: number;
  belowDeliveryMinimum: boolean;
  hasAgeRestricted: boolean;
  empty: boolean;
}

export function basketView(
  state: BasketState,
  menu: MenuRecord | null,
  outOfStock: ReadonlySet<string>,
  vouchers: VoucherDef[] = [],
  rewards: { picks: readonly { rewardId: number; productId: string }[]; held: ReadonlyMap<number, RewardDef> } | null = null,
): BasketView {
  const items = menu?.menu.items ?? [];
  const bundles = menu?.menu.bundles ?? [];
  const lines: BasketViewLine[] = [];
  // A line is edited on its restaurant's menu, on the basket's journey.
  const { mode: journey, restaurantId } = state;
  const editable = journey !== null && restaurantId !== null;
  for (const l of state.items) {
    const item = items.find((i) => i.id === l.id);
    const config = { itemId: l.id, quantity: l.quantity, selections: l.selections };
    const unit = menu ? (lineUnitPrice(menu.menu, l) ?? 0) : 0;
    lines.push({
      kind: "item",
      itemId: l.id,
      customID: l.customID,
      name: item?.name ?? l.id,
      details: item ? describeSelections(item, config) : [],
      quantity: l.quantity,
      unitMinor: unit,
      totalMinor: unit * l.quantity,
      editPath:
        editable && item && item.groups.some((g) => g.options.length > 1)
          ? paths.customise(journey, restaurantId, item.id, { customId: l.customID })
          : null,
      ageRestricted: item?.ageRestricted ?? false,
      outOfStock: outOfStock.has(l.id),
      unavailable: !item,
    });
  }
  for (const b of state.bundles) {
    const bundle = bundles.find((x) => x.id === b.bundleId);
    const unit = menu ? (bundleUnitPrice(menu.menu, b) ?? 0) : 0;
    const products = b.sections.flatMap((s) => s.products);
    lines.push({
      kind: "bundle",
      itemId: b.bundleId,
      customID: b.customID,
      name: bundle?.name ?? b.bundleId,
      details: products.map((p) => `${items.find((i) => i.id === p.itemId)?.name ?? p.itemId}${p.quantity > 1 ? ` ×${p.quantity}` : ""}`),
      quantity: b.quantity,
      unitMinor: unit,
      totalMinor: unit * b.quantity,
      editPath: editable && bundle ? paths.bundle(journey, restaurantId, bundle.name, { customId: b.customID }) : null,
      ageRestricted: products.some((p) => items.find((i) => i.id === p.itemId)?.ageRestricted),
      outOfStock: products.some((p) => outOfStock.has(p.itemId)),
      unavailable: !bundle,
    });
  }
  const mode = state.mode ?? "collection";
  const deliveryFeeMinor = mode === "delivery" && state.delivery && hasLines(state) ? state.delivery.feeMinor : 0;
  const subTotalMinor = lines.reduce((n, l) => n + l.totalMinor, 0);
  const priceLines = lines.map((l) => ({ itemId: l.itemId, unitMinor: l.unitMinor, quantity: l.quantity }));
  const discountLines: DiscountLine[] = state.items.flatMap((l) => {
    const item = items.find((i) => i.id === l.id);
    const line = lines.find((x) => x.kind === "item" && x.customID === l.customID);
    if (!item || !line || line.outOfStock) return [];
    const options: Record<string, number> = {};
    for (const sel of l.selections)
      options[sel.optionId] = item.groups.find((g) => g.id === sel.groupId)?.options.find((o) => o.id === sel.optionId)?.costMinor ?? 0;
    return [
      { customID: l.customID, itemId: l.id, quantity: l.quantity, unitMinor: line.unitMinor, basePriceMinor: item.basePriceMinor, options },
    ];
  });
  const rewarded = rewards
    ? rewardDiscounts(rewards.picks, rewards.held, discountLines, { mode, subTotalMinor, deliveryFeeMinor })
    : { discounts: [], underMinimumByMinor: 0 };
  const price = priceBasket({
    lines: lines.map((l) => ({ key: l.customID, unitMinor: l.unitMinor, quantity: l.quantity, isBundle: l.kind === "bundle" })),
    mode,
    deliveryFeeMinor,
    vouchers: vouchers.map((def) => ({
      def,
      reductionMinor: voucherReduction(def, { subtotalMinor: subTotalMinor, lines: priceLines, mode, deliveryFeeMinor }),
    })),
    discounts: rewarded.discounts.map((d) => ({ id: d.id, offerTitle: d.offerTitle, amountMinor: d.amountMinor })),
  });
  return {
    lines,
    numberOfItems: lines.reduce((n, l) => n + l.quantity, 0),
    subTotalMinor: price.subTotalMinor,
    voucherLines: price.voucherLines,
    voucherReductionMinor: price.voucherReductionMinor,
    discounts: rewarded.discounts,
    discountReductionMinor: price.discountReductionMinor,
    rewardsUnderMinimumByMinor: rewarded.underMinimumByMinor,
    deliveryFeeMinor: price.deliveryFeeMinor,
    serviceFeeMinor: price.serviceFeeMinor,
    smallOrderFeeMinor: price.smallOrderFeeMinor,
    totalMinor: price.totalMinor,
    belowDeliveryMinimum: price.belowDeliveryMinimum,
    hasAgeRestricted: lines.some((l) => l.ageRestricted),
    empty: !hasLines(state),
  };
}

/**
 * The basket page's view of a stored basket: its lines priced from the cached menu, with the
 * restaurant's stock, the applied vouchers and the rewards of the member asking. The basket page
 * and the payment both call this, so the amount charged is the amount the customer saw.
 */
export async function loadBasketView(
  deps: {
    baskets: { getOrCreate(id: string): Promise<Basket> };
    menu: { record(): Promise<MenuRecord | null>; outOfStock(restaurantId: number): Promise<ReadonlySet<string>> };
    vouchers: { defsOf(codes: readonly string[]): Promise<VoucherDef[]> };
    rewards?: { heldFor(state: BasketState, viewer: number | null): Promise<ReadonlyMap<number, RewardDef>> };
  },
  /** The basket's id, or the stored basket as the caller has just read it. */
  basketOrId: string | Basket,
  /** Who is asking (the customer signed in on the basket, or null): rewards are priced only for their member. */
  viewer: number | null,
  /** Prices this state instead of the stored one (the reward screen's draft). */
  override?: BasketState,
): Promise<{ basket: Basket; view: BasketView }> {
  const stored = typeof basketOrId === "string" ? await deps.baskets.getOrCreate(basketOrId) : basketOrId;
  const basket = override ? { ...stored, state: override } : stored;
  const rid = basket.state.restaurantId;
  const stock = rid ? await deps.menu.outOfStock(rid) : new Set<string>();
  const defs = await deps.vouchers.defsOf(basket.state.voucherCodes);
  const held = deps.rewards && basket.state.rewards.length ? await deps.rewards.heldFor(basket.state, viewer) : null;
  const rewards = held ? { picks: basket.state.rewards, held } : null;
  return { basket, view: basketView(basket.state, await deps.menu.record(), stock, defs, rewards) };
}

/** The basket page's priced view over its sources: what the page shows, /api answers and payment charges. */
export function basketViewLoader(deps: Parameters<typeof loadBasketView>[0]) {
  return (basketOrId: string | Basket, viewer: number | null, override?: BasketState) => loadBasketView(deps, basketOrId, viewer, override);
}
