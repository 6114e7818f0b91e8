// The restaurant and menu calls answer what they declare: every OK answer parses with its route's
// `ok` schema (the spec's entity fields, spec 1 §3), and the values are the seeded ones. This file:
// the declarations, the Menu entity and the other menu calls (the restaurant calls are in
// contract-menu-restaurants.test.ts).
import { describe, expect, it } from "vitest";
import { apiRoutes } from "../../server/api/routes";
import { apiServer } from "../support/http";
import { menuContractCalls, routeOf, seedItem, ukMenu } from "../support/menu-contract";

const api = apiServer();
const { call, callError } = menuContractCalls(api);

const OWNED = [
  "get /application",
  "get /menu/:restaurantId",
  "get /restaurant/GetById/:id",
  "get /restaurant/LookupName/:postCode/:isDelivery",
  "get /restaurant/LookupLatLong/:latitude/:longitude/:isDelivery",
  "get /restaurant/getTimeSlots/:id",
  "get /geo/LookupAddresses/:postcode",
  "get /restaurant/GetMenuById/:id/:name",
  "get /restaurant/GetMenuForCategories",
  "get /restaurant/getSingleMenuItem/:id/:itemId",
  "get /restaurant/getbundles",
  "post /basket/CheckOutOfStock",
  "post /basket/RemoveOutOfStockItemsFromBasket",
  "get /basket/GetUpsellItems/:id/:type",
];
/** Answers the basket; the basket area declares that schema. */
/** Calls of the menu's module that answer the basket (and are of the Basket area). */
const BASKET_ANSWERS = ["post /basket/RemoveOutOfStockItemsFromBasket"];

