// The reward screen: one card per reward (257 by 127 at the least, spec 2 §9), its offers as
// toggle buttons, locked rewards beneath.
import { style } from "@vanilla-extract/css";
import { cardFace, cardGrid } from "../../styles/blocks";
import { vars } from "../../styles/theme.css";

export const cards = style({
  ...cardGrid,
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 257px), 1fr))",
});
export const card = style({
  display: "grid",
  gap: vars.space.sm,
  alignContent: "start",
  minHeight: "127px",
  padding: vars.space.md,
  ...cardFace,
});
export const tag = style({
  justifySelf: "start",
  margin: 0,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.onBrand,
  fontSize: "0.8125rem",
  fontWeight: 700,
  letterSpacing: "0.04em",
});
export const title = style({ margin: 0, fontSize: "1.125rem" });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: "0.9375rem" });
export const offers = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.sm });
export const offer = style({
  display: "grid",
  width: "100%",
  gap: vars.space.xs,
  minHeight: vars.size.tap,
  padding: vars.space.sm,
  textAlign: "left",
  font: "inherit",
  color: vars.color.text,
  background: vars.color.surface,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  cursor: "pointer",
  selectors: {
    '&[aria-pressed="true"]': { borderColor: vars.color.accent, background: vars.color.surfaceAlt },
    "&:disabled": { cursor: "not-allowed", color: vars.color.textMuted },
  },
});
export const offerName = style({ fontWeight: 700 });
export const picked = style({ color: vars.color.accent, fontWeight: 700 });
export const actions = style({ display: "flex", gap: vars.space.md, flexWrap: "wrap", alignItems: "center" });
/** A control that reads as a link: the reward detail's trigger with JavaScript. */
export const linkButton = style({
  justifySelf: "start",
  padding: 0,
  minHeight: vars.size.tap,
  font: "inherit",
  color: vars.color.brandStrong,
  textDecoration: "underline",
  background: "none",
  border: 0,
  cursor: "pointer",
});
/** The basket's stacked offers: cards one above the other. */
export const stack = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.sm });
