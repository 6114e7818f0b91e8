import { describe, expect, it } from "vitest";
import { pageAddress } from "./change-postcode.server";

describe("the address 'Change postcode' comes back to", () => {
  it("is the page's own, with the page's other query and the dialog's state set to changed", () => {
    expect(pageAddress(new Request("http://x/delivery/menu/1002?diet=Vegan&postcode=change"), "changed")).toBe(
      "/delivery/menu/1002?diet=Vegan&postcode=changed",
    );
  });
  it("is never the page's .data twin, nor carries the router's query", () => {
    expect(pageAddress(new Request("http://x/delivery/basket.data?postcode=change&_routes=routes%2Fbasket"), "changed")).toBe(
      "/delivery/basket?postcode=changed",
    );
    expect(pageAddress(new Request("http://x/delivery/checkout/details.data?index&postcode=change"))).toBe("/delivery/checkout/details");
  });
});
