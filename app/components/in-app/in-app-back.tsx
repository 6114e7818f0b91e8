// The in-app Back button (spec 1 §6, spec 2 §2): the app has no browser chrome, so menu, customise,
// bundle, basket, loyalty, checkout and payment pages show one at their top. A plain link, so it
// works without JavaScript. The bar itself comes with in-app mode's chrome, which web pages never load.
import { Link } from "react-router";
import type { BackTarget } from "../../lib/in-app/back-target";
import { useInApp } from "../../lib/in-app/in-app";
import { InAppBackBarOnDemand } from "./in-app-on-demand";

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
  submits,
}: {
  to: BackTarget;
  disabled?: boolean;
  outsideApp?: boolean;
  /** Called as the link is followed (the basket's analytics event, decision 017). */
  onFollow?: () => void;
  /** In-app, Back submits this form with this button name instead of following the link. */
  submits?: { formId: string; name: string };
}) {
  const inApp = useInApp();
  if (!inApp) {
    return outsideApp ? (
      <p>
        <Link to={to.href} onClick={onFollow}>{`Back to ${to.place}`}</Link>
      </p>
    ) : null;
  }
  return <InAppBackBarOnDemand to={to} disabled={disabled} onFollow={onFollow} submits={submits} />;
}
