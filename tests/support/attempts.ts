import type { PaymentAttempt } from "../../server/db/repositories/payments";
import { pendingAttempt as claimedAttempt } from "../../server/checkout/payment-attempts";

/**
 * A payment attempt as a request in progress leaves it (pending, nothing charged yet): test set-up
 * for an attempt that holds a basket or a member's rewards, or that its request never finished.
 */
export function pendingAttempt(
  fields: Pick<PaymentAttempt, "idempotencyKey" | "basketId" | "basketLock" | "amountMinor"> &
    Partial<Pick<PaymentAttempt, "memberLock" | "payerEmail">> & { at: string },
): PaymentAttempt {
  const { at, memberLock = null, payerEmail = null, ...rest } = fields;
  return claimedAttempt({ ...rest, memberLock, payerEmail, currency: "GBP" }, at);
}
