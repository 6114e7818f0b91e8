// The cookie settings dialog (docs/decisions/019-cookie-settings.md): the categories of cookies we
// use, each with a checkbox (the strictly necessary one ticked for good), and 'Save settings'.
// Without JavaScript it is the page /cookies/settings (app/routes/cookie-settings.tsx), a plain
// form post that goes back to the page it was opened from. With JavaScript the 'Cookie Settings'
// link (Irish footer) and the banner's 'Cookie settings' open it over the page they are on; it
// saves with a fetcher and closes, and focus goes back to the link.
import { useCallback, useEffect, useRef, useState, type MouseEvent, type ReactNode } from "react";
import { useFetcher, useLocation, useNavigate } from "react-router";
import type { action as cookiesAction } from "../routes/cookies";
import type { CookieConsent } from "../domain/cookie-consent";
import { cookieSettingsHref, paths } from "../paths";
import { announce } from "../lib/announcer";
import { useHydrated } from "../lib/hydrated";
import { useInApp } from "../lib/in-app";
import { button } from "../styles/ui.css";
import { Dialog } from "./dialog";
import { actions } from "./dialog.css";
import * as s from "./cookie-settings.css";

export const COOKIE_SETTINGS_TITLE = "Cookie settings";
const SAVED = "Your cookie settings are saved.";

/**
 * The dialog. `back` is the page it was opened from: its Close link and, without JavaScript, the
 * saved form lead there. With JavaScript `onClose` (the page stays) or else a navigation to `back`.
 */
export function CookieSettingsDialog({ consent, back, onClose }: { consent: CookieConsent | null; back: string; onClose?: () => void }) {
  const navigate = useNavigate();
  const done = onClose ?? (() => void navigate(back, { replace: true, preventScrollReset: true }));
  return (
    <Dialog title={COOKIE_SETTINGS_TITLE} closeHref={back} onClose={onClose}>
      <CookieSettingsForm consent={consent} back={back} onSaved={done} />
    </Dialog>
  );
}

function CookieSettingsForm({ consent, back, onSaved }: { consent: CookieConsent | null; back: string; onSaved: () => void }) {
  const fetcher = useFetcher<typeof cookiesAction>();
  const hydrated = useHydrated();
  const saved = fetcher.state === "idle" && fetcher.data?.saved === true;
  useEffect(() => {
    if (!saved) return;
    announce(SAVED);
    onSaved();
    // Once per answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [saved, fetcher.data]);
  return (
    <fetcher.Form method="post" action={paths.cookies()}>
      <input type="hidden" name="choice" value="settings" />
      <input type="hidden" name="redirectTo" value={back} />
      {/* With JavaScript the answer comes back to this page instead of a redirect. */}
      {hydrated ? <input type="hidden" name="stay" value="1" /> : null}
      <p className={s.intro}>
        Choose which cookies we may use. You can change your mind at any time here.{" "}
        <a href={paths.info("cookies")}>Read our cookie policy</a>.
      </p>
      <fieldset className={s.categories}>
        <legend className={s.legend}>Cookies we use</legend>
        <div className={s.category}>
          <input
            id="cookie-necessary"
            className={s.check}
            type="checkbox"
            defaultChecked
            disabled
            aria-describedby="cookie-necessary-about"
          />
          <span className={s.name}>
            <label htmlFor="cookie-necessary">Strictly necessary</label>
            <span className={s.always}>Always on</span>
          </span>
          <p id="cookie-necessary-about" className={s.description}>
            They keep your basket, keep you logged in, remember this choice and your menu filter, and tell us when the site is open inside
            our app. The site cannot work without them.
          </p>
        </div>
        <div className={s.category}>
          <input
            id="cookie-analytics"
            className={s.check}
            type="checkbox"
            name="analytics"
            defaultChecked={consent?.analytics ?? false}
            aria-describedby="cookie-analytics-about"
          />
          <span className={s.name}>
            <label htmlFor="cookie-analytics">Analytics</label>
          </span>
          <p id="cookie-analytics-about" className={s.description}>
            Let us count what is added to baskets and how the basket and checkout are used, so we can improve them. Kept on our own servers
            with no name, e-mail or address, and never passed to other companies.
          </p>
        </div>
      </fieldset>
      <div className={actions}>
        <button type="submit" className={button.primary}>
          Save settings
        </button>
      </div>
    </fetcher.Form>
  );
}

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
 * link's EUCONSENT message, app/lib/app-host.ts), so the link is left alone there.
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
    <a className={className} href={cookieSettingsHref(pathname + search)} data-app-message={appMessage} onClick={onClick}>
      {children}
    </a>
  );
}
