import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";

export const layout = style({ display: "flex", flexWrap: "wrap", gap: vars.space.lg, alignItems: "flex-start" });
export const phone = style({
  width: "375px",
  height: "740px",
  border: `12px solid ${vars.color.text}`,
  borderRadius: "32px",
  background: vars.color.surface,
  flex: "0 0 auto",
});
export const panel = style({ flex: "1 1 20rem", minWidth: 0 });
export const fieldset = style({ border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.lg, marginBottom: vars.space.md });
export const row = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "flex-end", marginBottom: vars.space.sm });
export const number = style({ width: "6rem", minHeight: vars.size.tap });
export const log = style({
  maxHeight: "24rem",
  overflow: "auto",
  fontFamily: "monospace",
  fontSize: "0.875rem",
  paddingLeft: vars.space.lg,
});
