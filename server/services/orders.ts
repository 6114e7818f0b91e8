// Paying for a basket and reading the orders it made.
//
// pay: card fields checked → basket re-priced by the basket page's own view (a posted amount is
// never read) → payment guard and basket checks → a payment attempt row claims the idempotency key
// and the basket lock → the provider charges with the same key → on approval one transaction
// writes the order, marks the attempt succeeded and empties the basket (new key, order held).
// A second request with the key, or for the same basket while an attempt is open, waits for that
// attempt and answers its outcome: a basket is charged at most once. See docs/decisions/006-payments.md.
import { randomInt, randomUUID } from "node:crypto";
import type { Logger } from "pino";
import type { Notifier } from "../providers/notifications";
import { declineLimiters, takeAll, tooManyMessage, type RateLimits } from "../security/rate-limit";
import { removalDialogText } from "../../app/domain/vouchers";
import { deliveryTimeChangedMessage, hasLines, isDeliveryExpired, type Basket } from "../../app/domain/basket";
import { validateCard, type CardFieldError } from "../../app/domain/card";
import { formatMoney } from "../../app/domain/money";
import { localDateTime } from "../../app/domain/opening-hours";
import type { OrderView } from "../../app/domain/order";
import { PAYMENT_GUARD_MESSAGES, paymentGuard, type PaymentGuardReason } from "../../app/domain/payment-guard";
import { DELIVERY_MINIMUM_MINOR } from "../../app/domain/basket-pricing";
import { cardAction } from "../../app/domain/restaurant";
import type { Brand } from "../brands";
import type { Database } from "../db/database";
import type { Repositories } from "../db/repositories";
import type { OrderRecord } from "../db/repositories/orders";
import type { PaymentAttempt } from "../db/repositories/payments";
import type { Clock } from "../providers/clock";
import type { ChargeResult, PaymentProvider } from "../providers/payments";
import type { BasketView } from "./basket-view";
import { BasketRuleError, type BasketService } from "./baskets";
import type { CheckoutIdentity } from "./customers";
import type { JourneyService } from "./journey";
import type { MenuService } from "./menu";
import { inProcessClaim, paymentReconciler, type AttemptClaim } from "./payment-reconciler";
import type { SearchService } from "./search";
import { canSeeOrder, orderReader, type OrderViewer, type StoredOrder } from "./order-view";

export type { OrderViewer } from "./order-view";

export interface PayInput {
  basketId: string;
  sessionId: string | null;
  customerId: number | null;
  identity: CheckoutIdentity;
  /** One per checkout attempt (the payment form makes a new one after a decline). */
  idempotencyKey: string;
  /** The client's network address, for the limit on declined cards. */
  ip?: string;
  card: { number: string; expiry: string; cvv: string; nameOnCard?: string | null };
  /**
   * The total the customer was shown, in minor units. When the basket now prices differently (a
   * reward used up elsewhere, a voucher gone, a new delivery fee) nothing is charged.
   */
  expectedTotalMinor?: number | undefined;
}

export type PayBlockReason =
  | PaymentGuardReason
  | "unavailable"
  | "delivery-minimum"
  | "delivery-expired"
  | "restaurant-unavailable"
  /** The delivery quoted again at payment: no rider now, the partner cannot take it, or a new window. */
  | "rider-unavailable"
  | "provider-unable"
  | "delivery-time-changed"
  /** The basket prices differently from the total the customer saw. */
  | "total-changed"
  /** Applied vouchers that no longer hold were removed. */
  | "vouchers-removed";

export interface PayBlocked {
  status: "blocked";
  reason: PayBlockReason;
  redirect: string;
  message: string;
  /** The vouchers taken off ("vouchers-removed"), for the basket page to name. */
  codes?: string[];
}

export type PayOutcome =
  | { status: "paid"; order: OrderView }
  | { status: "declined"; code: string; message: string }
  | { status: "invalid"; errors: { path: string; message: string }[] }
  | PayBlocked
  /** Another request with this key (or for this basket) is still being charged after the wait. */
  | { status: "pending"; message: string }
  /** Too many declined cards from this basket or network address (against card testing). */
  | { status: "limited"; message: string }
  /** Charged, but the order could not be written: the charge was given back in full. */
  | { status: "refunded"; message: string };

