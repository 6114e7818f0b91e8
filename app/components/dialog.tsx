// A modal that works without JavaScript: the server renders it open (a <dialog open> in the page);
// with JavaScript it becomes a true modal (showModal: focus trapped, Escape closes, backdrop).
import { useEffect, useRef, type ReactNode } from "react";
import * as s from "./dialog.css";

export function Dialog({
  title,
  children,
  onClose,
  role = "dialog",
}: {
  title: string;
  children: ReactNode;
  /** Called when the customer dismisses the dialog (Escape) with JavaScript on. */
  onClose?: () => void;
  role?: "dialog" | "alertdialog";
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = `dialog-${title.replace(/[^a-z0-9]+/gi, "-").toLowerCase()}`;
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (d.open) d.close();
    d.showModal();
    const cancel = (e: Event) => {
      if (onClose) {
        e.preventDefault();
        onClose();
      }
    };
    d.addEventListener("cancel", cancel);
    return () => {
      d.removeEventListener("cancel", cancel);
      if (d.open) d.close();
    };
  }, [onClose]);
  return (
    <dialog
      ref={ref}
      open
      className={s.dialog}
      aria-labelledby={titleId}
      role={role === "alertdialog" ? "alertdialog" : undefined}
      aria-modal="true"
    >
      <h2 id={titleId} className={s.title}>
        {title}
      </h2>
      {children}
    </dialog>
  );
}
