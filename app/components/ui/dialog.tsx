// Every modal (docs/decisions/009-bottom-sheets.md). It works without JavaScript: the server renders
// it open (a <dialog open>, from the URL, the session or an action's answer) first in the page, with
// the rest of the page inert (`DialogPage`) and focus on its heading; its close link leads to the
// same page without it. The modal itself (app/components/ui/modal.tsx, with app/lib/dialogs/use-sheet.ts) is
// fetched on demand: by a page that shows one, and by every page once it is idle, so a dialog
// opened later needs no wait (decision 023).
import type { ReactNode } from "react";
import { useHydrated } from "../../lib/hydrated";
import { onDemand } from "../../lib/on-demand";
import * as s from "./dialog.css";

/** The modal's module; the root asks for it once the page is idle. */
export const loadModal = () => import("./modal");

export const Dialog = onDemand(() => loadModal().then((m) => m.Dialog));

/**
 * An alert whose ways on are links, the first the primary one: what happened (`children`), then
 * the links. Dismissing it goes to `closeHref`.
 */
export const NoticeDialog = onDemand(() => loadModal().then((m) => m.NoticeDialog));

/**
 * A page that may show a dialog: the dialog comes first (the first thing after the skip link), and
 * until JavaScript takes over the rest of the page is `inert`, as a modal's page is. The route says
 * when it shows one in its `handle` (app/lib/dialogs/page-dialog.ts), so the site header and footer are
 * inert too. The wrapper is always there (`display: contents`), so opening and closing a dialog with
 * JavaScript never remounts the page behind it (the opener keeps its element).
 */
export function DialogPage({ dialog, children }: { dialog: ReactNode; children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <>
      {dialog}
      <div className={s.behind} inert={Boolean(dialog) && !hydrated}>
        {children}
      </div>
    </>
  );
}
