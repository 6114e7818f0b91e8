// The message of a send that failed (app/lib/failed-action.ts), fixed at the top of the screen over
// whatever page is open, until closed or the next send.
import { useEffect, useState } from "react";
import { dismissFailure, onSendFailure } from "../../lib/failed-action";
import { visuallyHidden } from "../../styles/ui.css";
import * as s from "./failed-action-alert.css";

export function FailedActionAlert() {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => onSendFailure(setMessage), []);
  // The alert exists only with its message: inserted with its words, it is read at once, and a
  // page without JavaScript (or without a failure) has no empty alert of its own.
  if (!message) return null;
  return (
    <div className={s.slot}>
      <p role="alert" className={s.alert}>
        <span>{message}</span>
        <button type="button" className={s.close} onClick={dismissFailure}>
          <span aria-hidden="true">×</span>
          <span className={visuallyHidden}>Close the message</span>
        </button>
      </p>
    </div>
  );
}
