// A use case's refusal (server/refusals.ts) as a page answers it: the refusal itself, for
// its words next to the field; anything else is no refusal and goes on up (a storage fault, a bug).
import { Refusal } from "../../server/refusals";

/** `e` when it is a refusal of the basket's rules; rethrows anything else. */
export function basketRefusal(e: unknown): Refusal {
  if (e instanceof Refusal && e.kind === "basket-rule") return e;
  throw e;
}
