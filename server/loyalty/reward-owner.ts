// A basket's saved rewards belong to the member who saved them (docs/decisions/026): whoever holds
// the basket now keeps them only if they are theirs. Anyone else's picks, draft and owner go (the
// lines a reward added stay, at full price), and the basket remembers to say so once.
import type { Basket } from "../../domain/basket/basket";
import { withoutForeignRewards } from "../../domain/basket/notices";
import type { BasketService } from "../basket";

export function rewardOwnership(baskets: BasketService) {
  /** Takes off the rewards of anyone but `viewer` (the customer signed in on the basket, or null). */
  async function dropForeignRewards(basketId: string, viewer: number | null, read?: Basket): Promise<Basket> {
    const basket = read ?? (await baskets.getOrCreate(basketId));
    if (withoutForeignRewards(basket.state, viewer) === basket.state) return basket;
    return baskets.change(basketId, (s) => withoutForeignRewards(s, viewer));
  }

  return {
    dropForeignRewards,
    /** Foreign rewards dropped (as above), and whether rewards were taken off since the customer was last told, now told. */
    async takeRewardsRemoved(basketId: string, viewer: number | null, read?: Basket): Promise<{ basket: Basket; rewardsRemoved: boolean }> {
      const basket = await dropForeignRewards(basketId, viewer, read);
      if (!basket.state.rewardsRemoved) return { basket, rewardsRemoved: false };
      return { basket: await baskets.change(basketId, (s) => ({ ...s, rewardsRemoved: false })), rewardsRemoved: true };
    },
  };
}
