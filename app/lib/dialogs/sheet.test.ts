import { describe, expect, it } from "vitest";
import { dragDismisses } from "./sheet";

describe("dragDismisses", () => {
  it("closes a short sheet past 30 % of its height", () => {
    expect(dragDismisses(119, 400)).toBe(false);
    expect(dragDismisses(120, 400)).toBe(true);
  });
  it("closes a tall sheet past 200 px, though that is less than 30 % of it", () => {
    expect(dragDismisses(199, 800)).toBe(false);
    expect(dragDismisses(200, 800)).toBe(true);
  });
  it("never closes on no drag, or a drag upwards", () => {
    expect(dragDismisses(0, 100)).toBe(false);
    expect(dragDismisses(-50, 100)).toBe(false);
    expect(dragDismisses(Number.NaN, 100)).toBe(false);
  });
});
