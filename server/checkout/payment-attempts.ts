// Payment attempts, one row per idempotency key: the row that claims the key and the basket (and,
// for a basket with rewards, the member) before any charge, and the answer a request gets when
// another attempt with its key or for its basket exists (waited for while it is being charged).
// So a basket is charged at most once. See docs/decisions/037-charging-once.md.
import type { Logger } from "pino";
import type { Basket } from "../../domain/basket/basket";
import type { OrderView } from "../../domain/checkout/order";
import type { Brand } from "../brands";
import type { Repositories } from "../db/repositories";
import type { OrderRecord } from "../db/repositories/orders";
import type { PaymentAttempt } from "../db/repositories/payments";
import type { Clock } from "../providers/clock";
import type { BasketView } from "../basket";
import { PAY_MESSAGES, type PayBlocked, type PayInput, type PayOutcome } from "./payment-outcomes";

/** A payment that has held a member's rewards this long without finishing has stopped (its process ended). */
const STALE_MEMBER_LOCK_MS = 2 * 60_000;

/** A payment waiting for the customer's bank whose challenge ended unanswered by `now` (ISO instant). */
export const challengeExpired = (a: PaymentAttempt, now: string) =>
  a.status === "requires_action" && a.expiresAt !== null && a.expiresAt <= now;

/** A payment attempt as a request claims it, before anything is charged: pending, made at `at`. */
export function pendingAttempt(
  claim: Pick<PaymentAttempt, "idempotencyKey" | "basketId" | "basketLock" | "memberLock" | "amountMinor" | "currency" | "payerEmail">,
  at: string,
): PaymentAttempt {
  return {
    ...claim,
    status: "pending",
    chargeId: null,
    orderId: null,
    declineCode: null,
    declineMessage: null,
    createdAt: at,
    updatedAt: at,
    challengeUrl: null,
    expiresAt: null,
  };
}

