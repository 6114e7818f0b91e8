// The card a payment charges (as typed, checked here, or the payer's saved card by its token) and
// the charge itself, asked of the provider with the attempt's key: asked again with the same key
// (a retry taking over a payment whose request died), the provider answers what the key came to.
import { securityCodeError, validateCard } from "../../domain/checkout/card";
import type { Brand } from "../brands";
import type { Clock } from "../providers/clock";
import type { ChargeInput, ChargeResult, PaymentProvider } from "../providers/payments";
import { filePaths } from "../../app/paths";
import { PAY_MESSAGES, type PayInput } from "./payment-outcomes";
import { gatewayCustomer, type SavedCards } from "./saved-cards";

export type CardToCharge = { charge: ChargeInput["card"]; saved: boolean };

export function cardCharges(deps: {
  payments: PaymentProvider;
  clock: Clock;
  brand: Brand;
  /** The site's own address: the bank's 3-D Secure page sends the customer back to it. */
  publicUrl: string;
  savedCards?: Pick<SavedCards, "chargeable"> | undefined;
}) {
  const { payments, clock, brand } = deps;

  /** The card the gateway charges: as typed (checked here), or the payer's saved card by its token. */
  async function cardToCharge(
    card: PayInput["card"],
    payer: number | null,
  ): Promise<CardToCharge | { errors: { path: string; message: string }[] }> {
    if (!("savedCardId" in card)) {
      const errors = validateCard(card, clock.now());
      return errors.length ? { errors } : { charge: card, saved: false };
    }
    const saved = payer === null || !deps.savedCards ? null : await deps.savedCards.chargeable(payer, card.savedCardId);
    if (!saved) return { errors: [{ path: "savedCardId", message: PAY_MESSAGES.savedCardGone }] };
    const cvv = securityCodeError(card.cvv, saved.card.cardType);
    return cvv ? { errors: [cvv] } : { charge: { token: saved.token, cvv: card.cvv.trim() }, saved: true };
  }

  /** The provider's answer for the attempt's key (one charge per key); throws when the provider cannot be reached. */
  function charge(input: PayInput, card: CardToCharge, payer: number | null, amountMinor: number): Promise<ChargeResult> {
    return payments.charge({
      idempotencyKey: input.idempotencyKey,
      amountMinor,
      currency: brand.currency,
      card: card.charge,
      // A saved card is charged for its customer only; a typed one is kept for the payer if asked.
      customer: payer === null ? undefined : gatewayCustomer(payer),
      saveCard: payer !== null && !card.saved && input.saveCard === true,
      returnUrl: `${deps.publicUrl}${filePaths.paymentReturn({ attempt: input.idempotencyKey })}`,
      merchantName: brand.name,
    });
  }

  return { cardToCharge, charge };
}
