import { style } from "@vanilla-extract/css";
import { outlinedPill } from "../../styles/blocks";
import { vars } from "../../styles/theme.css";

export const header = style({ background: vars.color.surface, borderBottom: `1px solid ${vars.color.border}` });
export const headerInner = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
  minHeight: "56px",
});
export const logoLink = style({ display: "inline-flex", alignItems: "center", minHeight: vars.size.tap });
export const logo = style({ height: "36px", width: "auto" });
export const basketLink = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.sm,
  minHeight: vars.size.tap,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: 700,
  textDecoration: "none",
});
export const footer = style({
  marginTop: vars.space.xxl,
  paddingBlock: vars.space.xl,
  background: vars.color.surfaceAlt,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: "0.9375rem",
});
export const footerNav = style({ display: "flex", flexWrap: "wrap", gap: vars.space.lg, marginBottom: vars.space.lg });
export const footerList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexWrap: "wrap",
  gap: `${vars.space.sm} ${vars.space.md}`,
});
export const footerHeading = style({ fontSize: "1rem", margin: `0 0 ${vars.space.sm}` });
export const footerLink = style({ display: "inline-flex", alignItems: "center", minHeight: vars.size.tap, color: vars.color.text });
export const copyright = style({ color: vars.color.textMuted, margin: 0 });
// In the page flow at the top: it never covers the sticky basket and add-to-basket bars.
export const cookieBanner = style({
  background: vars.color.surface,
  borderBottom: `2px solid ${vars.color.brand}`,
  paddingBlock: vars.space.md,
});
export const cookieInner = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
});
export const cookieText = style({ margin: 0, flex: "1 1 20rem" });
export const cookieActions = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.sm });
export const account = style({ display: "inline-flex", alignItems: "center", gap: vars.space.sm });
export const logout = style({ ...outlinedPill, paddingInline: vars.space.md });
export const closeApp = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  minHeight: vars.size.tap,
  paddingInline: vars.space.sm,
  color: vars.color.text,
  fontWeight: 700,
  textDecoration: "none",
});
