// What the site asks of a card payment gateway (any provider): a client token for the card form,
// a charge per idempotency key (approved, declined, or waiting on the card's bank: 3-D Secure),
// look-up and confirmation by key, refunds, and cards kept at the gateway (saved cards, by token).
// The built-in provider is the sandbox (server/providers/payments.ts).
import type { VaultedCard } from "./sandbox-vault";

export type { VaultedCard } from "./sandbox-vault";

export interface ClientToken {
  /** Opaque; the card form hands it to the provider's script. */
  clientToken: string;
  environment: "sandbox" | "production";
  provider: string;
}

export interface ChargeInput {
  /** One per checkout attempt: a repeat with the same key is the same charge. */
  idempotencyKey: string;
  amountMinor: number;
  currency: "GBP" | "EUR";
  /** A card as typed, or a saved card's token with its security code (asked again every time). */
  card: NewCard | SavedCardCharge;
  /**
   * The gateway's customer the charge is for: a saved card is charged only for the customer it was
   * saved for (and then may need no challenge), and `saveCard` keeps the card for them.
   */
  customer?: string | undefined;
  /** Keep the card for `customer` once the charge is approved: the result names its token. */
  saveCard?: boolean | undefined;
  /**
   * Where the bank's page sends the customer back once they have answered its 3-D Secure challenge
   * (an absolute address of ours), and the shop's name that page shows.
   */
  returnUrl: string;
  merchantName: string;
}

export type NewCard = { number: string; expiry: string; cvv: string; nameOnCard?: string | null };
export type SavedCardCharge = { token: string; cvv: string };
export const isSavedCardCharge = (card: NewCard | SavedCardCharge): card is SavedCardCharge => "token" in card;

export type ChargeResult =
  /**
   * `savedCard`: the card kept at the gateway, when the charge asked for it. `refunded`: the charge
   * has since been refunded in full (a charge asked again with its key, or looked up, after a refund).
   */
  | { outcome: "approved"; chargeId: string; savedCard?: VaultedCard; refunded?: boolean }
  | { outcome: "declined"; code: string; message: string }
  /**
   * Strong Customer Authentication: the card's bank asks the customer first, on its own page
   * (`challengeUrl`, on the gateway's origin); nothing is charged until `confirm` after it, and an
   * unanswered challenge ends at `expiresAt` (ISO instant).
   */
  | { outcome: "requires_action"; challengeUrl: string; expiresAt: string };

export interface PaymentProvider {
  readonly name: string;
  clientToken(input: { restaurantId: number; isDelivery: boolean }): Promise<ClientToken>;
  charge(input: ChargeInput): Promise<ChargeResult>;
  /** The result of the charge made with this key, if the provider has one (gateways look charges up by key). */
  lookup(idempotencyKey: string): Promise<ChargeResult | null>;
  /**
   * Finishes a charge that required action, once the customer is back from the bank's page:
   * approved or declined, or still `requires_action` while the challenge is unanswered (and not
   * expired). Idempotent per key; a key that charged or declined at once answers that; null for a
   * key the provider does not know.
   */
  confirm(idempotencyKey: string): Promise<ChargeResult | null>;
  /** Forgets a saved card at the gateway; false when it did not know the token (any more). */
  removeCard(token: string): Promise<boolean>;
  /** Gives a charge back in full; idempotent per charge. */
  refund(input: { chargeId: string; amountMinor: number; currency: "GBP" | "EUR" }): Promise<{ refundId: string }>;
}
