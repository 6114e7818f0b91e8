// The API reference page: tables whose cells wrap (nothing scrolls sideways, so the keyboard
// reaches everything), code in monospace.
import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../styles/theme.css";

export const page = style({ paddingBlock: vars.space.lg });

export const operation = style({
  borderTop: `1px solid ${vars.color.border}`,
  paddingBlock: vars.space.md,
});

export const table = style({ borderCollapse: "collapse", width: "100%", fontSize: "0.95rem", marginBlock: vars.space.sm });
globalStyle(`${table} th, ${table} td`, {
  border: `1px solid ${vars.color.border}`,
  padding: vars.space.xs,
  textAlign: "start",
  verticalAlign: "top",
  overflowWrap: "anywhere",
});
globalStyle(`${table} caption`, { textAlign: "start", fontWeight: 700, paddingBlock: vars.space.xs });

export const code = style({ fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace", overflowWrap: "anywhere" });

export const example = style({
  fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
  background: vars.color.surfaceAlt,
  color: vars.color.text,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  whiteSpace: "pre-wrap",
  overflowWrap: "anywhere",
});
