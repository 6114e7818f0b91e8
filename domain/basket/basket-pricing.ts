// The basket's money, from priced lines to the total: one function, called on every basket change
// and again at payment, so what the customer saw is what they are charged. Integer minor units
// throughout; the rules and worked examples are in docs/pricing.md (its table is a test).
import type { VoucherDef } from "./vouchers";

export interface PricedLine {
  /** Whatever identifies the line to the caller (customID); never affects the price. */
  key: string;
  unitMinor: number;
  quantity: number;
  isBundle: boolean;
}

/** Spec 2 §5: checkout is hidden for delivery under 10 in the currency. */
export const DELIVERY_MINIMUM_MINOR = 1000;
/** Delivery food (after reductions) under this pays the small-order fee. */
export const SMALL_ORDER_THRESHOLD_MINOR = 1500;
export const SMALL_ORDER_FEE_MINOR = 100;
/**
 * Delivery service fee: 2.5 % of the food after reductions, capped. Held in basis points so the
 * fee is computed in integers; SERVICE_FEE_RATE is the same number for display.
 */
const SERVICE_FEE_BASIS_POINTS = 250;
export const SERVICE_FEE_RATE = SERVICE_FEE_BASIS_POINTS / 10_000;
export const SERVICE_FEE_CAP_MINOR = 199;
/** A loyalty discount with this title takes the delivery fee off, not food (spec 2 §3). */
const FREE_DELIVERY_OFFER_TITLE = "Free Delivery";

export interface PriceBasketInput {
  lines: PricedLine[];
  mode: "collection" | "delivery";
  /** The delivery quote's fee; ignored for collection. */
  deliveryFeeMinor: number;
  /** In the order they were applied, each with voucherReduction's figure. */
  vouchers: { def: VoucherDef; reductionMinor: number }[];
  /** Loyalty reward discounts, in the order they were chosen. */
  discounts?: { id: string; offerTitle: string; amountMinor: number }[];
}

export interface BasketPrice {
  subTotalMinor: number;
  /** Every voucher line's reduction, free delivery included. */
  voucherReductionMinor: number;
  voucherLines: { code: string; name: string; reductionMinor: number }[];
  discountReductionMinor: number;
  /** The quoted fee; a free-delivery voucher shows as a voucher line against it. */
  deliveryFeeMinor: number;
  serviceFeeMinor: number;
  smallOrderFeeMinor: number;
  totalMinor: number;
  /** Delivery whose subtotal is under DELIVERY_MINIMUM_MINOR: checkout is hidden. */
  belowDeliveryMinimum: boolean;
}

function money(value: number, what: string): number {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${what} must be a non-negative integer, got ${value}`);
  return value;
}

/** Half up to the whole minor unit, in integers: 2.5 % of 1020 is 25.5 → 26. */
function basisPointsOf(amountMinor: number, basisPoints: number): number {
  return Math.floor((amountMinor * basisPoints + 5_000) / 10_000);
}

/** A pot that reductions draw from in turn, none taking more than is left. */
function pot(start: number) {
  let left = start;
  return {
    take(wanted: number): number {
      const taken = Math.min(left, wanted);
      left -= taken;
      return taken;
    },
    left: () => left,
  };
}

export function priceBasket(input: PriceBasketInput): BasketPrice {
  let subTotalMinor = 0;
  for (const l of input.lines) subTotalMinor += money(l.unitMinor, "unitMinor") * money(l.quantity, "quantity");
  const delivery = input.mode === "delivery";
  const deliveryFeeMinor = delivery ? money(input.deliveryFeeMinor, "deliveryFeeMinor") : 0;

  // Food reductions never exceed the food, delivery reductions never exceed the fee: so no
  // reduction pays for another fee and the total cannot go below zero.
  const food = pot(subTotalMinor);
  const fee = pot(deliveryFeeMinor);

  const voucherLines = input.vouchers.map(({ def, reductionMinor }) => {
    const wanted = money(reductionMinor, "reductionMinor");
    const taken = def.kind === "freeDelivery" ? fee.take(wanted) : food.take(wanted);
    return { code: def.code, name: def.name, reductionMinor: taken };
  });
  const voucherReductionMinor = voucherLines.reduce((n, v) => n + v.reductionMinor, 0);

  // Vouchers before rewards: the spec keeps the two apart, so the order only matters at the caps.
  let discountReductionMinor = 0;
  for (const d of input.discounts ?? []) {
    const wanted = money(d.amountMinor, "amountMinor");
    discountReductionMinor += d.offerTitle === FREE_DELIVERY_OFFER_TITLE ? fee.take(wanted) : food.take(wanted);
  }

  const foodAfterReductions = food.left();
  // The minimum is on the basket as ordered (spec 2 §4: "when the subtotal is below 10"), so a
  // voucher never makes an order undeliverable.
  const belowDeliveryMinimum = delivery && subTotalMinor < DELIVERY_MINIMUM_MINOR;

  const serviceFeeMinor = delivery ? Math.min(SERVICE_FEE_CAP_MINOR, basisPointsOf(foodAfterReductions, SERVICE_FEE_BASIS_POINTS)) : 0;
  // Fees follow what is paid for food; none while the order cannot be placed anyway.
  const smallOrderFeeMinor =
    delivery && !belowDeliveryMinimum && foodAfterReductions < SMALL_ORDER_THRESHOLD_MINOR ? SMALL_ORDER_FEE_MINOR : 0;

  const totalMinor =
    subTotalMinor - voucherReductionMinor - discountReductionMinor + deliveryFeeMinor + serviceFeeMinor + smallOrderFeeMinor;
  return {
    subTotalMinor,
    voucherReductionMinor,
    voucherLines,
    discountReductionMinor,
    deliveryFeeMinor,
    serviceFeeMinor,
    smallOrderFeeMinor,
    totalMinor,
    belowDeliveryMinimum,
  };
}
