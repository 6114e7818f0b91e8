// A large value that is the same for every customer (a menu item with its groups and options) sent
// in a loader's answer as one JSON text, made once per value, rather than encoded value by value on
// every page: React Router's encoding of a few hundred values was about a twentieth of the customise
// page's work on the server (docs/decisions/023). The page reads it back with `decoded`: on the
// server the value it was made from; in the browser the text parsed once.

declare const encodedOf: unique symbol;
/** The JSON text of a `T`, as `encoded` makes it. */
export type Encoded<T> = string & { readonly [encodedOf]: T };

/** The text made for each value (the server's side), and the value each text was made from. */
const texts = new WeakMap<object, string>();
const values = new Map<string, object>();
/**
 * Texts remembered at most, the oldest forgotten first: a new menu version makes new values, and
 * the old ones' texts go. Equal values (two restaurants' alike menus) share one text.
 */
const MOST = 1_000;

function remember(text: string, value: object) {
  if (values.size >= MOST && !values.has(text)) values.delete(values.keys().next().value as string);
  values.set(text, value);
}

/** `value` as JSON text, made once per value. `value` must not change after this. */
export function encoded<T extends object>(value: T): Encoded<T> {
  let text = texts.get(value);
  if (text === undefined) {
    text = JSON.stringify(value);
    texts.set(value, text);
    remember(text, value);
  }
  return text as Encoded<T>;
}

/** The value of an encoded text: the one it was made from, or (a text that came over the wire) parsed once. */
export function decoded<T>(text: Encoded<T>): T {
  let value = values.get(text);
  if (value === undefined) {
    value = JSON.parse(text) as object;
    remember(text, value);
  }
  return value as T;
}
