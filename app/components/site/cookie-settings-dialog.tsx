// The cookie settings dialog and its form (app/components/site/cookie-settings.tsx says when it shows), a
// module of its own: the page /cookies/settings renders it, and the links fetch it on demand.
import { useEffect } from "react";
import { useFetcher, useNavigate, Link } from "react-router";
import type { clientAction as cookiesAction } from "../../routes/cookies";
import { FormAlert } from "../ui/fields";
import type { CookieConsent } from "../../../domain/cookie-consent";
import { paths } from "../../paths";
import { announce } from "../../lib/a11y/announcer";
import { useHydrated } from "../../lib/hydrated";
import { button } from "../../styles/ui.css";
import { Dialog } from "../ui/dialog";
import { actions } from "../ui/dialog.css";
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
      {fetcher.state === "idle" && fetcher.data?.failed ? <FormAlert message={fetcher.data.failed} /> : null}
      <p className={s.intro}>
        Choose which cookies we may use. You can change your mind at any time here.{" "}
        <Link to={paths.info("cookies")}>Read our cookie policy</Link>.
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
