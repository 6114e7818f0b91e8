// Which button posted a form. A button that carries its intent as name/value ("intent" =
// "dec|group|option") shows that value in text browsers (Lynx prints "(dec|group|option)" beside
// the button's words), so buttons put the intent in their name instead ("intent:dec|group|option",
// no value): browsers send the name alone, and a text browser shows only the button's words.
// Hidden fields named "intent" still work.

const PREFIX = "intent:";

/** The name for a submit button that posts `intent`. */
export const intentName = (intent: string) => `${PREFIX}${intent}`;

/** The intent posted: a hidden field's value, or the name of the button pressed. */
export function formIntent(form: FormData): string | null {
  const field = form.get("intent");
  if (typeof field === "string") return field;
  for (const key of form.keys()) if (key.startsWith(PREFIX)) return key.slice(PREFIX.length);
  return null;
}

/** The intent a submit button names (the form's submitter, with JavaScript). */
export function buttonIntent(button: HTMLButtonElement | null | undefined): string | null {
  return button?.name.startsWith(PREFIX) ? button.name.slice(PREFIX.length) : null;
}
