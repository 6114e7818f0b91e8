import type { Database } from "../database";
import type { MenuSeed } from "../../seed/schemas";

export interface MenuRecord {
  brand: string;
  /** Content hash; served as the menu's ETag. */
  hash: string;
  menu: MenuSeed;
}

export function menusRepository(db: Database) {
  return {
    async get(brand: string): Promise<MenuRecord | null> {
      const row = await db.selectFrom("menus").selectAll().where("brand", "=", brand).executeTakeFirst();
      return row ? { brand: row.brand, hash: row.hash, menu: JSON.parse(row.data) as MenuSeed } : null;
    },
    async getHash(brand: string): Promise<string | null> {
      const row = await db.selectFrom("menus").select("hash").where("brand", "=", brand).executeTakeFirst();
      return row?.hash ?? null;
    },
    async upsert(brand: string, hash: string, menu: MenuSeed, now: string): Promise<void> {
      const data = JSON.stringify(menu);
      await db
        .insertInto("menus")
        .values({ brand, hash, data, updated_at: now })
        .onConflict((oc) => oc.column("brand").doUpdateSet({ hash, data, updated_at: now }))
        .execute();
    },
  };
}
export type MenusRepository = ReturnType<typeof menusRepository>;
