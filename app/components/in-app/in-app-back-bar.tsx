// The in-app Back bar (spec 1 §6, spec 2 §2): "Back", and a screen reader hears where it leads
// ("Back to basket"). Part of in-app mode's chrome (app/components/in-app/in-app-chrome.tsx), which only
// in-app pages load; app/components/in-app/in-app-back.tsx places it.
import { Link } from "react-router";
import type { BackTarget } from "../../lib/in-app/back-target";
import { visuallyHidden } from "../../styles/ui.css";
import * as s from "./in-app.css";

/**
 * `submits`: Back is a submit button of the page's form `formId`, posting `name` (the in-app rewards
 * page saves its picks on the way back, spec 2 §2); the action then leads to `to`.
 */
export function InAppBackBar({
  to,
  disabled,
  onFollow,
  submits,
}: {
  to: BackTarget;
  disabled: boolean;
  onFollow?: () => void;
  submits?: { formId: string; name: string };
}) {
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
      ) : submits ? (
        <button type="submit" form={submits.formId} name={submits.name} className={`${s.back} ${s.backButton}`}>
          {label}
        </button>
      ) : (
        <Link to={to.href} className={s.back} onClick={onFollow}>
          {label}
        </Link>
      )}
    </p>
  );
}
