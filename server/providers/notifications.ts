// Notifications (2FA codes, password reset links, order confirmations) go to the outbox table and
// the log; a real e-mail/SMS sender would read the outbox.
import { randomUUID } from "node:crypto";
import type { Logger } from "pino";
import type { OutboxRepository } from "../db/repositories/outbox";
import type { Clock } from "./clock";

export interface Notifier {
  send(message: { channel: "email" | "sms"; recipient: string; subject: string; body: string }): Promise<void>;
}

export function outboxNotifier(outbox: OutboxRepository, clock: Clock, logger: Logger): Notifier {
  // Messages of the same instant keep their order: the outbox lists by time, then by id.
  let seq = 0;
  return {
    async send(m) {
      const id = `${String(++seq).padStart(10, "0")}-${randomUUID()}`;
      await outbox.add({ id, ...m, recipient: m.recipient.toLowerCase(), createdAt: clock.now().toISOString() });
      logger.info({ channel: m.channel, recipient: m.recipient, subject: m.subject }, "notification queued");
    },
  };
}
