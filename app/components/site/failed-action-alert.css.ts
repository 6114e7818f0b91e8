import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";

/** Over the page, at the top of the screen. */
export const slot = style({ position: "fixed", insetInline: vars.space.md, top: vars.space.md, zIndex: 40, pointerEvents: "none" });
export const alert = style({
  pointerEvents: "auto",
  display: "flex",
  alignItems: "center",
  gap: vars.space.md,
  maxWidth: "36rem",
  margin: "0 auto",
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `2px solid ${vars.color.error}`,
  borderRadius: vars.radius.md,
  background: vars.color.errorBackground,
  color: vars.color.text,
  fontWeight: 700,
  boxShadow: vars.shadow.card,
});
export const close = style({
  minWidth: "44px",
  minHeight: "44px",
  border: 0,
  background: "transparent",
  color: "inherit",
  fontSize: "1.5rem",
  cursor: "pointer",
});
