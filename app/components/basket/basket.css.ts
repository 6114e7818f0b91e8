import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";

export const page = style({ paddingBlock: vars.space.lg, display: "grid", gap: vars.space.lg, maxWidth: "48rem" });
export const lines = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.md });
export const line = style({
  display: "grid",
  gap: vars.space.sm,
  gridTemplateColumns: "1fr auto",
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});
export const lineName = style({ fontSize: "1.125rem", margin: 0 });
export const details = style({ margin: 0, paddingLeft: vars.space.lg, color: vars.color.textMuted, fontSize: "0.9375rem" });
export const controls = style({ display: "flex", alignItems: "center", gap: vars.space.md, flexWrap: "wrap", gridColumn: "1 / -1" });
export const money = style({ fontWeight: 700, whiteSpace: "nowrap", textAlign: "right" });
export const warning = style({ margin: 0, color: vars.color.error, fontWeight: 700 });
export const totals = style({ display: "grid", gap: vars.space.xs, margin: 0 });
export const totalRow = style({ display: "flex", justifyContent: "space-between", gap: vars.space.md });
export const total = style({ fontWeight: 700, fontSize: "1.25rem" });
export const notice = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
  border: `1px solid ${vars.color.border}`,
  margin: 0,
});
/** A notice of a few paragraphs (a message, then the way on). */
export const noticeParts = style([notice, { display: "grid", gap: vars.space.xs }]);
globalStyle(`${noticeParts} > p`, { margin: 0 });
export const voucherForm = style({ display: "flex", gap: vars.space.sm, alignItems: "flex-end", flexWrap: "wrap" });
export const voucherInput = style({
  minHeight: vars.size.tap,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  textTransform: "uppercase",
});
export const voucherError = style({
  display: "flex",
  gap: vars.space.sm,
  alignItems: "center",
  color: vars.color.error,
  fontWeight: 700,
  margin: 0,
});
export const applied = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.sm });
/** A suggestion's card, in the strip and in the upsell dialog. */
const cardLook = { border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, background: vars.color.surface };
export const appliedRow = style({
  display: "flex",
  justifyContent: "space-between",
  alignItems: "center",
  gap: vars.space.md,
  flexWrap: "wrap",
});
export const upsells = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.sm,
  gridTemplateColumns: "repeat(auto-fill, minmax(9.5rem, 1fr))",
});
export const upsell = style({
  display: "grid",
  gap: vars.space.xs,
  justifyItems: "start",
  padding: vars.space.sm,
  ...cardLook,
});
export const upsellRow = style({
  display: "grid",
  gridTemplateColumns: "4rem 1fr auto",
  alignItems: "center",
  gap: vars.space.sm,
  padding: vars.space.xs,
  ...cardLook,
  // Without JavaScript a suggestion has no picture (app/components/ui/dish-picture.tsx).
  "@media": { "(scripting: none)": { gridTemplateColumns: "1fr auto" } },
});
export const upsellText = style({ margin: 0, display: "grid" });
/** A suggestion's words and button: grid items of its card, in one block where `contents` is unknown. */
export const upsellWords = style({ display: "contents" });
export const upsellImage = style({ width: "100%", height: "auto", borderRadius: vars.radius.sm, background: vars.color.surfaceAlt });
export const summaryLine = style({ display: "flex", justifyContent: "space-between", gap: vars.space.md });
export const summaryName = style({ display: "block", fontWeight: 700 });
export const summaryDetails = style({ display: "block", color: vars.color.textMuted, fontSize: "0.9375rem" });
/** A quantity button's own form: laid out as if the button sat in the stepper directly. */
export const stepForm = style({ display: "contents" });
/** What a form post changed, said next to the line (without JavaScript). */
export const lineStatus = style({ margin: 0, fontWeight: 700 });

/**
 * 'Checkout' on a small screen: held at the bottom of the screen while the lines, suggestions and
 * vouchers scroll under it, so it is on the first screen however long the basket (decision 035);
 * in its place after the totals once they are reached, and on wider screens.
 */
export const checkoutBar = style({
  margin: 0,
  "@media": {
    "screen and (max-width: 555px)": {
      position: "sticky",
      bottom: 0,
      zIndex: 5,
      marginInline: `calc(-1 * ${vars.space.md})`,
      padding: `${vars.space.sm} ${vars.space.md}`,
      background: vars.color.background,
      borderTop: `1px solid ${vars.color.border}`,
    },
  },
});
globalStyle(`${checkoutBar} > a`, {
  "@media": { "screen and (max-width: 555px)": { display: "flex", justifyContent: "center", width: "100%" } },
});
// What the keyboard moves to is scrolled clear of the bar, never under it (WCAG 2.4.11).
globalStyle(`html:has(${checkoutBar})`, {
  "@media": { "screen and (max-width: 555px)": { scrollPaddingBottom: "5rem" } },
});
