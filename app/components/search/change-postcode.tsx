// 'Change postcode' on the delivery pages (docs/decisions/020-change-postcode-and-leaving.md): the
// postcode the basket delivers to with its 'Change postcode' link, and the dialog it opens. The
// dialog is a state of the page's address (`?postcode=change`), so the server renders it without
// JavaScript; with it, the link opens it in place (a modal, a bottom sheet on small screens). The
// line and its link (app/components/search/delivering-to.tsx) and the dialog's own script
// (app/components/search/change-postcode-dialog.tsx) are fetched by the pages that show them, not with
// every page: collection pages never load them (decision 023).
import type { ChangePostcodeState } from "../../forms/change-postcode.server";
import { onDemand } from "../../lib/on-demand";

export const CHANGE_POSTCODE_TITLE = "Change postcode";
export const CHANGE_POSTCODE_INTENT = "change-postcode";

/** The answer of the dialog's form when it was refused: the message and what was typed. */
export type PostcodeError = { message: string; value: string } | null;

export function postcodeErrorOf(answer: unknown): PostcodeError {
  return answer && typeof answer === "object" && "postcodeError" in answer ? (answer.postcodeError as PostcodeError) : null;
}

/** Whether the page shows the dialog: asked for in the address, or its form was refused. */
export const changePostcodeOpen = (state: ChangePostcodeState | null | undefined, answer: unknown) =>
  Boolean(state && (state.open || postcodeErrorOf(answer)));

/** 'Delivering to {postcode}' with the link that opens the dialog (delivery pages only). */
export const DeliveringTo = onDemand(() => import("./delivering-to").then((m) => m.DeliveringTo));

export const loadDialog = () => import("./change-postcode-dialog");

/**
 * The dialog: a postcode field and 'Update postcode'. The server renders it in the page; in the
 * browser it takes over once its script has arrived.
 */
export const ChangePostcodeDialog = onDemand(() => loadDialog().then((m) => m.PostcodeDialog));
