// The in-app layout's own pieces: the Back button at the top of a page and the loading banner.
import { keyframes, style } from "@vanilla-extract/css";
import { floatingPill } from "../../styles/blocks";
import { vars } from "../../styles/theme.css";

export const backBar = style({ margin: 0, paddingBlock: vars.space.sm });
export const back = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  minHeight: vars.size.tap,
  paddingInline: vars.space.sm,
  marginInlineStart: `calc(-1 * ${vars.space.sm})`,
  color: vars.color.brandStrong,
  fontWeight: 700,
  textDecoration: "none",
  borderRadius: vars.radius.md,
  selectors: {
    "&:hover": { textDecoration: "underline" },
    "&[aria-disabled='true']": { opacity: 0.55, cursor: "not-allowed", textDecoration: "none" },
  },
});

/** Back as a form's button (it saves on the way): drawn as the link. */
export const backButton = style({ border: "none", background: "none", font: "inherit", cursor: "pointer" });

const spin = keyframes({ to: { transform: "rotate(360deg)" } });

export const loading = style({
  ...floatingPill,
  insetInline: vars.space.md,
  bottom: vars.space.md,
  zIndex: 50,
  gap: vars.space.sm,
  maxWidth: "28rem",
  marginInline: "auto",
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.sheet,
  selectors: { "&[hidden]": { display: "none" } },
});
export const spinner = style({
  flex: "none",
  width: "1.25rem",
  height: "1.25rem",
  borderRadius: "50%",
  border: `3px solid ${vars.color.border}`,
  borderTopColor: vars.color.brand,
  animation: `${spin} 0.8s linear infinite`,
  "@media": { "(prefers-reduced-motion: reduce)": { animation: "none" } },
});
