// Reading orders: who may read one, and the order as shown (confirmation page, status events,
// today's orders, history, reorder). A guest's order carries their name, e-mail, mobile and
// address, so it is read only by the browser session that placed it (the signed customer session
// cookie made when the guest gave their details), never by whoever holds the basket id; a
// customer's order by that customer when signed in. See docs/decisions/013.
import { ORDER_STATUS_LABELS, nextStatusChangeAt, orderStatusAt, type OrderView } from "../../domain/checkout/order";
import { localDateTime, zonedTimeToInstant } from "../../domain/zoned-time";
import type { BasketBundleLine, BasketLine } from "../../domain/basket/basket";
import type { Brand } from "../brands";
import type { Repositories } from "../db/repositories";
import type { OrderRecord } from "../db/repositories/orders";
import type { Clock } from "../providers/clock";
import type { BasketService } from "../basket";
import type { SearchService } from "../search";

/**
 * The request reading an order. `sessionId` and `customerId` come from the signed customer session
 * cookie; `basketId` (from the signed basket cookie) only narrows a lookup and never grants a read.
 */
export interface OrderViewer {
  basketId: string | null;
  sessionId: string | null;
  customerId: number | null;
}

/** What the orders table's `data` holds: the order as shown, and the lines as they were in the basket. */
export type StoredOrder = Omit<OrderView, "status" | "statusLabel"> & { source: { items: BasketLine[]; bundles: BasketBundleLine[] } };

const ORDER_NUMBER = /^[A-Z]-\d{6}$/;
const HISTORY_LIMIT = 20;

/**
 * May this viewer read the order? A customer's order: the same customer, signed in. A guest's
 * order: the session it was paid in (still live, since the viewer's session comes from a live row).
 */
export function canSeeOrder(record: Pick<OrderRecord, "customerId" | "sessionId">, viewer: OrderViewer): boolean {
  if (record.customerId !== null) return viewer.customerId !== null && record.customerId === viewer.customerId;
  return record.sessionId !== null && viewer.sessionId !== null && record.sessionId === viewer.sessionId;
}

export function orderReader(deps: {
  repos: Pick<Repositories, "orders" | "baskets">;
  baskets: Pick<BasketService, "peek">;
  search: Pick<SearchService, "record">;
  clock: Clock;
  brand: Brand;
}) {
  const { repos, baskets, search, clock, brand } = deps;

  function toView(record: OrderRecord): OrderView {
    const { source: _source, ...data } = record.data as StoredOrder;
    // What the restaurant decided, only on an order it rejected or cancelled.
    const stored = record.cancellation ? { ...data, cancellation: record.cancellation } : data;
    const status = orderStatusAt(stored, clock.now());
    return { ...stored, status, statusLabel: ORDER_STATUS_LABELS[status] };
  }

  async function recordOf(idOrNumber: string): Promise<OrderRecord | null> {
    if (ORDER_NUMBER.test(idOrNumber)) return repos.orders.getByNumber(idOrNumber);
    return repos.orders.getById(idOrNumber);
  }

  /** The viewer's order at a restaurant, or null (the caller answers 404 without saying whether it exists). */
  async function find(input: { orderId: string; restaurantId: number; viewer: OrderViewer }): Promise<OrderView | null> {
    const record = await recordOf(input.orderId);
    if (!record || record.restaurantId !== input.restaurantId || record.brand !== brand.code || !canSeeOrder(record, input.viewer))
      return null;
    return toView(record);
  }

  return {
    toView,
    recordOf,
    find,

    /** The order held in the viewer's basket since it was paid (and handed over), when the viewer may read it. */
    async heldOrder(viewer: OrderViewer): Promise<OrderView | null> {
      if (viewer.basketId === null) return null;
      const basket = await baskets.peek(viewer.basketId);
      const orderId = basket?.state.orderId;
      if (!orderId) return null;
      const record = await repos.orders.getById(orderId);
      // Only the server writes `orderId`: at payment, or when the paid basket moved to a new id.
      return record && canSeeOrder(record, viewer) ? toView(record) : null;
    },

    /**
     * The viewer's orders placed today (in the restaurant's time zone) at a restaurant, newest first;
     * with an id, just that order (on any day), when it is the viewer's.
     */
    async forToday(restaurantId: number, viewer: OrderViewer, id?: string): Promise<OrderView[]> {
      if (id !== undefined) {
        const one = await find({ orderId: id, restaurantId, viewer });
        return one ? [one] : [];
      }
      const timeZone = (await search.record(restaurantId))?.timeZone ?? brand.timeZone;
      const today = localDateTime(clock.now(), timeZone).date;
      const since = zonedTimeToInstant(today, "00:00", timeZone).toISOString();
      const rows = await repos.orders.listForViewerSince(brand.code, restaurantId, since, viewer);
      return rows.filter((r) => canSeeOrder(r, viewer)).map(toView);
    },

    /** A signed-in customer's latest orders, newest first (at most 20). */
    async history(customerId: number): Promise<OrderView[]> {
      return (await repos.orders.listForCustomer(brand.code, customerId, HISTORY_LIMIT)).map(toView);
    },

    /** When the order's status next changes (for refresh and push timing). */
    nextStatusChangeAt: (order: Pick<OrderView, "mode" | "createdAt" | "collectionTime" | "cancellation">) =>
      nextStatusChangeAt(order, clock.now()),
  };
}
