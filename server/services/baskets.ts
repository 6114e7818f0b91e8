// Basket use cases. Every change is one transaction that reads the basket, applies a pure change
// and writes it back only if nobody else changed it meanwhile (the version check), bumping the
// version. A stale write is retried on fresh data, so concurrent requests never lose an update.
import { randomUUID } from "node:crypto";
import type { Database } from "../db/database";
import type { BasketsRepository } from "../db/repositories/baskets";
import { emptyBasketState, numberOfItems, type Basket, type BasketState } from "../../app/domain/basket";
import type { Clock } from "../providers/clock";
import type { MenusRepository } from "../db/repositories/menus";
import { basketSubtotal } from "../../app/domain/pricing";
import { customIdOf, defaultSelections, isAddable } from "../../app/domain/addability";

export class BasketRuleError extends Error {
  constructor(
    public readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = "BasketRuleError";
  }
}

export class BasketConflictError extends Error {
  constructor() {
    super("The basket changed too often to apply this change; please try again.");
    this.name = "BasketConflictError";
  }
}

export function basketService(deps: { db: Database; baskets: BasketsRepository; menus: MenusRepository; clock: Clock; brand: string }) {
  const { db, baskets, menus, clock, brand } = deps;
  const now = () => clock.now().toISOString();

  async function getOrCreate(id: string): Promise<Basket> {
    const found = await baskets.get(id, brand);
    if (found) return found;
    await baskets.create({ id, brand, key: randomUUID(), state: emptyBasketState(), now: now() });
    const created = await baskets.get(id, brand);
    if (!created) throw new Error("basket could not be created");
    return created;
  }

  async function change(
    id: string,
    apply: (state: BasketState, basket: Basket) => BasketState,
    opts: { newKey?: boolean } = {},
  ): Promise<Basket> {
    await getOrCreate(id);
    for (let attempt = 0; attempt < 5; attempt++) {
      const result = await db.transaction().execute(async (trx) => {
        const current = await baskets.get(id, brand, trx, true);
        if (!current) throw new Error("basket vanished during a change");
        const state = apply(structuredClone(current.state), current);
        const key = opts.newKey ? randomUUID() : current.key;
        const version = await baskets.update({ id, expectedVersion: current.version, key, state, now: now() }, trx);
        return version === null ? null : { id, version, key, state };
      });
      if (result) return result;
    }
    throw new BasketConflictError();
  }

  return {
    /** The basket named by the BASKET_ID cookie; its row is created on first use. */
    getOrCreate,
    /** Reads without creating: pages that only show a count need no row. */
    peek: (id: string) => baskets.get(id, brand),
    change,
    /** Empties the basket and gives it a new key, so clients drop what they held. */
    clear: (id: string) => change(id, () => emptyBasketState(), { newKey: true }),
    numberOfItems,
    /** Adds one of an item with its default choices (the menu card's 'Add'). */
    async quickAdd(id: string, itemId: string, outOfStock: (restaurantId: number) => Promise<string[]>): Promise<Basket> {
      const basket = await getOrCreate(id);
      const restaurantId = basket.state.restaurantId;
      if (restaurantId === null) throw new BasketRuleError("restaurantId", "Choose a restaurant before adding items.");
      const menu = await menus.get(brand);
      const item = menu?.menu.items.find((i) => i.id === itemId);
      if (!item) throw new BasketRuleError("productId", "This item is not on the menu.");
      if ((await outOfStock(restaurantId)).includes(itemId)) throw new BasketRuleError("productId", "This item is out of stock.");
      if (!isAddable(item)) throw new BasketRuleError("productId", "This item needs a choice: customise it first.");
      const selections = defaultSelections(item);
      const customID = customIdOf(item.id, selections);
      return change(id, (state) => {
        const existing = state.items.find((l) => l.customID === customID);
        if (existing) existing.quantity += 1;
        else state.items.push({ id: item.id, customID, quantity: 1, selections });
        return state;
      });
    },
    /** Count and value for the header's basket icon; no row is created for it. */
    async summary(id: string): Promise<{ count: number; subtotalMinor: number; mode: Basket["state"]["mode"] }> {
      const basket = await baskets.get(id, brand);
      if (!basket) return { count: 0, subtotalMinor: 0, mode: null };
      const count = numberOfItems(basket.state);
      const menu = count > 0 ? await menus.get(brand) : null;
      return { count, subtotalMinor: menu ? basketSubtotal(menu.menu, basket.state) : 0, mode: basket.state.mode };
    },
  };
}
export type BasketService = ReturnType<typeof basketService>;
