// Card field checks for the payment form, shared by the browser (instant feedback) and the server
// (which never trusts the browser). Card number and security code go through card-validator;
// the expiry is parsed here because card-validator compares it with the machine's clock, and our
// time always comes from the injected clock.
import valid from "card-validator";

export interface CardFields {
  number: string;
  /** "MM/YY" (also "MM / YY", "MMYY" or "MM/YYYY"). */
  expiry: string;
  cvv: string;
}

export interface CardFieldError {
  path: "cardNumber" | "expiry" | "cvv";
  message: string;
}

export const CARD_MESSAGES = {
  number: "Enter a valid card number",
  expiry: "Enter a valid expiry date (MM/YY)",
  expired: "This card has expired",
  cvv: (digits: number) => `Enter the ${digits}-digit security code`,
} as const;

/** Cards further ahead than this are not issued; such a date is a typing mistake. */
const MAX_YEARS_AHEAD = 20;

/** The digits of a card number as typed with spaces or dashes; anything else is kept (and fails). */
export function normaliseCardNumber(number: string): string {
  return number.replace(/[\s-]/g, "");
}

/** Month (1–12) and four-digit year of an expiry, or null when it is not a date. */
export function parseExpiry(expiry: string): { month: number; year: number } | null {
  const m = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!m) return null;
  // "MMYY" without a slash needs both digits of the month.
  if (!expiry.includes("/") && m[1]!.length !== 2) return null;
  const month = Number(m[1]);
  const year = m[2]!.length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

/** The card network as card-validator names it ("visa", "american-express", …), or null. */
export function cardTypeOf(number: string): { type: string; niceType: string; cvvDigits: number } | null {
  const card = valid.number(normaliseCardNumber(number)).card;
  return card ? { type: card.type, niceType: card.niceType, cvvDigits: card.code.size } : null;
}

/** Field errors for a card, in form order; empty when the card may be sent for payment. */
export function validateCard(card: CardFields, now: Date): CardFieldError[] {
  const errors: CardFieldError[] = [];
  const number = normaliseCardNumber(card.number);
  const checked = /^\d{12,19}$/.test(number) ? valid.number(number) : null;
  if (!checked?.isValid) errors.push({ path: "cardNumber", message: CARD_MESSAGES.number });

  const expiry = parseExpiry(card.expiry);
  if (!expiry) errors.push({ path: "expiry", message: CARD_MESSAGES.expiry });
  else {
    // A card is good until the end of its expiry month.
    const nowMonths = now.getUTCFullYear() * 12 + now.getUTCMonth();
    const expiryMonths = expiry.year * 12 + (expiry.month - 1);
    if (expiryMonths < nowMonths) errors.push({ path: "expiry", message: CARD_MESSAGES.expired });
    else if (expiry.year > now.getUTCFullYear() + MAX_YEARS_AHEAD) errors.push({ path: "expiry", message: CARD_MESSAGES.expiry });
  }

  const cvv = securityCodeError(card.cvv, checked?.card?.type ?? null);
  if (cvv) errors.push(cvv);
  return errors;
}

/** The security code's error for a card of this network, or null: its length follows the network (4 digits for American Express; unknown: 3). */
export function securityCodeError(cvv: string, cardType: string | null): CardFieldError | null {
  const digits = (cardType && valid.creditCardType.getTypeInfo(cardType)?.code.size) || 3;
  return /^\d+$/.test(cvv.trim()) && valid.cvv(cvv.trim(), digits).isValid ? null : { path: "cvv", message: CARD_MESSAGES.cvv(digits) };
}

/** A network's name as the customer reads it ("Visa", "Mastercard"), from card-validator's type; "Card" when unknown. */
export function cardTypeName(type: string | null): string {
  return (type && valid.creditCardType.getTypeInfo(type)?.niceType) || "Card";
}
