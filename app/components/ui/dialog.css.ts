import { keyframes, style, type StyleRule } from "@vanilla-extract/css";
import { SHEET_MEDIA, SHEET_MS } from "../../lib/dialogs/sheet";
import { vars } from "../../styles/theme.css";

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";
const slideUp = keyframes({ from: { transform: "translateY(100%)" }, to: { transform: "translateY(0)" } });

// The bottom sheet: along the bottom edge, full width, sliding up as it opens; the transition
// carries a drag's spring back and the slide down when dismissed (app/lib/dialogs/use-sheet.ts).
const sheetLook: StyleRule = {
  inset: "auto 0 0 0",
  margin: 0,
  width: "100%",
  maxWidth: "100%",
  maxHeight: "85vh",
  borderRadius: `${vars.radius.lg} ${vars.radius.lg} 0 0`,
  animation: `${slideUp} ${SHEET_MS}ms ease-out`,
  transition: `transform ${SHEET_MS}ms ease-out`,
};
const still: StyleRule = { animation: "none", transition: "none" };

// A centred dialog on desktop; a bottom sheet on small screens.
export const dialog = style({
  position: "fixed",
  inset: 0,
  margin: "auto",
  zIndex: 50,
  width: "min(32rem, calc(100vw - 2rem))",
  maxHeight: "calc(100vh - 2rem)",
  overflow: "auto",
  border: "none",
  borderRadius: vars.radius.lg,
  padding: 0,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.sheet,
  selectors: {
    "&::backdrop": { background: "rgba(0,0,0,.5)" },
    // Without JavaScript the dialog is not modal and has no backdrop: dim the page all the same.
    "&:not(:modal)": { boxShadow: "0 0 0 100vmax rgba(0,0,0,.5)" },
  },
  "@media": { [SHEET_MEDIA]: sheetLook, [REDUCED_MOTION]: still },
});

/** In-app every modal is a sheet, whatever the width. */
export const inAppSheet = style({ ...sheetLook, "@media": { [REDUCED_MOTION]: still } });

export const head = style({
  position: "sticky",
  top: 0,
  zIndex: 1,
  display: "grid",
  gridTemplateColumns: "1fr auto",
  alignItems: "center",
  gap: vars.space.md,
  padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.md}`,
  background: vars.color.surface,
});

/** The sheet's top answers a drag (touch or mouse) instead of scrolling or selecting text. */
export const draggable = style({
  touchAction: "none",
  userSelect: "none",
  "@media": { [SHEET_MEDIA]: { cursor: "grab", paddingTop: vars.space.sm } },
  selectors: { [`${inAppSheet} &`]: { cursor: "grab", paddingTop: vars.space.sm } },
});

/** The visible drag handle, on sheets only. */
export const handle = style({
  display: "none",
  gridColumn: "1 / -1",
  justifySelf: "center",
  width: "2.5rem",
  height: "0.3125rem",
  marginBottom: vars.space.xs,
  borderRadius: vars.radius.pill,
  background: vars.color.border,
  "@media": { [SHEET_MEDIA]: { display: "block" } },
  selectors: { [`${inAppSheet} &`]: { display: "block" } },
});

export const title = style({ fontSize: "1.375rem", margin: 0, outline: "none" });

export const close = style({
  minHeight: vars.size.tap,
  minWidth: vars.size.tap,
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  paddingInline: vars.space.sm,
  border: "none",
  background: "transparent",
  color: vars.color.brandStrong,
  font: "inherit",
  fontWeight: 700,
  textDecoration: "underline",
  cursor: "pointer",
});

export const body = style({ padding: `0 ${vars.space.lg} ${vars.space.lg}` });

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.md,
  justifyContent: "flex-end",
  marginTop: vars.space.lg,
});

/** The page behind a dialog (`DialogPage`): a wrapper for its `inert`, with no box of its own. */
export const behind = style({ display: "contents" });
