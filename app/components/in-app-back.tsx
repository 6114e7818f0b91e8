// The in-app Back button (spec 1 §6, spec 2 §2): the app has no browser chrome, so menu, customise,
// bundle, basket, loyalty, checkout and payment pages show one at their top. A plain link, so it
// works without JavaScript.
import { Link } from "react-router";
import type { BackTarget } from "../lib/back-target";
import { useInApp } from "../lib/in-app";
import { visuallyHidden } from "../styles/ui.css";
import * as s from "./in-app.css";

/**
 * In-app: "Back", and a screen reader hears where it leads ("Back to basket"). `disabled` (payment
 * while the card form is being sent) keeps it in place but not followable: no href, aria-disabled.
 * Outside the app: nothing, or with `outsideApp` the page's plain 'Back to …' link.
 */
export function InAppBack({
  to,
  disabled = false,
  outsideApp = false,
  onFollow,
}: {
  to: BackTarget;
  disabled?: boolean;
  outsideApp?: boolean;
  /** Called as the link is followed (the basket's analytics event, decision 017). */
  onFollow?: () => void;
}) {
  const inApp = useInApp();
  if (!inApp) {
    return outsideApp ? (
      <p>
        <Link to={to.href} onClick={onFollow}>{`Back to ${to.place}`}</Link>
      </p>
    ) : null;
  }
  const label = (
    <>
      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="currentColor">
        <path d="M15.4 4.6 8 12l7.4 7.4-1.4 1.4L5.2 12 14 3.2z" />
      </svg>
      <span>Back</span>
      <span className={visuallyHidden}>{` to ${to.place}`}</span>
    </>
  );
  return (
    <p className={s.backBar}>
      {disabled ? (
        <span role="link" aria-disabled="true" className={s.back}>
          {label}
        </span>
      ) : (
        <Link to={to.href} className={s.back} onClick={onFollow}>
          {label}
        </Link>
      )}
    </p>
  );
}
