// Checkout details kept on the basket: the collection time (one of today's slots) or the delivery
// address (the postcode comes from the search; line 1 is required).
import type { BasketService } from "../basket";
import type { SearchService } from "../search";

export interface AddressInput {
  addressLine1: string;
  addressLine2: string | null;
  town: string | null;
}

const COLLECTION_TIME_EXPIRED = "Your collection time has expired, please select a new collection time before completing your order.";

export function checkoutService(deps: { baskets: BasketService; search: SearchService }) {
  const { baskets, search } = deps;
  return {
    /** Today's collection slots of the basket's restaurant, and whether the chosen one still holds. */
    async collectionSlots(restaurantId: number, chosen: string | null) {
      const slots = await search.timeSlots(restaurantId);
      const chosenValid = chosen !== null && slots.some((s) => s.instant === chosen);
      return { slots, chosenValid, expired: chosen !== null && !chosenValid };
    },

    async setCollectionTime(basketId: string, instant: string): Promise<{ ok: true } | { ok: false; message: string }> {
      const basket = await baskets.getOrCreate(basketId);
      const rid = basket.state.restaurantId;
      if (rid === null || basket.state.mode !== "collection") return { ok: false, message: "Choose a restaurant for collection first." };
      const slots = await search.timeSlots(rid);
      if (!slots.some((s) => s.instant === instant)) return { ok: false, message: COLLECTION_TIME_EXPIRED };
      await baskets.change(basketId, (s) => ({ ...s, collectionTime: instant }));
      return { ok: true };
    },

    async setDeliveryAddress(basketId: string, address: AddressInput): Promise<{ ok: true } | { ok: false; message: string }> {
      const basket = await baskets.getOrCreate(basketId);
      if (basket.state.mode !== "delivery" || !basket.state.delivery)
        return { ok: false, message: "Enter your postcode to order for delivery first." };
      await baskets.change(basketId, (s) =>
        s.delivery
          ? {
              ...s,
              delivery: { ...s.delivery, addressLine1: address.addressLine1, addressLine2: address.addressLine2, town: address.town },
            }
          : s,
      );
      return { ok: true };
    },
  };
}
