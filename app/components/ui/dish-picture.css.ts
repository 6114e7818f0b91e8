import { style } from "@vanilla-extract/css";

/** The picture element lays out nothing of its own: its image sits in the card as before. */
export const picture = style({ display: "contents" });
