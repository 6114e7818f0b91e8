// The menu's cards are kept per section (app/components/kept-markup.tsx): the markup the server
// keeps must be the markup React writes for the same page in place, or the browser would hydrate
// cards that differ from the ones it shows; and cards kept for one address, journey, currency or
// filter must never be shown for another.
import { createElement, type ComponentProps } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { MenuCardItem, MenuViewCategory } from "../domain/menu-view";
import { keepMarkup } from "../lib/kept-markup.server";
import { KeepMarkupProvider } from "./kept-markup";
import { MenuCategories } from "./menu-categories";

type Props = ComponentProps<typeof MenuCategories>;

function item(id: string, overrides: Partial<MenuCardItem> = {}): MenuCardItem {
  return {
    id,
    name: `Test ${id}`,
    description: `The ${id}, as made in the test kitchen.`,
    image: `${id}.svg`,
    priceMinor: 1095,
    calories: 820,
    diets: ["Vegetarian"],
    tags: [],
    allergens: ["gluten", "milk"],
    outOfStock: false,
    addable: true,
    customisable: true,
    ...overrides,
  };
}

/** A category of two sections: pizzas (one out of stock, one only customised) and a bundle with a side. */
function categories(): MenuViewCategory[] {
  return [
    {
      id: "pizzas",
      name: "Pizzas",
      subCategories: [
        {
          id: "classic",
          name: "Classic",
          description: "The ones we started with.",
          items: [item("margherita"), item("diavola", { outOfStock: true }), item("calzone", { addable: false })],
          bundles: [],
        },
        {
          id: "sides",
          name: "Sides",
          description: "",
          items: [item("garlic-bread", { customisable: false, allergens: [] })],
          bundles: [
            {
              id: "meal-for-two",
              name: "Meal for Two",
              description: "Two pizzas and a side.",
              image: "meal.svg",
              priceMinor: 2995,
              diets: [],
              available: true,
            },
          ],
        },
      ],
    },
  ];
}

function props(cats: MenuViewCategory[], overrides: Partial<Props> = {}): Props {
  return {
    categories: cats,
    menu: { mode: "collection", restaurantId: 1001 },
    currencySymbol: "£",
    filters: { diets: [], allergens: [], showCalories: true },
    basketPath: "/collection/basket",
    focusCategory: null,
    addedItem: null,
    shownItem: null,
    ...overrides,
  };
}

/** The server's keeper, counting the sections it was asked for. */
const asked = { count: 0 };
const counting: typeof keepMarkup = (source, variant, render, most) => {
  asked.count++;
  return keepMarkup(source, variant, render, most);
};

function page(p: Props, keep: boolean, at = "/collection/menu/1001") {
  const Stub = createRoutesStub([{ path: "*", Component: () => createElement(MenuCategories, p) }]);
  const stub = createElement(Stub, { initialEntries: [at] });
  return renderToString(keep ? createElement(KeepMarkupProvider, { value: counting }, stub) : stub);
}

describe("the menu's kept cards", () => {
  it.each<[string, Partial<Props>, string?]>([
    ["a category as first shown", {}],
    ["with calories hidden", { filters: { diets: [], allergens: [], showCalories: false } }],
    ["with a diet filter", { filters: { diets: ["Vegan"], allergens: [], showCalories: true } }],
    ["the delivery menu", { menu: { mode: "delivery", restaurantId: 1001 }, basketPath: "/delivery/basket" }],
    ["the Irish menu, in euro", { currencySymbol: "€" }],
    ["on a category's own page", { focusCategory: "pizzas" }, "/collection/menu/1001?category=pizzas"],
  ])("are what React writes in place: %s", (_, overrides, at) => {
    const cats = categories();
    const inPlace = page(props(cats, overrides), false, at);
    expect(inPlace).toContain("<article");
    asked.count = 0;
    expect(page(props(cats, overrides), true, at)).toBe(inPlace);
    // Kept, and asked again: the same.
    expect(page(props(cats, overrides), true, at)).toBe(inPlace);
    expect(asked.count).toBe(4);
  });

  it("render a section in place where a card in it is given focus", () => {
    const cats = categories();
    for (const focus of [{ addedItem: "margherita" }, { shownItem: "diavola" }]) {
      const inPlace = page(props(cats, focus), false, "/collection/menu/1001?added=margherita");
      asked.count = 0;
      const kept = page(props(cats, focus), true, "/collection/menu/1001?added=margherita");
      expect(kept).toBe(inPlace);
      expect(kept).toContain("autofocus");
      // Only the other section is kept.
      expect(asked.count).toBe(1);
    }
  });

  it("tell one address, filter, journey and currency from another", () => {
    const cats = categories();
    const cards = (html: string) => html.slice(html.indexOf("<article"), html.lastIndexOf("</article>"));
    const first = cards(page(props(cats), true));
    for (const [overrides, at, shows] of [
      [{}, "/collection/menu/1001?category=pizzas", 'action="/collection/menu/1001?category=pizzas"'],
      [{ filters: { diets: ["Vegan"], allergens: [], showCalories: true } }, undefined, "diet=Vegan"],
      [{ filters: { diets: [], allergens: [], showCalories: false } }, undefined, null],
      [{ menu: { mode: "delivery", restaurantId: 1001 } }, undefined, "/delivery/menu/1001/customise/margherita"],
      [{ currencySymbol: "€" }, undefined, "€10.95"],
    ] as [Partial<Props>, string | undefined, string | null][]) {
      const kept = cards(page(props(cats, overrides), true, at));
      expect(kept).not.toBe(first);
      expect(kept).toBe(cards(page(props(cats, overrides), false, at)));
      if (shows) expect(kept).toContain(shows);
    }
  });
});
