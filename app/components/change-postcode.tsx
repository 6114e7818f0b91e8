// 'Change postcode' on the delivery pages (docs/decisions/020-change-postcode-and-leaving.md): the
// postcode the basket delivers to with its 'Change postcode' link, and the dialog it opens. The
// dialog is a state of the page's address (`?postcode=change`), so the server renders it without
// JavaScript; with it, the link opens it in place (a modal, a bottom sheet on small screens). The
// dialog's own script (app/components/change-postcode-dialog.tsx) is fetched once a page with the
// link is running, not with the page: collection pages never load it (decision 023).
import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import type { ChangePostcodeState } from "../forms/change-postcode.server";
import { useAnnounceChange } from "../lib/announcer";
import { useHydrated } from "../lib/hydrated";
import { button } from "../styles/ui.css";
import { onDemand } from "../lib/on-demand";

export const CHANGE_POSTCODE_TITLE = "Change postcode";
export const CHANGE_POSTCODE_INTENT = "change-postcode";

/** The page's address with the dialog's state set (`change`) or dropped (null). */
export function useAddress(state: "change" | null): string {
  const { pathname, search } = useLocation();
  const q = new URLSearchParams(search);
  q.delete("postcode");
  if (state) q.set("postcode", state);
  const query = q.toString();
  return `${pathname}${query ? `?${query}` : ""}`;
}

/** The answer of the dialog's form when it was refused: the message and what was typed. */
export type PostcodeError = { message: string; value: string } | null;

export function postcodeErrorOf(answer: unknown): PostcodeError {
  return answer && typeof answer === "object" && "postcodeError" in answer ? (answer.postcodeError as PostcodeError) : null;
}

/** Whether the page shows the dialog: asked for in the address, or its form was refused. */
export const changePostcodeOpen = (state: ChangePostcodeState | null | undefined, answer: unknown) =>
  Boolean(state && (state.open || postcodeErrorOf(answer)));

/** 'Delivering to {postcode}' with the link that opens the dialog. */
export function DeliveringTo({ state, className }: { state: ChangePostcodeState; className?: string }) {
  const hydrated = useHydrated();
  const open = useAddress("change");
  // With JavaScript the page changes in place: the new postcode is said.
  useAnnounceChange(state.postcode, (p) => `Delivering to ${p}`);
  // The dialog's script arrives before the link is followed.
  useEffect(() => void loadDialog(), []);
  return (
    <p className={className}>
      {`Delivering to ${state.postcode}`}{" "}
      <Link
        to={open}
        preventScrollReset
        className={button.secondary}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- without JavaScript, focus comes back to the control used
        autoFocus={state.changed && !hydrated}
      >
        {CHANGE_POSTCODE_TITLE}
      </Link>
    </p>
  );
}

const loadDialog = () => import("./change-postcode-dialog");

/**
 * The dialog: a postcode field and 'Update postcode'. The server renders it in the page; in the
 * browser it takes over once its script has arrived.
 */
export const ChangePostcodeDialog = onDemand(() => loadDialog().then((m) => m.PostcodeDialog));