export type ReorderOutcome =
  | { status: "ok"; basket: Basket; added: number; skipped: { name: string; message: string }[] }
  | { status: "not-found" }
  /** The basket holds another restaurant's items: ask before replacing them (then pass `replace`). */
  | { status: "confirm"; restaurantId: number }
  | { status: "unavailable"; message: string };

export const PAY_MESSAGES = {
  unavailable: "Some items in your basket are out of stock or no longer available: please remove them before paying.",
  deliveryExpired: "Your delivery details have expired, please search again.",
  pending: "This payment is still being processed. Please wait a moment and check your order.",
  otherBasket: "This payment key belongs to another checkout.",
  failed: "The payment could not be completed, please try again.",
  refunded: "Sorry, we could not place your order, so your payment has been refunded in full. Please try again in a moment.",
  deliveryMinimum: (symbol: string) =>
    `Your order is below the minimum delivery amount. Please bring the total to ${formatMoney(DELIVERY_MINIMUM_MINOR, symbol).replace(/\.00$/, "")} or more to continue`,
} as const;

/** A payment that has held a member's rewards this long without finishing has stopped (its process ended). */
const STALE_MEMBER_LOCK_MS = 2 * 60_000;

export function orderService(deps: {
  db: Database;
  repos: Pick<Repositories, "orders" | "payments" | "baskets">;
  baskets: BasketService;
  menu: MenuService;
  search: SearchService;
  journey: JourneyService;
  payments: PaymentProvider;
  /** The basket page's priced view of a basket (services.basketView). */
  priceBasket: (basketId: string) => Promise<{ basket: Basket; view: BasketView }>;
  clock: Clock;
  brand: Brand;
  logger: Logger;
  /** Sends the receipt e-mail once an order is placed. */
  notifier?: Notifier;
  /** Drops the basket's vouchers that no longer hold for this customer; answers the removed codes. */
  revalidateVouchers?: (basketId: string, customerId: number | null) => Promise<{ code: string }[]>;
  /** How often and how long a request waits for another attempt on the same key or basket. */
  wait?: { pollMs: number; timeoutMs: number };
  /** How a node claims a pending attempt to reconcile (PostgreSQL: an advisory lock; default: in process). */
  claim?: AttemptClaim;
  /** The declined-card limits' store (Redis or memory); a fresh in-memory set when not given. */
  declines?: RateLimits["declines"];
}) {
  const { db, repos, baskets, menu, search, journey, payments, priceBasket, clock, brand, logger } = deps;
  const wait = deps.wait ?? { pollMs: 25, timeoutMs: 10_000 };
  const declines = deps.declines ?? declineLimiters();
  const nowIso = () => clock.now().toISOString();
  const prefix = brand.name.charAt(0).toUpperCase();
  const { refundUnplaced, reconcile } = paymentReconciler({
    repos,
    payments,
    clock,
    currency: brand.currency,
    logger,
    claim: deps.claim ?? inProcessClaim,
    failedMessage: PAY_MESSAGES.failed,
  });

  // Reading orders (who may, and the order as shown) lives in ./order-view.
  const reader = orderReader({ repos, baskets, search, clock, brand });
  const { toView, recordOf } = reader;

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

  /** The outcome of an existing attempt with this key: the same answer as its first request got. */
  async function outcomeOf(attempt: PaymentAttempt, basketId: string): Promise<PayOutcome> {
    if (attempt.basketId !== basketId)
      return { status: "invalid", errors: [{ path: "idempotencyKey", message: PAY_MESSAGES.otherBasket }] };
    const done = attempt.status === "pending" ? await settled(attempt.idempotencyKey) : attempt;
    if (!done || done.status === "pending") return { status: "pending", message: PAY_MESSAGES.pending };
    if (done.status === "declined") {
      return { status: "declined", code: done.declineCode ?? "", message: done.declineMessage ?? PAY_MESSAGES.failed };
    }
    if (done.status === "refunded") return { status: "refunded", message: PAY_MESSAGES.refunded };
    return paidOutcome(done.orderId);
  }

  /** The basket now prices differently from the total the customer was shown: nothing is charged. */
  function totalChanged(basket: Basket, view: BasketView): PayBlocked {
    return {
      status: "blocked",
      reason: "total-changed",
      redirect: `/${basket.state.mode ?? "collection"}/payment`,
      message: `The total of your order has changed to ${formatMoney(view.totalMinor, brand.currencySymbol)}. Nothing has been charged: please check your order and pay again.`,
    };
  }

  /** Everything that must hold before a charge: the payment guard, then the basket's own checks. */
  async function blocked(basket: Basket, view: BasketView, identity: CheckoutIdentity): Promise<PayBlocked | null> {
    const state = basket.state;
    const now = clock.now();
    const rid = state.restaurantId;
    const mode = state.mode ?? "collection";
    let collectionSlotValid = true;
    if (mode === "collection" && state.collectionTime && rid !== null) {
      const chosen = Date.parse(state.collectionTime);
      collectionSlotValid = (await search.timeSlots(rid)).some((slot) => Date.parse(slot.instant) === chosen);
    }
    const guard = paymentGuard({ state, identity: { kind: identity.kind, mobileNumber: identity.mobileNumber }, now, collectionSlotValid });
    if (!guard.ok)
      return { status: "blocked", reason: guard.reason, redirect: guard.redirect, message: PAYMENT_GUARD_MESSAGES[guard.reason] };

    const restaurant = rid !== null ? await search.restaurant(rid) : null;
    if (rid === null || !restaurant) {
      return { status: "blocked", reason: "restaurant-unavailable", redirect: `/${mode}`, message: "This restaurant could not be found." };
    }
    const action = cardAction(restaurant, mode);
    if (action.disabled || action.mode !== mode) {
      return {
        status: "blocked",
        reason: "restaurant-unavailable",
        redirect: `/${mode}/menu/${rid}`,
        message: action.unavailableMessage ?? "This restaurant cannot take orders now.",
      };
    }
    if (view.lines.some((l) => l.outOfStock || l.unavailable)) {
      return { status: "blocked", reason: "unavailable", redirect: `/${mode}/basket`, message: PAY_MESSAGES.unavailable };
    }
    if (view.belowDeliveryMinimum) {
      return {
        status: "blocked",
        reason: "delivery-minimum",
        redirect: `/${mode}/basket`,
        message: PAY_MESSAGES.deliveryMinimum(brand.currencySymbol),
      };
    }
    if (isDeliveryExpired(state, now)) {
      return { status: "blocked", reason: "delivery-expired", redirect: "/delivery", message: PAY_MESSAGES.deliveryExpired };
    }
    if (mode === "delivery") {
      const requote = await journey.requote(basket.id);
      const here = "/delivery/payment";
      if (requote.outcome === "no-rider")
        return { status: "blocked", reason: "rider-unavailable", redirect: here, message: requote.message };
      if (requote.outcome === "provider-unable")
        return { status: "blocked", reason: "provider-unable", redirect: here, message: requote.message };
      if (requote.outcome === "changed") {
        return {
          status: "blocked",
          reason: "delivery-time-changed",
          redirect: here,
          message: deliveryTimeChangedMessage(requote.duration),
        };
      }
    }
    return null;
  }

  async function newOrderNumber(trx: Database): Promise<string> {
    for (let i = 0; i < 20; i++) {
      const number = `${prefix}-${String(randomInt(0, 1_000_000)).padStart(6, "0")}`;
      if (!(await repos.orders.numberTaken(number, trx))) return number;
    }
    throw new Error("no free order number after 20 tries");
  }

  /** The order as it will be shown, from the priced basket and the person paying. */
  async function buildOrder(basket: Basket, view: BasketView, identity: CheckoutIdentity, id: string): Promise<StoredOrder> {
    const state = basket.state;
    const rid = state.restaurantId!;
    const record = await search.record(rid);
    const mode = state.mode ?? "collection";
    const collectionTime = mode === "collection" && state.collectionTime ? new Date(state.collectionTime).toISOString() : null;
    const d = state.delivery;
    return {
      id,
      number: "",
      restaurantId: rid,
      restaurantName: record?.name ?? `Restaurant ${rid}`,
      mode,
      collectionTime,
      collectionTimeLabel: collectionTime ? localDateTime(new Date(collectionTime), record?.timeZone ?? brand.timeZone).time : null,
      deliveryAddress:
        mode === "delivery" && d
          ? { line1: d.addressLine1 ?? "", line2: d.addressLine2 ?? null, town: d.town ?? null, postcode: d.postcode }
          : null,
      lines: view.lines.map((l) => ({
        name: l.name,
        details: l.details,
        quantity: l.quantity,
        unitMinor: l.unitMinor,
        totalMinor: l.totalMinor,
      })),
      subTotalMinor: view.subTotalMinor,
      voucherLines: view.voucherLines,
      voucherReductionMinor: view.voucherReductionMinor,
      discounts: view.discounts.map((d) => ({ rewardId: d.rewardId, offerTitle: d.offerTitle, amountMinor: d.amountMinor })),
      discountReductionMinor: view.discountReductionMinor,
      deliveryFeeMinor: view.deliveryFeeMinor,
      serviceFeeMinor: view.serviceFeeMinor,
      smallOrderFeeMinor: view.smallOrderFeeMinor,
      totalMinor: view.totalMinor,
      currency: brand.currency,
      customer: {
        firstName: identity.firstName ?? "",
        lastName: identity.lastName ?? "",
        email: identity.email ?? "",
        mobileNumber: identity.mobileNumber,
      },
      createdAt: nowIso(),
      source: { items: state.items, bundles: state.bundles },
    };
  }

  /**
   * After an approved charge, in one transaction: the order row, the attempt marked succeeded, and
   * the basket emptied (lines, vouchers, collection time) with the order held and a new key.
   */
  async function completeOrder(input: PayInput, basket: Basket, order: StoredOrder, chargeId: string): Promise<OrderRecord> {
    const already = await repos.orders.getByIdempotencyKey(input.idempotencyKey);
    if (already) return already;
    for (let tries = 0; tries < 5; tries++) {
      const written = await db.transaction().execute(async (trx) => {
        const number = await newOrderNumber(trx);
        const record: OrderRecord = {
          id: order.id,
          number,
          brand: brand.code,
          basketId: input.basketId,
          sessionId: input.sessionId,
          customerId: input.identity.kind === "customer" ? input.identity.customerId : null,
          restaurantId: order.restaurantId,
          idempotencyKey: input.idempotencyKey,
          totalMinor: order.totalMinor,
          data: { ...order, number },
          createdAt: order.createdAt,
        };
        // A number taken meanwhile by a concurrent order: nothing was written, try another.
        if (!(await repos.orders.insertIfAbsent(record, trx))) return null;
        await repos.payments.markSucceeded(input.idempotencyKey, { orderId: order.id, chargeId }, nowIso(), trx);
        const current = await repos.baskets.get(input.basketId, brand.code, trx, true);
        if (current) {
          const state = {
            ...current.state,
            items: [],
            bundles: [],
            voucherCodes: [],
            rewards: [],
            rewardDraft: null,
            collectionTime: null,
            orderId: order.id,
          };
          const version = await repos.baskets.update(
            { id: current.id, expectedVersion: current.version, key: randomUUID(), state, now: nowIso() },
            trx,
          );
          // Inside this transaction the row is ours (SQLite serialises writers; PostgreSQL holds the row lock).
          if (version === null) throw new Error("basket changed inside the order transaction");
        }
        return record;
      });
      if (written) return written;
    }
    logger.error({ basketId: basket.id, idempotencyKey: input.idempotencyKey, chargeId }, "charged but the order could not be written");
    throw new Error("the order could not be written after the charge");
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
    for (let tries = 0; ; tries++) {
      const at = nowIso();
      const claimed = await repos.payments.insertIfAbsent({
        idempotencyKey: input.idempotencyKey,
        basketId: input.basketId,
        basketLock: lock,
        memberLock,
        status: "pending",
        amountMinor: view.totalMinor,
        currency: brand.currency,
        chargeId: null,
        orderId: null,
        declineCode: null,
        declineMessage: null,
        createdAt: at,
        updatedAt: at,
      });
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
          updatedAt: nowIso(),
        });
        return paidOutcome(done.orderId);
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
      const again = await priceBasket(input.basketId);
      if (again.view.totalMinor !== view.totalMinor) {
        await repos.payments.removeUncharged(input.idempotencyKey);
        return totalChanged(again.basket, again.view);
      }
    }
    return null;
  }

  async function pay(input: PayInput): Promise<PayOutcome> {
    const errors: CardFieldError[] = validateCard(input.card, clock.now());
    if (errors.length) return { status: "invalid", errors };

    // The same key again (a double click, a retry after a lost answer): the first request's answer.
    const existing = await repos.payments.get(input.idempotencyKey);
    if (existing) return outcomeOf(existing, input.basketId);

    // Card testing: after 5 declines per basket (20 per network address) in 15 minutes, a wait.
    const ip = input.ip ?? "unknown";
    const wait = Math.max(await declines.basket.blockedFor(input.basketId), await declines.address.blockedFor(ip));
    if (wait) return { status: "limited", message: tooManyMessage(wait) };

    // Vouchers are checked again (time, the customer's earlier orders): any that no longer hold go,
    // and the basket page says which before anything is charged.
    if (deps.revalidateVouchers) {
      const removed = await deps.revalidateVouchers(input.basketId, input.identity.kind === "customer" ? input.identity.customerId : null);
      if (removed.length) {
        const mode = (await baskets.peek(input.basketId))?.state.mode ?? "collection";
        const codes = removed.map((r) => r.code);
        return {
          status: "blocked",
          reason: "vouchers-removed",
          redirect: `/${mode}/basket?removed=${encodeURIComponent(codes.join(","))}`,
          message: removalDialogText(codes)?.body ?? PAY_MESSAGES.failed,
          codes,
        };
      }
    }

    // The amount is the basket page's own figure, computed here and now.
    const { basket, view } = await priceBasket(input.basketId);
    const refused = await blocked(basket, view, input.identity);
    if (refused) {
      // The basket may have been emptied by a concurrent request with this same key: answer as it did.
      const raced = await repos.payments.get(input.idempotencyKey);
      return raced ? outcomeOf(raced, input.basketId) : refused;
    }
    if (input.expectedTotalMinor !== undefined && input.expectedTotalMinor !== view.totalMinor) return totalChanged(basket, view);

    // The attempt row claims the key and the basket (and a member's rewards) before any charge.
    const refusedClaim = await claimAttempt(input, basket, view);
    if (refusedClaim) return refusedClaim;

    // The card try takes its point before the charge (parallel tries from one address cost one
    // each); a charge that is not declined gives it back.
    const taken = await takeAll([declines.address, ip], [declines.basket, input.basketId]);
    if (!taken.ok) {
      await repos.payments.removeUncharged(input.idempotencyKey);
      return { status: "limited", message: tooManyMessage(taken.wait) };
    }
    let result: ChargeResult;
    try {
      result = await payments.charge({
        idempotencyKey: input.idempotencyKey,
        amountMinor: view.totalMinor,
        currency: brand.currency,
        card: input.card,
      });
    } catch (err) {
      // Nothing is known to be charged; the attempt ends so the basket is free for another try.
      logger.error({ err, idempotencyKey: input.idempotencyKey }, "payment provider failed");
      result = { outcome: "declined", code: "provider-error", message: PAY_MESSAGES.failed };
    }
    if (result.outcome === "declined") {
      await repos.payments.markDeclined(input.idempotencyKey, { code: result.code, message: result.message }, nowIso());
      return { status: "declined", code: result.code, message: result.message };
    }
    await Promise.all([declines.address.refund(ip), declines.basket.refund(input.basketId)]);
    await repos.payments.recordCharge(input.idempotencyKey, result.chargeId, nowIso());
    const order = await buildOrder(basket, view, input.identity, randomUUID());
    let placed: OrderView;
    try {
      placed = toView(await completeOrder(input, basket, order, result.chargeId));
    } catch (err) {
      // No order, but a charge: give it back now rather than leave the customer paying for nothing.
      await refundUnplaced({ idempotencyKey: input.idempotencyKey, chargeId: result.chargeId, amountMinor: view.totalMinor }, err);
      return { status: "refunded", message: PAY_MESSAGES.refunded };
    }
    await sendReceipt(placed);
    return { status: "paid", order: placed };
  }

  /** The receipt e-mail (to the outbox); a failure to queue it never undoes the order. */
  async function sendReceipt(order: OrderView) {
    if (!deps.notifier || !order.customer.email) return;
    const money = (m: number) => formatMoney(m, brand.currencySymbol);
    const where =
      order.mode === "collection"
        ? `Collect from ${order.restaurantName}${order.collectionTimeLabel ? ` today at ${order.collectionTimeLabel}` : ""}.`
        : `Delivery from ${order.restaurantName} to ${[order.deliveryAddress?.line1, order.deliveryAddress?.postcode].filter(Boolean).join(", ")}.`;
    const lines = order.lines.map((l) => `${l.quantity} x ${l.name} ${money(l.totalMinor)}`).join("; ");
    try {
      await deps.notifier.send({
        channel: "email",
        recipient: order.customer.email,
        subject: `Your ${brand.name} order ${order.number}`,
        body: `Thank you, ${order.customer.firstName}. Order ${order.number}: ${lines}. Total ${money(order.totalMinor)}. ${where}`,
      });
    } catch (err) {
      logger.error({ err, order: order.number }, "receipt not queued");
    }
  }

  return {
    pay,
    reconcile,
    find: reader.find,
    heldOrder: reader.heldOrder,
    forToday: reader.forToday,
    history: reader.history,
    nextStatusChangeAt: reader.nextStatusChangeAt,

    /** The checks `pay` makes before charging, for the payment page: what blocks it (or null), and the priced basket. */
    async preflight(
      basketId: string,
      identity: CheckoutIdentity,
    ): Promise<{ blocked: PayBlocked | null; basket: Basket; view: BasketView }> {
      const { basket, view } = await priceBasket(basketId);
      return { blocked: await blocked(basket, view, identity), basket, view };
    },

    /**
     * Puts an order's lines back into the basket: at the order's restaurant (in its mode when the
     * journey allows, else collection), each line checked against today's menu and stock. Lines that
     * no longer fit are skipped and reported.
     */
    async reorder(input: { orderId: string; viewer: OrderViewer; basketId: string; replace?: boolean }): Promise<ReorderOutcome> {
      const record = await recordOf(input.orderId);
      if (!record || record.brand !== brand.code || !canSeeOrder(record, input.viewer)) return { status: "not-found" };
      const stored = record.data as StoredOrder;
      const current = await baskets.getOrCreate(input.basketId);
      if (current.state.restaurantId !== stored.restaurantId) {
        if (hasLines(current.state) && !input.replace) return { status: "confirm", restaurantId: stored.restaurantId };
        const select = (mode: "collection" | "delivery", searchTerm: string) =>
          journey.selectRestaurant({ basketId: input.basketId, restaurantId: stored.restaurantId, mode, searchTerm, confirmed: true });
        let outcome =
          stored.mode === "delivery" && stored.deliveryAddress ? await select("delivery", stored.deliveryAddress.postcode) : null;
        if (outcome?.outcome === "selected" && stored.deliveryAddress) {
          const address = stored.deliveryAddress;
          await baskets.change(input.basketId, (s) =>
            s.delivery
              ? { ...s, delivery: { ...s.delivery, addressLine1: address.line1, addressLine2: address.line2, town: address.town } }
              : s,
          );
        }
        if (outcome?.outcome !== "selected") outcome = await select("collection", "");
        if (outcome.outcome !== "selected") {
          const message =
            outcome.outcome === "unavailable" || outcome.outcome === "quote-error"
              ? outcome.message
              : "This restaurant cannot take orders now.";
          return { status: "unavailable", message };
        }
      }
      const stock = (rid: number) => menu.outOfStock(rid);
      const names = stored.lines.map((l) => l.name);
      const skipped: { name: string; message: string }[] = [];
      let added = 0;
      const attempt = async (name: string, work: () => Promise<unknown>) => {
        try {
          await work();
          added++;
        } catch (e) {
          if (!(e instanceof BasketRuleError)) throw e;
          skipped.push({ name, message: e.message });
        }
      };
      for (const [i, line] of stored.source.items.entries()) {
        await attempt(names[i] ?? line.id, () =>
          baskets.addItem(
            input.basketId,
            { itemId: line.id, configuration: { itemId: line.id, quantity: line.quantity, selections: line.selections } },
            stock,
          ),
        );
      }
      for (const [j, line] of stored.source.bundles.entries()) {
        await attempt(names[stored.source.items.length + j] ?? line.bundleId, () =>
          baskets.addBundle(
            input.basketId,
            { bundleId: line.bundleId, configuration: { bundleId: line.bundleId, quantity: line.quantity, sections: line.sections } },
            stock,
          ),
        );
      }
      return { status: "ok", basket: await baskets.getOrCreate(input.basketId), added, skipped };
    },
  };
}
export type OrderService = ReturnType<typeof orderService>;
