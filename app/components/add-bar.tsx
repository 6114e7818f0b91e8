// Shared by the customise and bundle pages: the product head, the sticky quantity stepper with
// 'Add to basket', the scroll to the first invalid section, and the 'Are you sure?' question when
// leaving with unsaved choices (JavaScript, in-app navigation).
import { useRef, type MouseEvent, type ReactNode } from "react";
import { useBlocker } from "react-router";
import type { BackTarget } from "../lib/back-target";
import { Dialog } from "./dialog";
import { InAppBack } from "./in-app-back";
import { actions as dialogActions } from "./dialog.css";
import * as s from "./customise.css";
import { button, container, visuallyHidden } from "../styles/ui.css";

export const MAX_QUANTITY = 20;
export const SCROLL_TO_INVALID_MS = 200;

/** Spec 1 §4: after a refused add, the first invalid section scrolls into view (200 ms) and takes focus. */
export function scrollToInvalid(elementId: string) {
  setTimeout(() => {
    const el = document.getElementById(elementId);
    el?.scrollIntoView({ behavior: "smooth", block: "start" });
    el?.focus({ preventScroll: true });
  }, SCROLL_TO_INVALID_MS);
}

/** 'Back to menu' or 'Back to basket' (the Back button in-app), picture, name, description and the page's alerts. */
export function ProductHead({
  back,
  image,
  name,
  description,
  alerts,
  children,
}: {
  back: BackTarget;
  image: string;
  name: string;
  description: string;
  /** Messages for the whole page (a refused add, the first missing choice); empty ones are skipped. */
  alerts: (string | null | undefined)[];
  children?: ReactNode;
}) {
  return (
    <div className={s.head}>
      <InAppBack to={back} outsideApp />
      <img className={s.image} src={`/images/menu/${image}`} alt="" width={352} height={264} />
      <h1>{name}</h1>
      <p>{description}</p>
      {children}
      {alerts.filter(Boolean).map((a) => (
        <p key={a} className={s.message} role="alert">
          {a}
        </p>
      ))}
    </div>
  );
}

export function AddBar({
  quantity,
  total,
  addIntent,
  disabled = false,
  onQuantity,
  onAdd,
}: {
  quantity: number;
  /** Formatted price × quantity. */
  total: string;
  addIntent: string;
  disabled?: boolean;
  onQuantity: (next: number, event: MouseEvent<HTMLButtonElement>) => void;
  onAdd: (event: MouseEvent<HTMLButtonElement>) => void;
}) {
  return (
    <div className={s.sticky}>
      <div className={`${container} ${s.stickyInner}`}>
        <span className={s.stepper}>
          <button
            type="submit"
            name="intent"
            value="qty|-1"
            className={s.stepButton}
            disabled={quantity <= 1 || disabled}
            onClick={(e) => onQuantity(quantity - 1, e)}
          >
            −<span className={visuallyHidden}> One fewer</span>
          </button>
          <span className={s.qty} aria-label="Quantity">
            {quantity}
          </span>
          <button
            type="submit"
            name="intent"
            value="qty|+1"
            className={s.stepButton}
            disabled={quantity >= MAX_QUANTITY || disabled}
            onClick={(e) => onQuantity(quantity + 1, e)}
          >
            +<span className={visuallyHidden}> One more</span>
          </button>
        </span>
        <button type="submit" name="intent" value={addIntent} className={button.primary} disabled={disabled} onClick={onAdd}>
          {`Add to basket - ${total}`}
        </button>
      </div>
    </div>
  );
}

/** Asks before a client-side navigation drops unsaved choices; `allowLeaving()` lets the add post through. */
export function useLeaveGuard(dirty: boolean) {
  const leaving = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );
  const dialog =
    blocker.state === "blocked" ? (
      <Dialog title="Are you sure?" role="alertdialog" onClose={() => blocker.reset()}>
        <p>Leaving this page will result in you losing the contents of your basket.</p>
        <div className={dialogActions}>
          <button type="button" className={button.secondary} onClick={() => blocker.proceed()}>
            Leave
          </button>
          <button type="button" className={button.primary} onClick={() => blocker.reset()}>
            Stay
          </button>
        </div>
      </Dialog>
    ) : null;
  return {
    dialog,
    allowLeaving: () => {
      leaving.current = true;
    },
  };
}
