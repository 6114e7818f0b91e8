import { useFetcher, useLocation, Link } from "react-router";
import { button, container } from "../../styles/ui.css";
import { CookieSettingsLink } from "./cookie-settings";
import * as s from "./site-chrome.css";
import { paths } from "../../paths";
import type { clientAction } from "../../routes/cookies";

/**
 * 'Accept cookies' accepts every category (decision 019); 'Cookie settings' lets the visitor choose.
 * Without JavaScript 'Accept cookies' is a plain form post; with it, a fetcher keeps the page in place.
 */
export function CookieBanner({ inert = false }: { inert?: boolean }) {
  const fetcher = useFetcher<typeof clientAction>();
  const location = useLocation();
  if (fetcher.state !== "idle" || fetcher.data?.saved) return null;
  return (
    <section className={s.cookieBanner} aria-label="Cookies" inert={inert}>
      <div className={`${container} ${s.cookieInner}`}>
        <p className={s.cookieText}>
          We use cookies to keep your basket and to make this site work and, if you agree, to see how it is used.{" "}
          <Link to={paths.info("cookies")}>Read our cookie policy</Link>.
        </p>
        {fetcher.data?.failed ? (
          <p className={s.cookieText} role="alert">
            {fetcher.data.failed}
          </p>
        ) : null}
        <div className={s.cookieActions}>
          <CookieSettingsLink className={button.quiet}>Cookie settings</CookieSettingsLink>
          <form
            method="post"
            action={paths.cookies()}
            onSubmit={(event) => {
              event.preventDefault();
              void fetcher.submit({ choice: "all", stay: "1" }, { method: "post", action: paths.cookies() });
            }}
          >
            <input type="hidden" name="choice" value="all" />
            <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
            <button type="submit" className={button.primary}>
              Accept cookies
            </button>
          </form>
        </div>
      </div>
    </section>
  );
}
