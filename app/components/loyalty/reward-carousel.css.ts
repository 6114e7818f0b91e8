// The reward carousel (docs/decisions/018): a native horizontal scroll that snaps to cards, one
// card up to 768 px, two up to 1215 px, three wider (spec 2 §9). Without JavaScript the cards are
// the plain grid list of loyalty.css.ts.
import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";

export const carousel = style({ display: "grid", gap: vars.space.sm });
export const controls = style({ display: "flex", gap: vars.space.sm, flexWrap: "wrap", alignItems: "center" });
export const track = style({
  position: "relative",
  display: "flex",
  gap: vars.space.md,
  overflowX: "auto",
  scrollSnapType: "x mandatory",
  overscrollBehaviorX: "contain",
  paddingBlock: vars.space.xs,
  "@media": { "(prefers-reduced-motion: no-preference)": { scrollBehavior: "smooth" } },
});
export const slide = style({
  flex: `0 0 calc((100% - 2 * ${vars.space.md}) / 3)`,
  scrollSnapAlign: "start",
  display: "grid",
  "@media": {
    "(max-width: 1215px)": { flexBasis: `calc((100% - ${vars.space.md}) / 2)` },
    "(max-width: 768px)": { flexBasis: "100%" },
  },
});
