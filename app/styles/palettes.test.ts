import { describe, expect, it } from "vitest";
import { contrast } from "./contrast";
import { FOCUS, ieColors, SURFACES, ukColors } from "./palettes";

describe("contrast", () => {
  it("follows WCAG's formula", () => {
    expect(contrast("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrast("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
    expect(contrast("#ffffff", "#ffffff")).toBe(1);
  });
});

describe.each([
  ["UK", ukColors],
  ["Irish", ieColors],
])("the %s brand's colours", (_, colors) => {
  it("give text 4.5:1 on every light surface and white 4.5:1 on the brand's own", () => {
    for (const surface of ["background", "surface", "surfaceAlt"] as const) {
      expect(contrast(colors.text, colors[surface]), surface).toBeGreaterThanOrEqual(4.5);
      expect(contrast(colors.textMuted, colors[surface]), surface).toBeGreaterThanOrEqual(4.5);
    }
    for (const surface of ["brand", "brandStrong", "accent", "success"] as const) {
      expect(contrast(colors.onBrand, colors[surface]), surface).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("make the focus indicator stand out by 3:1 on every surface it can sit on", () => {
    for (const surface of SURFACES) {
      const best = Math.max(contrast(colors.focus, colors[surface]), contrast(colors.focusHalo, colors[surface]));
      expect(best, `focus indicator on ${surface}`).toBeGreaterThanOrEqual(3);
    }
  });
});

it("the focus indicator's two bands differ by 9:1, so one of them shows on any colour", () => {
  expect(contrast(FOCUS.ring, FOCUS.halo)).toBeGreaterThanOrEqual(9);
});