export function paymentAttempts(deps: {
  repos: Pick<Repositories, "orders" | "payments">;
  clock: Clock;
  brand: Brand;
  logger: Logger;
  /** How often and how long a request waits for another attempt on the same key or basket. */
  wait: { pollMs: number; timeoutMs: number };
  /** The basket page's priced view of a basket for who pays (services.basketView). */
  priceBasket: (basketId: string, viewer: number | null) => Promise<{ basket: Basket; view: BasketView }>;
  /** The order as shown. */
  toView: (record: OrderRecord) => OrderView;
  /** The order a basket holds since it was paid (a paid basket's order moves to the visitor's new basket). */
  heldOrderId: (basketId: string) => Promise<string | null>;
  /** The answer when the basket now prices differently from the total shown. */
  totalChanged: (basket: Basket, view: BasketView) => PayBlocked;
  /** Ends a 3-D Secure challenge past its expiry (the reconciler's step), freeing the basket. */
  expire: (idempotencyKey: string) => Promise<unknown>;
}) {
  const { repos, clock, brand, logger, wait, priceBasket, toView, totalChanged, heldOrderId } = deps;
  const nowIso = () => clock.now().toISOString();

  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  /**
   * The attempt once it is no longer pending, or still pending when the wait runs out. The wait is
   * measured on the machine's timer, not the business clock (which tests hold still).
   */
  async function settled(idempotencyKey: string): Promise<PaymentAttempt | null> {
    const until = Date.now() + wait.timeoutMs;
    for (;;) {
      const attempt = await repos.payments.get(idempotencyKey);
      if (!attempt || attempt.status !== "pending" || Date.now() >= until) return attempt;
      await sleep(wait.pollMs);
    }
  }

  async function paidOutcome(orderId: string | null): Promise<PayOutcome> {
    const record = orderId ? await repos.orders.getById(orderId) : null;
    if (!record) throw new Error(`payment attempt succeeded without its order ${orderId}`);
    return { status: "paid", order: toView(record) };
  }

  /** A payment waiting for the customer's bank: the same challenge for every request about it. */
  const expired = (a: PaymentAttempt) => challengeExpired(a, nowIso());
  const challengeOf = (a: PaymentAttempt): PayOutcome => ({
    status: "requires-action",
    idempotencyKey: a.idempotencyKey,
    challengeUrl: a.challengeUrl ?? "",
    expiresAt: a.expiresAt ?? "",
  });

  /** The outcome of an existing attempt with this key: the same answer as its first request got. */
  async function outcomeOf(attempt: PaymentAttempt, basketId: string): Promise<PayOutcome> {
    // The same key from the basket the paid one was handed over to answers the same order.
    const handedOver = attempt.status === "succeeded" && attempt.orderId !== null && (await heldOrderId(basketId)) === attempt.orderId;
    if (attempt.basketId !== basketId && !handedOver)
      return { status: "invalid", errors: [{ path: "idempotencyKey", message: PAY_MESSAGES.otherBasket }] };
    // A challenge nobody answered in time ends now, not at the reconciler's next round.
    if (expired(attempt)) await deps.expire(attempt.idempotencyKey);
    const done = attempt.status === "pending" || expired(attempt) ? await settled(attempt.idempotencyKey) : attempt;
    if (!done || done.status === "pending") return { status: "pending", message: PAY_MESSAGES.pending };
    if (done.status === "declined") {
      return { status: "declined", code: done.declineCode ?? "", message: done.declineMessage ?? PAY_MESSAGES.failed };
    }
    if (done.status === "refunded") return { status: "refunded", message: PAY_MESSAGES.refunded };
    if (done.status === "requires_action") return challengeOf(done);
    return paidOutcome(done.orderId);
  }

  /**
   * Inserts this attempt, holding the basket (and, for a basket with rewards, the member) so that
   * nothing else charges it meanwhile. Null once held; otherwise the answer to give instead: the
   * outcome of the same key or of the attempt that paid for this basket, "pending" while another
   * is still being charged, or a changed total once the member's other payment used a reward.
   */
  async function claimAttempt(input: PayInput, basket: Basket, view: BasketView): Promise<PayOutcome | null> {
    const lock = `${input.basketId}:${basket.key}`;
    // Rewards are redeemed by one payment of the member's at a time (another basket, another device).
    const rewardOwner = view.discounts.length > 0 ? basket.state.rewardsOwner : null;
    const memberLock = rewardOwner !== null ? `${brand.code}:${rewardOwner}` : null;
    const { idempotencyKey, basketId } = input;
    const claim = {
      idempotencyKey,
      basketId,
      basketLock: lock,
      memberLock,
      amountMinor: view.totalMinor,
      currency: brand.currency,
      // Whom to tell should the charge be refunded without an order (the reconciler has only the attempt).
      payerEmail: input.identity.email,
    };
    for (let tries = 0; ; tries++) {
      const claimed = await repos.payments.insertIfAbsent(pendingAttempt(claim, nowIso()));
      if (claimed) break;
      const same = await repos.payments.get(input.idempotencyKey);
      if (same) return outcomeOf(same, input.basketId);
      // Another attempt holds this basket: its order is this basket's order. If it was declined the
      // lock is free again and this attempt (perhaps with another card) takes its turn.
      const holder = await repos.payments.getByLock(lock);
      const done = holder ? await settled(holder.idempotencyKey) : null;
      if (done?.status === "succeeded") {
        // This key answers the same order from now on, without a charge of its own.
        await repos.payments.insertIfAbsent({
          ...done,
          idempotencyKey: input.idempotencyKey,
          basketLock: null,
          memberLock: null,
          chargeId: null,
          payerEmail: null,
          updatedAt: nowIso(),
        });
        return paidOutcome(done.orderId);
      }
      // Another tab (or a retry with a new key) while the bank asks the customer: the same challenge.
      if (done?.status === "requires_action") {
        if (!expired(done)) return challengeOf(done);
        // Left unanswered past its expiry: it ends, and this attempt takes the basket.
        await deps.expire(done.idempotencyKey);
        continue;
      }
      if (done?.status === "pending" || tries >= 20) return { status: "pending", message: PAY_MESSAGES.pending };
      if (!holder && memberLock !== null) {
        // The member's other payment: wait for it, then try again (and price again, below).
        const other = await repos.payments.getByMemberLock(memberLock);
        if (other && clock.now().getTime() - Date.parse(other.createdAt) >= STALE_MEMBER_LOCK_MS) {
          // A holder that never finished (its process stopped) does not keep the rewards forever.
          logger.warn({ idempotencyKey: other.idempotencyKey }, "member lock of an unfinished payment released");
          await repos.payments.releaseMemberLock(other.idempotencyKey, nowIso());
        } else if (other && (await settled(other.idempotencyKey))?.status === "pending") {
          return { status: "pending", message: PAY_MESSAGES.pending };
        }
      }
    }

    if (memberLock !== null) {
      // Now that no other payment of this member is under way, the rewards are priced again: one
      // that payment used up no longer applies, and this attempt ends before any charge.
      const again = await priceBasket(input.basketId, input.identity.kind === "customer" ? input.identity.customerId : null);
      if (again.view.totalMinor !== view.totalMinor) {
        await repos.payments.removeUncharged(input.idempotencyKey);
        return totalChanged(again.basket, again.view);
      }
    }
    return null;
  }

  return { outcomeOf, claimAttempt };
}
