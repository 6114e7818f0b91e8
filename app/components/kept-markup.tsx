// Markup that is the same for every customer (the UK footer's links): the server renders it once
// per source and variant and writes the kept HTML inside its element; the browser renders the
// children as any others and hydrates them against that HTML, which React wrote, so it matches.
// Only for children that read no context and keep no state: the server renders them apart from the
// page (app/lib/kept-markup.server.ts), once, and never again for that source.
import { createContext, useContext, type HTMLAttributes, type ReactNode } from "react";

/**
 * The HTML of `render()`, kept per `source` (an object that lives as long as what it describes, a
 * brand's footer) and `variant` (a string naming what else the children depend on).
 */
export type KeepMarkup = (source: object, variant: string, render: () => ReactNode) => string;

const KeepMarkupContext = createContext<KeepMarkup | null>(null);
/** Given on the server only (app/entry.server.tsx). */
export const KeepMarkupProvider = KeepMarkupContext.Provider;

interface KeptMarkupProps extends HTMLAttributes<HTMLElement> {
  as: "nav" | "ul";
  source: object;
  variant: string;
  render: () => ReactNode;
}

export function KeptMarkup({ as: Tag, source, variant, render, ...props }: KeptMarkupProps) {
  const keep = useContext(KeepMarkupContext);
  if (keep === null) return <Tag {...props}>{render()}</Tag>;
  return <Tag {...props} dangerouslySetInnerHTML={{ __html: keep(source, variant, render) }} />;
}
