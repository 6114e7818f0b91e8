// A link to another page of the site: a plain anchor, which React Router's client follows in place
// (one listener for the whole page: app/lib/link-navigation.ts). React Router's own <Link> worked out
// its address, its click handler and its prefetching for every link on every render: tens of
// thousands of instructions a link on the server (decision 023).
import type { AnchorHTMLAttributes, Ref } from "react";

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  /** An address on this site, from app/paths.ts: absolute, it is the anchor's href as it is. */
  to: string;
  /** The page keeps its scroll position when the link is followed (React Router's `preventScrollReset`). */
  preventScrollReset?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * `data-discover` is React Router's mark of a link whose route its client discovers ahead of the
 * click; the page's listener follows links with it in place. `data-keep-scroll` asks it to keep the
 * scroll position.
 */
export function Link({ to, preventScrollReset = false, children, ...rest }: LinkProps) {
  return (
    // Props named before the spread, children too (the lint rule in eslint.config.js; decision 023).
    <a href={to} data-discover="true" data-keep-scroll={preventScrollReset ? "" : undefined} children={children} {...rest} />
  );
}
