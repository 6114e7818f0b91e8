import { describe, expect, it } from "vitest";
import { acceptIncomingBasket, emptyBasketState, numberOfItems } from "./basket";

describe("basket acceptance on the client", () => {
  const stored = { version: 5, key: "a" };
  it("takes a newer or equal version, or a replaced basket, and only when OK", () => {
    expect(acceptIncomingBasket(stored, { status: "OK", basket: { version: 6, key: "a" } })).toBe(true);
    expect(acceptIncomingBasket(stored, { status: "OK", basket: { version: 5, key: "a" } })).toBe(true);
    expect(acceptIncomingBasket(stored, { status: "OK", basket: { version: 4, key: "a" } })).toBe(false);
    expect(acceptIncomingBasket(stored, { status: "OK", basket: { version: 1, key: "b" } })).toBe(true);
    expect(acceptIncomingBasket(stored, { status: "ERROR", basket: { version: 9, key: "a" } })).toBe(false);
    expect(acceptIncomingBasket(null, { status: "OK", basket: { version: 1, key: "a" } })).toBe(true);
  });
  it("counts items and bundles", () => {
    const s = emptyBasketState();
    s.items.push({ id: "margherita", customID: "x", quantity: 2, selections: [] });
    s.bundles.push({ bundleId: "kids", customID: "y", quantity: 1, sections: [] });
    expect(numberOfItems(s)).toBe(3);
  });
});
