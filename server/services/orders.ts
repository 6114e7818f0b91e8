// services.orders: paying for a basket (./order-payment: once per basket, attempts, reconciling
// those whose request ended), reading orders (./order-view: who may, the order as shown, today's
// orders, history) and reorder (./reorder), composed behind one surface.
import type { MenuService } from "./menu";
import { orderPayment, type OrderPaymentDeps } from "./order-payment";
import { orderReader } from "./order-view";
import { reorderService } from "./reorder";

export type { OrderViewer } from "./order-view";
export type { PayBlockReason, PayBlocked, PayInput, PayOutcome } from "./payment-outcomes";
export { PAY_MESSAGES } from "./payment-outcomes";
export type { ReorderOutcome } from "./reorder";

export function orderService(deps: OrderPaymentDeps & { menu: MenuService }) {
  const { repos, baskets, menu, search, journey, clock, brand } = deps;

  // Reading orders (who may, and the order as shown) lives in ./order-view.
  const reader = orderReader({ repos, baskets, search, clock, brand });
  const { pay, reconcile, preflight } = orderPayment({ ...deps, toView: reader.toView });

  return {
    pay,
    reconcile,
    find: reader.find,
    heldOrder: reader.heldOrder,
    forToday: reader.forToday,
    history: reader.history,
    nextStatusChangeAt: reader.nextStatusChangeAt,
    /** The checks `pay` makes before charging, for the payment page: what blocks it (or null), and the priced basket. */
    preflight,
    reorder: reorderService({ baskets, menu, journey, brand, recordOf: reader.recordOf }),
  };
}
export type OrderService = ReturnType<typeof orderService>;
