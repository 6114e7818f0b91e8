// The two class names public/styles/noscript.css (loaded only when scripting is off) acts on: a
// control that needs JavaScript is in the server's HTML with `JS_ONLY`, hidden when it never will
// run; what to do instead carries `NO_JS_ONLY`, hidden by default (global.css.ts) and shown there.
export const JS_ONLY = "js-only";
export const NO_JS_ONLY = "no-js-only";
