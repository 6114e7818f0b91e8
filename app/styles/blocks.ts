// Declarations several components share, spread into their own styles so each component keeps
// one class per element: the bar fixed at the bottom of the page, the floating pill, the card, the
// grid of cards and the outlined pill button.
import type { StyleRule } from "@vanilla-extract/css";
import { vars } from "./theme.css";

/** A bar fixed along the bottom of the page (the basket bar, the customiser's add bar). */
export const bottomBar = {
  position: "fixed",
  left: 0,
  right: 0,
  bottom: 0,
  // The app's bottom inset (in-app): the bar sits above the home indicator.
  paddingBottom: "var(--app-inset-bottom, 0px)",
  zIndex: 15,
  boxShadow: vars.shadow.sheet,
} satisfies StyleRule;

/** The row inside a bottom bar: its words at one end, its action at the other. */
export const bottomBarRow = {
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
  minHeight: "4.5rem",
} satisfies StyleRule;

/** A short message floating over the page in a pill (the in-app loading note, the menu's added-to-basket note). */
export const floatingPill = {
  position: "fixed",
  display: "flex",
  alignItems: "center",
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  fontWeight: 700,
} satisfies StyleRule;

/** A card's face: surface, hairline border, large radius, card shadow. */
export const cardFace = {
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
} satisfies StyleRule;

/** A list laid out as a grid of cards; each use sets its own columns. */
export const cardGrid = {
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.md,
} satisfies StyleRule;

/** A pill button outlined in the brand's strong colour (the quantity stepper, log out). */
export const outlinedPill = {
  minHeight: vars.size.tap,
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.brandStrong}`,
  background: vars.color.surface,
  color: vars.color.brandStrong,
  fontWeight: 700,
  cursor: "pointer",
} satisfies StyleRule;
