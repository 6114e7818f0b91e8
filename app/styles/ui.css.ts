// Shared building blocks: buttons, layout container, visually-hidden text.
import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "./theme.css";

export const container = style({
  width: "100%",
  maxWidth: vars.size.content,
  marginInline: "auto",
  paddingInline: vars.space.md,
});

export const visuallyHidden = style({
  position: "absolute",
  width: "1px",
  height: "1px",
  padding: 0,
  margin: "-1px",
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
  border: 0,
});

/**
 * Words for browsers that show no styles (text browsers): what a graphical browser shows by style,
 * such as the chosen option, in text. Hidden wherever the stylesheet applies, screen readers
 * included (the control's own state, `aria-pressed`, tells them).
 */
export const textBrowsersOnly = style({ display: "none" });

const buttonBase = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.sm,
  minHeight: vars.size.tap,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.pill,
  border: "2px solid transparent",
  fontWeight: 700,
  textDecoration: "none",
  cursor: "pointer",
  selectors: { "&:disabled, &[aria-disabled='true']": { opacity: 0.55, cursor: "not-allowed" } },
});

export const button = styleVariants({
  primary: [
    buttonBase,
    {
      background: vars.color.brand,
      color: vars.color.onBrand,
      selectors: { "&:hover:not(:disabled)": { background: vars.color.brandStrong } },
    },
  ],
  secondary: [buttonBase, { background: vars.color.surface, color: vars.color.brandStrong, borderColor: vars.color.brandStrong }],
  quiet: [buttonBase, { background: "transparent", color: vars.color.brandStrong, paddingInline: vars.space.sm }],
});

export const skipLink = style({
  position: "absolute",
  left: vars.space.sm,
  top: "-100px",
  zIndex: 100,
  background: vars.color.surface,
  color: vars.color.text,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  selectors: { "&:focus": { top: vars.space.sm } },
});
