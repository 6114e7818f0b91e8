import { describe, expect, it } from "vitest";
import { decoded, encoded, type Encoded } from "./encoded-json";

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
