import type { Database } from "../database";
import type { SavedCardsTable } from "../schema";

/** A saved card's row: the token still sealed (server/checkout/saved-cards.ts opens it). */
export interface SavedCardRow {
  id: string;
  customerId: number;
  tokenSealed: string;
  cardType: string | null;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
  fingerprint: string;
  createdAt: string;
}

const fromRow = (r: SavedCardsTable): SavedCardRow => ({
  id: r.id,
  customerId: r.customer_id,
  tokenSealed: r.token_sealed,
  cardType: r.card_type,
  last4: r.last4,
  expiryMonth: r.expiry_month,
  expiryYear: r.expiry_year,
  fingerprint: r.fingerprint,
  createdAt: r.created_at,
});

export function savedCardsRepository(db: Database) {
  return {
    /** A customer's cards, newest first. */
    async list(customerId: number): Promise<SavedCardRow[]> {
      const rows = await db
        .selectFrom("saved_cards")
        .selectAll()
        .where("customer_id", "=", customerId)
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .execute();
      return rows.map(fromRow);
    },
    async get(customerId: number, id: string): Promise<SavedCardRow | null> {
      const row = await db
        .selectFrom("saved_cards")
        .selectAll()
        .where("customer_id", "=", customerId)
        .where("id", "=", id)
        .executeTakeFirst();
      return row ? fromRow(row) : null;
    },
    async byFingerprint(customerId: number, fingerprint: string): Promise<SavedCardRow | null> {
      const row = await db
        .selectFrom("saved_cards")
        .selectAll()
        .where("customer_id", "=", customerId)
        .where("fingerprint", "=", fingerprint)
        .executeTakeFirst();
      return row ? fromRow(row) : null;
    },
    /** Keeps a card; false when the customer already has this card (the unique fingerprint). */
    async add(card: SavedCardRow): Promise<boolean> {
      const result = await db
        .insertInto("saved_cards")
        .values({
          id: card.id,
          customer_id: card.customerId,
          token_sealed: card.tokenSealed,
          card_type: card.cardType,
          last4: card.last4,
          expiry_month: card.expiryMonth,
          expiry_year: card.expiryYear,
          fingerprint: card.fingerprint,
          created_at: card.createdAt,
        })
        .onConflict((oc) => oc.columns(["customer_id", "fingerprint"]).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },
    /** Removes a customer's card; false when it was not theirs or already gone. */
    async remove(customerId: number, id: string): Promise<boolean> {
      const result = await db.deleteFrom("saved_cards").where("customer_id", "=", customerId).where("id", "=", id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
