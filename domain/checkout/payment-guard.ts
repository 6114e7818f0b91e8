// The payment guard of spec 2 §2: which checkout step a customer still owes before the payment
// screen (and before a charge). Pure: the caller says who is paying, whether the chosen collection
// slot is still offered, and what time it is. The first rule that fails decides the redirect.
import { paths } from "../../app/paths";
import { hasLines, type BasketState, type OrderMode } from "../basket/basket";

export type PaymentGuardReason = "empty-basket" | "verify-mobile" | "login" | "details" | "collection-time-expired";

export interface PaymentGuardInput {
  state: BasketState;
  identity: { kind: "customer" | "guest" | "none"; mobileNumber: string | null };
  now: Date;
  /** The basket's collection time is still one of the restaurant's offered slots. */
  collectionSlotValid: boolean;
}

export type PaymentGuardResult = { ok: true } | { ok: false; reason: PaymentGuardReason; redirect: string };

/** What each refusal tells the customer (the collection-time text is the spec's catalogue entry). */
export const PAYMENT_GUARD_MESSAGES: Record<PaymentGuardReason, string> = {
  "empty-basket": "Oops! you have not selected any items.",
  "verify-mobile": "Please verify your mobile number before paying.",
  login: "Please log in, or continue as a guest, before paying.",
  details: "Please complete your collection time or delivery address before paying.",
  "collection-time-expired": "Your collection time has expired, please select a new collection time before completing your order.",
};

/** Where a checkout step reached with an empty basket leads (spec 2 §2): the restaurant's menu. */
export const emptyCheckoutPath = (mode: OrderMode, restaurantId: number) => paths.menu(mode, restaurantId);

export function paymentGuard(input: PaymentGuardInput): PaymentGuardResult {
  const { state, identity, now, collectionSlotValid } = input;
  const block = (reason: PaymentGuardReason, redirect: string): PaymentGuardResult => ({ ok: false, reason, redirect });

  // 1. Empty basket: the restaurant's menu; the start of the journey when no restaurant is chosen.
  if (!hasLines(state)) {
    if (state.mode && state.restaurantId !== null) return block("empty-basket", emptyCheckoutPath(state.mode, state.restaurantId));
    return block("empty-basket", paths.search(state.mode ?? "collection"));
  }
  const mode = state.mode ?? "collection";
  // 2. A signed-in customer without a mobile number verifies one first.
  if (identity.kind === "customer" && !identity.mobileNumber) return block("verify-mobile", paths.checkoutVerifyMobile(mode));
  // 3. Nobody logged in (and no guest details).
  if (identity.kind === "none") return block("login", paths.checkoutLogin(mode));
  // 4. No collection time (collection) or no delivery (delivery); then a collection time that is
  //    no longer offered, or already past, must be chosen again.
  if (state.mode === "delivery") {
    if (!state.delivery) return block("details", paths.checkoutDetails(mode));
  } else {
    if (!state.collectionTime) return block("details", paths.checkoutDetails(mode));
    const at = Date.parse(state.collectionTime);
    if (!collectionSlotValid || !Number.isFinite(at) || at <= now.getTime()) {
      return block("collection-time-expired", paths.checkoutDetails(mode, { expired: 1 }));
    }
  }
  // 5. Delivery with no first address line.
  if (state.mode === "delivery" && !state.delivery?.addressLine1?.trim()) return block("details", paths.checkoutDetails(mode));
  return { ok: true };
}
