// Design tokens. One contract, one theme per brand; components only use `vars`.
import { createTheme, createThemeContract } from "@vanilla-extract/css";
import { ieColors, ukColors } from "./palettes";

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
    focusHalo: null,
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

// The colours and their contrast rules are in palettes.ts.
const ukTheme = createTheme(vars, {
  color: ukColors,
  ...shared,
});

const ieTheme = createTheme(vars, {
  color: ieColors,
  ...shared,
});

export const themes = { uk: ukTheme, ie: ieTheme } as const;
