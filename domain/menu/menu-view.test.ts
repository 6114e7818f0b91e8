import { describe, expect, it } from "vitest";
import { categoryPage, type MenuCardItem, type MenuView } from "./menu-view";

const item = (id: string): MenuCardItem => ({
  id,
  name: id,
  description: "",
  image: `${id}.svg`,
  priceMinor: 500,
  calories: 100,
  diets: [],
  tags: [],
  allergens: [],
  outOfStock: false,
  addable: true,
  customisable: false,
});

const view: MenuView = {
  restaurantId: 1001,
  hash: "h",
  count: 4,
  categories: [
    {
      id: "deals",
      name: "Deals",
      subCategories: [
        {
          id: "deals-main",
          name: "Deals",
          description: "",
          items: [],
          bundles: [{ id: "kids-set", name: "Kids set", description: "", image: "k.svg", priceMinor: 699, diets: [], available: true }],
        },
      ],
    },
    {
      id: "pizzas",
      name: "Pizzas",
      subCategories: [{ id: "classics", name: "Classics", description: "", items: [item("margherita"), item("pepperoni")], bundles: [] }],
    },
    {
      id: "desserts",
      name: "Desserts",
      subCategories: [{ id: "sweet", name: "Sweet", description: "", items: [item("tiramisu")], bundles: [] }],
    },
  ],
};

describe("the menu page's category (server render)", () => {
  it("is the first category unless another is asked for, and the tabs list every category", () => {
    const page = categoryPage(view, {});
    expect(page.active).toBe("deals");
    expect(page.view.categories.map((c) => c.id)).toEqual(["deals"]);
    expect(page.tabs).toEqual([
      { id: "deals", name: "Deals" },
      { id: "pizzas", name: "Pizzas" },
      { id: "desserts", name: "Desserts" },
    ]);
    expect(page.view.count).toBe(4);
  });

  it("is the category asked for", () => {
    expect(categoryPage(view, { category: "desserts" }).view.categories.map((c) => c.id)).toEqual(["desserts"]);
  });

  it("is the category holding the item asked about, when no category is named", () => {
    expect(categoryPage(view, { itemId: "pepperoni" }).active).toBe("pizzas");
    expect(categoryPage(view, { itemId: "kids-set" }).active).toBe("deals");
    // A named category wins over the item's.
    expect(categoryPage(view, { category: "desserts", itemId: "pepperoni" }).active).toBe("desserts");
  });

  it("falls back to the first for a category or item it does not know", () => {
    expect(categoryPage(view, { category: "nonsense", itemId: "nothing" }).active).toBe("deals");
  });

  it("is empty for an empty menu (a filter that matches nothing)", () => {
    const page = categoryPage({ ...view, categories: [], count: 0 }, { category: "pizzas" });
    expect(page).toEqual({ view: { ...view, categories: [], count: 0 }, active: null, tabs: [] });
  });
});
