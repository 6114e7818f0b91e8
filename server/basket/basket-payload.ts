// The stored basket and its priced view (the basket page's, services.basketView) → the basket
// entity of spec 1 §3 and spec 2 §3 (schemas/basket.ts). Pure: everything it shows comes in.
import { numberOfItems, type Basket, type BasketBundleLine, type BasketLine } from "../../domain/basket/basket";
import type { MenuRecord } from "../db/repositories/menus";
import type { OptionGroupSeed, OptionSeed } from "../seed/schemas";
import type { BasketView, BasketViewLine } from "./basket-view";
import type { BasketPayload } from "../api/schemas/basket";
import type { OrderPayload } from "../api/schemas/orders";
import type { VoucherException } from "../../domain/basket/basket";

/** Who the basket is for, as far as we know: an account holder, a guest who gave details, or nobody. */
export interface BasketCustomerDetails {
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  mobileNumber: string | null;
  title: string | null;
  dateOfBirth: string | null;
  optIn: boolean;
}

export const NO_CUSTOMER_DETAILS: BasketCustomerDetails = {
  email: null,
  firstName: null,
  lastName: null,
  mobileNumber: null,
  title: null,
  dateOfBirth: null,
  optIn: false,
};

export interface BasketPresentation {
  basket: Basket;
  view: BasketView;
  menu: MenuRecord | null;
  outOfStock: ReadonlySet<string>;
  currency: "GBP" | "EUR";
  customer: BasketCustomerDetails;
  order: OrderPayload | null;
  voucherExceptions: readonly VoucherException[];
  /** The notice that another member's rewards were taken off (REWARDS_REMOVED_MESSAGE), or null. */
  rewardsRemoved?: string | null;
}

/** The option chosen in a group, wherever the group sits in the item's tree (halves nest groups). */
function findOption(groups: readonly OptionGroupSeed[], groupId: string, optionId: string): OptionSeed | null {
  for (const g of groups) {
    if (g.id === groupId) {
      const o = g.options.find((x) => x.id === optionId);
      if (o) return o;
    }
    for (const o of g.options) {
      const found = o.groups ? findOption(o.groups, groupId, optionId) : null;
      if (found) return found;
    }
  }
  return null;
}

const imageUrl = (image: string | undefined) => (image ? `/images/menu/${image}` : null);

function viewLine(view: BasketView, kind: BasketViewLine["kind"], customID: string): BasketViewLine | undefined {
  return view.lines.find((l) => l.kind === kind && l.customID === customID);
}

/** What a line costs (one, and the line's total, from the priced view), its menu price and picture. */
function linePrice(
  p: BasketPresentation,
  v: BasketViewLine | undefined,
  def: { basePriceMinor: number; image: string } | undefined,
  quantity: number,
) {
  return {
    cost: v?.unitMinor ?? 0,
    calculatedCost: v?.totalMinor ?? 0,
    basePrice: def?.basePriceMinor ?? 0,
    imageUrl: imageUrl(def?.image),
    quantity,
    restaurantId: p.basket.state.restaurantId,
  };
}

/** Whether a line can be had as it is: out of stock, gone from the menu, age-restricted; and its details. */
function lineState<D, E extends string | null>(
  v: BasketViewLine | undefined,
  def: { dietPreferences: readonly D[] } | undefined,
  eposDiscountId: E,
) {
  return {
    dietPreferences: [...(def?.dietPreferences ?? [])],
    outOfStock: v?.outOfStock ?? false,
    doesNotExistInCurrentMenu: !def,
    ageRestricted: v?.ageRestricted ?? false,
    eposDiscountId,
    details: v?.details ?? [],
  };
}

function presentItem(p: BasketPresentation, line: BasketLine) {
  const item = p.menu?.menu.items.find((i) => i.id === line.id);
  const v = viewLine(p.view, "item", line.customID);
  const groups = item?.groups ?? [];
  return {
    id: line.id,
    customID: line.customID,
    name: v?.name ?? item?.name ?? line.id,
    ...linePrice(p, v, item, line.quantity),
    subProducts: line.selections.flatMap((s) => {
      const option = findOption(groups, s.groupId, s.optionId);
      return option
        ? [
            {
              id: option.id,
              groupId: s.groupId,
              name: option.name,
              cost: option.costMinor,
              quantity: s.quantity,
              dietPreferences: [...option.dietPreferences],
            },
          ]
        : [];
    }),
    ...lineState(v, item, null),
    selections: line.selections,
  };
}

