// Saved cards (decision 034): a signed-in customer's card kept at the payment gateway, which
// gives us a token. We keep the token sealed (it charges the card), and what the customer is shown
// (type, last four digits, expiry); never the number or the security code. One card is kept once
// (the gateway's fingerprint); removing it removes it at the gateway too. A card past its expiry
// month is not offered.
import { randomBytes } from "node:crypto";
import type { Logger } from "pino";
import { cardTypeName } from "../../domain/checkout/card";
import type { Repositories } from "../db/repositories";
import type { SavedCardRow } from "../db/repositories/saved-cards";
import type { Clock } from "../providers/clock";
import type { PaymentProvider, VaultedCard } from "../providers/payments";
import { sealer } from "../security/sealed-text";

/** A saved card as the payment page and /api show it. */
export interface SavedCard {
  id: string;
  /** card-validator's network name ("visa", …), or null. */
  cardType: string | null;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
  /** 'Visa ending 1111'. */
  label: string;
}

const TOKEN_KEY_PURPOSE = "saved card token v1";

/** Our customer as the gateway knows them: a saved card is charged only for its customer. */
export const gatewayCustomer = (customerId: number) => `cus_${customerId}`;

const savedCardLabel = (card: { cardType: string | null; last4: string }) => `${cardTypeName(card.cardType)} ending ${card.last4}`;

const shown = (row: SavedCardRow): SavedCard => ({
  id: row.id,
  cardType: row.cardType,
  last4: row.last4,
  expiryMonth: row.expiryMonth,
  expiryYear: row.expiryYear,
  label: savedCardLabel(row),
});

export function savedCardService(deps: {
  repos: Pick<Repositories, "savedCards">;
  payments: Pick<PaymentProvider, "removeCard">;
  secret: string;
  clock: Clock;
  logger: Logger;
}) {
  const { repos, payments, clock, logger } = deps;
  const box = sealer(deps.secret, TOKEN_KEY_PURPOSE);
  const tokenOf = (row: SavedCardRow) => box.open(row.tokenSealed, `${row.id}:token`);
  /** Good to the end of its expiry month, as the card form's check says. */
  const current = (row: SavedCardRow) => {
    const now = clock.now();
    return row.expiryYear * 12 + row.expiryMonth - 1 >= now.getUTCFullYear() * 12 + now.getUTCMonth();
  };

  /** Forgets a card at the gateway; a gateway that fails leaves an orphan token there, logged, never a card we still show. */
  async function forgetAtGateway(token: string, id: string) {
    try {
      await payments.removeCard(token);
    } catch (err) {
      logger.error({ err, savedCardId: id }, "the gateway did not remove a saved card");
    }
  }

  return {
    /** The customer's cards that can pay now, newest first. */
    async list(customerId: number): Promise<SavedCard[]> {
      return (await repos.savedCards.list(customerId)).filter(current).map(shown);
    },

    /** A card of the customer's that can pay now, with its token for the gateway; null otherwise. */
    async chargeable(customerId: number, id: string): Promise<{ card: SavedCard; token: string } | null> {
      const row = await repos.savedCards.get(customerId, id);
      return row && current(row) ? { card: shown(row), token: tokenOf(row) } : null;
    },

    /** Keeps the card the gateway vaulted for the customer; the same card saved again replaces the old one. */
    async keep(customerId: number, vaulted: VaultedCard): Promise<SavedCard> {
      const earlier = await repos.savedCards.byFingerprint(customerId, vaulted.fingerprint);
      if (earlier && (await repos.savedCards.remove(customerId, earlier.id))) await forgetAtGateway(tokenOf(earlier), earlier.id);
      const id = randomBytes(12).toString("base64url");
      const row: SavedCardRow = {
        id,
        customerId,
        tokenSealed: box.seal(vaulted.token, `${id}:token`),
        cardType: vaulted.cardType,
        last4: vaulted.last4,
        expiryMonth: vaulted.expiryMonth,
        expiryYear: vaulted.expiryYear,
        fingerprint: vaulted.fingerprint,
        createdAt: clock.now().toISOString(),
      };
      // Two payments saving one card at once: the first row stays, the other token goes.
      if (!(await repos.savedCards.add(row))) await forgetAtGateway(vaulted.token, id);
      return shown(row);
    },

    /** Removes one of the customer's cards, here and at the gateway; null when it was not theirs (or is gone). */
    async remove(customerId: number, id: string): Promise<SavedCard | null> {
      const row = await repos.savedCards.get(customerId, id);
      if (!row || !(await repos.savedCards.remove(customerId, id))) return null;
      await forgetAtGateway(tokenOf(row), id);
      return shown(row);
    },
  };
}
export type SavedCards = ReturnType<typeof savedCardService>;
