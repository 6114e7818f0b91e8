import { describe, expect, it } from "vitest";
import { LINE_QUANTITY_MESSAGES, MAX_LINE_QUANTITY, isLineQuantity, lineQuantityAfter } from "./line-quantity";
import { MAX_LINE_QUANTITY as CUSTOMISE_MAX } from "../menu/customise-model";

describe("the one line quantity rule (1–99)", () => {
  it("is 99, and the customise model uses the same constant", () => {
    expect(MAX_LINE_QUANTITY).toBe(99);
    expect(CUSTOMISE_MAX).toBe(MAX_LINE_QUANTITY);
  });

  it("adds up to 99 and refuses past it, never capping", () => {
    expect(lineQuantityAfter(0, { add: 1 })).toEqual({ ok: true, quantity: 1 });
    expect(lineQuantityAfter(98, { add: 1 })).toEqual({ ok: true, quantity: 99 });
    expect(lineQuantityAfter(0, { add: 99 })).toEqual({ ok: true, quantity: 99 });
    expect(lineQuantityAfter(99, { add: 1 })).toEqual({ ok: false, message: LINE_QUANTITY_MESSAGES.full });
    // An identical line merged: 60 + 60 is refused, not made 99.
    expect(lineQuantityAfter(60, { add: 60 })).toEqual({ ok: false, message: LINE_QUANTITY_MESSAGES.over(60) });
    expect(LINE_QUANTITY_MESSAGES.over(60)).toContain("you can add 39 more");
  });

  it("refuses an amount that is not a whole number from 1 to 99", () => {
    for (const add of [0, -1, 1.5, 100, 140, Number.NaN]) {
      expect(lineQuantityAfter(0, { add })).toEqual({ ok: false, message: LINE_QUANTITY_MESSAGES.amount });
    }
    for (const remove of [0, -2, 100, 2.5]) {
      expect(lineQuantityAfter(5, { remove })).toEqual({ ok: false, message: LINE_QUANTITY_MESSAGES.amount });
    }
    for (const set of [-1, 100, 3.3]) {
      expect(lineQuantityAfter(5, { set })).toEqual({ ok: false, message: LINE_QUANTITY_MESSAGES.amount });
    }
  });

  it("removes exactly what is asked; as many as the line holds, or more, takes the line out", () => {
    expect(lineQuantityAfter(5, { remove: 1 })).toEqual({ ok: true, quantity: 4 });
    expect(lineQuantityAfter(5, { remove: 5 })).toEqual({ ok: true, quantity: 0 });
    expect(lineQuantityAfter(5, { remove: 99 })).toEqual({ ok: true, quantity: 0 });
    // Nothing is trimmed on the way down (the old cap made 105 - 1 into 99).
    expect(lineQuantityAfter(105, { remove: 1 })).toEqual({ ok: true, quantity: 104 });
  });

  it("sets 0 to 99 (0 takes the line out)", () => {
    expect(lineQuantityAfter(5, { set: 0 })).toEqual({ ok: true, quantity: 0 });
    expect(lineQuantityAfter(5, { set: 99 })).toEqual({ ok: true, quantity: 99 });
  });

  it("says which stored quantities keep the rule", () => {
    expect([0, 1, 99, 100, 2.5].map(isLineQuantity)).toEqual([false, true, true, false, false]);
  });
});
