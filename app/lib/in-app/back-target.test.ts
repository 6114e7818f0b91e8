import { describe, expect, it } from "vitest";
import { backTarget } from "./back-target";

describe("backTarget", () => {
  it("sends the menu back to restaurant selection, with the basket's search term", () => {
    expect(backTarget({ page: "menu", mode: "collection", searchTerm: "W1D 3QU" })).toEqual({
      href: "/collection?q=W1D%203QU",
      place: "restaurants",
    });
    expect(backTarget({ page: "menu", mode: "delivery", searchTerm: null }).href).toBe("/delivery");
  });

  it("sends a product page to the menu, or to the basket when a basket line is edited", () => {
    const from = { page: "product", mode: "collection", menuPath: "/collection/menu/1001" } as const;
    expect(backTarget({ ...from, editing: false })).toEqual({ href: "/collection/menu/1001", place: "menu" });
    expect(backTarget({ ...from, editing: true })).toEqual({ href: "/collection/basket", place: "basket" });
  });

  it("follows spec 2 §2 through the basket, rewards and checkout", () => {
    expect(backTarget({ page: "basket", menuPath: "/delivery/menu/7" }).href).toBe("/delivery/menu/7");
    expect(backTarget({ page: "loyalty", mode: "collection" }).href).toBe("/collection/basket");
    expect(backTarget({ page: "sign-in", mode: "delivery" }).href).toBe("/delivery/basket");
    expect(backTarget({ page: "details", mode: "collection", member: true })).toEqual({ href: "/collection/loyalty", place: "rewards" });
    expect(backTarget({ page: "details", mode: "collection", member: false }).href).toBe("/collection/basket");
    expect(backTarget({ page: "update-details", mode: "collection" }).href).toBe("/collection/checkout/details");
    expect(backTarget({ page: "payment", mode: "delivery" })).toEqual({ href: "/delivery/checkout/details", place: "checkout details" });
  });
});
