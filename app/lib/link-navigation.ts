// With JavaScript, a click on one of the site's links (app/components/link.tsx: an anchor marked
// `data-discover`, as React Router marks its own) is followed in place by React Router, as its
// <Link> did: the main button, no key held, this tab, this site. Anything else (a new tab, a
// download, another site, a click a handler has already dealt with) is the browser's. One listener
// on the document, after React's: a link's own onClick runs first and may prevent it.
import { useEffect } from "react";
import { useNavigate } from "react-router";

/** The link a click is for, when the page follows it in place; otherwise null. */
export function linkToFollow(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return null;
  const link = event.target instanceof Element ? event.target.closest("a[data-discover]") : null;
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== "_self") || link.hasAttribute("download")) return null;
  return new URL(link.href).origin === window.location.origin ? link : null;
}

export function useLinkNavigation() {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = linkToFollow(event);
      if (!link) return;
      event.preventDefault();
      const { pathname, search, hash } = new URL(link.href);
      const to = `${pathname}${search}${hash}`;
      const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
      void navigate(to, {
        // As React Router's <Link>: a link to the page itself replaces it in the history.
        replace: to === here,
        preventScrollReset: link.hasAttribute("data-keep-scroll"),
      });
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate]);
}
