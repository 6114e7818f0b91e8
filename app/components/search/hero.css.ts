import { style } from "@vanilla-extract/css";
import { PLAIN } from "../../styles/palettes";
import { vars } from "../../styles/theme.css";

// Each colour first as a plain value (PLAIN), for an engine without custom properties.
export const hero = style({
  position: "relative",
  color: [PLAIN.onBrand, vars.color.onBrand],
  background: [PLAIN.brandStrong, vars.color.brandStrong],
  backgroundSize: "cover",
  backgroundPosition: "center",
  paddingBlock: vars.space.xxl,
  "@media": { "screen and (max-width: 555px)": { paddingBlock: vars.space.xl } },
});
/** The hero once results are shown: on a small screen it leaves room for the first restaurant. */
export const heroAfterSearch = style({
  "@media": { "screen and (max-width: 555px)": { paddingBlock: vars.space.md } },
});
/**
 * The hero's picture, drawn behind its words as the background of generated content: an engine that
 * cannot draw it (Dillo, which reads no SVG and no generated content) leaves nothing, where an
 * `<img>` left an empty box a screen tall. Not on small screens, where it is not downloaded either.
 * Outside the app only (spec 1 §6: in-app the hero is plain).
 */
const picture = (name: "home" | "collection" | "delivery") =>
  style({
    selectors: {
      "&::before": {
        content: '""',
        position: "absolute",
        inset: 0,
        maxWidth: "1440px",
        marginInline: "auto",
        backgroundImage: `url("/images/hero/${name}.svg")`,
        backgroundSize: "cover",
        backgroundPosition: "center",
        opacity: 0.35,
      },
    },
    "@media": { "screen and (max-width: 555px)": { selectors: { "&::before": { display: "none" } } } },
  });
export const heroPicture = { home: picture("home"), collection: picture("collection"), delivery: picture("delivery") };
export const heroInner = style({
  position: "relative",
  display: "grid",
  gap: vars.space.md,
  "@media": { "screen and (max-width: 555px)": { selectors: { [`${heroAfterSearch} &`]: { gap: vars.space.sm } } } },
});
export const title = style({ fontSize: "clamp(1.75rem, 5vw, 3rem)", margin: 0, color: [PLAIN.onBrand, vars.color.onBrand] });
export const subtitle = style({ fontSize: "1.125rem", margin: 0 });
export const searchCard = style({
  background: [PLAIN.surface, vars.color.surface],
  color: [PLAIN.text, vars.color.text],
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
  color: [PLAIN.onBrand, vars.color.onBrand],
  fontWeight: 700,
  minHeight: vars.size.tap,
  display: "inline-flex",
  alignItems: "center",
});
