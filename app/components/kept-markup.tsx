// Markup that is the same for every customer (the UK footer's links): the server renders it once
// per source and variant and writes the kept HTML inside its element; the browser renders the
// children as any others and hydrates them against that HTML, which React wrote, so it matches.
// Only for children that read no context and keep no state: the server renders them apart from the
// page (app/lib/kept-markup.server.ts), once, and never again for that source. A child whose state
// is the page's (a fetcher's) asks `useInKeptMarkup()` and, there, renders its first state without
// reading it: what the page in place renders before anything happens.
import { createContext, useContext, type HTMLAttributes, type ReactNode } from "react";

/**
 * The HTML of `render()`, kept per `source` (an object that lives as long as what it describes, a
 * brand's footer) and `variant` (a string naming what else the children depend on).
 */
export type KeepMarkup = (source: object, variant: string, render: () => ReactNode, most?: number) => string;

const KeepMarkupContext = createContext<KeepMarkup | null>(null);
/** Given on the server only (app/entry.server.tsx). */
export const KeepMarkupProvider = KeepMarkupContext.Provider;

const InKeptMarkupContext = createContext(false);
/** True while the server renders markup to keep (given by app/lib/kept-markup.server.ts). */
export const InKeptMarkupProvider = InKeptMarkupContext.Provider;
/** Whether this is markup to keep, rendered apart from the page: nothing of the page's state can be read. */
export const useInKeptMarkup = () => useContext(InKeptMarkupContext);

interface KeptMarkupProps extends HTMLAttributes<HTMLElement> {
  as: "nav" | "ul" | "div";
  source: object;
  variant: string;
  /** False where the children read the page after all (they are then rendered with it). */
  keep: boolean;
  render: () => ReactNode;
  /** The variants kept for this source at most (the server's default otherwise). */
  most?: number;
}

export function KeptMarkup({ as: Tag, source, variant, keep, render, most, ...props }: KeptMarkupProps) {
  const keepMarkup = useContext(KeepMarkupContext);
  return keep && keepMarkup ? (
    // Props named before the spread, children too (the lint rule in eslint.config.js; decision 023).
    <Tag dangerouslySetInnerHTML={{ __html: keepMarkup(source, variant, render, most) }} {...props} />
  ) : (
    <Tag children={render()} {...props} />
  );
}
