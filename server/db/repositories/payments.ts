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
  /** The bank's 3-D Secure page while the attempt `requires_action`, and when it ends unanswered. */
  challengeUrl: string | null;
  expiresAt: string | null;
  /**
   * Whom to tell if the charge is refunded without an order: the payer's e-mail while the attempt's
   * outcome is open; null once it succeeded, was declined or was refunded.
   */
  payerEmail: string | null;
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
  challengeUrl: r.challenge_url,
  expiresAt: r.expires_at,
  payerEmail: r.payer_email,
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
          challenge_url: a.challengeUrl,
          expires_at: a.expiresAt,
          payer_email: a.payerEmail,
        }),
      );
    },
    async get(idempotencyKey: string, trx: Database = db): Promise<PaymentAttempt | null> {
      const row = await trx.selectFrom("payment_attempts").selectAll().where("idempotency_key", "=", idempotencyKey).executeTakeFirst();
      return row ? toAttempt(row) : null;
    },
    /** The attempt whose charge paid for this order (not the keys that only answered it). */
    async getChargeOf(orderId: string): Promise<PaymentAttempt | null> {
      const row = await db
        .selectFrom("payment_attempts")
        .selectAll()
        .where("order_id", "=", orderId)
        .where("status", "=", "succeeded")
        .where("charge_id", "is not", null)
        .executeTakeFirst();
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
    /** The card's bank asks the customer first: the attempt waits, holding its locks, until they answer or it expires. */
    async markRequiresAction(idempotencyKey: string, challenge: { challengeUrl: string; expiresAt: string }, now: string): Promise<void> {
      await db
        .updateTable("payment_attempts")
        .set({ status: "requires_action", challenge_url: challenge.challengeUrl, expires_at: challenge.expiresAt, updated_at: now })
        .where("idempotency_key", "=", idempotencyKey)
        .where("status", "=", "pending")
        .execute();
    },
    /**
     * Takes a waiting attempt back to pending for the request that finishes it (the customer is back
     * from the bank): true for the one request that did, so two returns never finish it twice.
     */
    async resumeChallenged(idempotencyKey: string, now: string): Promise<boolean> {
      const done = await db
        .updateTable("payment_attempts")
        .set({ status: "pending", updated_at: now })
        .where("idempotency_key", "=", idempotencyKey)
        .where("status", "=", "requires_action")
        .executeTakeFirst();
      return Number(done.numUpdatedRows) === 1;
    },
    /** Back to waiting: the customer returned without answering the bank. */
    async backToChallenge(idempotencyKey: string, now: string): Promise<void> {
      await db
        .updateTable("payment_attempts")
        .set({ status: "requires_action", updated_at: now })
        .where("idempotency_key", "=", idempotencyKey)
        .where("status", "=", "pending")
        .execute();
    },
    /** Waiting attempts whose challenge ended unanswered before `now`. */
    async listExpiredChallenges(now: string, limit = 100): Promise<PaymentAttempt[]> {
      const rows = await db
        .selectFrom("payment_attempts")
        .selectAll()
        .where("status", "=", "requires_action")
        .where("expires_at", "<=", now)
        .orderBy("expires_at")
        .limit(limit)
        .execute();
      return rows.map(toAttempt);
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
          payer_email: null,
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
        .set({
          status: "succeeded",
          member_lock: null,
          order_id: done.orderId,
          charge_id: done.chargeId,
          // The order keeps the customer's e-mail from now on.
          payer_email: null,
          updated_at: now,
        })
        .where("idempotency_key", "=", idempotencyKey)
        .execute();
    },
    /**
     * Charged, but no order could be written: the charge was refunded and the locks are released.
     * True for the one call that did it (the customer is told once, however many saw the attempt).
     */
    async markRefunded(idempotencyKey: string, now: string): Promise<boolean> {
      const done = await db
        .updateTable("payment_attempts")
        .set({ status: "refunded", basket_lock: null, member_lock: null, payer_email: null, updated_at: now })
        .where("idempotency_key", "=", idempotencyKey)
        .where("status", "=", "pending")
        .executeTakeFirst();
      return Number(done.numUpdatedRows) === 1;
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
