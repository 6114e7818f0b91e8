// A placed order as the confirmation page, the order history and the native app see it, and its
// live status. The status is never stored: it follows from the time the order was placed (and the
// collection time), so every reader computes it at read time from the injected clock.
import type { OrderMode } from "../basket/basket";

export type OrderStatus = "placed" | "accepted" | "in-oven" | "ready" | "out-for-delivery" | "delivered" | "cancelled" | "refunded";

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  placed: "Order placed",
  accepted: "Accepted by the restaurant",
  "in-oven": "In the oven",
  ready: "Ready to collect",
  "out-for-delivery": "Out for delivery",
  delivered: "Delivered",
  cancelled: "Cancelled by the restaurant",
  refunded: "Refunded",
};

/** The restaurant rejected or cancelled the order (stored, not derived), and its refund once given. */
export interface OrderCancellation {
  reason: "rejected" | "cancelled";
  /** ISO 8601 UTC. */
  at: string;
  refund: { amountMinor: number; at: string } | null;
}

interface OrderLineView {
  name: string;
  details: string[];
  quantity: number;
  unitMinor: number;
  totalMinor: number;
}

interface OrderAddress {
  line1: string;
  line2: string | null;
  town: string | null;
  postcode: string;
}

interface OrderCustomer {
  firstName: string;
  lastName: string;
  email: string;
  mobileNumber: string | null;
}

export interface OrderView {
  id: string;
  /** Short human number, unique per brand (a brand letter and 6 digits, e.g. "C-482913"). */
  number: string;
  restaurantId: number;
  restaurantName: string;
  mode: OrderMode;
  /** ISO 8601 UTC instant, collection orders only. */
  collectionTime: string | null;
  /** Local "HH:MM" at the restaurant. */
  collectionTimeLabel: string | null;
  deliveryAddress: OrderAddress | null;
  lines: OrderLineView[];
  subTotalMinor: number;
  voucherLines: { code: string; name: string; reductionMinor: number }[];
  voucherReductionMinor: number;
  /** Loyalty rewards redeemed on the order (absent on orders placed before rewards existed). */
  discounts?: { rewardId: number; offerTitle: string; amountMinor: number }[];
  discountReductionMinor?: number;
  deliveryFeeMinor: number;
  serviceFeeMinor: number;
  smallOrderFeeMinor: number;
  totalMinor: number;
  currency: "GBP" | "EUR";
  customer: OrderCustomer;
  /** ISO 8601 UTC. */
  createdAt: string;
  status: OrderStatus;
  statusLabel: string;
  /** Set once the restaurant rejects or cancels the order; its status is then final. */
  cancellation?: OrderCancellation | null;
}

/** What the timeline needs to know about an order. */
export interface OrderTiming {
  mode: OrderMode;
  createdAt: string;
  collectionTime: string | null;
  cancellation?: OrderCancellation | null;
}

const MINUTE = 60_000;
const ACCEPTED_AFTER_MINUTES = 1;
const IN_OVEN_AFTER_MINUTES = 5;
/** Collection: ready no sooner than this, and otherwise 5 minutes before the collection time. */
const READY_AFTER_MINUTES = 15;
const READY_BEFORE_COLLECTION_MINUTES = 5;
const OUT_FOR_DELIVERY_AFTER_MINUTES = 15;
const DELIVERED_AFTER_MINUTES = 35;

/** Each status with the instant it begins, in order. */
export function orderTimeline(order: OrderTiming): { status: OrderStatus; at: number }[] {
  const t0 = Date.parse(order.createdAt);
  if (!Number.isFinite(t0)) throw new RangeError(`createdAt must be an ISO instant, got ${order.createdAt}`);
  const steps: { status: OrderStatus; at: number }[] = [
    { status: "placed", at: t0 },
    { status: "accepted", at: t0 + ACCEPTED_AFTER_MINUTES * MINUTE },
    { status: "in-oven", at: t0 + IN_OVEN_AFTER_MINUTES * MINUTE },
  ];
  if (order.mode === "delivery") {
    steps.push({ status: "out-for-delivery", at: t0 + OUT_FOR_DELIVERY_AFTER_MINUTES * MINUTE });
    steps.push({ status: "delivered", at: t0 + DELIVERED_AFTER_MINUTES * MINUTE });
  } else {
    const collection = order.collectionTime ? Date.parse(order.collectionTime) : Number.NaN;
    const beforeCollection = Number.isFinite(collection) ? collection - READY_BEFORE_COLLECTION_MINUTES * MINUTE : -Infinity;
    steps.push({ status: "ready", at: Math.max(t0 + READY_AFTER_MINUTES * MINUTE, beforeCollection) });
  }
  return steps;
}

/** The status at `now`: the last step that has begun (an order read before its own time is placed). */
export function orderStatusAt(order: OrderTiming, now: Date): OrderStatus {
  // What the restaurant decided ends the timeline.
  if (order.cancellation) return order.cancellation.refund ? "refunded" : "cancelled";
  const t = now.getTime();
  let status: OrderStatus = "placed";
  for (const step of orderTimeline(order)) if (step.at <= t) status = step.status;
  return status;
}

/** When the status next changes after `now`, or null once it is final (for refresh and push timing). */
export function nextStatusChangeAt(order: OrderTiming, now: Date): Date | null {
  if (order.cancellation) return null;
  const t = now.getTime();
  const next = orderTimeline(order).find((step) => step.at > t && step.status !== "placed");
  return next ? new Date(next.at) : null;
}