describe("the contracts of the restaurant and menu calls", () => {
  it("are declared for every route: operationId, tag, summary, errors and the OK schema", () => {
    for (const key of OWNED) {
      const route = routeOf(key);
      expect(route.operationId, key).toMatch(/^[a-z][A-Za-z]+$/);
      expect(["Restaurants", "Menu", "Application", ...(BASKET_ANSWERS.includes(key) ? ["Basket"] : [])], key).toContain(route.tag);
      expect(route.summary, key).toBeTruthy();
      expect(Array.isArray(route.errors), key).toBe(true);
      expect(route.ok, key).toBeDefined();
    }
    const ids = apiRoutes.map((r) => r.operationId).filter(Boolean);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe("GET /api/menu/{restaurantId}", () => {
  it("answers the spec's Menu: categories of sub-categories with items and bundles to render", async () => {
    const { menu } = await call("get /menu/:restaurantId", "/menu/1001");
    expect(menu.restaurantId).toBe(1001);
    expect(menu.categories.map((c: { partitionKey: string }) => c.partitionKey)).toEqual(
      [...ukMenu.categories].sort((a, b) => a.displayIndex - b.displayIndex).map((c) => c.id),
    );
    expect(menu).toMatchObject({
      activeCategory: "deals",
      activeCategoryName: "Deals",
      filters: [],
      showCalories: true,
      excludedCategories: [],
    });
    expect(menu.outOfStockItems).toEqual(["tiramisu"]);
    // Our own fields stay.
    expect(menu.items).toHaveLength(ukMenu.items.length);
    expect(menu.items[0].groups).toBeDefined();

    const subs = menu.categories.flatMap((c: { subCategories: unknown[] }) => c.subCategories);
    const rendered = subs.flatMap((sc: { itemsToRender: unknown[] }) => sc.itemsToRender);
    expect(rendered).toHaveLength(ukMenu.items.length);
    // Every item's price is its seeded price in minor units.
    for (const item of rendered) expect(item.displayPrice, item.id).toBe(seedItem(item.id).basePriceMinor);

    const classic = subs.find((sc: { id: string }) => sc.id === "pizzas-classic");
    expect(classic.imageName).toBe(classic.image);
    const margherita = classic.itemsToRender.find((i: { id: string }) => i.id === "margherita");
    expect(margherita).toMatchObject({
      displayPrice: 1095,
      basePrice: 1095,
      category: "pizzas",
      categoryName: "Pizzas",
      imageUrl: "/images/menu/margherita.svg",
      isCustomisable: true,
      isAddable: true,
      outOfStock: false,
      isGroup: false,
      objectId: "margherita",
      eposDiscountId: null,
      meta: {},
    });
    const bases = margherita.subProducts[0];
    expect(bases).toMatchObject({ name: "Choose your base", min: 1, max: 1, isGroup: true, defaultSubProduct: "base-classic" });
    expect(bases.subProducts.find((o: { id: string }) => o.id === "base-classic")).toMatchObject({
      defaultSubProduct: true,
      quantity: 1,
      cost: 0,
    });
    expect(bases.subProducts.find((o: { id: string }) => o.id === "base-wholemeal")).toMatchObject({
      name: "Wholemeal",
      cost: 50,
      upliftPrice: 50,
      defaultSubProduct: false,
      quantity: 0,
      outOfStock: false,
      isPlaceholder: false,
      parent: "margherita-base",
      customID: "margherita-base:base-wholemeal",
      dietPreferences: ["Vegan", "Vegetarian"],
    });
    expect(menu.baseSelections.margherita).toBe("base-classic");
    expect(classic.subProducts.map((p: { id: string }) => p.id)).toEqual(classic.itemsToRender.map((i: { id: string }) => i.id));

    const tiramisu = rendered.find((i: { id: string }) => i.id === "tiramisu");
    expect(tiramisu.outOfStock).toBe(true);
  });

  it("shows each bundle in its sub-category's bundlesToRender with its sections and products", async () => {
    const { menu } = await call("get /menu/:restaurantId", "/menu/1001");
    const kids = menu.categories
      .find((c: { id: string }) => c.id === "kids")
      .subCategories.find((sc: { id: string }) => sc.id === "kids-sets");
    const bundle = kids.bundlesToRender.find((b: { id: string }) => b.id === "kids-pizza-dough-balls-drink");
    expect(bundle).toMatchObject({ displayPrice: 795, basePrice: 795, eposDiscountId: "kids-pizza-dough-balls-drink", quantity: 1 });
    expect(bundle).toMatchObject({ category: "kids", categoryName: "Kids", isAddable: false, isCustomisable: true, outOfStock: false });
    const seeded = ukMenu.bundles.find((b) => b.id === bundle.id)!.sections.map((s) => s.sortOrder);
    expect(bundle.sections.map((s: { sortOrder: number }) => s.sortOrder)).toEqual(seeded.sort((a, b) => a - b));
    const pizza = bundle.sections[0];
    expect(pizza).toMatchObject({ id: "kids-set-pizza", minItems: 1, maxItems: 1, basePrice: 0 });
    expect(pizza.products[0]).toMatchObject({
      product: { id: "kids-margherita", name: seedItem("kids-margherita").name, quantity: 1, outOfStock: false },
      cost: 0,
      upliftPrice: 0,
    });
    expect(kids.subProducts).toContainEqual({
      id: "kids-pizza-dough-balls-drink",
      name: "Kids Pizza, Dough Balls & Drink",
      eposDiscountId: "kids-pizza-dough-balls-drink",
    });
    // The dessert pick of a bundle knows tiramisu is out at this restaurant.
    const forTwo = menu.bundles.find((b: { id: string }) => b.id === "pizza-wine-dessert-for-two");
    const desserts = forTwo.sections.find((s: { products: { itemId: string }[] }) => s.products.some((p) => p.itemId === "tiramisu"));
    expect(desserts.products.find((p: { itemId: string }) => p.itemId === "tiramisu").product.outOfStock).toBe(true);
    expect(menu.bundles).toHaveLength(ukMenu.bundles.length);
  });

  it("answers an unknown restaurant with a declared 404", async () => {
    await callError("get /menu/:restaurantId", "/menu/999999", 404);
  });
});

describe("the other menu calls", () => {
  it("bootstraps the application with the Menu entity and the restaurant", async () => {
    const body = await call("get /application", "/application?restaurantId=1001");
    expect(body.restaurant).toMatchObject({ id: 1001, delivery: null });
    const pizzas = body.menu.categories.find((c: { id: string }) => c.id === "pizzas");
    expect(pizzas.subCategories[0].items.length).toBe(pizzas.subCategories[0].itemsToRender.length);
    expect(body.menu.baseSelections.margherita).toBe("base-classic");
    const again = await call("get /application", `/application?restaurantId=1001&menuEtag=${body.menu.hash}`);
    expect(again.menu).toBeNull();
    await callError("get /application", "/application?restaurantId=999999", 404);
  });

  it("answers categories by name with the entity's fields and the page's cards", async () => {
    const one = await call("get /restaurant/GetMenuById/:id/:name", "/restaurant/GetMenuById/1001/pizzas");
    expect(one.category.partitionKey).toBe("pizzas");
    const margherita = one.category.subCategories[0].itemsToRender.find((i: { id: string }) => i.id === "margherita");
    expect(margherita.displayPrice).toBe(1095);
    const many = await call(
      "get /restaurant/GetMenuForCategories",
      "/restaurant/GetMenuForCategories?restaurantId=1001&categoryNames=Desserts&categoryNames=Deals",
    );
    expect(many.categories.map((c: { name: string }) => c.name)).toEqual(["Deals", "Desserts"]);
    const lunch = many.categories[0].subCategories.find((sc: { id: string }) => sc.id === "deals-lunch");
    expect(lunch.bundlesToRender.map((b: { id: string }) => b.id)).toEqual(["lunch-pizza-drink", "pasta-salad-deal"]);
    await callError("get /restaurant/GetMenuById/:id/:name", "/restaurant/GetMenuById/1001/Nothing", 404);
  });

  it("answers a single item with its price, option tree and stock, keeping the stored groups", async () => {
    const { item } = await call("get /restaurant/getSingleMenuItem/:id/:itemId", "/restaurant/getSingleMenuItem/1001/margherita");
    expect(item).toMatchObject({ displayPrice: 1095, basePriceMinor: 1095, isAddable: true, isCustomisable: true });
    expect(item.groups.map((g: { id: string }) => g.id)).toEqual(item.subProducts.map((g: { id: string }) => g.id));
    const out = await call("get /restaurant/getSingleMenuItem/:id/:itemId", "/restaurant/getSingleMenuItem/1001/tiramisu");
    expect(out.item).toMatchObject({ outOfStock: true, displayPrice: seedItem("tiramisu").basePriceMinor });
    await callError("get /restaurant/getSingleMenuItem/:id/:itemId", "/restaurant/getSingleMenuItem/1001/no-such-item", 404);
  });

  it("answers bundles with this restaurant's stock", async () => {
    const { bundles } = await call("get /restaurant/getbundles", "/restaurant/getbundles?restaurantId=1001");
    const lunch = bundles.find((b: { id: string }) => b.id === "lunch-pizza-drink");
    expect(lunch).toMatchObject({ displayPrice: 1195, available: true, outOfStock: false, eposDiscountId: "lunch-pizza-drink" });
  });

  it("checks the basket's stock and suggests upsells as menu items", async () => {
    const c = api.server.client();
    expect((await c.request("/api/basket/SetRestaurantDistance/1001/0.3/W1D%203QU", { method: "POST" })).status).toBe(200);
    expect((await c.request("/api/basket/QuickAddItem/margherita/1", { method: "POST" })).status).toBe(200);
    const check = await call("post /basket/CheckOutOfStock", "/basket/CheckOutOfStock", c);
    expect(check).toMatchObject({ outOfStockItems: [], outOfStockBundles: [], unavailableItems: [] });
    const crossSite = await c.request("/api/basket/CheckOutOfStock", { method: "POST", headers: { origin: "https://elsewhere.example" } });
    expect(crossSite.status).toBe(403);
    expect(routeOf("post /basket/CheckOutOfStock").errors).toContain(403);
    const up = await call("get /basket/GetUpsellItems/:id/:type", "/basket/GetUpsellItems/1001/Upsell", c);
    expect(up.items.length).toBeGreaterThan(0);
    for (const i of up.items) {
      expect(i.displayPrice).toBe(seedItem(i.id).basePriceMinor);
      expect(i.priceMinor).toBe(i.displayPrice);
      expect(i.isAddable).toBe(true);
    }
  });
});
