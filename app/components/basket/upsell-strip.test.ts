// The basket's suggestions as React writes them: one form, each card's 'Add' named for its item,
// and the strip's first pictures preloaded at high priority from the page's head.
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { UpsellList, UpsellStrip } from "./upsell-strip";

const garlicBread = { id: "garlic-bread", name: "Garlic Bread", priceMinor: 495, image: "garlic-bread.svg" };
const cola = { id: "cola", name: "Cola", priceMinor: 295, image: "cola.svg" };
const brownie = { id: "chocolate-brownie", name: "Chocolate Brownie", priceMinor: 595, image: "brownie.svg" };

function render(element: ReturnType<typeof createElement>) {
  const Stub = createRoutesStub([{ path: "*", Component: () => element }]);
  return renderToString(createElement(Stub, { initialEntries: ["/collection/basket"] }));
}

const strip = (items: (typeof cola)[], currencySymbol = "£") =>
  render(createElement(UpsellStrip, { title: "Why not add…", items, currencySymbol }));

describe("the basket's suggestions", () => {
  it("are one form posting to the basket, each card's 'Add' named for its item", () => {
    const html = strip([garlicBread, cola, brownie]);
    expect(html.match(/<form /g)).toHaveLength(1);
    expect(html).toMatch(/<form [^>]*action="\/collection\/basket" method="post">/);
    for (const item of [garlicBread, cola, brownie]) {
      expect(html).toContain(`name="intent:upsell?itemId=${item.id}"`);
      expect(html).toContain(`Add<span`);
      expect(html).toContain(item.name);
    }
  });

  it("preloads the strip's first pictures, at high priority, never inside the list, only for a page that runs scripts", () => {
    const html = strip([garlicBread, cola]);
    const preload = (picture: string) =>
      `<link rel="preload" as="image" href="/images/menu/${picture}" media="(scripting: enabled)" fetchPriority="high"/>`;
    expect(html).toContain(preload("garlic-bread.svg"));
    expect(html).toContain(preload("cola.svg"));
    expect(html).not.toMatch(/<ul[^>]*><link/);
  });

  it("stay whole in old engines: the picture is never the hidden element, the name a block of its own", () => {
    const html = strip([garlicBread, cola]);
    // NetSurf nests what follows a <source> inside it: a hidden <picture> hid the rest of the list.
    expect(html).not.toMatch(/<picture [^>]*js-only/);
    expect(html).toMatch(/<img [^>]*class="[^"]*js-only"[^>]*src="\/images\/menu\/garlic-bread.svg"/);
    // Dillo loses the first word of text that follows the picture inline.
    expect(html).toMatch(/<\/picture><div class="[^"]+">Garlic Bread <span[^>]*>£4.95<\/span> <button/);
  });

  it("in the upsell dialog's rows preloads nothing", () => {
    const html = render(createElement(UpsellList, { items: [garlicBread, cola], currencySymbol: "£", then: "checkout" }));
    expect(html).not.toContain('rel="preload"');
    expect(html).toContain(`name="intent:upsell?itemId=cola&amp;then=checkout"`);
  });

  it("show each basket's own suggestions, prices and currency", () => {
    expect(strip([cola])).not.toContain("Garlic Bread");
    expect(strip([garlicBread, { ...cola, priceMinor: 325 }])).toContain("£3.25");
    expect(strip([garlicBread, cola], "€")).toContain("€4.95");
    expect(strip([])).toBe("");
  });
});
