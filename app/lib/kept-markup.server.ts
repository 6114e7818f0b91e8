// The server's side of app/components/kept-markup.tsx: each source's markup, rendered by React once.
import { createElement } from "react";
import { renderToString } from "react-dom/server.bun";
import { InKeptMarkupProvider, type KeepMarkup } from "../components/kept-markup";

const kept = new WeakMap<object, Map<string, string>>();

/**
 * The variants kept per source unless its markup says otherwise, the least recently used forgotten
 * first. A variant can come from the address (an item's configuration), so what is kept is bounded.
 */
export const KEPT_VARIANTS_PER_SOURCE = 16;

export const keepMarkup: KeepMarkup = (source, variant, render, most = KEPT_VARIANTS_PER_SOURCE) => {
  let byVariant = kept.get(source);
  if (byVariant === undefined) kept.set(source, (byVariant = new Map()));
  let html = byVariant.get(variant);
  if (html === undefined) {
    html = renderToString(createElement(InKeptMarkupProvider, { value: true }, render()));
    if (byVariant.size >= most) byVariant.delete(byVariant.keys().next().value as string);
    byVariant.set(variant, html);
  } else if (byVariant.size >= most) {
    // Once full, the most recently used goes last (order matters only when one is forgotten).
    byVariant.delete(variant);
    byVariant.set(variant, html);
  }
  return html;
};
