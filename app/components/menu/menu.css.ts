import { globalStyle, style } from "@vanilla-extract/css";
import { bottomBar, bottomBarRow, cardFace, cardGrid, floatingPill } from "../../styles/blocks";
import { vars } from "../../styles/theme.css";

export const intro = style({ paddingBlock: vars.space.lg, display: "grid", gap: vars.space.sm });
export const introLinks = style({ display: "flex", flexWrap: "wrap", gap: vars.space.lg, alignItems: "center", margin: 0 });
export const tabs = style({
  position: "sticky",
  top: 0,
  zIndex: 10,
  background: vars.color.background,
  borderBottom: `1px solid ${vars.color.border}`,
  overflowX: "auto",
  "@media": {
    // Tablets: the tabs sit at the bottom, above the basket banner, within thumb reach.
    "screen and (min-width: 768px) and (max-width: 1024px)": {
      position: "fixed",
      top: "auto",
      bottom: "4.5rem",
      left: 0,
      right: 0,
      borderTop: `1px solid ${vars.color.border}`,
      borderBottom: "none",
    },
  },
});
export const tabList = style({
  display: "flex",
  gap: vars.space.xs,
  listStyle: "none",
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
});
export const tab = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: vars.size.tap,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.pill,
  whiteSpace: "nowrap",
  textDecoration: "none",
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  selectors: { "&[aria-current='true']": { background: vars.color.brand, color: vars.color.onBrand, borderColor: vars.color.brand } },
});
export const subTabs = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  listStyle: "none",
  margin: `0 0 ${vars.space.md}`,
  padding: 0,
});
export const subTab = style({ display: "inline-flex", alignItems: "center", minHeight: "32px", fontWeight: 700 });
export const category = style({ paddingTop: vars.space.xl, scrollMarginTop: "4rem" });
export const subCategory = style({ paddingTop: vars.space.md, scrollMarginTop: "4rem" });
export const subDescription = style({ color: vars.color.textMuted, marginTop: 0 });
export const grid = style({
  ...cardGrid,
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 17rem), 1fr))",
});
export const card = style({
  height: "100%",
  display: "grid",
  gridTemplateRows: "auto 1fr auto",
  ...cardFace,
  overflow: "hidden",
  scrollMarginTop: "5rem",
  // Without JavaScript a card has no picture (app/components/ui/dish-picture.tsx).
  "@media": { "(scripting: none)": { gridTemplateRows: "1fr auto" } },
});
export const cardImage = style({
  display: "block",
  width: "100%",
  height: "auto",
  aspectRatio: "4 / 3",
  objectFit: "cover",
  background: vars.color.surfaceAlt,
});
export const cardBody = style({ padding: vars.space.md, display: "grid", gap: vars.space.xs, alignContent: "start" });
export const cardTitle = style({ fontSize: "1.125rem", margin: 0 });
export const cardText = style({ margin: 0, color: vars.color.textMuted, fontSize: "0.9375rem" });
export const price = style({ fontWeight: 700, margin: 0 });
export const chips = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xs, listStyle: "none", margin: 0, padding: 0 });
export const chip = style({
  fontSize: "0.8125rem",
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceAlt,
  color: vars.color.text,
});
export const actions = style({ display: "flex", gap: vars.space.sm, padding: vars.space.md, paddingTop: 0, flexWrap: "wrap" });
export const banner = style({ ...bottomBar, background: vars.color.brandStrong, color: vars.color.onBrand });
// The page reserves the fixed bars' room, so a focused control is never hidden under them (WCAG
// 2.4.11): the browser scrolls focus clear of the sticky tabs at the top and the basket bar below.
globalStyle(`html:has(${banner})`, {
  scrollPaddingTop: "4rem",
  scrollPaddingBottom: "calc(5.5rem + var(--app-inset-bottom, 0px))",
  "@media": {
    // Tablets: the tabs sit above the basket bar.
    "screen and (min-width: 768px) and (max-width: 1024px)": {
      scrollPaddingTop: "1rem",
      scrollPaddingBottom: "calc(9rem + var(--app-inset-bottom, 0px))",
    },
  },
});
globalStyle(`body:has(${banner})`, {
  paddingBottom: "calc(5rem + var(--app-inset-bottom, 0px))",
  "@media": { "screen and (min-width: 768px) and (max-width: 1024px)": { paddingBottom: "calc(8rem + var(--app-inset-bottom, 0px))" } },
});
export const bannerInner = style(bottomBarRow);
export const bannerText = style({ margin: 0, fontWeight: 700 });
export const bannerButton = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: vars.size.tap,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.brandStrong,
  fontWeight: 700,
  textDecoration: "none",
});
export const notice = style({
  ...floatingPill,
  left: "50%",
  transform: "translateX(-50%)",
  bottom: "5.5rem",
  zIndex: 30,
  gap: vars.space.md,
  background: vars.color.success,
  color: vars.color.onBrand,
  selectors: { "&:empty": { display: "none" } },
});
export const noticeClose = style({
  minWidth: "32px",
  minHeight: "32px",
  border: "none",
  background: "transparent",
  color: "inherit",
  fontSize: "1.25rem",
  cursor: "pointer",
});
export const filterButton = style({ justifySelf: "start" });
export const fieldset = style({ border: "none", padding: 0, margin: `0 0 ${vars.space.md}` });
export const legend = style({ fontWeight: 700, marginBottom: vars.space.sm });
export const checkRow = style({ display: "flex", alignItems: "center", gap: vars.space.sm, minHeight: "32px" });
export const checkGrid = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(11rem, 1fr))",
  gap: `0 ${vars.space.md}`,
});
export const empty = style({ paddingBlock: vars.space.xl, fontWeight: 700 });