function presentBundle(p: BasketPresentation, line: BasketBundleLine) {
  const items = p.menu?.menu.items ?? [];
  const bundle = p.menu?.menu.bundles.find((b) => b.id === line.bundleId);
  const v = viewLine(p.view, "bundle", line.customID);
  return {
    id: line.bundleId,
    bundleId: line.bundleId,
    customID: line.customID,
    name: v?.name ?? bundle?.name ?? line.bundleId,
    ...linePrice(p, v, bundle, line.quantity),
    ...lineState(v, bundle, line.bundleId),
    sections: line.sections.map((s) => {
      const section = bundle?.sections.find((x) => x.id === s.sectionId);
      return {
        sectionId: s.sectionId,
        name: section?.name ?? null,
        products: s.products.map((pr) => {
          const item = items.find((i) => i.id === pr.itemId);
          return {
            itemId: pr.itemId,
            quantity: pr.quantity,
            product: {
              id: pr.itemId,
              name: item?.name ?? pr.itemId,
              quantity: pr.quantity,
              upliftPrice: section?.products.find((x) => x.itemId === pr.itemId)?.upliftPriceMinor ?? 0,
              ageRestricted: item?.ageRestricted ?? false,
              outOfStock: p.outOfStock.has(pr.itemId),
            },
          };
        }),
      };
    }),
  };
}

export function presentBasket(p: BasketPresentation): BasketPayload {
  const { basket, view } = p;
  const s = basket.state;
  const d = s.delivery;
  const items = s.items.map((l) => presentItem(p, l));
  const bundles = s.bundles.map((b) => presentBundle(p, b));
  const lines = [...items, ...bundles];
  return {
    id: basket.id,
    basketId: basket.id,
    key: basket.key,
    version: basket.version,
    restaurantId: s.restaurantId,
    currency: p.currency,
    items,
    bundles,
    numberOfItems: numberOfItems(s),
    subTotal: view.subTotalMinor,
    total: view.totalMinor,
    voucherCodes: view.voucherLines.map((v) => ({ code: v.code, name: v.name, reduction: v.reductionMinor })),
    voucherReduction: view.voucherReductionMinor,
    voucherExceptions: [...p.voucherExceptions],
    hasSeenVoucherExceptionModal: p.voucherExceptions.length === 0,
    rewards: s.rewards,
    discounts: view.discounts.map((x) => ({
      id: x.id,
      rewardId: x.rewardId,
      offerTitle: x.offerTitle,
      amount: x.amountMinor,
      amountMinor: x.amountMinor,
      quantity: x.quantity,
    })),
    discountReduction: view.discountReductionMinor,
    rewardsRemoved: p.rewardsRemoved ?? null,
    isDelivery: s.mode === "delivery",
    delivery: d
      ? {
          deliveryFeeItem: { name: "Delivery fee", cost: d.feeMinor },
          deliveryAddress: {
            addressLine1: d.addressLine1,
            addressLine2: d.addressLine2 ?? null,
            town: d.town ?? null,
            postCode: d.postcode,
          },
          deliveryQuote: { duration: d.duration, error: d.error },
          postcode: d.postcode,
        }
      : null,
    deliveryFee: view.deliveryFeeMinor,
    serviceFee: view.serviceFeeMinor,
    smallOrderFee: view.smallOrderFeeMinor,
    belowDeliveryMinimum: view.belowDeliveryMinimum,
    rewardsUnderMinimumBy: view.rewardsUnderMinimumByMinor,
    restaurantDistance: s.restaurantDistance,
    outOfStockItems: items.filter((l) => l.outOfStock).map((l) => l.customID),
    outOfStockBundles: bundles.filter((l) => l.outOfStock).map((l) => l.customID),
    outOfStockIngredients: [],
    outOfStockItemsInSession: [
      ...new Set([
        ...s.items.filter((l) => p.outOfStock.has(l.id)).map((l) => l.id),
        ...s.bundles.flatMap((b) => b.sections.flatMap((x) => x.products.map((pr) => pr.itemId))).filter((id) => p.outOfStock.has(id)),
      ]),
    ],
    unavailableItems: lines.filter((l) => l.doesNotExistInCurrentMenu).map((l) => l.customID),
    expiredBasket: s.expiredBasket,
    heldUntil: s.heldUntil,
    searchTerm: s.searchTerm,
    checkoutCompletePath: s.checkoutCompletePath,
    collectionTime: s.collectionTime,
    optIn: p.customer.optIn,
    email: p.customer.email,
    firstName: p.customer.firstName,
    lastName: p.customer.lastName,
    mobileNumber: p.customer.mobileNumber,
    title: p.customer.title,
    dateOfBirth: p.customer.dateOfBirth,
    postCode: d?.postcode ?? null,
    order: p.order,
  };
}
