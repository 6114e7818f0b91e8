// A basket held when the app closes ('Save basket', spec 2 §9) whose hour has run out: empty,
// flagged expiredBasket, under a new key. A read sees it so without storing anything; the next
// change starts from this same view (baskets.ts `change`), so it stores that state and key.
import { createHash } from "node:crypto";
import { emptyBasketState, heldBasketExpired, type Basket } from "../../domain/basket/basket";

/** The key a held basket takes when its hour runs out: made from the one it had, so reads and the change agree. */
function keyAfterExpiry(key: string): string {
  const h = createHash("sha256").update(`expired:${key}`).digest("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
}

/** The basket as it is at `now`: expired if its hold has run out, else as stored. */
export function expiredIfDue(basket: Basket | null, now: Date): Basket | null {
  if (!basket || !heldBasketExpired(basket.state, now)) return basket;
  return { ...basket, key: keyAfterExpiry(basket.key), state: { ...emptyBasketState(), expiredBasket: true } };
}
