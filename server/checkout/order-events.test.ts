import pino from "pino";
import { describe, expect, it, vi } from "vitest";
import { ORDER_STATUS_LABELS, orderStatusAt, type OrderView } from "../../domain/checkout/order";
import type { MessageChannel } from "../db/pg-channel";
import { fixedClock } from "../providers/clock";
import { orderEvents, orderStatusFeed, type StatusUpdate } from "./order-events";

const logger = pino({ level: "silent" });
const PLACED = new Date("2026-11-20T12:30:00Z");
const MINUTE = 60_000;

function feedAt(clock: ReturnType<typeof fixedClock>, events = orderEvents({ logger })) {
  const order = { id: "o-1", mode: "collection", createdAt: PLACED.toISOString(), collectionTime: null } as unknown as OrderView;
  const find = vi.fn(async () => {
    const status = orderStatusAt(order, clock.now());
    return { ...order, status, statusLabel: ORDER_STATUS_LABELS[status] };
  });
  return { feed: orderStatusFeed({ events, clock, find }), events, find };
}

/** Two event buses joined as two nodes on one channel would be. */
function joinedPair(onClockMoved: [(ms: number) => void, (ms: number) => void]) {
  const receivers: ((text: string) => void)[] = [];
  const connect = (onMessage: (text: string) => void): MessageChannel => {
    receivers.push(onMessage);
    return { ready: Promise.resolve(), publish: async (text) => receivers.forEach((r) => r(text)), close: async () => {} };
  };
  return [
    orderEvents({ logger, connect, onClockMoved: onClockMoved[0] }),
    orderEvents({ logger, connect, onClockMoved: onClockMoved[1] }),
  ] as const;
}

describe("order-status stream", () => {
  it("answers null for an order the viewer cannot see", async () => {
    const clock = fixedClock(PLACED);
    const { feed, find } = feedAt(clock);
    find.mockResolvedValueOnce(null as never);
    expect(
      await feed.follow(
        { orderId: "o-1", restaurantId: 1001, viewer: { basketId: "b", sessionId: "s", customerId: null } },
        vi.fn(),
        vi.fn(),
      ),
    ).toBeNull();
  });

  it("sends the status now, then the new one at once when the clock moves, and ends after the last", async () => {
    const clock = fixedClock(PLACED);
    const { feed, events } = feedAt(clock);
    const sent: StatusUpdate[] = [];
    const end = vi.fn();
    const stop = await feed.follow(
      { orderId: "o-1", restaurantId: 1001, viewer: { basketId: "b", sessionId: "s", customerId: null } },
      (u) => sent.push(u),
      end,
    );
    expect(stop).toBeTypeOf("function");
    expect(sent).toEqual([{ status: "placed", statusLabel: "Order placed", final: false }]);

    clock.advance(6 * MINUTE);
    await events.clockMoved(6 * MINUTE);
    await vi.waitFor(() => expect(sent.at(-1)).toEqual({ status: "in-oven", statusLabel: "In the oven", final: false }));

    clock.advance(30 * MINUTE);
    await events.clockMoved(30 * MINUTE);
    await vi.waitFor(() => expect(end).toHaveBeenCalledOnce());
    expect(sent.at(-1)).toEqual({ status: "ready", statusLabel: "Ready to collect", final: true });
    stop!();
  });

  it("moves the other node's clock and wakes its streams, but not its own twice", async () => {
    const moved: number[][] = [[], []];
    const [a, b] = joinedPair([(ms) => moved[0]!.push(ms), (ms) => moved[1]!.push(ms)]);
    const onA = vi.fn();
    const onB = vi.fn();
    a.watch(onA);
    const stopB = b.watch(onB);
    await a.clockMoved(5 * MINUTE);
    expect(moved).toEqual([[], [5 * MINUTE]]);
    expect(onA).toHaveBeenCalledOnce();
    expect(onB).toHaveBeenCalledOnce();
    stopB();
    await a.clockMoved(MINUTE);
    expect(onB).toHaveBeenCalledOnce();
  });

  it("ignores a message it cannot read", async () => {
    const onClockMoved = vi.fn();
    let deliver: (text: string) => void = () => {};
    const events = orderEvents({
      logger,
      onClockMoved,
      connect: (onMessage) => {
        deliver = onMessage;
        return { ready: Promise.resolve(), publish: async () => {}, close: async () => {} };
      },
    });
    const listener = vi.fn();
    events.watch(listener);
    deliver("not json");
    deliver(JSON.stringify({ type: "clock", from: "other", ms: -5 }));
    expect(onClockMoved).not.toHaveBeenCalled();
    expect(listener).not.toHaveBeenCalled();
  });
});
