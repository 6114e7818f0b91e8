// Notifications (2FA codes, password reset links, order confirmations) go to the outbox table, the
// send queue a real e-mail/SMS sender reads (`deliver`): it marks each message sent, which deletes
// it. Subject and body are sealed at rest (AES-256-GCM, a key derived from SESSION_SECRET;
// server/security/sealed-text.ts), so the database never holds a live code or link in clear, and
// each message expires with what it carries (a code's 10 minutes, a reset link's 60, a day for
// the rest): `purgeExpired` deletes it then, sent or not (docs/decisions/027).
import { randomUUID } from "node:crypto";
import type { Logger } from "pino";
import type { OutboxRepository, OutboxRow } from "../db/repositories/outbox";
import { sealer } from "../security/sealed-text";
import type { Clock } from "./clock";

/** How long a message waits to be sent when it carries nothing that expires sooner: a day. */
const DEFAULT_MESSAGE_TTL_MINUTES = 24 * 60;
/** The key's purpose label: a new label (a new key) for a new sealed format. */
const OUTBOX_KEY_PURPOSE = "outbox message v1";

interface OutgoingMessage {
  channel: "email" | "sms";
  recipient: string;
  subject: string;
  body: string;
  /** Minutes the message is worth sending: what it carries expires then (default a day). */
  ttlMinutes?: number;
}

/** A queued message, opened. */
interface OutboxMessage {
  id: string;
  channel: "email" | "sms";
  recipient: string;
  subject: string;
  body: string;
  createdAt: string;
  expiresAt: string;
}

export interface Notifier {
  send(message: OutgoingMessage): Promise<void>;
}

export interface Outbox extends Notifier {
  /** The unexpired messages, opened, newest first (the development outbox page and tests). */
  messages(filter: { recipient?: string | undefined; limit?: number }): Promise<OutboxMessage[]>;
  /** A sender's part: the message left; it is deleted. False when it was already gone. */
  markSent(id: string): Promise<boolean>;
  /** Hands each unexpired message, oldest first, to `send`, marking it sent once `send` resolves. */
  deliver(send: (message: OutboxMessage) => Promise<void>, opts?: { limit?: number }): Promise<number>;
  /** Deletes the messages past their expiry; answers how many. */
  purgeExpired(): Promise<number>;
}

export function outboxNotifier(outbox: OutboxRepository, clock: Clock, logger: Logger, secret: string): Outbox {
  const box = sealer(secret, OUTBOX_KEY_PURPOSE);
  // Messages of the same instant keep their order: the outbox lists by time, then by id.
  let seq = 0;
  const open = (row: OutboxRow): OutboxMessage => ({
    ...row,
    subject: box.open(row.subject, `${row.id}:subject`),
    body: box.open(row.body, `${row.id}:body`),
  });
  const nowIso = () => clock.now().toISOString();
  const list = async (filter: { recipient?: string | undefined; limit?: number }) =>
    (await outbox.list({ ...filter, now: nowIso() })).map(open);
  return {
    async send(m) {
      const id = `${String(++seq).padStart(10, "0")}-${randomUUID()}`;
      const now = clock.now();
      const ttl = m.ttlMinutes ?? DEFAULT_MESSAGE_TTL_MINUTES;
      await outbox.add({
        id,
        channel: m.channel,
        recipient: m.recipient.toLowerCase(),
        subject: box.seal(m.subject, `${id}:subject`),
        body: box.seal(m.body, `${id}:body`),
        createdAt: now.toISOString(),
        expiresAt: new Date(now.getTime() + ttl * 60_000).toISOString(),
      });
      // Neither subject nor body is logged: either may carry what the message is for.
      logger.info({ channel: m.channel, outboxId: id }, "notification queued");
    },
    messages: list,
    markSent: (id) => outbox.remove(id),
    async deliver(send, opts = {}) {
      const pending = (await list({ limit: opts.limit ?? 50 })).reverse();
      let sent = 0;
      for (const message of pending) {
        await send(message);
        if (await outbox.remove(message.id)) sent++;
      }
      return sent;
    },
    async purgeExpired() {
      const purged = await outbox.purgeExpired(nowIso());
      if (purged) logger.info({ purged }, "expired notifications purged");
      return purged;
    },
  };
}
