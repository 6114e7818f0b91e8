// Design tokens. One contract, one theme per brand; components only use `vars`.
import { createTheme, createThemeContract } from "@vanilla-extract/css";

export const vars = createThemeContract({
  color: {
    brand: null,
    brandStrong: null,
    onBrand: null,
    accent: null,
    text: null,
    textMuted: null,
    background: null,
    surface: null,
    surfaceAlt: null,
    border: null,
    focus: null,
    error: null,
    errorBackground: null,
    success: null,
  },
  font: { body: null, heading: null },
  space: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  radius: { sm: null, md: null, lg: null, pill: null },
  shadow: { card: null, sheet: null },
  size: { content: null, tap: null },
});

const shared = {
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    heading: 'Georgia, "Times New Roman", serif',
  },
  space: { xs: "0.25rem", sm: "0.5rem", md: "1rem", lg: "1.5rem", xl: "2rem", xxl: "3rem" },
  radius: { sm: "4px", md: "8px", lg: "16px", pill: "999px" },
  shadow: { card: "0 1px 3px rgba(0,0,0,.12), 0 1px 2px rgba(0,0,0,.08)", sheet: "0 -4px 24px rgba(0,0,0,.2)" },
  size: { content: "72rem", tap: "44px" },
};

// Colours are chosen for WCAG AA contrast: text on background ≥ 4.5:1, brand buttons with white text ≥ 4.5:1.
export const ukTheme = createTheme(vars, {
  color: {
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
    focus: "#1a56c4",
    error: "#b00020",
    errorBackground: "#fdecee",
    success: "#1f6e3a",
  },
  ...shared,
});

export const ieTheme = createTheme(vars, {
  color: {
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
    focus: "#1a56c4",
    error: "#b00020",
    errorBackground: "#fdecee",
    success: "#1f6e3a",
  },
  ...shared,
});

export const themes = { uk: ukTheme, ie: ieTheme } as const;
