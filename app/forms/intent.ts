// Which button posted a form. A button that carries its intent as name/value ("intent" = "dec")
// shows that value in text browsers (Lynx prints "(dec)" beside the button's words), so buttons put
// the intent in their name instead ("intent:dec", no value): browsers send the name alone, and a
// text browser shows only the button's words. Hidden fields named "intent" still work.
// What an intent acts on travels in fields of its own: hidden fields of a small form, or, for a
// button among many in a page that is one form (customise, bundle), fields in the button's name
// after a "?", URL-encoded ("intent:inc?groupId=toppings&optionId=ham"). Not `formAction`: text
// browsers ignore it. Each page's action parses `intentFields` with a zod discriminated union.

const PREFIX = "intent:";

/** The name for a submit button that posts `intent`, with the fields of its target. */
export const intentName = (intent: string, target?: Record<string, string>) =>
  `${PREFIX}${intent}${target ? `?${formEncoded(target)}` : ""}`;

/**
 * The fields as `new URLSearchParams(fields).toString()` writes them (application/x-www-form-urlencoded),
 * without making one: a pizza's page names some forty buttons this way on every render.
 */
function formEncoded(fields: Record<string, string>): string {
  let out = "";
  for (const key in fields) out += `${out ? "&" : ""}${formEncode(key)}=${formEncode(fields[key]!)}`;
  return out;
}

/** Left as they are by the form encoding: ASCII letters and digits, `*`, `-`, `.` and `_`. */
const PLAIN = /^[\w*.-]*$/;
/** Left as they are by encodeURIComponent but not by the form encoding. */
const MARKS = /[!'()~]/g;

function formEncode(text: string): string {
  if (PLAIN.test(text)) return text;
  return encodeURIComponent(text)
    .replace(MARKS, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, "+");
}

/** The intent and the target's fields of a button's name; null for a name that is not one. */
function parseName(name: string): { intent: string; target: URLSearchParams } | null {
  if (!name.startsWith(PREFIX)) return null;
  const rest = name.slice(PREFIX.length);
  const at = rest.indexOf("?");
  return at < 0
    ? { intent: rest, target: new URLSearchParams() }
    : { intent: rest.slice(0, at), target: new URLSearchParams(rest.slice(at + 1)) };
}

/** The button pressed: the first form field named as one. */
function pressed(form: FormData) {
  for (const key of form.keys()) {
    const button = parseName(key);
    if (button) return button;
  }
  return null;
}

/** The intent posted: a hidden field's value, or the name of the button pressed. */
export function formIntent(form: FormData): string | null {
  const field = form.get("intent");
  if (typeof field === "string") return field;
  return pressed(form)?.intent ?? null;
}

/** The intent a submit button names (the form's submitter, with JavaScript). */
export function buttonIntent(button: HTMLButtonElement | null | undefined): string | null {
  return button ? (parseName(button.name)?.intent ?? null) : null;
}

/**
 * What a page's intent schema parses: the form's text fields (the first of each name, as
 * `FormData.get` reads them), then the fields of the pressed button's target that the form lacks,
 * and `intent` as `formIntent` reads it.
 */
export function intentFields(form: FormData): Record<string, string | null> {
  const fields = new Map<string, string>();
  for (const [key, value] of form) if (typeof value === "string" && !fields.has(key)) fields.set(key, value);
  for (const [key, value] of pressed(form)?.target ?? []) if (!fields.has(key)) fields.set(key, value);
  return { ...Object.fromEntries(fields), intent: formIntent(form) };
}
