import { globalStyle } from "@vanilla-extract/css";
import { vars } from "./theme.css";
import { NO_JS_ONLY } from "./scripting";

globalStyle("*, *::before, *::after", { boxSizing: "border-box" });
globalStyle("html", { WebkitTextSizeAdjust: "100%" });
globalStyle("body", {
  margin: 0,
  minWidth: "320px",
  fontFamily: vars.font.body,
  fontSize: "1rem",
  lineHeight: 1.5,
  color: vars.color.text,
  background: vars.color.background,
  display: "flex",
  flexDirection: "column",
  minHeight: "100vh",
  // In-app, the app's insets (its status bar, home indicator) pad the page (docs/native-bridge.md).
  paddingTop: "var(--app-inset-top, 0px)",
  paddingRight: "var(--app-inset-right, 0px)",
  paddingBottom: "var(--app-inset-bottom, 0px)",
  paddingLeft: "var(--app-inset-left, 0px)",
});
globalStyle("main", { flex: "1 0 auto" });
globalStyle("h1, h2, h3", { fontFamily: vars.font.heading, lineHeight: 1.2, margin: `0 0 ${vars.space.sm}` });
globalStyle("a", { color: vars.color.brandStrong });
globalStyle("img, svg", { maxWidth: "100%", height: "auto" });
// Two bands (palettes.ts): the halo fills the gap between the element and the dark ring.
globalStyle(":focus-visible", {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: "2px",
  boxShadow: `0 0 0 2px ${vars.color.focusHalo}`,
});
// Headings and regions focused for the reader (a new page, a dialog, a skip link's target) are not
// controls: focus is where reading goes on from, with no ring around the text.
globalStyle('[tabindex="-1"]:focus', { outline: "none", boxShadow: "none" });
globalStyle("button, input, select, textarea", { font: "inherit" });
// Said only where scripting is off (public/styles/noscript.css shows it): how to do without a control that needs it.
globalStyle(`.${NO_JS_ONLY}`, { display: "none" });
