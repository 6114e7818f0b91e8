// The one quantity rule for a basket line (an item or a bundle): a line holds 1 to 99. Adding,
// setting and removing all follow it, on every path (the pages, the /api calls, quick add, reorder,
// bundles, reward lines, and the merge of an identical line). A change that would break it is
// refused with a message; it is never capped or trimmed quietly. Pure and isomorphic.

const MIN_LINE_QUANTITY = 1;
export const MAX_LINE_QUANTITY = 99;

export type LineQuantityChange =
  /** Adds this many (a new line starts from 0). */
  | { add: number }
  /** Takes this many away; taking as many as the line holds, or more, takes the line out. */
  | { remove: number }
  /** Sets the line to this many; 0 takes it out. */
  | { set: number };

export type LineQuantityOutcome = { ok: true; quantity: number } | { ok: false; message: string };

const wholeIn = (n: number, min: number, max: number) => Number.isInteger(n) && n >= min && n <= max;

export const LINE_QUANTITY_MESSAGES = {
  /** An amount outside 1–99 (or 0–99 when setting). */
  amount: `Choose a quantity from ${MIN_LINE_QUANTITY} to ${MAX_LINE_QUANTITY}.`,
  /** The line is full: nothing more can be added to it. */
  full: `You can have at most ${MAX_LINE_QUANTITY} of one item in your basket.`,
  /** An add that would take the line past the limit. */
  over: (current: number) =>
    `You already have ${current} of this in your basket and a line holds at most ${MAX_LINE_QUANTITY}: you can add ${MAX_LINE_QUANTITY - current} more.`,
} as const;

/** The line's quantity after a change (0: the line goes), or why the change is refused. */
export function lineQuantityAfter(current: number, change: LineQuantityChange): LineQuantityOutcome {
  if ("add" in change) {
    if (!wholeIn(change.add, MIN_LINE_QUANTITY, MAX_LINE_QUANTITY)) return { ok: false, message: LINE_QUANTITY_MESSAGES.amount };
    const quantity = current + change.add;
    if (quantity <= MAX_LINE_QUANTITY) return { ok: true, quantity };
    return { ok: false, message: current >= MAX_LINE_QUANTITY ? LINE_QUANTITY_MESSAGES.full : LINE_QUANTITY_MESSAGES.over(current) };
  }
  if ("remove" in change) {
    if (!wholeIn(change.remove, MIN_LINE_QUANTITY, MAX_LINE_QUANTITY)) return { ok: false, message: LINE_QUANTITY_MESSAGES.amount };
    return { ok: true, quantity: Math.max(0, current - change.remove) };
  }
  if (!wholeIn(change.set, 0, MAX_LINE_QUANTITY)) return { ok: false, message: LINE_QUANTITY_MESSAGES.amount };
  return { ok: true, quantity: change.set };
}

/** True when a stored line's quantity keeps the rule (1–99, whole). */
export const isLineQuantity = (n: number) => wholeIn(n, MIN_LINE_QUANTITY, MAX_LINE_QUANTITY);
