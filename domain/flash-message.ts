// What a redirect leaves for the next page to say (Post/Redirect/Get with a flash message): the
// vouchers a change took off the basket, the lines a reorder could not add, or that an order
// confirmation is not shown to this visitor. It travels in a
// signed cookie (server/http/flash.ts), never in the address, and is parsed here when read back.
import { z } from "zod";

/** The reorder notice names the skipped lines up to this many characters. */
export const SKIPPED_TEXT_MAX = 300;
const MAX_CODES = 20;
const MAX_CODE_LENGTH = 100;

export const flashMessage = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("vouchers-removed"),
    codes: z.array(z.string().min(1).max(MAX_CODE_LENGTH)).min(1).max(MAX_CODES),
  }),
  z.object({
    kind: z.literal("reorder-skipped"),
    items: z.array(z.string().max(SKIPPED_TEXT_MAX)).min(1).max(SKIPPED_TEXT_MAX),
  }),
  /** Why a payment back from the card's bank did not go through (the payment page says it). */
  z.object({ kind: z.literal("payment-alert"), message: z.string().min(1).max(SKIPPED_TEXT_MAX) }),
  /** A saved card removed on the payment page ('Visa ending 1111'). */
  z.object({ kind: z.literal("card-removed"), label: z.string().min(1).max(100) }),
  /** A confirmation link opened by someone who may not see that order (docs/decisions/013). */
  z.object({ kind: z.literal("order-not-shown") }),
]);
export type FlashMessage = z.infer<typeof flashMessage>;

/** The skipped lines' names as the basket's notice shows them. */
export const skippedText = (items: readonly string[]) => items.join(", ").slice(0, SKIPPED_TEXT_MAX);

/**
 * The message cut to fit a small cookie whatever the input: names past the notice's 300 characters
 * would never be seen, and a basket never holds 20 vouchers.
 */
export function fitFlash(message: FlashMessage): FlashMessage {
  if (message.kind === "order-not-shown") return message;
  if (message.kind === "card-removed") return { kind: message.kind, label: message.label.slice(0, 100) };
  if (message.kind === "payment-alert") return { kind: message.kind, message: message.message.slice(0, SKIPPED_TEXT_MAX) };
  if (message.kind === "vouchers-removed")
    return { kind: message.kind, codes: message.codes.slice(0, MAX_CODES).map((c) => c.slice(0, MAX_CODE_LENGTH)) };
  const items: string[] = [];
  let shown = 0; // the length of items.join(", ")
  for (const name of message.items) {
    if (items.length && shown >= SKIPPED_TEXT_MAX) break;
    shown += (items.length ? 2 : 0) + name.length;
    items.push(name.slice(0, SKIPPED_TEXT_MAX));
  }
  return { kind: message.kind, items };
}

/** Said on the start page when an order confirmation link is not this visitor's to open. */
export const ORDER_NOT_SHOWN_TEXT =
  "We can't show that order here. Log in to the account that placed it, or open the link in the browser you ordered with. Your confirmation e-mail has the order too.";
