import { style } from "@vanilla-extract/css";
import { cardFace, cardGrid } from "../../styles/blocks";
import { vars } from "../../styles/theme.css";

export const fieldRow = style({ display: "flex", gap: vars.space.sm, alignItems: "stretch" });
/** The search form's button: a magnifying glass and the word, which an engine that draws no inline SVG (NetSurf) still shows. */
export const searchButton = style({
  flex: "0 0 auto",
  minWidth: vars.size.tap,
  minHeight: vars.size.tap,
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.xs,
  paddingInline: vars.space.md,
  border: "none",
  borderRadius: vars.radius.md,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: 700,
  cursor: "pointer",
});
export const error = style({
  display: "flex",
  gap: vars.space.sm,
  alignItems: "flex-start",
  margin: 0,
  color: vars.color.error,
  fontWeight: 700,
});
export const inputError = style({ borderColor: vars.color.error, background: vars.color.errorBackground });
export const status = style({ margin: 0, color: vars.color.textMuted, minHeight: "1.5em" });
export const results = style({
  paddingBlock: vars.space.xl,
  "@media": { "screen and (max-width: 555px)": { paddingBlockStart: vars.space.md } },
});
export const resultsHeading = style({ fontSize: "1.5rem" });
/** 'Showing the nearest 10 of 25.' and the link to the next ten, under the cards. */
export const more = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.md,
  alignItems: "center",
  justifyContent: "center",
  marginBlock: `${vars.space.lg} 0`,
});
export const list = style({
  ...cardGrid,
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 22rem), 1fr))",
});
export const card = style({
  ...cardFace,
  padding: vars.space.md,
  display: "grid",
  gap: vars.space.sm,
  height: "100%",
  alignContent: "start",
});
export const cardHeader = style({ display: "flex", justifyContent: "space-between", gap: vars.space.sm, alignItems: "baseline" });
export const cardName = style({ fontSize: "1.25rem", margin: 0 });
export const distance = style({ color: vars.color.textMuted, whiteSpace: "nowrap" });
export const badges = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xs, listStyle: "none", margin: 0, padding: 0 });
export const badge = style({
  fontSize: "0.8125rem",
  fontWeight: 700,
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceAlt,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
});
export const detailList = style({ margin: 0, display: "grid", gridTemplateColumns: "auto 1fr", gap: `2px ${vars.space.md}` });
export const detailTerm = style({ fontWeight: 700 });
export const detailValue = style({ margin: 0 });
export const unavailable = style({
  display: "flex",
  gap: vars.space.sm,
  alignItems: "flex-start",
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.errorBackground,
  color: vars.color.error,
  fontWeight: 700,
});
export const map = style({ borderRadius: vars.radius.md, overflow: "hidden" });
export const mapSummary = style({
  cursor: "pointer",
  minHeight: vars.size.tap,
  display: "flex",
  alignItems: "center",
  fontWeight: 700,
  color: vars.color.brandStrong,
});
export const mapImage = style({ display: "block", width: "100%", height: "auto", aspectRatio: "560 / 321" });
export const notice = style({
  background: vars.color.surface,
  border: `2px solid ${vars.color.brand}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
  display: "grid",
  gap: vars.space.md,
  maxWidth: "40rem",
});
/** What the search field still needs, or how to search without JavaScript. */
export const hint = style({ margin: 0, color: vars.color.text });
