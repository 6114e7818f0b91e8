// After payment the visitor goes on under a new basket id: the paid basket's journey (restaurant,
// order mode, postcode, where 'back to ordering' leads, the order just placed) moves to the new
// id, and the old id is left naming an empty basket. So whoever held or planted the old id learns
// nothing of the order or of the address it went to (docs/decisions/025).
import { emptyBasketState, type BasketState, type OrderMode } from "../../domain/basket/basket";
import type { BasketService } from "../basket";
import type { Repositories } from "../db/repositories";

export function basketHandover(deps: { baskets: BasketService; payments: Pick<Repositories["payments"], "get"> }) {
  const { baskets } = deps;
  /**
   * `order`: the order paid for. A second answer for the same payment (a double submit) finds the
   * old basket already emptied, and still hands the order to the visitor's new basket.
   */
  async function handOver(oldId: string, newId: string, order: { id: string; restaurantId: number; mode: OrderMode }) {
    const stored = (await baskets.peek(oldId))?.state;
    const paid = stored?.orderId === order.id ? stored : { ...emptyBasketState(), restaurantId: order.restaurantId, mode: order.mode };
    if (stored && !isEmptied(stored)) await baskets.clear(oldId);
    const delivery = paid.delivery && { ...paid.delivery, addressLine1: null, addressLine2: null, town: null };
    await baskets.change(
      newId,
      () => ({
        ...emptyBasketState(),
        restaurantId: paid.restaurantId,
        mode: paid.mode,
        searchTerm: paid.searchTerm,
        restaurantDistance: paid.restaurantDistance,
        checkoutCompletePath: paid.checkoutCompletePath,
        delivery,
        orderId: order.id,
      }),
      { newKey: true },
    );
  }

  /**
   * After a payment's answer `paid` for the visitor's basket `basketId`: the visitor goes on under
   * a new basket id. Not when `basketId` was itself made after this payment (it already holds the
   * order, and was never anyone else's): it stays, so another answer for the same payment at the
   * same moment (a second tab back from the bank) still finds the order there.
   */
  return async function handOverPaid(
    basketId: string,
    idempotencyKey: string,
    order: { id: string; restaurantId: number; mode: OrderMode },
    visitor: { renewBasketId(): string },
  ) {
    const paidFrom = (await deps.payments.get(idempotencyKey))?.basketId;
    if (basketId !== paidFrom && (await baskets.peek(basketId))?.state.orderId === order.id) return;
    await handOver(basketId, visitor.renewBasketId(), order);
  };
}

/** A basket as `clear` leaves it: nothing to hand over, nothing to clear again. */
const isEmptied = (s: BasketState) => s.orderId === null && s.restaurantId === null && s.items.length === 0 && s.bundles.length === 0;
