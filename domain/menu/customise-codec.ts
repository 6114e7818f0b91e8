// Configurations crossing a trust boundary: form posts, hidden fields, the JSON API. Parsing rebuilds
// a configuration from the menu and refuses anything the customise screen could not have produced;
// prices are never read from the input.
import {
  activeOf,
  groupTotal,
  initialConfiguration,
  MAX_LINE_QUANTITY,
  optionCap,
  sortByDisplay,
  type Configuration,
  type CustomisableItem,
  type Selection,
} from "./customise-model";

/** Generous bounds so a hostile post cannot make the parser do much work. */
const MAX_ENTRIES = 500;
const MAX_ENCODED_LENGTH = 40_000;

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Whole numbers, also as form fields send them ("3", "-1"); anything else is null. */
export function toInteger(value: unknown): number | null {
  if (typeof value === "number") return Number.isSafeInteger(value) ? value : null;
  if (typeof value === "string" && /^-?\d{1,6}$/.test(value)) return Number(value);
  return null;
}

/** JSON as base64url of its UTF-8: safe in URLs and hidden fields without further escaping. */
export function encodeJson(value: unknown): string {
  let binary = "";
  for (const byte of new TextEncoder().encode(JSON.stringify(value))) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export function decodeJson(text: unknown): unknown {
  if (typeof text !== "string" || text.length > MAX_ENCODED_LENGTH || !/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes)) as unknown;
  } catch {
    return null;
  }
}

export function parseConfiguration(item: CustomisableItem, untrusted: unknown): Configuration | null {
  if (!isRecord(untrusted) || untrusted.itemId !== item.id) return null;
  const quantity = toInteger(untrusted.quantity);
  if (quantity === null || quantity < 1 || quantity > MAX_LINE_QUANTITY) return null;
  const raw = untrusted.selections;
  if (!Array.isArray(raw) || raw.length > MAX_ENTRIES) return null;

  const selections: Selection[] = [];
  const keys = new Set<string>();
  for (const entry of raw) {
    if (!isRecord(entry) || typeof entry.groupId !== "string" || typeof entry.optionId !== "string") return null;
    const q = toInteger(entry.quantity);
    const key = `${entry.groupId}\n${entry.optionId}`;
    if (q === null || keys.has(key)) return null;
    keys.add(key);
    // A zero is how a form says "none of these"; it is not an entry.
    if (q !== 0) selections.push({ groupId: entry.groupId, optionId: entry.optionId, quantity: q });
  }

  // Only groups shown for these very choices may hold entries: a half's toppings need that half.
  const active = activeOf(item.groups, selections);
  const byId = new Map(active.map((g) => [g.id, g]));
  for (const s of selections) {
    const group = byId.get(s.groupId);
    const option = group?.options.find((o) => o.id === s.optionId);
    if (!group || !option) return null;
    if (option.isIncluded ? s.quantity !== -1 : s.quantity < 1 || s.quantity > optionCap(group, option)) return null;
  }
  if (active.some((g) => groupTotal(selections, g.id) > g.max)) return null;
  return { itemId: item.id, quantity, selections: sortByDisplay(active, selections) };
}

export function encodeConfiguration(config: Configuration): string {
  return encodeJson([config.itemId, config.quantity, config.selections.map((s) => [s.groupId, s.optionId, s.quantity])]);
}

/** The untrusted shape parseConfiguration takes, or null; never throws. */
export function decodeConfiguration(text: string): unknown {
  const value = decodeJson(text);
  if (!Array.isArray(value) || value.length !== 3 || !Array.isArray(value[2])) return null;
  const [itemId, quantity, entries] = value as [unknown, unknown, unknown[]];
  return {
    itemId,
    quantity,
    selections: entries.map((e) => (Array.isArray(e) && e.length === 3 ? { groupId: e[0], optionId: e[1], quantity: e[2] } : null)),
  };
}

/**
 * How an item's configuration travels (?c=, the posted `config`, a basket line): refused (null)
 * unless the customise page could have produced it.
 */
export function configurationCodec(item: CustomisableItem) {
  const parse = (untrusted: unknown) => parseConfiguration(item, untrusted);
  return {
    parse,
    read: (text: string) => parse(decodeConfiguration(text)),
    initial: () => initialConfiguration(item),
    encode: encodeConfiguration,
  };
}
