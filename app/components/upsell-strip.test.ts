// The basket's suggestions are kept markup (app/components/kept-markup.tsx): what the server keeps
// must be what React writes for the same cards in place, or the browser would hydrate cards that
// differ from the ones it shows.
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { keepMarkup } from "../lib/kept-markup.server";
import { KeepMarkupProvider } from "./kept-markup";
import { UpsellList, UpsellStrip } from "./upsell-strip";
import { encodedAnswer } from "../lib/encoded-json";

const garlicBread = { id: "garlic-bread", name: "Garlic Bread", priceMinor: 495, image: "garlic-bread.svg" };
const cola = { id: "cola", name: "Cola", priceMinor: 295, image: "cola.svg" };
const brownie = { id: "chocolate-brownie", name: "Chocolate Brownie", priceMinor: 595, image: "brownie.svg" };

const asked = { count: 0 };
const counting: typeof keepMarkup = (...args) => {
  asked.count++;
  return keepMarkup(...args);
};

function render(element: ReturnType<typeof createElement>, keep: boolean) {
  const Stub = createRoutesStub([{ path: "*", Component: () => element }]);
  const page = createElement(Stub, { initialEntries: ["/collection/basket"] });
  return renderToString(keep ? createElement(KeepMarkupProvider, { value: counting }, page) : page);
}

describe("the basket's kept suggestions", () => {
  it.each([
    [
      "the strip",
      createElement(UpsellStrip, { title: "Why not add…", items: encodedAnswer([garlicBread, cola, brownie]), currencySymbol: "£" }),
    ],
    [
      "the strip in euro",
      createElement(UpsellStrip, { title: "Why not add…", items: encodedAnswer([garlicBread, cola, brownie]), currencySymbol: "€" }),
    ],
    ["fewer suggestions", createElement(UpsellStrip, { title: "Why not add…", items: encodedAnswer([cola]), currencySymbol: "£" })],
    ["the upsell dialog's rows", createElement(UpsellList, { items: [garlicBread, cola], currencySymbol: "£", then: "checkout" })],
  ])("are what React writes in place: %s", (_, element) => {
    const inPlace = render(element, false);
    asked.count = 0;
    expect(render(element, true)).toBe(inPlace);
    expect(render(element, true)).toBe(inPlace);
    expect(asked.count).toBe(2);
    // The pictures' preloads are the page's (its head, in a document), never inside the list.
    expect(render(element, true)).not.toMatch(/<ul[^>]*><link/);
  });

  it("preloads the strip's first pictures, at high priority", () => {
    const html = render(
      createElement(UpsellStrip, { title: "Why not add…", items: encodedAnswer([garlicBread, cola]), currencySymbol: "£" }),
      true,
    );
    expect(html).toContain('<link rel="preload" as="image" href="/images/menu/garlic-bread.svg" fetchPriority="high"/>');
    expect(html).toContain('<link rel="preload" as="image" href="/images/menu/cola.svg" fetchPriority="high"/>');
  });

  it("are kept per list: another basket's suggestions, price or currency are their own", () => {
    const strip = (items: (typeof cola)[], currencySymbol = "£") =>
      render(createElement(UpsellStrip, { title: "Why not add…", items: encodedAnswer(items), currencySymbol }), true);
    const first = strip([garlicBread, cola]);
    expect(strip([cola])).not.toContain("Garlic Bread");
    expect(strip([garlicBread, { ...cola, priceMinor: 325 }])).toContain("£3.25");
    expect(strip([garlicBread, cola], "€")).toContain("€4.95");
    expect(strip([garlicBread, cola])).toBe(first);
  });

  it("are kept by the items' text: another list's text is another list", () => {
    const strip = (items: (typeof cola)[]) =>
      render(createElement(UpsellStrip, { title: "Why not add…", items: encodedAnswer(items), currencySymbol: "£" }), true);
    const inPlace = (items: (typeof cola)[]) =>
      render(createElement(UpsellStrip, { title: "Why not add…", items: encodedAnswer(items), currencySymbol: "£" }), false);
    expect(strip([garlicBread, cola])).toBe(inPlace([garlicBread, cola]));
    expect(strip([garlicBread, { ...cola, priceMinor: 325 }])).toBe(inPlace([garlicBread, { ...cola, priceMinor: 325 }]));
    expect(strip([brownie])).toBe(inPlace([brownie]));
    expect(strip([garlicBread, cola])).toBe(inPlace([garlicBread, cola]));
  });
});
