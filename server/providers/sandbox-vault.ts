// The sandbox gateway's card vault: a card kept for one of the shop's customers, known to the shop
// only by a token (and its type, last four digits and expiry, which it may show). The number stays
// here, at the gateway; the security code is never kept, anywhere. A fingerprint (a keyed hash of
// the number) tells the shop that two tokens are the same card.
import { createHmac, randomBytes } from "node:crypto";
import { cardTypeOf, normaliseCardNumber, parseExpiry } from "../../domain/checkout/card";

/** What the shop gets back for a kept card. */
export interface VaultedCard {
  token: string;
  /** card-validator's name for the network ("visa", "mastercard", …), or null. */
  cardType: string | null;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
  fingerprint: string;
}

interface VaultEntry extends VaultedCard {
  customer: string;
  number: string;
  expiry: string;
}

export function sandboxVault() {
  const entries = new Map<string, VaultEntry>();
  const fingerprintKey = randomBytes(32);
  return {
    /** Keeps a card for a customer; answers what the shop may store. */
    keep(customer: string, card: { number: string; expiry: string }): VaultedCard {
      const number = normaliseCardNumber(card.number);
      const expiry = parseExpiry(card.expiry);
      if (!expiry) throw new RangeError("the card's expiry is not a date");
      const kept: VaultedCard = {
        token: `card_${randomBytes(16).toString("hex")}`,
        cardType: cardTypeOf(number)?.type ?? null,
        last4: number.slice(-4),
        expiryMonth: expiry.month,
        expiryYear: expiry.year,
        fingerprint: createHmac("sha256", fingerprintKey).update(number).digest("hex").slice(0, 32),
      };
      entries.set(kept.token, { ...kept, customer, number, expiry: card.expiry });
      return kept;
    },
    /** The card behind a token, if it is still kept. */
    card(token: string): { customer: string; number: string; expiry: string } | null {
      const e = entries.get(token);
      return e ? { customer: e.customer, number: e.number, expiry: e.expiry } : null;
    },
    /** Whether the token names a kept card (what the shop may see of it), for tests. */
    has(token: string): boolean {
      return entries.has(token);
    },
    /** Forgets a card; false when the token was not (or no longer) kept. */
    remove(token: string): boolean {
      return entries.delete(token);
    },
    size: () => entries.size,
  };
}
