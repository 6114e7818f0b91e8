import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { acceptIncomingBasket, emptyBasketState, numberOfItems } from "./basket/basket";
import { formatMoney } from "./money";
import { safeRedirect } from "./redirect";

describe("formatMoney", () => {
  it("shows two decimals with the brand's symbol", () => {
    expect(formatMoney(0, "£")).toBe("£0.00");
    expect(formatMoney(5, "£")).toBe("£0.05");
    expect(formatMoney(1250, "€")).toBe("€12.50");
    expect(formatMoney(-399, "£")).toBe("-£3.99");
  });
  it("refuses fractions of a minor unit", () => {
    expect(() => formatMoney(1.5, "£")).toThrow(TypeError);
  });
  it("round-trips every whole amount", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (n) => {
        const text = formatMoney(n, "£").slice(1);
        expect(Math.round(Number(text) * 100)).toBe(n);
      }),
    );
  });
});

describe("safeRedirect", () => {
  it.each(["//evil.example", "/\\evil.example", "https://evil.example/", "javascript:alert(1)", "", null, "/a\nb"])("rejects %j", (to) => {
    expect(safeRedirect(to, "/home")).toBe("/home");
  });
  it("keeps our own paths", () => {
    expect(safeRedirect("/collection?q=M1%201AA")).toBe("/collection?q=M1%201AA");
  });
});

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
