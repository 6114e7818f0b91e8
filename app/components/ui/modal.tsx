// The modal itself (decision 009): a centred dialog on wide screens, a bottom sheet up to 550 px
// wide and always in-app. The server renders it open, first in the page, with its close link; with
// JavaScript app/lib/dialogs/use-sheet.ts makes it a true modal that can be dragged, Escaped or clicked
// away. Pages use it through app/components/ui/dialog.tsx, which fetches this module on demand.
import { useRef, type ReactNode } from "react";
import { useNavigate, Link } from "react-router";
import { useHydrated } from "../../lib/hydrated";
import { useInApp } from "../../lib/in-app/in-app";
import { useSheet } from "../../lib/dialogs/use-sheet";
import * as s from "./dialog.css";
import { button } from "../../styles/ui.css";

export type DialogProps = {
  title: string;
  children: ReactNode;
  /**
   * Where dismissing leads: the same page without the modal's state. The close link goes there
   * without JavaScript; with it, dismissing navigates there (unless `onClose` is given).
   */
  closeHref?: string;
  /** With JavaScript, what dismissing does instead of going to `closeHref` (client state). */
  onClose?: () => void;
  role?: "dialog" | "alertdialog";
  /**
   * A 'Close' control in the heading. An alert dialog's own buttons (Cancel, Stay, Continue …)
   * already include its dismissal, so it has none unless asked. A dialog with neither `closeHref`
   * nor `onClose` cannot be dismissed: the customer must take one of its choices.
   */
  closeControl?: boolean;
};

export function Dialog({ title, children, closeHref, onClose, role = "dialog", closeControl = role === "dialog" }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  // The server's dialog takes focus as the page loads (its heading is its one `autofocus`); with
  // JavaScript, use-sheet moves focus once it knows the opener.
  const hydrated = useHydrated();
  const heading = useRef<HTMLHeadingElement>(null);
  const navigate = useNavigate();
  const inApp = useInApp();
  const dismissable = Boolean(closeHref || onClose);
  const { dismiss, dragHandlers } = useSheet({
    dialog: ref,
    heading,
    inApp,
    onDismiss: dismissable
      ? () => (onClose ? onClose() : void navigate(closeHref!, { replace: true, preventScrollReset: true }))
      : undefined,
  });
  const titleId = `dialog-${title.replace(/[^a-z0-9]+/gi, "-").toLowerCase()}`;
  const close = !closeControl ? null : closeHref ? (
    <a
      className={s.close}
      href={closeHref}
      onClick={(e) => {
        if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
        e.preventDefault();
        dismiss();
      }}
    >
      Close
    </a>
  ) : onClose ? (
    <button type="button" className={s.close} onClick={dismiss}>
      Close
    </button>
  ) : null;
  return (
    <dialog
      ref={ref}
      open
      className={`${s.dialog} ${inApp ? s.inAppSheet : ""}`}
      aria-labelledby={titleId}
      role={role === "alertdialog" ? "alertdialog" : undefined}
    >
      <div className={`${s.head} ${dismissable ? s.draggable : ""}`} {...(dismissable ? dragHandlers : {})}>
        {dismissable ? <span className={s.handle} aria-hidden="true" /> : null}
        {/* The page's one autofocus (a dialog is a scoping root of its own): without JavaScript nothing
            else would move focus into the dialog. */}
        {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
        <h2 id={titleId} ref={heading} tabIndex={-1} className={s.title} autoFocus={!hydrated}>
          {title}
        </h2>
        {close}
      </div>
      <div className={s.body}>{children}</div>
    </dialog>
  );
}

/** A way on from a notice: a link, and what else following it does (an analytics event, say). */
export interface NoticeLink {
  href: string;
  label: string;
  onClick?: () => void;
}

/**
 * An alert whose ways on are links, the first the primary one: what happened (`children`), then
 * the links. Dismissing it goes to `closeHref`.
 */
export function NoticeDialog({
  title,
  closeHref,
  links,
  children,
}: {
  title: string;
  closeHref: string;
  links: NoticeLink[];
  children: ReactNode;
}) {
  return (
    <Dialog title={title} role="alertdialog" closeHref={closeHref}>
      {children}
      <div className={s.actions}>
        {links.map((link, i) => (
          <Link key={link.label} className={i === 0 ? button.primary : button.secondary} to={link.href} onClick={link.onClick}>
            {link.label}
          </Link>
        ))}
      </div>
    </Dialog>
  );
}
