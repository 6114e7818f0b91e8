import type { Database } from "../database";
import type { RewardSeed } from "../../seed/schemas";

export function rewardsRepository(db: Database) {
  return {
    async list(): Promise<RewardSeed[]> {
      const rows = await db.selectFrom("rewards").select("data").orderBy("id").execute();
      return rows.map((r) => JSON.parse(r.data) as RewardSeed);
    },
    async upsert(r: RewardSeed): Promise<void> {
      const data = JSON.stringify(r);
      await db
        .insertInto("rewards")
        .values({ id: r.thirdPartyRewardTypeId, data })
        .onConflict((oc) => oc.column("id").doUpdateSet({ data }))
        .execute();
    },
  };
}
export type RewardsRepository = ReturnType<typeof rewardsRepository>;
