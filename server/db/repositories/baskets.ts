import { compiledOnce } from "../compiled-once";
import type { Database } from "../database";
import { emptyBasketState, type Basket, type BasketState } from "../../../domain/basket/basket";

/** `rowLocks`: PostgreSQL takes a row lock on read-for-change; SQLite serialises writers itself. */
export function basketsRepository(db: Database, opts: { rowLocks?: boolean } = {}) {
  const toBasket = (row: { id: string; version: number; key: string; data: string }): Basket => ({
    id: row.id,
    version: row.version,
    key: row.key,
    // Fields added since a basket was stored take their empty values.
    state: { ...emptyBasketState(), ...(JSON.parse(row.data) as Partial<BasketState>) },
  });
  const byId = (trx: Database, id: string, brand: string) =>
    trx.selectFrom("baskets").select(["id", "version", "key", "data"]).where("id", "=", id).where("brand", "=", brand);
  // Every page reads its basket, for the header and for the page: outside a transaction, the query
  // compiled once and read once in a turn.
  const basketById = compiledOnce(db, 2, (id: string, brand: string) => byId(db, id, brand), { sharedInTurn: true });
  return {
    async get(id: string, brand: string, trx: Database = db, forUpdate = false): Promise<Basket | null> {
      if (trx === db && !forUpdate) {
        const [row] = await basketById(id, brand);
        return row ? toBasket(row) : null;
      }
      let q = byId(trx, id, brand);
      if (forUpdate && opts.rowLocks) q = q.forUpdate();
      const row = await q.executeTakeFirst();
      return row ? toBasket(row) : null;
    },
    /** Inserts a basket at version 1; a concurrent insert of the same id is ignored. */
    async create(b: { id: string; brand: string; key: string; state: BasketState; now: string }, trx: Database = db) {
      await trx
        .insertInto("baskets")
        .values({ id: b.id, brand: b.brand, version: 1, key: b.key, data: JSON.stringify(b.state), created_at: b.now, updated_at: b.now })
        .onConflict((oc) => oc.column("id").doNothing())
        .execute();
    },
    /**
     * Writes a new state only if nobody else changed the basket since `expectedVersion` was read.
     * Returns the new version, or null when the write was stale.
     */
    async update(
      b: { id: string; expectedVersion: number; key: string; state: BasketState; now: string },
      trx: Database = db,
    ): Promise<number | null> {
      const result = await trx
        .updateTable("baskets")
        .set((eb) => ({ version: eb("version", "+", 1), key: b.key, data: JSON.stringify(b.state), updated_at: b.now }))
        .where("id", "=", b.id)
        .where("version", "=", b.expectedVersion)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1 ? b.expectedVersion + 1 : null;
    },
  };
}
export type BasketsRepository = ReturnType<typeof basketsRepository>;
