import { useFetcher, useLocation } from "react-router";
import { button, container } from "../styles/ui.css";
import * as s from "./site-chrome.css";

/** Without JavaScript 'Accept cookies' is a plain form post; with it, a fetcher keeps the page in place. */
export function CookieBanner() {
  const fetcher = useFetcher();
  const location = useLocation();
  if (fetcher.state !== "idle" || fetcher.data) return null;
  return (
    <section className={s.cookieBanner} aria-label="Cookies">
      <div className={`${container} ${s.cookieInner}`}>
        <p className={s.cookieText}>
          We use cookies to keep your basket and to make this site work. <a href="/info/cookies">Read our cookie policy</a>.
        </p>
        <form
          method="post"
          action="/cookies"
          onSubmit={(event) => {
            event.preventDefault();
            fetcher.submit({ stay: "1" }, { method: "post", action: "/cookies" });
          }}
        >
          <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
          <button type="submit" className={button.primary}>
            Accept cookies
          </button>
        </form>
      </div>
    </section>
  );
}
