// The upsell dialog's rule (docs/decisions/021): a basket of mains only is offered the first three
// upsell suggestions on 'Checkout'; a basket with a starter, side, dessert, drink, dip or deal is not.
import { describe, expect, it } from "vitest";
import { emptyBasketState, type BasketState } from "../../domain/basket/basket";
import { apiServer } from "../support/http";

const api = apiServer();
const line = (id: string) => ({ id, customID: id, quantity: 1, selections: [] });
const collection = (over: Partial<BasketState>): BasketState => ({
  ...emptyBasketState(),
  restaurantId: 1001,
  mode: "collection",
  ...over,
});
const offer = (state: BasketState) => api.t.runtime.services.upsells.beforeCheckout(state);

describe("the upsell before checkout", () => {
  it("offers three suggestions, none already in the basket, to a basket of pizzas", async () => {
    const items = await offer(collection({ items: [line("margherita"), line("pepperoni-classic")] }));
    expect(items).toHaveLength(3);
    expect(items.map((i) => i.id)).not.toContain("margherita");
    expect(items.every((i) => Number.isInteger(i.priceMinor) && i.priceMinor > 0)).toBe(true);
  });

  it("offers nothing once the basket has an extra, a deal, or no lines", async () => {
    for (const extra of ["garlic-bread", "lemonade"])
      expect(await offer(collection({ items: [line("margherita"), line(extra)] }))).toEqual([]);
    const bundle = { bundleId: "kids-pizza-dough-balls-drink", customID: "0123456789abcdef", quantity: 1, sections: [] };
    expect(await offer(collection({ items: [line("margherita")], bundles: [bundle] }))).toEqual([]);
    expect(await offer(collection({}))).toEqual([]);
  });
});
