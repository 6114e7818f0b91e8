// The in-app Back bar (spec 1 §6, spec 2 §2): "Back", and a screen reader hears where it leads
// ("Back to basket"). Part of in-app mode's chrome (app/components/in-app/in-app-chrome.tsx), which only
// in-app pages load; app/components/in-app/in-app-back.tsx places it.
import { Link } from "react-router";
import type { BackTarget } from "../../lib/in-app/back-target";
import { visuallyHidden } from "../../styles/ui.css";
import * as s from "./in-app.css";

export function InAppBackBar({ to, disabled, onFollow }: { to: BackTarget; disabled: boolean; onFollow?: () => void }) {
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
