import type { Database } from "../database";

/** A message as the outbox table holds it: subject and body sealed (server/providers/notifications.ts). */
export interface OutboxRow {
  id: string;
  channel: "email" | "sms";
  recipient: string;
  subject: string;
  body: string;
  createdAt: string;
  expiresAt: string;
}

export function outboxRepository(db: Database) {
  return {
    async add(m: OutboxRow): Promise<void> {
      await db
        .insertInto("outbox")
        .values({
          id: m.id,
          channel: m.channel,
          recipient: m.recipient,
          subject: m.subject,
          body: m.body,
          created_at: m.createdAt,
          expires_at: m.expiresAt,
        })
        .execute();
    },
    /** The unexpired messages at `now`, newest first. */
    async list(opts: { now: string; recipient?: string | undefined; limit?: number }): Promise<OutboxRow[]> {
      let q = db
        .selectFrom("outbox")
        .selectAll()
        .where("expires_at", ">", opts.now)
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .limit(opts.limit ?? 50);
      if (opts.recipient) q = q.where("recipient", "=", opts.recipient.toLowerCase());
      const rows = await q.execute();
      return rows.map((r) => ({
        id: r.id,
        channel: r.channel as OutboxRow["channel"],
        recipient: r.recipient,
        subject: r.subject,
        body: r.body,
        createdAt: r.created_at,
        expiresAt: r.expires_at,
      }));
    },
    /** Removes a message (it was sent); false when it was already gone. */
    async remove(id: string): Promise<boolean> {
      const result = await db.deleteFrom("outbox").where("id", "=", id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
    /** Removes every message expired at `now`; answers how many. */
    async purgeExpired(now: string): Promise<number> {
      const result = await db.deleteFrom("outbox").where("expires_at", "<=", now).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
export type OutboxRepository = ReturnType<typeof outboxRepository>;
