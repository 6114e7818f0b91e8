import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";

export const intro = style({ marginTop: 0 });

export const categories = style({ border: "none", padding: 0, margin: 0 });

export const legend = style({ fontWeight: 700, marginBottom: vars.space.sm, padding: 0 });

export const category = style({
  display: "grid",
  gridTemplateColumns: "auto 1fr",
  columnGap: vars.space.sm,
  alignItems: "center",
  paddingBlock: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});

export const check = style({ width: "1.5rem", height: "1.5rem", margin: 0, accentColor: vars.color.brandStrong });

export const name = style({ fontWeight: 700, minHeight: "1.5rem", display: "flex", alignItems: "center", gap: vars.space.sm });

/** 'Always on' beside the strictly necessary category. */
export const always = style({ fontWeight: 400, color: vars.color.textMuted, fontSize: "0.9375rem" });

export const description = style({ gridColumn: 2, margin: `${vars.space.xs} 0 0`, color: vars.color.textMuted, fontSize: "0.9375rem" });
