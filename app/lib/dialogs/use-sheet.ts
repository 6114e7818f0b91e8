// What every modal does once JavaScript runs (app/components/ui/dialog.tsx renders it; decision 009):
// the server's <dialog open> becomes a true modal (showModal: the page behind is inert), focus
// moves to its heading, Tab stays inside, and focus goes back to what opened it. A dismissable
// one closes on Escape, a click on the backdrop, its close control, or, as a bottom sheet, a drag
// down past the threshold (below it the sheet springs back). It slides down in SHEET_MS unless
// the customer asked for reduced motion.
import { useEffect, useRef, type PointerEvent as ReactPointerEvent, type RefObject } from "react";
import { useLocation } from "react-router";
import { SHEET_MEDIA, SHEET_MS, dragDismisses } from "./sheet";

const FOCUSABLE = "a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]";
const CONTROLS = "a, button, input, select, textarea, label";

type Drag = { pointer: number; startY: number; distance: number; height: number };

export function useSheet({
  dialog,
  heading,
  inApp,
  onDismiss,
}: {
  dialog: RefObject<HTMLDialogElement | null>;
  heading: RefObject<HTMLElement | null>;
  /** In-app every modal is a sheet, whatever the width. */
  inApp: boolean;
  /** Where dismissing leads; without it the dialog demands one of its own choices. */
  onDismiss?: () => void;
}) {
  const latest = useRef({ onDismiss, inApp });
  useEffect(() => {
    latest.current = { onDismiss, inApp };
  });
  const closing = useRef(false);
  const opener = useRef<HTMLElement | null>(null);
  const drag = useRef<Drag | null>(null);
  const { key: locationKey } = useLocation();

  const isSheet = () => latest.current.inApp || window.matchMedia(SHEET_MEDIA).matches;
  const reducedMotion = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;

  const open = (d: HTMLDialogElement) => {
    closing.current = false;
    d.style.transform = "";
    d.style.transition = "";
    if (d.open) d.close(); // the server's non-modal <dialog open>
    d.showModal();
    heading.current?.focus({ preventScroll: true });
  };

  /** Back to the element that opened the dialog, unless focus has moved on to something else. */
  const returnFocus = () => {
    const active = document.activeElement;
    const lost = !active || active === document.body || Boolean(dialog.current?.contains(active));
    if (lost && opener.current?.isConnected) opener.current.focus({ preventScroll: true });
  };

  const finish = () => {
    const d = dialog.current;
    if (d?.open) d.close();
    returnFocus();
    latest.current.onDismiss?.();
  };

  const dismiss = () => {
    const d = dialog.current;
    if (!d || !latest.current.onDismiss || closing.current) return;
    closing.current = true;
    if (!isSheet() || reducedMotion()) return finish();
    d.style.transition = `transform ${SHEET_MS}ms ease-in`;
    d.style.transform = "translateY(100%)";
    window.setTimeout(finish, SHEET_MS);
  };

  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body && !d.contains(active) ? active : null;
    open(d);
    let downOnBackdrop = false;
    const outside = (e: MouseEvent) => {
      const r = d.getBoundingClientRect();
      return e.target === d && (e.clientX < r.left || e.clientX > r.right || e.clientY < r.top || e.clientY > r.bottom);
    };
    const onCancel = (e: Event) => {
      // Escape: our own dismissal (animated, leading where the caller says), or nothing at all.
      e.preventDefault();
      dismiss();
    };
    const onClose = () => {
      // The browser may close a modal itself (a second Escape without activation): follow it.
      if (d.open || closing.current) return;
      if (latest.current.onDismiss) {
        closing.current = true;
        finish();
      } else open(d);
    };
    const onPointerDown = (e: PointerEvent) => {
      downOnBackdrop = outside(e);
    };
    const onClick = (e: MouseEvent) => {
      if (downOnBackdrop && outside(e)) dismiss();
      downOnBackdrop = false;
    };
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== "Tab") return;
      const items = [...d.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.tabIndex >= 0 && el.getClientRects().length > 0);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      const at = document.activeElement;
      if (e.shiftKey && (at === first || at === heading.current)) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && at === last) {
        e.preventDefault();
        first.focus();
      }
    };
    d.addEventListener("cancel", onCancel);
    d.addEventListener("close", onClose);
    d.addEventListener("pointerdown", onPointerDown);
    d.addEventListener("click", onClick);
    d.addEventListener("keydown", onKeyDown);
    return () => {
      d.removeEventListener("cancel", onCancel);
      d.removeEventListener("close", onClose);
      d.removeEventListener("pointerdown", onPointerDown);
      d.removeEventListener("click", onClick);
      d.removeEventListener("keydown", onKeyDown);
      closing.current = true;
      if (d.open) d.close();
      returnFocus();
    };
    // Opened once per mount; the handlers read the latest props through refs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Dismissed, but the page it led to still shows it (the server keeps the state): open again.
  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open) open(d);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [locationKey]);

  /** Pointer handlers for the sheet's top (handle and heading): touch and mouse alike. */
  const dragHandlers = {
    onPointerDown(e: ReactPointerEvent<HTMLElement>) {
      const d = dialog.current;
      if (!d || !latest.current.onDismiss || !isSheet() || e.button !== 0) return;
      if ((e.target as Element).closest(CONTROLS)) return;
      e.preventDefault();
      e.currentTarget.setPointerCapture(e.pointerId);
      drag.current = { pointer: e.pointerId, startY: e.clientY, distance: 0, height: d.getBoundingClientRect().height };
      d.style.transition = "none";
    },
    onPointerMove(e: ReactPointerEvent<HTMLElement>) {
      const g = drag.current;
      const d = dialog.current;
      if (!g || !d || g.pointer !== e.pointerId) return;
      g.distance = Math.max(0, e.clientY - g.startY);
      d.style.transform = `translateY(${g.distance}px)`;
    },
    onPointerUp(e: ReactPointerEvent<HTMLElement>) {
      const g = drag.current;
      const d = dialog.current;
      if (!g || !d || g.pointer !== e.pointerId) return;
      drag.current = null;
      d.style.transition = "";
      if (e.type === "pointerup" && dragDismisses(g.distance, g.height)) dismiss();
      else d.style.transform = ""; // springs back (the sheet's own transition)
    },
  };
  return { dismiss, dragHandlers: { ...dragHandlers, onPointerCancel: dragHandlers.onPointerUp } };
}
