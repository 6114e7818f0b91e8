// The pay request: the card form's fields and the checkout attempt's key. One schema for the
// payment page's form and for the body of POST /api/sandbox/pay, so the two cannot drift. The
// amount is never posted: `expectedTotal` is only what the customer was shown, and the server
// charges its own price (a total that moved is refused, not charged).
import { z } from "zod";
import { CARD_MESSAGES } from "../../domain/checkout/card";
import { PAY_MESSAGES, type PayInput, type PayOutcome, type Settling } from "./payment-outcomes";

/** Minor units, from a JSON number or a form's digits. */
const shownTotal = z
  .union(
    [
      z.number(),
      z
        .string()
        .regex(/^\d{1,9}$/, { message: "expectedTotal must be whole minor units" })
        .transform(Number),
    ],
    {
      message: "expectedTotal must be a number",
    },
  )
  .pipe(
    z
      .number({ message: "expectedTotal must be a number" })
      .int({ message: "expectedTotal must be whole minor units" })
      .nonnegative({ message: "expectedTotal must not be negative" }),
  );

export const payRequest = z
  .object({
    idempotencyKey: z
      .string({ message: "idempotencyKey is required" })
      .regex(/^[A-Za-z0-9_-]{8,100}$/, { message: "idempotencyKey must be 8 to 100 letters, digits, '-' or '_'" })
      .describe("One per checkout attempt: the same key never charges twice."),
    cardNumber: z
      .string({ message: CARD_MESSAGES.number })
      .max(40, { message: CARD_MESSAGES.number })
      .optional()
      .describe("A new card's number (not with savedCardId)."),
    expiry: z
      .string({ message: CARD_MESSAGES.expiry })
      .max(10, { message: CARD_MESSAGES.expiry })
      .optional()
      .describe("MM/YY (not with savedCardId)"),
    cvv: z
      .string({ message: "Enter the security code" })
      .max(8, { message: "Enter the security code" })
      .describe("The security code: asked for a saved card too."),
    savedCardId: z
      .string({ message: "savedCardId must be text" })
      .regex(/^[A-Za-z0-9_-]{8,64}$/, { message: "savedCardId is not a saved card" })
      .optional()
      .describe("Pay with one of the signed-in customer's saved cards (GET /api/customer/savedCards) instead of a new card."),
    saveCard: z
      .union([z.boolean(), z.enum(["on", "true", "false"]).transform((v) => v !== "false")], {
        message: "saveCard must be true or false",
      })
      .optional()
      .describe("Keep the new card at the payment gateway for the signed-in customer's next orders."),
    nameOnCard: z.string({ message: "nameOnCard must be text" }).trim().max(100, { message: "nameOnCard is too long" }).optional(),
    expectedTotal: shownTotal
      .optional()
      .describe("The total the customer was shown, in minor units: a basket that now prices differently is not charged."),
  })
  .superRefine(
    (body, ctx) => {
      // A new card needs its number and expiry; a saved card only its security code.
      if (typeof body !== "object" || body === null || body.savedCardId) return;
      if (body.cardNumber === undefined) ctx.addIssue({ code: "custom", path: ["cardNumber"], message: CARD_MESSAGES.number });
      if (body.expiry === undefined) ctx.addIssue({ code: "custom", path: ["expiry"], message: CARD_MESSAGES.expiry });
    },
    // Also when other fields are refused, so every missing field is named at once.
    { when: () => true },
  );

export type PayRequest = z.infer<typeof payRequest>;

/** The session's part of the pay use case's input: whose basket, and from where. */
export type PaySession = Pick<PayInput, "basketId" | "sessionId" | "customerId" | "ip">;

/**
 * The pay use case's input, the same from the payment page and from POST /api/sandbox/pay: the
 * session's basket and customer, who is paying (the checkout identity) and the request's fields.
 */
export function payInputOf(session: PaySession, identity: PayInput["identity"], request: PayRequest): PayInput {
  return {
    ...settlingOf(session, identity, request.idempotencyKey),
    card: request.savedCardId
      ? { savedCardId: request.savedCardId, cvv: request.cvv }
      : { number: request.cardNumber ?? "", expiry: request.expiry ?? "", cvv: request.cvv, nameOnCard: request.nameOnCard || null },
    saveCard: request.saveCard,
    expectedTotalMinor: request.expectedTotal,
  };
}

/** Back from the bank's 3-D Secure page: the session's basket and who pays, and the attempt's key. */
export function settlingOf(session: PaySession, identity: PayInput["identity"], idempotencyKey: string): Settling {
  return {
    basketId: session.basketId,
    sessionId: session.sessionId,
    customerId: session.customerId,
    identity,
    ip: session.ip,
    idempotencyKey,
  };
}

/** What the payment page says of a declined card (`reason`: the gateway's words). */
const declinedAlert = (reason: string) =>
  `Your payment was declined (${reason}). Nothing has been charged: please check your card details or use another card.`;

/**
 * What the payment page says of a payment that did not go through and leaves the customer on it:
 * the same after paying (the page's action) and after the bank's check (its return address).
 */
export function payAlert(outcome: Extract<PayOutcome, { status: "declined" | "invalid" | "limited" | "pending" | "refunded" }>): string {
  switch (outcome.status) {
    case "declined":
      return declinedAlert(outcome.message);
    case "invalid":
      return outcome.errors[0]?.message ?? PAY_MESSAGES.failed;
    default:
      return outcome.message;
  }
}
