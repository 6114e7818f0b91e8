// The cookie settings dialog (docs/decisions/019-cookie-settings.md): the categories of cookies we
// use, each with a checkbox (the strictly necessary one ticked for good), and 'Save settings'.
// Without JavaScript it is the page /cookies/settings (app/routes/cookie-settings.tsx), a plain
// form post that goes back to the page it was opened from. With JavaScript the 'Cookie Settings'
// link (Irish footer) and the banner's 'Cookie settings' open it over the page they are on; it
// saves with a fetcher and closes, and focus goes back to the link. The dialog itself
// (app/components/site/cookie-settings-dialog.tsx) is fetched when a link is pointed at, focused or
// followed, not with every page (decision 023).
import { useCallback, useEffect, useRef, useState, type MouseEvent, type ReactNode } from "react";
import { useLocation } from "react-router";
import type { CookieConsent } from "../../../domain/cookie-consent";
import { cookieSettingsHref } from "../../paths";
import { useInApp } from "../../lib/in-app/in-app";
import { onDemand } from "../../lib/on-demand";

const loadDialog = () => import("./cookie-settings-dialog");
const CookieSettingsDialog = onDemand(() => loadDialog().then((m) => m.CookieSettingsDialog));

// The one host on the page (the root layout's), told to open by the links.
let openHost: (() => void) | null = null;

/**
 * Rendered once by the root layout: with JavaScript a `CookieSettingsLink` opens the dialog here,
 * over the page, without a navigation.
 */
export function CookieSettingsHost({ consent }: { consent: CookieConsent | null }) {
  const [open, setOpen] = useState(false);
  const { pathname, search } = useLocation();
  useEffect(() => {
    const show = () => setOpen(true);
    openHost = show;
    return () => {
      if (openHost === show) openHost = null;
    };
  }, []);
  const closed = useRef(false);
  const close = useCallback(() => {
    closed.current = true;
    setOpen(false);
  }, []);
  // Once the dialog is gone (React may commit the close frames later) and has given focus back:
  // opened from the banner, which a saved choice removes, focus goes to the page's heading, not <body>.
  useEffect(() => {
    if (open || !closed.current) return;
    closed.current = false;
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    document.querySelector<HTMLElement>("main h1[tabindex]")?.focus({ preventScroll: true });
  }, [open]);
  return open ? <CookieSettingsDialog consent={consent} back={pathname + search} onClose={close} /> : null;
}

/**
 * A link to the cookie settings: a page of its own without JavaScript (coming back here), the
 * dialog over this page with it. In-app the app's own consent tool answers instead (the footer
 * link's EUCONSENT message, app/lib/in-app/app-host.ts), so the link is left alone there.
 */
export function CookieSettingsLink({
  children,
  className,
  appMessage,
}: {
  children: ReactNode;
  className?: string;
  appMessage?: "EUCONSENT";
}) {
  const { pathname, search } = useLocation();
  const inApp = useInApp();
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    const open = openHost;
    if (!open || inApp || e.nativeEvent.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    open();
  };
  return (
    <a
      className={className}
      href={cookieSettingsHref(pathname + search)}
      data-app-message={appMessage}
      onClick={onClick}
      // The dialog's script, fetched as the customer heads for the link.
      onPointerEnter={() => void loadDialog()}
      onFocus={() => void loadDialog()}
    >
      {children}
    </a>
  );
}
