import { describe, expect, it } from "vitest";
import { decoded, encoded, encodedAnswer, type Encoded } from "./encoded-json";

describe("encoded JSON", () => {
  it("is the value's JSON text, made once per value", () => {
    const item = { id: "margherita", groups: [{ id: "base", options: [{ id: "classic", costMinor: 0 }] }] };
    const text = encoded(item);
    expect(JSON.parse(text)).toEqual(item);
    expect(encoded(item)).toBe(text);
    // The server reads back the value it was made from.
    expect(decoded(text)).toBe(item);
  });

  it("reads a text that came over the wire as its value, parsed once", () => {
    const wire = JSON.stringify({ id: "garlic-bread", name: "Garlic Bread" }) as Encoded<{ id: string; name: string }>;
    const value = decoded(wire);
    expect(value).toEqual({ id: "garlic-bread", name: "Garlic Bread" });
    // The same text (a new string, as a later page would carry): the same value, so a page's memos hold.
    expect(decoded(`${wire}`.slice(0) as typeof wire)).toBe(value);
  });
});

describe("encoded JSON made for one answer", () => {
  it("is made on each call, and the render after the loader reads back the value it was made from", () => {
    const basket = { lines: [{ id: "margherita", quantity: 1 }], totalMinor: 1095 };
    const text = encodedAnswer(basket);
    expect(JSON.parse(text)).toEqual(basket);
    expect(decoded(text)).toBe(basket);
    // A changed value makes a new text (nothing is kept per value).
    basket.totalMinor = 2190;
    const later = encodedAnswer(basket);
    expect(JSON.parse(later)).toEqual({ lines: [{ id: "margherita", quantity: 1 }], totalMinor: 2190 });
  });

  it("keeps only the most recent answers' values: an older text is parsed again", () => {
    const first = { id: "first" };
    const text = encodedAnswer(first);
    for (let i = 0; i < 100; i++) encodedAnswer({ id: `later-${i}` });
    const value = decoded(text);
    expect(value).toEqual(first);
    expect(value).not.toBe(first);
  });
});
