// Without JavaScript, a form post reloads the page, and focus would start again at the top. The
// action's redirect names the control that was used (its intent and target, `?focus=inc|g|o`, or
// `?focus=#<element id>`), and the page renders `autofocus` on it, so the customer carries on
// where they were (docs/decisions/010-keyboard-and-focus.md). With JavaScript nothing reloads,
// and this is unused.
import { createContext, useContext } from "react";

const ReturnFocus = createContext<string | null>(null);

/** Gives the page's controls the `focus` of its address. */
export const ReturnFocusProvider = ReturnFocus.Provider;

/** The control the page gives focus back to (its return-focus token), or null: for a control that works its token out only when asked. */
export function useReturnFocusToken(): string | null {
  return useContext(ReturnFocus);
}

/** Whether the control that posts `intent` (or the element with this id, written `#id`) should take focus. */
export function useReturnFocus(): (target: string) => boolean {
  const focus = useReturnFocusToken();
  return (target) => focus !== null && focus === target;
}
