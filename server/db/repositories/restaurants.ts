import type { Database } from "../database";
import type { RestaurantSeed } from "../../seed/schemas";

export type RestaurantRecord = RestaurantSeed & { brand: string };

export function restaurantsRepository(db: Database) {
  const toRecord = (row: { brand: string; data: string }): RestaurantRecord => ({
    ...(JSON.parse(row.data) as RestaurantSeed),
    brand: row.brand,
  });
  return {
    async listByBrand(brand: string): Promise<RestaurantRecord[]> {
      const rows = await db.selectFrom("restaurants").select(["brand", "data"]).where("brand", "=", brand).orderBy("id").execute();
      return rows.map(toRecord);
    },
    async getById(brand: string, id: number): Promise<RestaurantRecord | null> {
      const row = await db
        .selectFrom("restaurants")
        .select(["brand", "data"])
        .where("brand", "=", brand)
        .where("id", "=", id)
        .executeTakeFirst();
      return row ? toRecord(row) : null;
    },
    async upsert(brand: string, r: RestaurantSeed, now: string): Promise<void> {
      const values = {
        id: r.id,
        brand,
        name: r.name,
        latitude: r.latitude,
        longitude: r.longitude,
        data: JSON.stringify(r),
        updated_at: now,
      };
      await db
        .insertInto("restaurants")
        .values(values)
        .onConflict((oc) =>
          oc
            .column("id")
            .doUpdateSet({ brand, name: r.name, latitude: r.latitude, longitude: r.longitude, data: values.data, updated_at: now }),
        )
        .execute();
    },
  };
}
export type RestaurantsRepository = ReturnType<typeof restaurantsRepository>;
