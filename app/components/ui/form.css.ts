// Account, checkout and payment forms: one column of labelled fields with their messages.
import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";

export const page = style({ paddingBlock: vars.space.lg, display: "grid", gap: vars.space.lg, maxWidth: "36rem" });
export const form = style({ display: "grid", gap: vars.space.md });
export const field = style({ display: "grid", gap: vars.space.xs });
export const label = style({ fontWeight: 700 });
export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: "0.9375rem" });
export const input = style({
  minHeight: vars.size.tap,
  padding: `0 ${vars.space.sm}`,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  font: "inherit",
  background: vars.color.surface,
  color: vars.color.text,
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.error, background: vars.color.errorBackground } },
});
export const error = style({ margin: 0, color: vars.color.error, fontWeight: 700 });
export const check = style({ display: "flex", gap: vars.space.sm, alignItems: "center" });
export const actions = style({ display: "flex", gap: vars.space.md, flexWrap: "wrap", alignItems: "center" });
export const panel = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  display: "grid",
  gap: vars.space.md,
});
/** A message box above or within a form; each kind has its own colours. */
const messageBox = { margin: 0, padding: vars.space.md, borderRadius: vars.radius.md };
export const alert = style({
  ...messageBox,
  border: `2px solid ${vars.color.error}`,
  background: vars.color.errorBackground,
  color: vars.color.text,
});
export const success = style({ ...messageBox, border: `2px solid ${vars.color.brand}`, background: vars.color.surface });
/** The honeypot: out of sight and out of the tab order; people never fill it. */
export const trap = style({ position: "absolute", left: "-10000px", width: "1px", height: "1px", overflow: "hidden" });

/** The error summary (app/components/ui/error-summary.tsx): the GOV.UK pattern, in the alert's colours. */
export const errorSummary = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `3px solid ${vars.color.error}`,
  background: vars.color.errorBackground,
  color: vars.color.text,
});
export const errorSummaryTitle = style({ margin: `0 0 ${vars.space.sm}` });
export const errorSummaryList = style({ margin: 0, paddingLeft: vars.space.lg, display: "grid", gap: vars.space.xs });
