import { style } from "@vanilla-extract/css";

// A class, not a style attribute: the Content-Security-Policy allows no inline styles.
export const icon = style({ flex: "0 0 auto" });
