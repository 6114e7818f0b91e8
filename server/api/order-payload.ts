// A placed order (domain/checkout/order.ts OrderView) → the order entity of schemas/orders.ts: the
// stored fields as they were, with the spec's money names and the times a client needs beside them.
import { orderTimeline, type OrderView } from "../../domain/checkout/order";
import type { OrderPayload } from "./schemas/orders";

export function presentOrder(o: OrderView): OrderPayload {
  const steps = orderTimeline(o);
  const last = steps[steps.length - 1]!;
  const discounts = o.discounts ?? [];
  const discountReduction = o.discountReductionMinor ?? discounts.reduce((n, d) => n + d.amountMinor, 0);
  return {
    id: o.id,
    number: o.number,
    status: o.status,
    statusLabel: o.statusLabel,
    refund: o.cancellation?.refund ? { amount: o.cancellation.refund.amountMinor, refundedAt: o.cancellation.refund.at } : null,
    placedAt: o.createdAt,
    createdAt: o.createdAt,
    isDelivery: o.mode === "delivery",
    mode: o.mode,
    collectionTime: o.collectionTime,
    collectionTimeLabel: o.collectionTimeLabel,
    dueAt: new Date(last.at).toISOString(),
    restaurantId: o.restaurantId,
    restaurantName: o.restaurantName,
    restaurant: { id: o.restaurantId, name: o.restaurantName },
    deliveryAddress: o.deliveryAddress,
    customer: o.customer,
    lines: o.lines.map((l) => ({ ...l, cost: l.unitMinor, calculatedCost: l.totalMinor })),
    currency: o.currency,
    subTotal: o.subTotalMinor,
    voucherCodes: o.voucherLines.map((v) => ({ code: v.code, name: v.name, reduction: v.reductionMinor })),
    voucherReduction: o.voucherReductionMinor,
    discounts: discounts.map((d) => ({ ...d, amount: d.amountMinor })),
    discountReduction,
    deliveryFee: o.deliveryFeeMinor,
    serviceFee: o.serviceFeeMinor,
    smallOrderFee: o.smallOrderFeeMinor,
    total: o.totalMinor,
    subTotalMinor: o.subTotalMinor,
    voucherLines: o.voucherLines,
    voucherReductionMinor: o.voucherReductionMinor,
    discountReductionMinor: discountReduction,
    deliveryFeeMinor: o.deliveryFeeMinor,
    serviceFeeMinor: o.serviceFeeMinor,
    smallOrderFeeMinor: o.smallOrderFeeMinor,
    totalMinor: o.totalMinor,
  };
}
