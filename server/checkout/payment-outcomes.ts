// What paying for a basket takes and answers: the pay request, every outcome (paid, declined,
// blocked before any charge, pending, limited, refunded) and the texts the customer is shown
// (on screen, and the e-mail of a refund without an order).
import { formatMoney } from "../../domain/money";
import type { OrderView } from "../../domain/checkout/order";
import type { PaymentGuardReason } from "../../domain/checkout/payment-guard";
import { DELIVERY_MINIMUM_MINOR } from "../../domain/basket/basket-pricing";
import type { CheckoutIdentity } from "../accounts";

export interface PayInput {
  basketId: string;
  sessionId: string | null;
  customerId: number | null;
  identity: CheckoutIdentity;
  /** One per checkout attempt (the payment form makes a new one after a decline). */
  idempotencyKey: string;
  /** The client's network address, for the limit on declined cards. */
  ip?: string;
  /** A card as typed, or one of the payer's saved cards with its security code. */
  card: { number: string; expiry: string; cvv: string; nameOnCard?: string | null } | { savedCardId: string; cvv: string };
  /** Keep the typed card for the signed-in payer once the payment goes through ('Save this card'). */
  saveCard?: boolean | undefined;
  /**
   * The total the customer was shown, in minor units. When the basket now prices differently (a
   * reward used up elsewhere, a voucher gone, a new delivery fee) nothing is charged.
   */
  expectedTotalMinor?: number | undefined;
}

/** Who pays and with which attempt, as a charge's result is settled (paying, or back from the bank). */
export type Settling = Pick<PayInput, "basketId" | "sessionId" | "customerId" | "identity" | "idempotencyKey" | "ip">;

type PayBlockReason =
  | PaymentGuardReason
  | "unavailable"
  | "delivery-minimum"
  | "delivery-expired"
  | "restaurant-unavailable"
  /** The delivery quoted again at payment: no rider now, the partner cannot take it, or a new window. */
  | "rider-unavailable"
  | "provider-unable"
  | "delivery-time-changed"
  /** The basket prices differently from the total the customer saw. */
  | "total-changed"
  /** Applied vouchers that no longer hold were removed. */
  | "vouchers-removed";

export interface PayBlocked {
  status: "blocked";
  reason: PayBlockReason;
  redirect: string;
  message: string;
  /** The vouchers taken off ("vouchers-removed"), for the basket page to name. */
  codes?: string[];
}

export type PayOutcome =
  | { status: "paid"; order: OrderView }
  | { status: "declined"; code: string; message: string }
  | { status: "invalid"; errors: { path: string; message: string }[] }
  | PayBlocked
  /** Another request with this key (or for this basket) is still being charged after the wait. */
  | { status: "pending"; message: string }
  /**
   * The card's bank asks the customer first (3-D Secure): send them to `challengeUrl`; they come
   * back to our return address, which finishes the payment (`completeAuthentication`).
   */
  | { status: "requires-action"; idempotencyKey: string; challengeUrl: string; expiresAt: string }
  /** Too many declined cards from this basket or network address (against card testing). */
  | { status: "limited"; message: string }
  /** Charged, but the order could not be written: the charge was given back in full. */
  | { status: "refunded"; message: string };

export const PAY_MESSAGES = {
  unavailable: "Some items in your basket are out of stock or no longer available: please remove them before paying.",
  deliveryExpired: "Your delivery details have expired, please search again.",
  pending: "This payment is still being processed. Please wait a moment and check your order.",
  otherBasket: "This payment key belongs to another checkout.",
  failed: "The payment could not be completed, please try again.",
  savedCardGone: "This saved card can no longer be used: please choose another card.",
  unknownAttempt: "This payment was not found. Please check your order and pay again.",
  refunded: "Sorry, we could not place your order, so your payment has been refunded in full. Please try again in a moment.",
  deliveryMinimum: (symbol: string) =>
    `Your order is below the minimum delivery amount. Please bring the total to ${formatMoney(DELIVERY_MINIMUM_MINOR, symbol).replace(/\.00$/, "")} or more to continue`,
} as const;

/**
 * The e-mail to the payer when a charge is refunded because no order could be placed (at once in
 * the pay path, or later by the reconciler): sent once per refunded charge (docs/decisions/033).
 */
export function unplacedRefundNotice(brand: { name: string; currencySymbol: string }, amountMinor: number) {
  return {
    subject: `Your ${brand.name} payment has been refunded`,
    body: `Sorry, we could not place your order, so we have refunded ${formatMoney(amountMinor, brand.currencySymbol)} to your card. It can take a few days to show on your statement.`,
  };
}
