import type { Database } from "../database";
import type { PaymentAttemptsTable } from "../schema";
import { insertUnlessTaken } from "./insert";

type PaymentAttemptStatus = PaymentAttemptsTable["status"];

export interface PaymentAttempt {
  idempotencyKey: string;
  basketId: string;
  basketLock: string | null;
  /** Held while pending by an attempt that redeems a member's rewards (one at a time per member). */
  memberLock: string | null;
  status: PaymentAttemptStatus;
  amountMinor: number;
  currency: string;
  chargeId: string | null;
  orderId: string | null;
  declineCode: string | null;
  declineMessage: string | null;
  createdAt: string;
  updatedAt: string;
}

const toAttempt = (r: PaymentAttemptsTable): PaymentAttempt => ({
  idempotencyKey: r.idempotency_key,
  basketId: r.basket_id,
  basketLock: r.basket_lock,
  memberLock: r.member_lock,
  status: r.status,
  amountMinor: r.amount_minor,
  currency: r.currency,
  chargeId: r.charge_id,
  orderId: r.order_id,
  declineCode: r.decline_code,
  declineMessage: r.decline_message,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

export function paymentsRepository(db: Database) {
  return {
    /**
     * Inserts an attempt unless its key, its basket lock or its member lock is taken (see
     * insertUnlessTaken). True when inserted.
     */
    async insertIfAbsent(a: PaymentAttempt, trx: Database = db): Promise<boolean> {
      return insertUnlessTaken(
        trx.insertInto("payment_attempts").values({
          idempotency_key: a.idempotencyKey,
          basket_id: a.basketId,
          basket_lock: a.basketLock,
          member_lock: a.memberLock,
          status: a.status,
          amount_minor: a.amountMinor,
          currency: a.currency,
          charge_id: a.chargeId,
          order_id: a.orderId,
          decline_code: a.declineCode,
          decline_message: a.declineMessage,
          created_at: a.createdAt,
          updated_at: a.updatedAt,
        }),
      );
    },
    async get(idempotencyKey: string, trx: Database = db): Promise<PaymentAttempt | null> {
      const row = await trx.selectFrom("payment_attempts").selectAll().where("idempotency_key", "=", idempotencyKey).executeTakeFirst();
      return row ? toAttempt(row) : null;
    },
    async getByLock(basketLock: string): Promise<PaymentAttempt | null> {
      const row = await db.selectFrom("payment_attempts").selectAll().where("basket_lock", "=", basketLock).executeTakeFirst();
      return row ? toAttempt(row) : null;
    },
    async getByMemberLock(memberLock: string): Promise<PaymentAttempt | null> {
      const row = await db.selectFrom("payment_attempts").selectAll().where("member_lock", "=", memberLock).executeTakeFirst();
      return row ? toAttempt(row) : null;
    },
    /** Ends an attempt that stopped before its charge, as if it had never been made (same key, same checks again). */
    async removeUncharged(idempotencyKey: string): Promise<void> {
      await db
        .deleteFrom("payment_attempts")
        .where("idempotency_key", "=", idempotencyKey)
        .where("status", "=", "pending")
        .where("charge_id", "is", null)
        .execute();
    },
    /** Frees a member lock whose holder never finished (see `orders.pay`). */
    async releaseMemberLock(idempotencyKey: string, now: string): Promise<void> {
      await db
        .updateTable("payment_attempts")
        .set({ member_lock: null, updated_at: now })
        .where("idempotency_key", "=", idempotencyKey)
        .execute();
    },
    /** Notes the provider's charge as soon as it is approved, before the order is written. */
    async recordCharge(idempotencyKey: string, chargeId: string, now: string): Promise<void> {
      await db
        .updateTable("payment_attempts")
        .set({ charge_id: chargeId, updated_at: now })
        .where("idempotency_key", "=", idempotencyKey)
        .execute();
    },
    /** Declined (or ended before a charge): the locks are released so the customer can try again. */
    async markDeclined(idempotencyKey: string, decline: { code: string; message: string }, now: string): Promise<void> {
      await db
        .updateTable("payment_attempts")
        .set({
          status: "declined",
          basket_lock: null,
          member_lock: null,
          decline_code: decline.code,
          decline_message: decline.message,
          updated_at: now,
        })
        .where("idempotency_key", "=", idempotencyKey)
        .where("status", "=", "pending")
        .execute();
    },
    /**
     * Succeeded: the basket lock stays held (the basket gets a new key, hence a new lock, for the
     * next order); the member lock is released in the transaction that wrote the order.
     */
    async markSucceeded(
      idempotencyKey: string,
      done: { orderId: string; chargeId: string },
      now: string,
      trx: Database = db,
    ): Promise<void> {
      await trx
        .updateTable("payment_attempts")
        .set({ status: "succeeded", member_lock: null, order_id: done.orderId, charge_id: done.chargeId, updated_at: now })
        .where("idempotency_key", "=", idempotencyKey)
        .execute();
    },
    /** Charged, but no order could be written: the charge was refunded and the locks are released. */
    async markRefunded(idempotencyKey: string, now: string): Promise<void> {
      await db
        .updateTable("payment_attempts")
        .set({ status: "refunded", basket_lock: null, member_lock: null, updated_at: now })
        .where("idempotency_key", "=", idempotencyKey)
        .where("status", "=", "pending")
        .execute();
    },
    /** Attempts still pending that nothing has touched since `before` (their request has ended). */
    async listPendingBefore(before: string, limit = 100): Promise<PaymentAttempt[]> {
      const rows = await db
        .selectFrom("payment_attempts")
        .selectAll()
        .where("status", "=", "pending")
        .where("updated_at", "<", before)
        .orderBy("updated_at")
        .limit(limit)
        .execute();
      return rows.map(toAttempt);
    },
    /** Notes that a pending attempt was looked at (a reconciliation that must be tried again later). */
    async touch(idempotencyKey: string, now: string): Promise<void> {
      await db.updateTable("payment_attempts").set({ updated_at: now }).where("idempotency_key", "=", idempotencyKey).execute();
    },
    async countForBasket(basketId: string): Promise<number> {
      const row = await db
        .selectFrom("payment_attempts")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("basket_id", "=", basketId)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },
  };
}
