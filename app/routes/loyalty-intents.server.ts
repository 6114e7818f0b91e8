// The reward page's intents (app/routes/loyalty.tsx on the web, inAppRewardAction in-app): an
// offer's button names its reward and offer (`intentName("select", { sectionIndex, offerId })`).
import { z } from "zod";
import { formIntent } from "../forms/intent";

/** An offer tap's target: the reward's index on the screen and the offer. */
const offerTap = z.object({
  sectionIndex: z.coerce.number().int().min(0).max(100),
  offerId: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/),
});

export const rewardIntent = z.discriminatedUnion("intent", [
  offerTap.extend({ intent: z.literal("select") }),
  offerTap.extend({ intent: z.literal("deselect") }),
  z.object({ intent: z.literal("save") }),
  z.object({ intent: z.literal("checkout") }),
  z.object({ intent: z.literal("clear") }),
  /** In-app Back: the picks saved, then the basket (spec 2 §2). */
  z.object({ intent: z.literal("back") }),
]);
export type RewardIntent = z.infer<typeof rewardIntent>;

/** Whether a form that did not parse was an offer tap (its offer is refused, not ignored). */
export function isOfferTap(form: FormData): boolean {
  const intent = formIntent(form);
  return intent === "select" || intent === "deselect";
}
