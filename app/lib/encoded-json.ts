// A large value sent in a loader's answer as one JSON text rather than encoded value by value by
// React Router: its encoding of a few hundred values was about a twentieth of the customise page's
// work on the server, and an eighth of the search results' and the basket's, where JSON.stringify
// does the same in about a third of the time (docs/decisions/023). A value the same for every
// customer (a menu item with its groups and options) is made into text once (`encoded`); a value
// made for one answer (a customer's basket, a search's restaurants) on each call (`encodedAnswer`).
// The page reads it back with `decoded`: on the server the value it was made from; in the browser
// the text parsed once. Only plain data: no dates, maps or undefined in arrays, which JSON would
// change.

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

/**
 * Values made for one answer, with their texts, for the render that follows the loader: the most
 * recent few dozen, so nothing outlives its page by long (the server's side only). Found by the
 * text itself (the string the loader made, handed on unchanged): comparing a few dozen strings
 * that differ in length or are the same one costs less than hashing a text of several kB.
 */
const recent: { text: string; value: object }[] = [];
const RECENT = 64;
let next = 0;

/** `value` as JSON text, made on each call: for a value made for one answer. */
export function encodedAnswer<T extends object>(value: T): Encoded<T> {
  const text = JSON.stringify(value);
  recent[next] = { text, value };
  next = (next + 1) % RECENT;
  return text as Encoded<T>;
}

function recentValue(text: string): object | undefined {
  for (const made of recent) if (made.text === text) return made.value;
  return undefined;
}

/** The value of an encoded text: the one it was made from, or (a text that came over the wire) parsed once. */
export function decoded<T>(text: Encoded<T>): T {
  let value = recentValue(text) ?? values.get(text);
  if (value === undefined) {
    value = JSON.parse(text) as object;
    remember(text, value);
  }
  return value as T;
}
