import type { Database } from "../database";

export interface OutboxMessage {
  id: string;
  channel: "email" | "sms";
  recipient: string;
  subject: string;
  body: string;
  createdAt: string;
}

export function outboxRepository(db: Database) {
  return {
    async add(m: OutboxMessage): Promise<void> {
      await db
        .insertInto("outbox")
        .values({ id: m.id, channel: m.channel, recipient: m.recipient, subject: m.subject, body: m.body, created_at: m.createdAt })
        .execute();
    },
    async list(opts: { recipient?: string; limit?: number } = {}): Promise<OutboxMessage[]> {
      let q = db
        .selectFrom("outbox")
        .selectAll()
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .limit(opts.limit ?? 50);
      if (opts.recipient) q = q.where("recipient", "=", opts.recipient.toLowerCase());
      const rows = await q.execute();
      return rows.map((r) => ({
        id: r.id,
        channel: r.channel as OutboxMessage["channel"],
        recipient: r.recipient,
        subject: r.subject,
        body: r.body,
        createdAt: r.created_at,
      }));
    },
  };
}
export type OutboxRepository = ReturnType<typeof outboxRepository>;
