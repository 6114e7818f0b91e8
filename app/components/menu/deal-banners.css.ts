// Deal banners. Their colours come from /banners.css (one rule per banner, a readable pair);
// everything else, including the CTA, follows the banner's own text colour.
import { style } from "@vanilla-extract/css";
import { cardGrid } from "../../styles/blocks";
import { vars } from "../../styles/theme.css";

export const strip = style({ paddingBlock: vars.space.md });
export const list = style({
  ...cardGrid,
  gridTemplateColumns: "repeat(auto-fit, minmax(16rem, 1fr))",
});
export const banner = style({
  // The brand's surface until /banners.css has its colours (never unreadable meanwhile).
  backgroundColor: vars.color.surfaceAlt,
  color: vars.color.text,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  display: "grid",
  gap: vars.space.xs,
  height: "100%",
  boxSizing: "border-box",
});
export const header = style({ margin: 0, fontSize: "1.25rem", color: "inherit" });
export const body = style({ margin: 0 });
export const cta = style({
  justifySelf: "start",
  display: "inline-flex",
  alignItems: "center",
  minHeight: vars.size.tap,
  fontWeight: 700,
  color: "inherit",
  textDecoration: "underline",
  textUnderlineOffset: "3px",
  selectors: { "&:focus-visible": { outline: "3px solid currentColor", outlineOffset: "2px" } },
});
