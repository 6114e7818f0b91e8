import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatMoney } from "./money";

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
