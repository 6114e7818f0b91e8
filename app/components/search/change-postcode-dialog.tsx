// The 'Change postcode' dialog (app/components/search/change-postcode.tsx), a module of its own: only a page
// showing the link fetches it.
import { Form } from "react-router";
import { useEffect, useRef } from "react";
import type { ChangePostcodeState } from "../../forms/change-postcode.server";
import { CHANGE_POSTCODE_INTENT, CHANGE_POSTCODE_TITLE, type PostcodeError } from "./change-postcode";
import { useAddress } from "./delivering-to";
import { Dialog } from "../ui/dialog";
import { SubmitRow, TextField } from "../ui/fields";
import * as f from "../ui/form.css";

/** The dialog: a postcode field and 'Update postcode'; a refused postcode's message is by the field. */
export function PostcodeDialog({ state, error }: { state: ChangePostcodeState; error: PostcodeError }) {
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
