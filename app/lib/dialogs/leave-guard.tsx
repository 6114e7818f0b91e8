// 'Are you sure?' / 'Leaving this page will result in you losing the contents of your basket.' with
// Leave / Stay (spec 1 §8, spec 2 §8), asked where leaving really loses something
// (docs/decisions/020-change-postcode-and-leaving.md):
// - `useLeaveGuard(dirty)`: a client-side navigation away from unsaved choices (the customise and
//   bundle pages) or card details typed and not sent (payment);
// - `BasketLeaveGuard`: on the basket and checkout pages, a form that empties the basket (the
//   header's 'Log out', marked `data-empties-basket`) while the basket holds items.
// Without JavaScript a link cannot be stopped; 'Log out' is asked on the server instead: its post
// names the page it came from, and from these pages with items in the basket /logout answers with
// the same question before logging out (`asksBeforeLogOut`, decision 020).
import { useEffect, useRef, useState } from "react";
import { useBlocker, useRouteLoaderData } from "react-router";
import { Dialog } from "../../components/ui/dialog";
import { actions as dialogActions } from "../../components/ui/dialog.css";
import type { RootData } from "../../root";
import { button } from "../../styles/ui.css";

export const LEAVE_TITLE = "Are you sure?";
export const LEAVE_TEXT = "Leaving this page will result in you losing the contents of your basket.";

/** The attribute that marks a form whose post empties the basket. */
const EMPTIES_BASKET = "data-empties-basket";

/** The pages where logging out with items in the basket asks first: the basket and the checkout steps. */
export const asksBeforeLogOut = (pathname: string) =>
  /^\/(collection|delivery)\/(basket|payment|checkout\/(details|updateDetails|verifyMobile))$/.test(pathname);

/** The question itself: 'Stay' (and every dismissal) keeps the customer here. */
function LeaveDialog({ onLeave, onStay }: { onLeave: () => void; onStay: () => void }) {
  return (
    <Dialog title={LEAVE_TITLE} role="alertdialog" onClose={onStay}>
      <p>{LEAVE_TEXT}</p>
      <div className={dialogActions}>
        <button type="button" className={button.secondary} onClick={onLeave}>
          Leave
        </button>
        <button type="button" className={button.primary} onClick={onStay}>
          Stay
        </button>
      </div>
    </Dialog>
  );
}

/** Asks before a client-side navigation drops unsaved choices; `allowLeaving()` lets the add post through. */
export function useLeaveGuard(dirty: boolean) {
  const leaving = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );
  const dialog = blocker.state === "blocked" ? <LeaveDialog onLeave={() => blocker.proceed()} onStay={() => blocker.reset()} /> : null;
  return {
    dialog,
    allowLeaving: () => {
      leaving.current = true;
    },
  };
}

/**
 * On the basket and checkout pages: while the basket holds items, a form marked
 * `data-empties-basket` (the header's 'Log out') asks first. 'Leave' sends it; 'Stay' keeps the
 * customer on the page with focus back on the button they pressed.
 */
export function BasketLeaveGuard() {
  const root = useRouteLoaderData<RootData>("root");
  const holdsItems = (root?.basket.count ?? 0) > 0;
  const [pending, setPending] = useState<HTMLFormElement | null>(null);
  useEffect(() => {
    if (!holdsItems) return;
    // Capturing on the document: before the form's own handlers and before the browser sends it.
    const onSubmit = (e: SubmitEvent) => {
      const form = e.target;
      if (!(form instanceof HTMLFormElement) || !form.hasAttribute(EMPTIES_BASKET)) return;
      e.preventDefault();
      setPending(form);
    };
    document.addEventListener("submit", onSubmit, true);
    return () => document.removeEventListener("submit", onSubmit, true);
  }, [holdsItems]);
  if (!pending) return null;
  return (
    <LeaveDialog
      onLeave={() => {
        setPending(null);
        // Asked and answered: the server does not ask again. submit() sends the form without a new
        // submit event, so this guard does not either.
        const confirmed = document.createElement("input");
        Object.assign(confirmed, { type: "hidden", name: "confirmed", value: "1" });
        pending.append(confirmed);
        pending.submit();
      }}
      onStay={() => setPending(null)}
    />
  );
}
