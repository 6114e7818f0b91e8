// The close-iframe confirmation's form: keep the basket for an hour, or start over.
import { z } from "zod";

export const appCloseForm = z.object({
  intent: z.enum(["save", "start-over"], { message: "Choose Save basket or Start over." }),
  redirectTo: z.string().max(2000).optional(),
  /** Sent by the enhanced form (a fetcher), which stays on the page and then tells the app. */
  stay: z.literal("1").optional(),
});
