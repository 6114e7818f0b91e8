import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  applyIntent,
  decodeConfiguration,
  encodeConfiguration,
  initialConfiguration,
  parseConfiguration,
  type Configuration,
} from "./customise";
import { menuItem } from "./menu.fixtures";

const margherita = menuItem("margherita");
const halfAndHalf = menuItem("half-and-half");
const base = { groupId: "margherita-base", optionId: "base-thin", quantity: 1 };
const post = (selections: unknown[], extra: Record<string, unknown> = {}) => ({ itemId: "margherita", quantity: 1, selections, ...extra });

describe("parseConfiguration", () => {
  it("accepts what the screen produces, with numbers as strings, and puts entries in display order", () => {
    const parsed = parseConfiguration(
      margherita,
      post(
        [
          { groupId: "margherita-customise", optionId: "inc-basil", quantity: "-1" },
          { groupId: "margherita-toppings", optionId: "extra-ham", quantity: "2" },
          { ...base, quantity: "1" },
        ],
        { quantity: "3" },
      ),
    );
    expect(parsed).toEqual({
      itemId: "margherita",
      quantity: 3,
      selections: [
        base,
        { groupId: "margherita-toppings", optionId: "extra-ham", quantity: 2 },
        { groupId: "margherita-customise", optionId: "inc-basil", quantity: -1 },
      ],
    });
  });
  it("ignores prices and zero quantities in the post", () => {
    const parsed = parseConfiguration(
      margherita,
      post(
        [
          { ...base, costMinor: 0 },
          { groupId: "margherita-toppings", optionId: "extra-ham", quantity: 0 },
        ],
        { priceMinor: 1 },
      ),
    );
    expect(parsed).toEqual({ itemId: "margherita", quantity: 1, selections: [base] });
  });
  it.each<[string, unknown]>([
    ["not an object", "margherita"],
    ["a wrong item", { ...post([base]), itemId: "pepperoni-classic" }],
    ["a line quantity of 0", post([base], { quantity: 0 })],
    ["a line quantity over 99", post([base], { quantity: 100 })],
    ["a fractional quantity", post([{ ...base, quantity: "1.5" }])],
    ["no selections array", { itemId: "margherita", quantity: 1 }],
    ["an unknown group", post([{ groupId: "nope", optionId: "base-thin", quantity: 1 }])],
    ["an option of another group", post([{ groupId: "margherita-base", optionId: "extra-ham", quantity: 1 }])],
    ["a duplicated entry", post([base, base])],
    ["two choices in a single-choice group", post([base, { ...base, optionId: "base-classic" }])],
    ["an exclusion of a non-included option", post([{ groupId: "margherita-toppings", optionId: "extra-ham", quantity: -1 }])],
    ["an included option with a positive quantity", post([{ groupId: "margherita-customise", optionId: "inc-basil", quantity: 1 }])],
    ["a free extra over 3", post([{ groupId: "margherita-toppings", optionId: "extra-rocket", quantity: 4 }])],
    ["a group over its max", post([{ groupId: "margherita-toppings", optionId: "extra-ham", quantity: 9 }])],
    ["a malformed entry", post([null])],
  ])("refuses %s", (_, untrusted) => {
    expect(parseConfiguration(margherita, untrusted)).toBeNull();
  });
  it("refuses an entry in a nested group whose parent is not chosen", () => {
    const nested = { groupId: "half-and-half-left-margherita-toppings", optionId: "left-margherita-mozzarella", quantity: 1 };
    expect(parseConfiguration(halfAndHalf, { itemId: "half-and-half", quantity: 1, selections: [nested] })).toBeNull();
    const withParent = [{ groupId: "half-and-half-left", optionId: "left-margherita", quantity: 1 }, nested];
    expect(parseConfiguration(halfAndHalf, { itemId: "half-and-half", quantity: 1, selections: withParent })).not.toBeNull();
    const otherHalf = [{ groupId: "half-and-half-left", optionId: "left-pepperoni-classic", quantity: 1 }, nested];
    expect(parseConfiguration(halfAndHalf, { itemId: "half-and-half", quantity: 1, selections: otherHalf })).toBeNull();
  });
  it("never throws, whatever arrives", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        parseConfiguration(halfAndHalf, value);
        parseConfiguration(margherita, { itemId: "margherita", quantity: 1, selections: Array.isArray(value) ? value : [value] });
      }),
    );
  });
});

describe("encodeConfiguration / decodeConfiguration", () => {
  it("round-trips through a URL-safe string", () => {
    const c: Configuration = applyIntent(margherita, initialConfiguration(margherita), {
      type: "toggle-exclusion",
      groupId: "margherita-customise",
      optionId: "inc-basil",
    });
    const text = encodeConfiguration(c);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeConfiguration(text)).toEqual(c);
    expect(parseConfiguration(margherita, decodeConfiguration(text))).toEqual(c);
  });
  it("keeps any Unicode in ids", () => {
    const c: Configuration = { itemId: "café-ü", quantity: 2, selections: [{ groupId: "g€", optionId: "ö", quantity: 1 }] };
    expect(decodeConfiguration(encodeConfiguration(c))).toEqual(c);
  });
  it("returns null for garbage and never throws", () => {
    expect(decodeConfiguration("")).toBeNull();
    expect(decodeConfiguration("not base64!")).toBeNull();
    expect(decodeConfiguration("e30")).toBeNull(); // {}
    fc.assert(fc.property(fc.string(), (s) => void decodeConfiguration(s)));
  });
});
