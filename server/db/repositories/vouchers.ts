import type { Database } from "../database";
import type { VoucherSeed } from "../../seed/schemas";

/** A stored definition; one stored before a rule existed reads as without it. */
const parsed = (data: string): VoucherSeed => ({ firstOrderOnly: false, ...(JSON.parse(data) as Partial<VoucherSeed>) }) as VoucherSeed;

export function vouchersRepository(db: Database) {
  return {
    async get(brand: string, code: string): Promise<VoucherSeed | null> {
      const row = await db.selectFrom("vouchers").select("data").where("brand", "=", brand).where("code", "=", code).executeTakeFirst();
      return row ? parsed(row.data) : null;
    },
    async listByBrand(brand: string): Promise<VoucherSeed[]> {
      const rows = await db.selectFrom("vouchers").select("data").where("brand", "=", brand).orderBy("code").execute();
      return rows.map((r) => parsed(r.data));
    },
    async upsert(brand: string, v: VoucherSeed): Promise<void> {
      const data = JSON.stringify(v);
      await db
        .insertInto("vouchers")
        .values({ brand, code: v.code, data })
        .onConflict((oc) => oc.columns(["brand", "code"]).doUpdateSet({ data }))
        .execute();
    },
  };
}
export type VouchersRepository = ReturnType<typeof vouchersRepository>;
