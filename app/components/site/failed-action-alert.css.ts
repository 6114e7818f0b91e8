import { style } from "@vanilla-extract/css";
import { alert as errorBox } from "../ui/form.css";
import { vars } from "../../styles/theme.css";

/** Over the page, at the top of the screen. */
export const slot = style({ position: "fixed", insetInline: vars.space.md, top: vars.space.md, zIndex: 40, pointerEvents: "none" });
/** The site's error box (the forms' alert), laid out as a bar with its close button. */
export const alert = style([
  errorBox,
  {
    pointerEvents: "auto",
    display: "flex",
    alignItems: "center",
    gap: vars.space.md,
    maxWidth: "36rem",
    margin: "0 auto",
    paddingBlock: vars.space.sm,
    fontWeight: 700,
    boxShadow: vars.shadow.card,
  },
]);
export const close = style({
  minWidth: "44px",
  minHeight: "44px",
  border: 0,
  background: "transparent",
  color: "inherit",
  fontSize: "1.5rem",
  cursor: "pointer",
});
