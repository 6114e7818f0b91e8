// services.orders: paying for a basket (./order-payment: once per basket, attempts, reconciling
// those whose request ended), reading orders (./order-view: who may, the order as shown, today's
// orders, history) and reorder (./reorder), composed behind one surface.
import type { MenuService } from "../menu";
import { basketHandover } from "./basket-handover";
import { orderPayment, type OrderPaymentDeps } from "./order-payment";
import { orderReader } from "./order-view";
import { reorderService } from "./reorder";
import { orderCancellation } from "./order-cancellation";
import type { PayInput, PayOutcome, Settling } from "./payment-outcomes";

export type { OrderViewer } from "./order-view";
export type { PayInput, PayOutcome, Settling } from "./payment-outcomes";

export function orderService(deps: OrderPaymentDeps & { menu: MenuService }) {
  const { repos, baskets, menu, search, journey, clock, brand } = deps;

  // Reading orders (who may, and the order as shown) lives in ./order-view.
  const reader = orderReader({ repos, baskets, search, clock, brand });
  const { pay, completeAuthentication, reconcile, preflight } = orderPayment({ ...deps, toView: reader.toView });
  const handOverPaid = basketHandover({ baskets, payments: repos.payments });

  return {
    /**
     * Pays for the basket; once paid (now or by an earlier try with the key), the visitor goes on
     * under a new basket id (`renewBasketId`) and the paid basket's id names an empty basket.
     */
    async pay(input: PayInput, visitor: { renewBasketId(): string }): Promise<PayOutcome> {
      const outcome = await pay(input);
      if (outcome.status === "paid") await handOverPaid(input.basketId, input.idempotencyKey, outcome.order, visitor);
      return outcome;
    },
    /** Finishes a payment once the customer is back from their bank's 3-D Secure page; handed over as `pay` is. */
    async completeAuthentication(input: Settling, visitor: { renewBasketId(): string }): Promise<PayOutcome> {
      const outcome = await completeAuthentication(input);
      if (outcome.status === "paid") await handOverPaid(input.basketId, input.idempotencyKey, outcome.order, visitor);
      return outcome;
    },
    reconcile,
    find: reader.find,
    heldOrder: reader.heldOrder,
    forToday: reader.forToday,
    history: reader.history,
    nextStatusChangeAt: reader.nextStatusChangeAt,
    /** The checks `pay` makes before charging, for the payment page: what blocks it (or null), and the priced basket. */
    preflight,
    reorder: reorderService({ baskets, menu, journey, brand, recordOf: reader.recordOf }),
    /** The restaurant rejects or cancels an order: refunded in full, once, and the customer told. */
    cancelByRestaurant: orderCancellation({ ...deps, toView: reader.toView }),
    /** The brand's latest orders (the developer's restaurant page). */
    latest: async (limit = 20) => (await repos.orders.listLatest(brand.code, limit)).map(reader.toView),
  };
}
