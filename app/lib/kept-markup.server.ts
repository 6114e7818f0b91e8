// The server's side of app/components/kept-markup.tsx: each source's markup, rendered by React once.
import { renderToString } from "react-dom/server.bun";
import type { KeepMarkup } from "../components/kept-markup";

const kept = new WeakMap<object, Map<string, string>>();

export const keepMarkup: KeepMarkup = (source, variant, render) => {
  let byVariant = kept.get(source);
  if (byVariant === undefined) kept.set(source, (byVariant = new Map()));
  let html = byVariant.get(variant);
  if (html === undefined) {
    html = renderToString(render());
    byVariant.set(variant, html);
  }
  return html;
};
