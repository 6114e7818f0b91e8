// Shared by the customise and bundle pages: the product head, the sticky quantity stepper with
// 'Add to basket' and the scroll to the first invalid section. The 'Are you sure?' question when
// leaving with unsaved choices is app/lib/dialogs/leave-guard.tsx.
import { type MouseEvent, type ReactNode } from "react";
import type { BackTarget } from "../../lib/in-app/back-target";
import { useAnnounceChange } from "../../lib/a11y/announcer";
import { intentName } from "../../forms/intent";
import { InAppBack } from "../in-app/in-app-back";
import * as s from "./customise.css";
import { button, container } from "../../styles/ui.css";
import { PageHeading } from "../site/page-heading";
import { Stepper } from "./stepper";
import { MAX_LINE_QUANTITY } from "../../../domain/basket/line-quantity";
import { pageChange, track, TrackedHere, type PageEvent } from "../../lib/analytics";

/** Said next to the stepper while the quantity is at the line limit (1–99, docs/decisions/013). */
const quantityLimitText = `${MAX_LINE_QUANTITY} is the most you can add of one item.`;
const LIMIT_NOTE_ID = "quantity-limit";
const SCROLL_TO_INVALID_MS = 200;

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
  focus = true,
}: {
  back: BackTarget;
  image: string;
  name: string;
  description: string;
  /** Messages for the whole page (a refused add, the first missing choice); empty ones are skipped. */
  alerts: (string | null | undefined)[];
  children?: ReactNode;
  /** The heading takes focus as the page arrives, unless a control used without JavaScript takes it back. */
  focus?: boolean;
}) {
  return (
    <div className={s.head}>
      <InAppBack to={back} outsideApp />
      <img className={s.image} src={`/images/menu/${image}`} alt="" width={352} height={264} />
      <PageHeading focus={focus}>{name}</PageHeading>
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
  tracked = null,
}: {
  /** The add's analytics event, sent when the add goes ahead (none when a line is edited). */
  tracked?: PageEvent | null;
  quantity: number;
  /** Formatted price × quantity. */
  total: string;
  addIntent: string;
  disabled?: boolean;
  onQuantity: (next: number, event: MouseEvent<HTMLButtonElement>) => void;
  onAdd: (event: MouseEvent<HTMLButtonElement>) => void;
}) {
  // A choice or the quantity changed the price: say the button's new words.
  useAnnounceChange(total, (t) => `Add to basket - ${t}`);
  return (
    <div className={s.sticky}>
      <div className={`${container} ${s.stickyInner}`}>
        <Stepper
          quantity={quantity}
          fewer={{
            intent: "qty",
            target: { step: "-1" },
            label: "One fewer",
            disabled: quantity <= 1 || disabled,
            onClick: (e) => onQuantity(quantity - 1, e),
          }}
          more={{
            intent: "qty",
            target: { step: "+1" },
            label: "One more",
            disabled: quantity >= MAX_LINE_QUANTITY || disabled,
            describedBy: quantity >= MAX_LINE_QUANTITY ? LIMIT_NOTE_ID : undefined,
            onClick: (e) => onQuantity(quantity + 1, e),
          }}
        />{" "}
        <button
          type="submit"
          name={intentName(addIntent)}
          className={button.primary}
          disabled={disabled}
          onClick={(e) => {
            onAdd?.(e);
            if (tracked && !e.defaultPrevented) track(tracked, pageChange("add"));
          }}
        >
          {`Add to basket - ${total}`}
        </button>
        {tracked ? <TrackedHere /> : null}
        {quantity >= MAX_LINE_QUANTITY ? (
          <p id={LIMIT_NOTE_ID} className={s.limitNote}>
            {quantityLimitText}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** The leave guard lives in app/lib/dialogs/leave-guard.tsx; kept here for the pages that import it with the bar. */
