// The basket page's intents (app/routes/basket.server.ts): each names what it acts on in a field of
// its own. Server-only, like every zod schema of a form.
import { z } from "zod";

/** A basket line's id, as the basket calls of /api take it. */
const lineId = z.string().regex(/^[0-9a-z]{8,64}$/);
/** A menu item's id (lower-case letters, digits and dashes, as in the seeds). */
const menuItemId = z.string().regex(/^[a-z0-9][a-z0-9-]{0,127}$/);

const step = <V extends "inc" | "dec">(verb: V) =>
  z.object({ intent: z.literal(verb), kind: z.enum(["item", "bundle"]), customID: lineId });

export const basketIntent = z.discriminatedUnion("intent", [
  // The field's text as typed, cut to the field's length: the voucher rules say what is wrong with it.
  z.object({
    intent: z.literal("voucher"),
    voucherCode: z
      .string()
      .default("")
      .transform((code) => code.slice(0, 40)),
  }),
  // The employee discount offer's answer: "yes" applies it, "no" declines; either way it is not offered again.
  z.object({ intent: z.literal("employee-discount"), answer: z.enum(["yes", "no"]).default("yes") }),
  // `then: "checkout"`: posted from the upsell dialog on 'Checkout', which the answer goes back to.
  z.object({ intent: z.literal("upsell"), itemId: menuItemId, then: z.string().optional() }),
  z.object({ intent: z.literal("remove-unavailable") }),
  z.object({ intent: z.literal("remove-voucher"), code: z.string().min(1).max(40) }),
  step("inc"),
  step("dec"),
]);
