import { describe, expect, it } from "vitest";
import { apiServer, basketIdOf } from "../support/http";
import { halfAndHalf as halfAndHalfOf } from "../support/configurations";

const api = apiServer();

async function customerAt(restaurantId = 1001) {
  const c = api.server.client();
  const res = await c.request(`/api/basket/SetRestaurantDistance/${restaurantId}/0.3/W1D%203QU`, { method: "POST" });
  expect(res.status).toBe(200);
  return c;
}
const post = async (c: ReturnType<typeof api.server.client>, path: string, json?: unknown) => {
  const res = await c.request(path, { method: "POST", json });
  return { status: res.status, body: await res.json() };
};

const halfAndHalf = halfAndHalfOf(2);

describe("adding to the basket", () => {
  it("adds a configured item at the menu's price and merges identical configurations", async () => {
    const c = await customerAt();
    const first = await post(c, "/api/basket/AddToBasket", { restaurantId: 1001, items: [halfAndHalf] });
    expect(first.status).toBe(200);
    expect(first.body.basket.numberOfItems).toBe(2);
    const again = await post(c, "/api/basket/AddToBasket", { restaurantId: 1001, items: [{ ...halfAndHalf, quantity: 1 }] });
    expect(again.body.basket.items).toHaveLength(1);
    expect(again.body.basket.items[0].quantity).toBe(3);
    expect(again.body.basket.version).toBe(first.body.basket.version + 1);
  });

  it("ignores a posted price", async () => {
    const c = await customerAt();
    await post(c, "/api/basket/AddToBasket", { restaurantId: 1001, items: [{ itemId: "lemonade", quantity: 1, price: 1, costMinor: 1 }] });
    const state = await (await c.request("/api/application/getCustomerState")).json();
    expect(state.basket.basket.numberOfItems).toBe(1);
    const summary = await api.t.runtime.services.baskets.summary(basketIdOf(c));
    expect(summary.subtotalMinor).toBeGreaterThan(1);
  });

  it("refuses a forged option id, naming the configuration", async () => {
    const c = await customerAt();
    const forged = {
      ...halfAndHalf,
      selections: [...halfAndHalf.selections, { groupId: "half-and-half-base", optionId: "base-gold-leaf", quantity: 1 }],
    };
    const res = await post(c, "/api/basket/AddToBasket", { restaurantId: 1001, items: [forged] });
    expect(res.status).toBe(409);
    expect(res.body.errors[0].path).toBe("configuration");
  });

  it("refuses a pizza without a base with the base message", async () => {
    const c = await customerAt();
    const res = await post(c, "/api/basket/AddToBasket", {
      restaurantId: 1001,
      items: [{ ...halfAndHalf, selections: halfAndHalf.selections.slice(1) }],
    });
    expect(res.status).toBe(409);
    expect(res.body.errors[0]).toEqual({ path: "half-and-half-base", message: "Please make a selection to proceed to basket." });
  });

  it("refuses an item that is out of stock at the restaurant", async () => {
    const c = await customerAt(1001);
    const res = await post(c, "/api/basket/QuickAddItem/tiramisu/1");
    expect(res.status).toBe(409);
    expect(res.body.errors[0]).toEqual({ path: "productId", message: "This item is out of stock." });
    const viaAdd = await post(c, "/api/basket/AddToBasket", {
      restaurantId: 1001,
      items: [{ itemId: "tiramisu", quantity: 1, selections: [] }],
    });
    expect(viaAdd.status).toBe(409);
  });

  it("adds a kids bundle with every section chosen, and refuses one with a section missing", async () => {
    const c = await customerAt();
    const sections = [
      { sectionId: "kids-set-pizza", products: [{ itemId: "kids-margherita", quantity: 1 }] },
      { sectionId: "kids-set-dough-balls", products: [{ itemId: "kids-dough-balls", quantity: 1 }] },
      { sectionId: "kids-set-drink", products: [{ itemId: "apple-juice", quantity: 1 }] },
    ];
    const ok = await post(c, "/api/basket/AddBundleToBasket", { restaurantId: 1001, bundleId: "kids-pizza-dough-balls-drink", sections });
    expect(ok.status).toBe(200);
    expect(ok.body.basket.bundles).toHaveLength(1);
    const missing = await post(c, "/api/basket/AddBundleToBasket", {
      restaurantId: 1001,
      bundleId: "kids-pizza-dough-balls-drink",
      sections: sections.slice(0, 2),
    });
    expect(missing.status).toBe(409);
    expect(missing.body.errors[0].path).toBe("kids-set-drink");
  });

  it("adds several lines all or none: a refused line leaves the basket as it was, and is named", async () => {
    const c = await customerAt();
    const state = async () => (await (await c.request("/api/application/getCustomerState")).json()).basket.basket;
    const before = await state();
    const forged = { itemId: "lemonade", quantity: 1, selections: [{ groupId: "no-such-group", optionId: "x", quantity: 1 }] };
    const refused = await post(c, "/api/basket/AddToBasket", { restaurantId: 1001, items: [{ itemId: "garlic-bread" }, forged] });
    expect(refused.status).toBe(409);
    expect(refused.body.errors[0].path).toBe("configuration");
    // Over the line limit on the second line: named by its index.
    const over = await post(c, "/api/basket/AddToBasket", {
      restaurantId: 1001,
      items: [{ itemId: "garlic-bread" }, { itemId: "lemonade", quantity: 60 }, { itemId: "lemonade", quantity: 60 }],
    });
    expect(over.status).toBe(409);
    expect(over.body.errors[0].path).toBe("items.2.quantity");
    const after = await state();
    expect([after.numberOfItems, after.version]).toEqual([before.numberOfItems, before.version]);
    // The same lines, each within the rules, go in together.
    const ok = await post(c, "/api/basket/AddToBasket", {
      restaurantId: 1001,
      items: [{ itemId: "garlic-bread" }, { itemId: "lemonade", quantity: 2 }],
    });
    expect(ok.status).toBe(200);
    expect((await state()).numberOfItems).toBe(before.numberOfItems + 3);
  });

  it("refuses lines for another restaurant", async () => {
    const c = await customerAt(1001);
    const res = await post(c, "/api/basket/AddToBasket", { restaurantId: 1002, items: [{ itemId: "lemonade" }] });
    expect(res.status).toBe(409);
    expect(res.body.errors[0].path).toBe("restaurantId");
  });

  it("99 parallel adds to one line leave exactly 99 more and a version 99 higher; the 100th is refused", async () => {
    const c = await customerAt();
    const before = (await (await c.request("/api/application/getCustomerState")).json()).basket.basket;
    const results = await Promise.all(
      Array.from({ length: 99 }, () =>
        post(c, "/api/basket/AddToBasket", { restaurantId: 1001, items: [{ itemId: "lemonade", quantity: 1 }] }),
      ),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    const after = (await (await c.request("/api/application/getCustomerState")).json()).basket.basket;
    expect(after.numberOfItems - before.numberOfItems).toBe(99);
    expect(after.version - before.version).toBe(99);
    const over = await post(c, "/api/basket/AddToBasket", { restaurantId: 1001, items: [{ itemId: "lemonade", quantity: 1 }] });
    expect(over.status).toBe(409);
    expect(over.body.errors[0].path).toBe("items.0.quantity");
  });
});

describe("changing lines", () => {
  it("removes, sets quantities and refuses a stale UpdateBasket with the current basket", async () => {
    const c = await customerAt();
    const added = await post(c, "/api/basket/QuickAddItem/margherita/1");
    const line = added.body.basket.items[0];
    const set = await post(c, "/api/basket/SetBasketItems", { items: [{ customID: line.customID, quantity: 4 }] });
    expect(set.body.basket.numberOfItems).toBe(4);
    const removed = await post(c, "/api/basket/RemoveFromBasket", { customID: line.customID });
    expect(removed.body.basket.numberOfItems).toBe(3);
    const stale = await post(c, "/api/basket/UpdateBasket", {
      restaurantId: 1001,
      version: 1,
      items: [{ customID: line.customID, quantity: 9 }],
    });
    expect(stale.status).toBe(409);
    expect(stale.body.errors[0].path).toBe("version");
    expect(stale.body.basket.numberOfItems).toBe(3);
    const fresh = await post(c, "/api/basket/UpdateBasket", {
      restaurantId: 1001,
      version: removed.body.basket.version,
      items: [{ customID: line.customID, quantity: 0 }],
    });
    expect(fresh.status).toBe(200);
    expect(fresh.body.basket.numberOfItems).toBe(0);
  });

  it("UpdateBasket as the spec's clients send it, without a version, applies to the current basket", async () => {
    const c = await customerAt();
    const added = await post(c, "/api/basket/QuickAddItem/margherita/1");
    const line = added.body.basket.items[0];
    // restaurantId, numberOfItems, items and bundles: the spec's fields, and no version.
    const updated = await post(c, "/api/basket/UpdateBasket", {
      restaurantId: 1001,
      numberOfItems: 5,
      items: [{ customID: line.customID, quantity: 5 }],
      bundles: [],
    });
    expect(updated.status).toBe(200);
    expect(updated.body.basket.numberOfItems).toBe(5);
    expect(updated.body.basket.version).toBe(added.body.basket.version + 1);
    expect((await api.t.runtime.services.baskets.getOrCreate(basketIdOf(c))).state.items[0]!.quantity).toBe(5);
  });

  it("a required field left out says 'required', never 'must be a number'", async () => {
    const c = await customerAt();
    const added = await post(c, "/api/basket/QuickAddItem/margherita/1");
    const res = await post(c, "/api/basket/UpdateBasket", { items: [{ customID: added.body.basket.items[0].customID }] });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { path: "restaurantId", message: "required" },
        { path: "items.0.quantity", message: "required" },
      ]),
    );
    const typed = await post(c, "/api/basket/UpdateBasket", { restaurantId: "soho", items: [] });
    expect(typed.body.errors).toEqual([{ path: "restaurantId", message: "restaurantId must be a number" }]);
  });

  it("RemoveFromBasket takes the spec's array of lines (restaurantId, customID, quantity) in one change", async () => {
    const c = await customerAt();
    await post(c, "/api/basket/QuickAddItem/margherita/1");
    await post(c, "/api/basket/QuickAddItem/margherita/1");
    const added = await post(c, "/api/basket/QuickAddItem/lemonade/1");
    const [pizza, drink] = added.body.basket.items as { customID: string; itemId: string }[];
    const removed = await post(c, "/api/basket/RemoveFromBasket", [
      { restaurantId: 1001, customID: pizza!.customID, quantity: 1 },
      { restaurantId: 1001, customID: drink!.customID, quantity: 1 },
    ]);
    expect(removed.status).toBe(200);
    expect(removed.body.basket.numberOfItems).toBe(1);
    expect(removed.body.basket.version).toBe(added.body.basket.version + 1);
    expect((await api.t.runtime.services.baskets.getOrCreate(basketIdOf(c))).state.items).toEqual([
      expect.objectContaining({ customID: pizza!.customID, quantity: 1 }),
    ]);
  });

  it("a refused line of several is named by its place, and nothing is taken off", async () => {
    const c = await customerAt();
    const added = await post(c, "/api/basket/QuickAddItem/margherita/1");
    const pizza = added.body.basket.items[0].customID as string;
    const refused = await post(c, "/api/basket/RemoveFromBasket", [
      { restaurantId: 1001, customID: pizza, quantity: 1 },
      { restaurantId: 1001, customID: "0000000000000000", quantity: 1 },
    ]);
    expect(refused.status).toBe(409);
    expect(refused.body.errors).toEqual([{ path: "1.customID", message: "This basket line no longer exists." }]);
    const badField = await post(c, "/api/basket/RemoveFromBasket", [{ restaurantId: 1001, customID: pizza, quantity: "one" }]);
    expect(badField.status).toBe(400);
    expect(badField.body.errors).toEqual([{ path: "0.quantity", message: "must be a number" }]);
    const elsewhere = await post(c, "/api/basket/RemoveFromBasket", [{ restaurantId: 1002, customID: pizza, quantity: 1 }]);
    expect(elsewhere.status).toBe(409);
    expect(elsewhere.body.errors[0].path).toBe("restaurantId");
    expect((await api.t.runtime.services.baskets.getOrCreate(basketIdOf(c))).state.items[0]!.quantity).toBe(1);
  });

  it("QuickRemoveItem takes one of the default line away", async () => {
    const c = await customerAt();
    await post(c, "/api/basket/QuickAddItem/lemonade/1");
    await post(c, "/api/basket/QuickAddItem/lemonade/1");
    const res = await post(c, "/api/basket/QuickRemoveItem/lemonade/1");
    expect(res.body.basket.numberOfItems).toBe(1);
  });
});

