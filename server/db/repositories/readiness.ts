import type { Database } from "../database";

export function readinessRepository(db: Database) {
  return {
    /** The readiness check's small write: this node's row, inserted or updated. */
    async note(node: string, now: string): Promise<void> {
      await db
        .insertInto("readiness_checks")
        .values({ node, checked_at: now })
        .onConflict((oc) => oc.column("node").doUpdateSet({ checked_at: now }))
        .execute();
    },
  };
}
