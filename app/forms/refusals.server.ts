// A use case's refusal (server/refusals.ts) as a page answers it: a thrown refusal itself, for
// its words next to the field (anything else is no refusal and goes on up: a storage fault, a bug);
// a returned one with its reason's status, the same as the `/api` twin answers.
import { REFUSED_STATUS, Refusal, type Refused } from "../../server/refusals";

/**
 * The answer's status for a returned refusal (`data(…, refusedStatus(result))`): its reason's, but
 * 400 where `/api` says 401, since a 401 must carry a WWW-Authenticate challenge and a form has none.
 */
export function refusedStatus(refusal: Refused): ResponseInit {
  return { status: refusal.reason === "unauthenticated" ? 400 : REFUSED_STATUS[refusal.reason] };
}

/** `e` when it is a refusal of the basket's rules; rethrows anything else. */
export function basketRefusal(e: unknown): Refusal {
  if (e instanceof Refusal && e.kind === "basket-rule") return e;
  throw e;
}
