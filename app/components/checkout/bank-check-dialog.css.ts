import { style } from "@vanilla-extract/css";

/** The bank's page: as wide as the dialog, tall enough for its text and two buttons. */
export const frame = style({
  display: "block",
  width: "100%",
  height: "22rem",
  border: "1px solid #767676",
  borderRadius: 4,
  background: "#fff",
});
