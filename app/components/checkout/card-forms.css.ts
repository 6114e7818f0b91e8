import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";

export const cards = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.md });
export const cardName = style({ margin: 0, fontWeight: 700, display: "grid" });
export const expiry = style({ fontWeight: 400, color: vars.color.textMuted });
export const remove = style({ justifySelf: "start" });
