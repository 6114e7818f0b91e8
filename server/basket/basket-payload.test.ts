// The basket presenter over the real UK menu: lines flagged out of stock or gone from the menu are
// listed by customID, and the money comes from the priced view.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { emptyBasketState, type Basket } from "../../domain/basket/basket";
import type { MenuRecord } from "../db/repositories/menus";
import type { MenuSeed } from "../seed/schemas";
import { basketView } from "./basket-view";
import { BasketSchema } from "../api/schemas/basket";
import { NO_CUSTOMER_DETAILS, presentBasket } from "./basket-payload";

const menu: MenuRecord = { brand: "uk", hash: "h", menu: JSON.parse(readFileSync("seeds/uk/menu.json", "utf8")) as MenuSeed };

function basketOf(state: Partial<Basket["state"]>): Basket {
  return { id: "b1", version: 3, key: "k1", state: { ...emptyBasketState(), restaurantId: 1001, mode: "collection", ...state } };
}

function present(basket: Basket, outOfStock: Set<string>) {
  const view = basketView(basket.state, menu, outOfStock);
  return presentBasket({
    basket,
    view,
    menu,
    outOfStock,
    currency: "GBP",
    customer: NO_CUSTOMER_DETAILS,
    order: null,
    voucherExceptions: [],
  });
}

describe("the basket entity", () => {
  const basket = basketOf({
    items: [
      { id: "margherita", customID: "aaaaaaaa", quantity: 1, selections: [] },
      { id: "garlic-bread", customID: "bbbbbbbb", quantity: 2, selections: [] },
      { id: "retired-pizza", customID: "cccccccc", quantity: 1, selections: [] },
    ],
    bundles: [
      {
        bundleId: "lunch-pizza-drink",
        customID: "dddddddd",
        quantity: 1,
        sections: [
          { sectionId: "lunch-pizza", products: [{ itemId: "bbq-chicken", quantity: 1 }] },
          { sectionId: "lunch-drink", products: [{ itemId: "cola", quantity: 1 }] },
        ],
      },
    ],
  });

  it("lists out-of-stock and vanished lines by customID and prices nothing for a vanished one", () => {
    const b = present(basket, new Set(["garlic-bread", "cola"]));
    expect(BasketSchema.parse(b)).toEqual(b);
    expect(b.outOfStockItems).toEqual(["bbbbbbbb"]);
    expect(b.outOfStockBundles).toEqual(["dddddddd"]);
    expect(b.outOfStockItemsInSession).toEqual(["garlic-bread", "cola"]);
    expect(b.unavailableItems).toEqual(["cccccccc"]);
    expect(b.items[2]).toMatchObject({ id: "retired-pizza", doesNotExistInCurrentMenu: true, cost: 0, imageUrl: null });
    expect(b.items[1]).toMatchObject({ outOfStock: true, cost: 495, calculatedCost: 990 });
  });

  it("shows a bundle's products with their uplifts, and the totals of the priced view", () => {
    const b = present(basket, new Set());
    const bundle = b.bundles[0]!;
    expect(bundle).toMatchObject({
      eposDiscountId: "lunch-pizza-drink",
      basePrice: 1195,
      cost: 1195 + 100,
      name: "Pizza & Drink Lunch Deal",
    });
    expect(bundle.sections[0]!.products[0]!.product).toMatchObject({ id: "bbq-chicken", upliftPrice: 100, quantity: 1 });
    expect(b).toMatchObject({ subTotal: 1095 + 990 + 1295, total: 1095 + 990 + 1295, numberOfItems: 5, isDelivery: false });
    expect(b.outOfStockIngredients).toEqual([]);
    expect(b.hasSeenVoucherExceptionModal).toBe(true);
  });
});
