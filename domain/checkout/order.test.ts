import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { nextStatusChangeAt, ORDER_STATUS_LABELS, orderStatusAt, orderTimeline, type OrderStatus, type OrderTiming } from "./order";

const T0 = "2026-11-20T12:30:00.000Z";
const at = (minutes: number, seconds = 0) => new Date(Date.parse(T0) + minutes * 60_000 + seconds * 1000);
const collection = (collectionTime: string | null = null): OrderTiming => ({ mode: "collection", createdAt: T0, collectionTime });
const delivery: OrderTiming = { mode: "delivery", createdAt: T0, collectionTime: null };

describe("orderStatusAt", () => {
  it("walks a delivery order from placed to delivered", () => {
    const seen: [number, OrderStatus][] = [
      [0, "placed"],
      [0.99, "placed"],
      [1, "accepted"],
      [4.99, "accepted"],
      [5, "in-oven"],
      [14.99, "in-oven"],
      [15, "out-for-delivery"],
      [34.99, "out-for-delivery"],
      [35, "delivered"],
      [600, "delivered"],
    ];
    for (const [m, status] of seen) expect(orderStatusAt(delivery, at(m)), `${m} min`).toBe(status);
  });

  it("has a collection order ready after 15 minutes when the collection time is soon", () => {
    const order = collection("2026-11-20T12:50:00.000Z");
    expect(orderStatusAt(order, at(5))).toBe("in-oven");
    expect(orderStatusAt(order, at(14, 59))).toBe("in-oven");
    expect(orderStatusAt(order, at(15))).toBe("ready");
    expect(orderStatusAt(order, at(120))).toBe("ready");
  });

  it("has a later collection ready 5 minutes before the collection time", () => {
    const order = collection("2026-11-20T14:00:00.000Z");
    expect(orderStatusAt(order, at(15))).toBe("in-oven");
    expect(orderStatusAt(order, new Date("2026-11-20T13:54:59Z"))).toBe("in-oven");
    expect(orderStatusAt(order, new Date("2026-11-20T13:55:00Z"))).toBe("ready");
  });

  it("treats a collection order without a time as ready after 15 minutes", () => {
    expect(orderStatusAt(collection(null), at(15))).toBe("ready");
  });

  it("never goes past ready for collection, nor to ready for delivery", () => {
    const statuses = new Set([0, 1, 5, 15, 35, 1000].map((m) => orderStatusAt(collection(), at(m))));
    expect([...statuses]).toEqual(["placed", "accepted", "in-oven", "ready"]);
    expect([0, 1, 5, 15, 35].map((m) => orderStatusAt(delivery, at(m)))).not.toContain("ready");
  });

  it("reads an order seen before its own time (clock skew) as placed", () => {
    expect(orderStatusAt(delivery, at(-5))).toBe("placed");
  });

  it("labels every status, as each kind of order reads them in turn", () => {
    const labels = (order: OrderTiming) => orderTimeline(order).map((step) => ORDER_STATUS_LABELS[step.status]);
    expect(labels(delivery)).toEqual(["Order placed", "Accepted by the restaurant", "In the oven", "Out for delivery", "Delivered"]);
    expect(labels(collection())).toEqual(["Order placed", "Accepted by the restaurant", "In the oven", "Ready to collect"]);
    // No label for a status an order never reaches: the timeline's, and the two a restaurant decides.
    const cancelled = { ...delivery, cancellation: { reason: "cancelled" as const, at: delivery.createdAt, refund: null } };
    const refunded = { ...cancelled, cancellation: { ...cancelled.cancellation, refund: { amountMinor: 1095, at: delivery.createdAt } } };
    const reached = new Set([
      ...[...orderTimeline(delivery), ...orderTimeline(collection())].map((step) => step.status),
      orderStatusAt(cancelled, at(0)),
      orderStatusAt(refunded, at(0)),
    ]);
    expect(Object.keys(ORDER_STATUS_LABELS).sort()).toEqual([...reached].sort());
  });

  it("stops at what the restaurant decided: cancelled, then refunded, and final", () => {
    const cancelled = { ...delivery, cancellation: { reason: "rejected" as const, at: delivery.createdAt, refund: null } };
    expect(orderStatusAt(cancelled, at(20))).toBe("cancelled");
    expect(nextStatusChangeAt(cancelled, at(0))).toBeNull();
    const refunded = { ...cancelled, cancellation: { ...cancelled.cancellation, refund: { amountMinor: 1095, at: delivery.createdAt } } };
    expect(orderStatusAt(refunded, at(40))).toBe("refunded");
    expect(ORDER_STATUS_LABELS[orderStatusAt(refunded, at(40))]).toBe("Refunded");
  });

  it("refuses a createdAt that is not an instant", () => {
    expect(() => orderStatusAt({ ...delivery, createdAt: "yesterday" }, at(0))).toThrow(RangeError);
  });
});

describe("nextStatusChangeAt", () => {
  it("gives the instant of the next step, then null once final", () => {
    expect(nextStatusChangeAt(delivery, at(0))).toEqual(at(1));
    expect(nextStatusChangeAt(delivery, at(1))).toEqual(at(5));
    expect(nextStatusChangeAt(delivery, at(10))).toEqual(at(15));
    expect(nextStatusChangeAt(delivery, at(20))).toEqual(at(35));
    expect(nextStatusChangeAt(delivery, at(35))).toBeNull();
    expect(nextStatusChangeAt(collection("2026-11-20T14:00:00.000Z"), at(6))).toEqual(new Date("2026-11-20T13:55:00Z"));
    expect(nextStatusChangeAt(collection(), at(15))).toBeNull();
    expect(nextStatusChangeAt(delivery, at(-5))).toEqual(at(1));
  });

  it("agrees with orderStatusAt: the status changes exactly there and nowhere before", () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.integer({ min: -10, max: 300 }),
        fc.integer({ min: -60, max: 300 }),
        (isDelivery, minute, collectionMinute) => {
          const order: OrderTiming = isDelivery ? delivery : collection(at(collectionMinute).toISOString());
          const now = at(minute);
          const next = nextStatusChangeAt(order, now);
          const status = orderStatusAt(order, now);
          if (!next) {
            expect(status).toBe(isDelivery ? "delivered" : "ready");
            return;
          }
          expect(next.getTime()).toBeGreaterThan(now.getTime());
          expect(orderStatusAt(order, new Date(next.getTime() - 1))).toBe(status);
          expect(orderStatusAt(order, next)).not.toBe(status);
        },
      ),
    );
  });

  it("keeps the timeline in order", () => {
    for (const order of [delivery, collection(), collection("2026-11-20T12:00:00.000Z"), collection("2026-11-20T18:00:00.000Z")]) {
      const times = orderTimeline(order).map((s) => s.at);
      expect([...times].sort((a, b) => a - b)).toEqual(times);
    }
  });
});
