// Which server-rendered pages show a dialog (decision 009): without JavaScript the dialog is not
// modal, so everything else on the page, the site header and footer too, is made inert. A route
// that can render one says when in its `handle`, from its loader's and action's data; the root
// layout asks every matched route.
import { useContext } from "react";
import { UNSAFE_DataRouterDataContext, useMatches } from "react-router";
import { useHydrated } from "../hydrated";

export interface DialogHandle {
  dialogOpen: (loaderData: unknown, actionData: unknown) => boolean;
}

/** A route's `handle`: `open` says, from the route's own data, whether the page shows a dialog. */
export function dialogHandle<L, A = undefined>(open: (loaderData: L | undefined, actionData: A | undefined) => boolean): DialogHandle {
  return { dialogOpen: (loaderData, actionData) => open(loaderData as L | undefined, actionData as A | undefined) };
}

function isDialogHandle(handle: unknown): handle is DialogHandle {
  return typeof handle === "object" && handle !== null && typeof (handle as DialogHandle).dialogOpen === "function";
}

/**
 * True while the page, as the server rendered it, shows a dialog and JavaScript has not taken over
 * (once it has, `showModal()` makes the rest inert itself). Action data is only in the router's
 * state, which `useActionData` reads for its own route alone.
 */
export function useServerDialogOpen(): boolean {
  const matches = useMatches();
  const state = useContext(UNSAFE_DataRouterDataContext);
  const hydrated = useHydrated();
  if (hydrated) return false;
  return matches.some((m) => isDialogHandle(m.handle) && m.handle.dialogOpen(m.loaderData, state?.actionData?.[m.id]));
}
