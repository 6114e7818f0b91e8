import { style } from "@vanilla-extract/css";
import { vars } from "../styles/theme.css";

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
  padding: vars.space.lg,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.sheet,
  selectors: { "&::backdrop": { background: "rgba(0,0,0,.5)" } },
  "@media": {
    "screen and (max-width: 550px)": {
      width: "100vw",
      maxWidth: "100vw",
      marginBottom: 0,
      borderBottomLeftRadius: 0,
      borderBottomRightRadius: 0,
    },
  },
});
export const title = style({ fontSize: "1.375rem", marginTop: 0 });
export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.md,
  justifyContent: "flex-end",
  marginTop: vars.space.lg,
});
