// The brands' colours, as plain values: the themes (theme.css.ts) are made from them, and the unit
// tests check their contrast (palettes.test.ts). Text on background ≥ 4.5:1, brand buttons with
// white text ≥ 4.5:1, and the focus indicator ≥ 3:1 against every surface it can sit on.

/**
 * The focus indicator has two bands: a dark ring and a light halo between it and the element
 * (WCAG technique C40). The two differ by more than 9:1, so on any surface, light or dark, one of
 * them stands out by at least 3:1.
 */
export const FOCUS = { ring: "#0a2a66", halo: "#ffffff" } as const;

export const ukColors = {
  brand: "#b3261e",
  brandStrong: "#8c1d17",
  onBrand: "#ffffff",
  accent: "#1f5c3a",
  text: "#1d1b1a",
  textMuted: "#595350",
  background: "#fffaf5",
  surface: "#ffffff",
  surfaceAlt: "#f6ece2",
  border: "#8a817c",
  focus: FOCUS.ring,
  focusHalo: FOCUS.halo,
  error: "#b00020",
  errorBackground: "#fdecee",
  success: "#1f6e3a",
};

export const ieColors = {
  brand: "#14532d",
  brandStrong: "#0d3b20",
  onBrand: "#ffffff",
  accent: "#9a3412",
  text: "#1a1c1a",
  textMuted: "#535a55",
  background: "#f7faf7",
  surface: "#ffffff",
  surfaceAlt: "#e8f1ea",
  border: "#7d867f",
  focus: FOCUS.ring,
  focusHalo: FOCUS.halo,
  error: "#b00020",
  errorBackground: "#fdecee",
  success: "#1f6e3a",
};

export type Palette = typeof ukColors;

/** Every colour a focusable element or its focus ring can sit on. */
export const SURFACES = [
  "background",
  "surface",
  "surfaceAlt",
  "brand",
  "brandStrong",
  "accent",
  "success",
  "errorBackground",
] as const satisfies readonly (keyof Palette)[];

/**
 * Colours for engines without custom properties (NetSurf), written before the theme's variable in
 * the few places where the variable's absence would leave text unreadable (the hero's white text
 * on its dark picture): the same for both brands.
 */
export const PLAIN = { onBrand: "#ffffff", brandStrong: "#3b2a24", text: "#1d1b1a", surface: "#ffffff" } as const;
