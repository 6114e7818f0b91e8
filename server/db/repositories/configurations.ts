import type { Database } from "../database";

export interface IssuedConfiguration {
  itemId: string;
  selections: { groupId: string; optionId: string; quantity: number }[];
}

/** The configurations named by customIDs the site issued, per menu version (migration 0011). */
export function configurationsRepository(db: Database) {
  return {
    /** Keeps each line's configuration under its customID; one already kept stays as it was. */
    async remember(menuHash: string, lines: readonly ({ customID: string } & IssuedConfiguration)[], now: string): Promise<void> {
      if (!lines.length) return;
      const values = lines.map((l) => ({
        menu_hash: menuHash,
        custom_id: l.customID,
        item_id: l.itemId,
        selections: JSON.stringify(l.selections),
        created_at: now,
      }));
      await db
        .insertInto("issued_configurations")
        .values(values)
        .onConflict((oc) => oc.columns(["menu_hash", "custom_id"]).doNothing())
        .execute();
    },
    async find(menuHash: string, customID: string): Promise<IssuedConfiguration | null> {
      const row = await db
        .selectFrom("issued_configurations")
        .select(["item_id", "selections"])
        .where("menu_hash", "=", menuHash)
        .where("custom_id", "=", customID)
        .executeTakeFirst();
      return row ? { itemId: row.item_id, selections: JSON.parse(row.selections) as IssuedConfiguration["selections"] } : null;
    },
  };
}
