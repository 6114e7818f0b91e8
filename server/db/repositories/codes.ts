import type { Database } from "../database";

export type CodePurpose = "2fa" | "reset" | "mobile" | "verify-email";

export interface OneTimeCode {
  id: string;
  purpose: CodePurpose;
  customerId: number;
  codeHash: string;
  attempts: number;
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
  /** The sign-in attempt a two-factor code was sent for; null for other codes. */
  attemptId: string | null;
}

export function codesRepository(db: Database) {
  return {
    async add(c: Omit<OneTimeCode, "attempts" | "usedAt" | "attemptId"> & { attemptId?: string | null }) {
      await db
        .insertInto("one_time_codes")
        .values({
          id: c.id,
          purpose: c.purpose,
          customer_id: c.customerId,
          code_hash: c.codeHash,
          created_at: c.createdAt,
          expires_at: c.expiresAt,
          used_at: null,
          attempt_id: c.attemptId ?? null,
        })
        .execute();
    },
    async getById(id: string): Promise<OneTimeCode | null> {
      const r = await db.selectFrom("one_time_codes").selectAll().where("id", "=", id).executeTakeFirst();
      return r
        ? {
            id: r.id,
            purpose: r.purpose as CodePurpose,
            customerId: r.customer_id,
            codeHash: r.code_hash,
            attempts: r.attempts,
            createdAt: r.created_at,
            expiresAt: r.expires_at,
            usedAt: r.used_at,
            attemptId: r.attempt_id,
          }
        : null;
    },
    /**
     * The open code of a purpose (a new code retires the others), else the newest used one; with
     * `attemptId`, only the codes sent for that sign-in attempt.
     */
    async latest(customerId: number, purpose: CodePurpose, attemptId?: string): Promise<OneTimeCode | null> {
      let base = db
        .selectFrom("one_time_codes")
        .select("id")
        .where("customer_id", "=", customerId)
        .where("purpose", "=", purpose)
        .orderBy("created_at", "desc")
        .orderBy("id", "desc");
      if (attemptId !== undefined) base = base.where("attempt_id", "=", attemptId);
      const r = (await base.where("used_at", "is", null).executeTakeFirst()) ?? (await base.executeTakeFirst());
      return r ? this.getById(r.id) : null;
    },
    /** Counts a wrong try; answers the new count. */
    async countAttempt(id: string): Promise<number> {
      await db
        .updateTable("one_time_codes")
        .set((eb) => ({ attempts: eb("attempts", "+", 1) }))
        .where("id", "=", id)
        .execute();
      return (await this.getById(id))?.attempts ?? 0;
    },
    /** Marks a code used, only if it was not: true for the one caller that wins. */
    async use(id: string, now: string): Promise<boolean> {
      const r = await db
        .updateTable("one_time_codes")
        .set({ used_at: now })
        .where("id", "=", id)
        .where("used_at", "is", null)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
    /** Retires every open code of a purpose (a new one replaces them). */
    async retireAll(customerId: number, purpose: CodePurpose, now: string) {
      await db
        .updateTable("one_time_codes")
        .set({ used_at: now })
        .where("customer_id", "=", customerId)
        .where("purpose", "=", purpose)
        .where("used_at", "is", null)
        .execute();
    },
  };
}
