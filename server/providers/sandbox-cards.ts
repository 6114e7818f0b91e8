// The sandbox gateway's published rules, before any ledger: which test cards and amounts are
// declined (Braintree's), which cards' banks ask for 3-D Secure (Stripe's test numbers), and when
// Strong Customer Authentication lets a payment through without asking (a saved card used again
// by its holder for a small amount). Pure, for the sandbox, its tests and the docs.
import { normaliseCardNumber, validateCard } from "../../domain/checkout/card";

export interface Decline {
  code: string;
  message: string;
}

/** Published sandbox outcomes (Braintree): a card that is always declined, and amount ranges. */
export const SANDBOX_DECLINED_CARD = "4000111111111115";
export const SANDBOX_DECLINES = {
  processorDeclined: { code: "2000", message: "Processor declined" },
  insufficientFunds: { code: "2001", message: "Insufficient Funds" },
  expiredCard: { code: "2004", message: "Expired Card" },
  invalidCard: { code: "2005", message: "Invalid Credit Card Number" },
  cvvDeclined: { code: "2010", message: "Card Issuer Declined CVV" },
  networkUnavailable: { code: "3000", message: "Processor network unavailable" },
} as const;

/** Published sandbox cards whose bank asks for 3-D Secure (Stripe's test numbers); any other approved card is frictionless. */
export const SANDBOX_3DS_CARDS = {
  /** Always asks. */
  always: "4000002760003184",
  /** 3-D Secure 2: asks. */
  required: "4000000000003220",
  /** Asks, and once authenticated is declined for insufficient funds. */
  insufficientFunds: "4000008260003178",
} as const;
const THREE_DS_CARDS: ReadonlySet<string> = new Set(Object.values(SANDBOX_3DS_CARDS));

/**
 * Below these amounts a saved card used again by the customer it was saved for needs no challenge
 * (the sandbox's exemption; minor units): £30 and €35.
 */
const SAVED_CARD_EXEMPTION_BELOW = { GBP: 3000, EUR: 3500 } as const;

export const AUTHENTICATION_FAILED = { code: "authentication-failed", message: "Authentication failed" } as const;
export const AUTHENTICATION_EXPIRED = { code: "authentication-expired", message: "Authentication expired" } as const;

/** The sandbox's rule for a charge of a card: a decline, or null when it goes through. */
export function sandboxOutcome(
  input: { amountMinor: number; card: { number: string; expiry: string; cvv: string } },
  now: Date,
): Decline | null {
  const number = normaliseCardNumber(input.card.number);
  const fields = validateCard({ number, expiry: input.card.expiry, cvv: input.card.cvv }, now);
  if (fields.some((f) => f.path === "cardNumber")) return SANDBOX_DECLINES.invalidCard;
  if (fields.some((f) => f.path === "expiry")) return SANDBOX_DECLINES.expiredCard;
  if (fields.length) return SANDBOX_DECLINES.cvvDeclined;
  if (number === SANDBOX_DECLINED_CARD) return SANDBOX_DECLINES.processorDeclined;
  const amount = input.amountMinor;
  // 2000.00–2999.99: declined with the amount's whole units as the processor code.
  if (amount >= 200_000 && amount <= 299_999) {
    const code = String(Math.floor(amount / 100));
    return code === "2001" ? SANDBOX_DECLINES.insufficientFunds : { code, message: "Processor declined" };
  }
  if (amount >= 300_000 && amount <= 300_099) return SANDBOX_DECLINES.networkUnavailable;
  return null;
}

/**
 * Whether the card's bank asks the customer first: its card is one of the 3-D Secure test cards,
 * unless the card was saved for this very customer and the amount is under the exemption.
 */
export function asksForAuthentication(input: {
  number: string;
  amountMinor: number;
  currency: "GBP" | "EUR";
  /** The card is a saved one, used again by the customer it was saved for. */
  savedCardOfHolder: boolean;
}): boolean {
  if (!THREE_DS_CARDS.has(normaliseCardNumber(input.number))) return false;
  return !(input.savedCardOfHolder && input.amountMinor < SAVED_CARD_EXEMPTION_BELOW[input.currency]);
}
