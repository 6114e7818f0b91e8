// The customise page's sections are kept (app/components/kept-markup.tsx): the markup the server
// keeps must be the markup React writes for the same page in place, or the browser would hydrate
// sections that differ from the ones it shows.
import { createElement, type ComponentProps } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { brands } from "../../server/brands";
import { applyIntent, initialConfiguration, type Configuration } from "../domain/customise";
import { menuItem, loadMenu } from "../domain/menu.fixtures";
import { KeepMarkupProvider } from "../components/kept-markup";
import { keepMarkup } from "../lib/kept-markup.server";
import { encoded } from "../lib/encoded-json";
import Customise from "./customise";

type LoaderData = ComponentProps<typeof Customise>["loaderData"];
type Item = ReturnType<typeof menuItem>;

function loaderData(item: Item, overrides: Partial<LoaderData> = {}): LoaderData {
  return {
    mode: "collection",
    menuPath: "/collection/menu/1001",
    item: encoded(item),
    config: initialConfiguration(item),
    customId: null,
    errors: [],
    outOfStock: false,
    failure: null,
    currencySymbol: "£",
    diets: [],
    popupIds: brands.uk.frontEndConfig.popupModalIds,
    picker: null,
    focus: null,
    ...overrides,
  } as unknown as LoaderData;
}

/** The server's keeper, counting the sections it was asked for. */
const asked = { count: 0 };
const counting: typeof keepMarkup = (source, variant, render) => {
  asked.count++;
  return keepMarkup(source, variant, render);
};

function page(data: LoaderData, keep: boolean) {
  const props = { loaderData: data, params: {}, matches: [] } as unknown as ComponentProps<typeof Customise>;
  const Stub = createRoutesStub([{ path: "*", Component: () => createElement(Customise, props) }]);
  const stub = createElement(Stub, { initialEntries: ["/collection/menu/1001/customise/x"] });
  return renderToString(keep ? createElement(KeepMarkupProvider, { value: counting }, stub) : stub);
}

const margherita = menuItem("margherita");
const chosen = (item: Item, ...intents: Parameters<typeof applyIntent>[2][]): Configuration =>
  intents.reduce((c, intent) => applyIntent(item, c, intent), initialConfiguration(item));

describe("the customise page's kept sections", () => {
  it.each([
    ["a pizza as first shown", loaderData(margherita)],
    [
      "a pizza with an extra topping",
      loaderData(margherita, {
        config: chosen(margherita, {
          type: "increment",
          groupId: margherita.groups[1]!.id,
          optionId: margherita.groups[1]!.options.find((o) => !o.isIncluded)!.id,
        }),
      }),
    ],
    ["a basket line being edited", loaderData(margherita, { customId: "line-1" })],
    ["an item whose group opens a picker", loaderData(menuItem("chicken-wings"))],
    ["a half and half", loaderData(menuItem("half-and-half"))],
    ["the Irish menu's pizza, in euro", loaderData(menuItem("margherita", loadMenu("ie")), { currencySymbol: "€" })],
    ["with the menu's diet filter", loaderData(margherita, { diets: ["Vegan"] })],
    ["after a post without JavaScript (focus given back)", loaderData(margherita, { focus: "reset-pizza" })],
  ])("are what React writes in place: %s", (_, data) => {
    const inPlace = page(data, false);
    asked.count = 0;
    expect(page(data, true)).toBe(inPlace);
    // Kept, and asked again: the same.
    expect(page(data, true)).toBe(inPlace);
    // Kept unless the page gives focus back to a control (which the kept markup cannot know).
    expect(asked.count).toBe(data.focus ? 0 : 2);
  });

  it("are rendered in place while the page shows an error", () => {
    const errors = [{ groupId: margherita.groups[0]!.id, message: "Please choose" }];
    const data = loaderData(margherita, { errors });
    asked.count = 0;
    expect(page(data, true)).toBe(page(data, false));
    expect(asked.count).toBe(0);
  });

  it("tell one configuration, currency and basket line from another", () => {
    const first = page(loaderData(margherita), true);
    const euro = page(loaderData(margherita, { currencySymbol: "€" }), true);
    const edited = page(loaderData(margherita, { customId: "line-1" }), true);
    expect(euro).not.toBe(first);
    expect(euro).toContain("€");
    expect(edited).not.toBe(first);
    const extra = margherita.groups[1]!.options.find((o) => !o.isIncluded)!;
    const more = page(
      loaderData(margherita, { config: chosen(margherita, { type: "increment", groupId: margherita.groups[1]!.id, optionId: extra.id }) }),
      true,
    );
    expect(more).not.toBe(first);
    expect(more).toContain(`Quantity 1`);
  });
});
