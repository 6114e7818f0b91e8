import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";

export const hero = style({
  position: "relative",
  color: vars.color.onBrand,
  background: vars.color.brandStrong,
  backgroundSize: "cover",
  backgroundPosition: "center",
  paddingBlock: vars.space.xxl,
  "@media": { "screen and (max-width: 555px)": { paddingBlock: vars.space.xl } },
});
/** The hero once results are shown: on a small screen it leaves room for the first restaurant. */
export const heroAfterSearch = style({
  "@media": { "screen and (max-width: 555px)": { paddingBlock: vars.space.md } },
});
export const heroImage = style({
  position: "absolute",
  inset: 0,
  width: "100%",
  maxWidth: "1440px",
  height: "100%",
  marginInline: "auto",
  objectFit: "cover",
  opacity: 0.35,
  "@media": { "screen and (max-width: 555px)": { display: "none" } },
});
export const heroInner = style({
  position: "relative",
  display: "grid",
  gap: vars.space.md,
  "@media": { "screen and (max-width: 555px)": { selectors: { [`${heroAfterSearch} &`]: { gap: vars.space.sm } } } },
});
export const title = style({ fontSize: "clamp(1.75rem, 5vw, 3rem)", margin: 0, color: vars.color.onBrand });
export const subtitle = style({ fontSize: "1.125rem", margin: 0 });
export const searchCard = style({
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
  boxShadow: vars.shadow.card,
  display: "grid",
  gap: vars.space.md,
  maxWidth: "40rem",
  "@media": {
    "screen and (max-width: 555px)": { selectors: { [`${heroAfterSearch} &`]: { padding: vars.space.md, gap: vars.space.sm } } },
  },
});
export const label = style({ fontWeight: 700 });
export const input = style({
  width: "100%",
  minHeight: vars.size.tap,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  textTransform: "uppercase",
});
export const buttons = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md, alignItems: "center" });
export const partner = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: "0.875rem",
});
export const heroLinks = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.md,
  alignItems: "center",
  "@media": { "screen and (max-width: 555px)": { selectors: { [`${heroAfterSearch} &`]: { marginBlock: 0 } } } },
});
export const heroLink = style({
  color: vars.color.onBrand,
  fontWeight: 700,
  minHeight: vars.size.tap,
  display: "inline-flex",
  alignItems: "center",
});
