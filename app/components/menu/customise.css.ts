import { globalStyle, style } from "@vanilla-extract/css";
import { bottomBar, bottomBarRow, outlinedPill } from "../../styles/blocks";
import { vars } from "../../styles/theme.css";

export const page = style({ display: "grid", gap: vars.space.md });
/** The sections of choices, kept together, spaced as the page. */
export const sections = style({ display: "grid", gap: vars.space.md });
export const head = style({ display: "grid", gap: vars.space.sm, gridTemplateColumns: "minmax(0, 1fr)", paddingTop: vars.space.lg });
export const image = style({ width: "min(100%, 22rem)", height: "auto", borderRadius: vars.radius.lg, background: vars.color.surfaceAlt });
export const group = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.md,
  background: vars.color.surface,
  scrollMarginTop: "1rem",
});
export const groupError = style({ borderColor: vars.color.error, borderWidth: "2px", background: vars.color.errorBackground });
export const groupHead = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  alignItems: "baseline",
  justifyContent: "space-between",
});
export const groupTitle = style({ fontSize: "1.125rem", margin: 0 });
export const required = style({
  fontSize: "0.8125rem",
  fontWeight: 700,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
});
export const requiredError = style({ borderColor: vars.color.error, color: vars.color.error });
export const options = style({ listStyle: "none", margin: `${vars.space.sm} 0 0`, padding: 0, display: "grid", gap: vars.space.xs });
/**
 * An option's row: its name and cost, then its − quantity + (the stepper's parts, no wrapper of
 * their own); or an included ingredient's name, the row's own text, and its one button, which goes
 * to the row's end.
 */
export const option = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.xs,
  minHeight: vars.size.tap,
});
/** The name with its cost, one box: on a narrow phone the cost wraps under the name. */
export const optionName = style({ flex: "1 1 auto", marginRight: vars.space.xs });
globalStyle(`${option} > button:only-of-type`, { marginLeft: "auto" });
export const choice = style({
  width: "100%",
  display: "flex",
  justifyContent: "space-between",
  gap: vars.space.sm,
  minHeight: vars.size.tap,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  textAlign: "left",
  cursor: "pointer",
  selectors: {
    "&[aria-pressed='true']": { borderColor: vars.color.brand, borderWidth: "2px", fontWeight: 700, background: vars.color.surfaceAlt },
  },
});
/** A choice as wide as its words (a class: the Content-Security-Policy blocks style attributes). */
export const choiceFit = style([choice, { width: "auto" }]);
export const stepper = style({ display: "inline-flex", alignItems: "center", gap: vars.space.xs });
/**
 * A − or + button. It shows its sign; its words ("Add Mozzarella") are in it too, visually hidden,
 * for screen readers and page translators (`StepWords`). An engine that cannot hide them (Dillo)
 * shows both, so the button is never blank.
 */
export const stepButton = style({
  ...outlinedPill,
  position: "relative",
  flex: "none",
  width: vars.size.tap,
  padding: 0,
  fontSize: "1.125rem",
  selectors: { "&:disabled": { opacity: 0.45, cursor: "not-allowed" } },
});
/**
 * The quantity between − and +: the number shows, and "Quantity" before it is visually hidden, so
 * it reads "Quantity 2" (`StepQuantity`). Plain text, which every engine draws.
 */
export const qty = style({ display: "inline-block", flex: "none", minWidth: "2.5ch", textAlign: "center", fontWeight: 700 });
export const message = style({ margin: `${vars.space.sm} 0 0`, color: vars.color.error, fontWeight: 700 });
export const resets = style({ display: "flex", gap: vars.space.sm, flexWrap: "wrap" });
export const sticky = style({ ...bottomBar, background: vars.color.surface, borderTop: `1px solid ${vars.color.border}` });
// The page reserves the add bar's room, so neither the end of the page nor a focused choice is
// ever hidden under it (WCAG 2.4.11). On a narrow phone the quantity and the add button wrap onto
// two rows.
globalStyle(`html:has(${sticky})`, {
  scrollPaddingBottom: "calc(6rem + var(--app-inset-bottom, 0px))",
  "@media": { "screen and (max-width: 400px)": { scrollPaddingBottom: "calc(10rem + var(--app-inset-bottom, 0px))" } },
});
globalStyle(`body:has(${sticky})`, {
  paddingBottom: "calc(5.5rem + var(--app-inset-bottom, 0px))",
  "@media": { "screen and (max-width: 400px)": { paddingBottom: "calc(9.5rem + var(--app-inset-bottom, 0px))" } },
});
export const stickyInner = style({ ...bottomBarRow, flexWrap: "wrap" });
/** The quantity limit, said under the bar's stepper while the quantity is at it. */
export const limitNote = style({ flexBasis: "100%", margin: 0, fontWeight: 700 });
export const cost = style({ color: vars.color.textMuted, whiteSpace: "nowrap" });
