import type { PaymentAttempt } from "../../server/db/repositories/payments";

/**
 * A payment attempt as a request in progress leaves it (pending, nothing charged yet): test set-up
 * for an attempt that holds a basket or a member's rewards, or that its request never finished.
 */
export function pendingAttempt(
  fields: Pick<PaymentAttempt, "idempotencyKey" | "basketId" | "basketLock" | "amountMinor"> &
    Partial<Pick<PaymentAttempt, "memberLock">> & { at: string },
): PaymentAttempt {
  const { at, ...rest } = fields;
  return {
    memberLock: null,
    status: "pending",
    currency: "GBP",
    chargeId: null,
    orderId: null,
    declineCode: null,
    declineMessage: null,
    createdAt: at,
    updatedAt: at,
    ...rest,
  };
}
