// 'Change postcode' on the delivery pages (docs/decisions/020-change-postcode-and-leaving.md): the
// postcode the basket delivers to with its 'Change postcode' link, and the dialog it opens. The
// dialog is a state of the page's address (`?postcode=change`), so the server renders it without
// JavaScript; with it, the link opens it in place (a modal, a bottom sheet on small screens).
import { useEffect, useRef } from "react";
import { Form, Link, useLocation } from "react-router";
import type { ChangePostcodeState } from "../forms/change-postcode.server";
import { useAnnounceChange } from "../lib/announcer";
import { useHydrated } from "../lib/hydrated";
import { button } from "../styles/ui.css";
import { Dialog } from "./dialog";
import { SubmitRow, TextField } from "./fields";
import * as f from "./form.css";

export const CHANGE_POSTCODE_TITLE = "Change postcode";
export const CHANGE_POSTCODE_INTENT = "change-postcode";

/** The page's address with the dialog's state set (`change`) or dropped (null). */
function useAddress(state: "change" | null): string {
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

/** The dialog: a postcode field and 'Update postcode'; a refused postcode's message is by the field. */
export function ChangePostcodeDialog({ state, error }: { state: ChangePostcodeState; error: PostcodeError }) {
  const action = useAddress("change");
  const closeHref = useAddress(null);
  const input = useRef<HTMLInputElement>(null);
  // With JavaScript, a refused postcode puts focus on the field, which reads out its message.
  useEffect(() => {
    if (error) input.current?.focus();
  }, [error]);
  return (
    <Dialog title={CHANGE_POSTCODE_TITLE} closeHref={closeHref}>
      <Form method="post" action={action} className={f.form} noValidate>
        <input type="hidden" name="intent" value={CHANGE_POSTCODE_INTENT} />
        <TextField
          ref={input}
          idPrefix="change"
          name="postcode"
          label="Enter your postcode"
          autoComplete="postal-code"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={100}
          errors={error ? { postcode: error.message } : null}
          hint={`Delivering to ${state.postcode} now.`}
          defaultValue={error?.value ?? ""}
          key={error ? `refused-${error.value}` : "fresh"}
          required
        />
        <SubmitRow>Update postcode</SubmitRow>
      </Form>
    </Dialog>
  );
}