describe("menu calls", () => {
  it("bootstraps the application and skips an unchanged menu", async () => {
    const c = await customerAt();
    const first = await (await c.request("/api/application?restaurantId=1001")).json();
    expect(first.menu.categories.length).toBeGreaterThan(5);
    expect(first.BRAND).toBe("uk");
    const again = await (await c.request(`/api/application?restaurantId=1001&menuEtag=${first.menu.hash}`)).json();
    expect(again.menu).toBeNull();
  });

  it("answers categories, single items and bundles", async () => {
    const c = api.server.client();
    const cat = await (await c.request("/api/restaurant/GetMenuById/1001/Pizzas")).json();
    expect(cat.category.subCategories[0].items.length).toBeGreaterThan(0);
    const many = await (
      await c.request("/api/restaurant/GetMenuForCategories?restaurantId=1001&categoryNames=Pizzas&categoryNames=Desserts")
    ).json();
    expect(many.categories.map((x: { name: string }) => x.name)).toEqual(["Pizzas", "Desserts"]);
    const item = await (await c.request("/api/restaurant/getSingleMenuItem/1001/tiramisu")).json();
    expect(item.item).toMatchObject({ id: "tiramisu", outOfStock: true });
    const bundles = await (await c.request("/api/restaurant/getbundles?restaurantId=1001")).json();
    expect(bundles.bundles.length).toBeGreaterThanOrEqual(5);
    const missing = await c.request("/api/restaurant/getSingleMenuItem/1001/no-such-item");
    expect(missing.status).toBe(404);
    expect((await missing.json()).errors[0].path).toBe("itemId");
  });
});
