// Order-status events: the live status stream of the confirmation page (server-sent events on
// /api/orders/{id}/events) and what wakes it on every node.
//
// An order's status follows from the clock (domain/checkout/order.ts) and the stored order, so every
// node computes the same status and a stream sends it now, then each change when it is due, on its
// own timer. What changes a status sooner than its time is the clock being moved (DEV_CLOCK, for
// tests), which may happen on another node than the one holding the stream: moves travel as events,
// in process on SQLite (one node) and over PostgreSQL LISTEN/NOTIFY when several nodes share a
// database (server/db/pg-channel.ts). Every node moves its own clock by the same amount and every
// open stream reads its order again at once. See docs/decisions/015-many-nodes.md.
import { EventEmitter } from "node:events";
import { randomUUID } from "node:crypto";
import type { Logger } from "pino";
import { z } from "zod";
import { nextStatusChangeAt, type OrderView } from "../../domain/checkout/order";
import type { MessageChannel } from "../db/pg-channel";
import type { Clock } from "../providers/clock";
import type { OrderViewer } from "./orders";

const message = z.object({ type: z.literal("clock"), from: z.string(), ms: z.number().int().positive() });
type Message = z.infer<typeof message>;

const CHANGE = "change";

export interface OrderEvents {
  /** Calls `listener` whenever order statuses may have changed sooner than their time; answers a function that stops. */
  watch(listener: () => void): () => void;
  /** This node's clock moved forward (DEV_CLOCK): every other node moves its own, and every stream reads again. */
  clockMoved(ms: number): Promise<void>;
  /** Resolves once events from other nodes arrive. */
  ready: Promise<void>;
  close(): Promise<void>;
}

export function orderEvents(options: {
  logger: Logger;
  /** The channel between nodes; none: this process is the only node. */
  connect?: (onMessage: (text: string) => void) => MessageChannel;
  /** Another node's clock moved forward by `ms`. */
  onClockMoved?: (ms: number) => void;
}): OrderEvents {
  const { logger } = options;
  const self = randomUUID();
  const local = new EventEmitter();
  local.setMaxListeners(0);

  const deliver = () => local.emit(CHANGE);
  const channel = options.connect?.((text) => {
    let parsed: Message;
    try {
      parsed = message.parse(JSON.parse(text));
    } catch (err) {
      logger.warn({ err }, "order event not understood");
      return;
    }
    if (parsed.from === self) return;
    options.onClockMoved?.(parsed.ms);
    deliver();
  });
  const publish = async (m: Message) => {
    deliver();
    try {
      await channel?.publish(JSON.stringify(m));
    } catch (err) {
      logger.warn({ err }, "order event not sent to the other nodes");
    }
  };

  return {
    watch(listener) {
      local.on(CHANGE, listener);
      return () => void local.off(CHANGE, listener);
    },
    clockMoved: (ms) => publish({ type: "clock", from: self, ms }),
    ready: channel ? channel.ready : Promise.resolve(),
    close: async () => {
      local.removeAllListeners();
      await channel?.close();
    },
  };
}

export interface StatusUpdate {
  status: OrderView["status"];
  statusLabel: string;
  /** The last status: the stream ends after it. */
  final: boolean;
}

/** Longest silence on a stream: a status is sent at least this often, which keeps the connection open. */
const KEEP_ALIVE_MS = 60_000;

export function orderStatusFeed(deps: {
  events: OrderEvents;
  clock: Clock;
  find: (input: { orderId: string; restaurantId: number; viewer: OrderViewer }) => Promise<OrderView | null>;
}) {
  const { events, clock, find } = deps;
  /** The streams open now, each by the function that ends it. */
  const open = new Set<() => void>();
  return {
    /** Ends every stream now (the node is stopping): a browser's EventSource reconnects elsewhere. */
    endAll() {
      for (const finish of [...open]) finish();
    },

    /**
     * Follows the viewer's order: `send` gets the status now, then each change (when it is due, or
     * at once when an event says so) and the same status again at least once a minute; `end` is
     * called after the last status. Null when the viewer has no such order; else a function that stops.
     */
    async follow(
      input: { orderId: string; restaurantId: number; viewer: OrderViewer },
      send: (update: StatusUpdate) => void,
      end: () => void,
    ): Promise<(() => void) | null> {
      const first = await find(input);
      if (!first) return null;
      let stopped = false;
      let timer: ReturnType<typeof setTimeout> | undefined;
      let last: string | null = null;
      let queue = Promise.resolve();
      const stop = () => {
        stopped = true;
        open.delete(finish);
        clearTimeout(timer);
        unwatch();
      };
      const finish = () => {
        if (stopped) return;
        stop();
        end();
      };
      // One read at a time, in order: a timer and an event arriving together send once each, in turn.
      const push = (always: boolean) => {
        queue = queue
          .then(async () => {
            if (stopped) return;
            const order = await find(input);
            if (stopped) return;
            if (!order) return finish();
            const next = nextStatusChangeAt(order, clock.now());
            if (always || order.status !== last) {
              last = order.status;
              send({ status: order.status, statusLabel: order.statusLabel, final: next === null });
            }
            if (next === null) return finish();
            clearTimeout(timer);
            const wait = Math.min(Math.max(next.getTime() - clock.now().getTime() + 250, 1000), KEEP_ALIVE_MS);
            timer = setTimeout(() => push(true), wait);
          })
          .catch(finish);
      };
      const unwatch = events.watch(() => push(false));
      open.add(finish);
      push(true);
      await queue;
      return stop;
    },
  };
}
