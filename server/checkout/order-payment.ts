// Paying for a basket.
//
// pay: card fields checked → basket re-priced by the basket page's own view (a posted amount is
// never read) → payment guard and basket checks → a payment attempt row claims the idempotency key
// and the basket lock → the provider charges with the same key → on approval one transaction
// writes the order, marks the attempt succeeded and empties the basket (new key, order held).
// A second request with the key, or for the same basket while an attempt is open, waits for that
// attempt and answers its outcome: a basket is charged at most once. See docs/decisions/037-charging-once.md.
import { randomUUID } from "node:crypto";
import type { Logger } from "pino";
import type { Notifier } from "../providers/notifications";
import { declineLimiters, takeAll, tooManyMessage, type RateLimits } from "../security/rate-limit";
import { removalDialogText } from "../../domain/basket/vouchers";
import type { Basket } from "../../domain/basket/basket";
import type { OrderView } from "../../domain/checkout/order";
import type { Brand } from "../brands";
import type { Database } from "../db/database";
import type { Repositories } from "../db/repositories";
import type { OrderRecord } from "../db/repositories/orders";
import type { Clock } from "../providers/clock";
import type { ChargeInput, ChargeResult, PaymentProvider, VaultedCard } from "../providers/payments";
import type { BasketView, BasketService } from "../basket";
import type { CheckoutIdentity } from "../accounts";
import { paymentOutcomes } from "../operations";
import type { JourneyService, SearchService } from "../search";
import { orderPlacement } from "./order-placement";
import { paymentAttempts } from "./payment-attempts";
import { paymentChecks } from "./payment-checks";
import { PAY_MESSAGES, type PayBlocked, type PayInput, type PayOutcome, type Settling } from "./payment-outcomes";
import { inProcessClaim, paymentReconciler, type AttemptClaim } from "./payment-reconciler";
import { paymentChallenges } from "./payment-challenges";
import { inProcessOwners, type AttemptOwners } from "./attempt-owners";
import { attemptTakeover } from "./attempt-takeover";
import { cardCharges } from "./card-charge";
import type { SavedCards } from "./saved-cards";
import { paths } from "../../app/paths";

export interface OrderPaymentDeps {
  db: Database;
  repos: Pick<Repositories, "orders" | "payments" | "baskets">;
  baskets: BasketService;
  search: SearchService;
  journey: JourneyService;
  payments: PaymentProvider;
  /** The basket page's priced view of a basket for who is paying (services.basketView): rewards only for their member. */
  priceBasket: (basketId: string, viewer: number | null) => Promise<{ basket: Basket; view: BasketView }>;
  clock: Clock;
  brand: Brand;
  logger: Logger;
  /** The site's own address: the bank's 3-D Secure page sends the customer back to it. */
  publicUrl: string;
  /** Sends the receipt e-mail once an order is placed. */
  notifier?: Notifier;
  /** The period of each of a member's rewards now (loyalty.rewardPeriods): their redemptions' keys. */
  rewardPeriods?: (customerId: number) => Promise<ReadonlyMap<number, string>>;
  /** The signed-in payer's saved cards: charged by token, and kept when 'Save this card' was ticked. */
  savedCards?: Pick<SavedCards, "chargeable" | "keep">;
  /** Drops the basket's vouchers that no longer hold for this customer; answers the removed codes. */
  revalidateVouchers?: (basketId: string, customerId: number | null) => Promise<{ code: string }[]>;
  /** How often and how long a request waits for another attempt on the same key or basket. */
  wait?: { pollMs: number; timeoutMs: number };
  /** How a node claims a pending attempt to reconcile (PostgreSQL: an advisory lock; default: in process). */
  claim?: AttemptClaim;
  /** Who is working on an attempt now, so a retry takes over one whose request died (default: this process's own knowledge). */
  owners?: AttemptOwners;
  /** The declined-card limits' store (Redis or memory); a fresh in-memory set when not given. */
  declines?: RateLimits["declines"];
}

export function orderPayment(deps: OrderPaymentDeps & { toView: (record: OrderRecord) => OrderView }) {
  const { repos, baskets, search, journey, payments, priceBasket, clock, brand, logger, toView } = deps;
  const wait = deps.wait ?? { pollMs: 25, timeoutMs: 10_000 };
  const declines = deps.declines ?? declineLimiters();
  const owners = deps.owners ?? inProcessOwners();
  const { cardToCharge, charge } = cardCharges(deps);
  const nowIso = () => clock.now().toISOString();
  const { refundUnplaced, reconcile, expire, settleNow } = paymentReconciler({
    repos,
    payments,
    clock,
    brand,
    logger,
    notifier: deps.notifier,
    claim: deps.claim ?? inProcessClaim,
    failedMessage: PAY_MESSAGES.failed,
  });
  const { blocked, totalChanged } = paymentChecks({ search, journey, clock, brand });
  const { outcomeOf, claimAttempt } = paymentAttempts({
    repos,
    clock,
    brand,
    logger,
    wait,
    priceBasket,
    toView,
    totalChanged,
    heldOrderId: async (basketId) => (await baskets.peek(basketId))?.state.orderId ?? null,
    expire,
  });
  const { buildOrder, completeOrder, sendReceipt } = orderPlacement(deps);

  /**
   * The periods of the rewards the order uses, for the member paying (the only one they can be
   * priced for). A reward the wallet does not know keys to one period for ever: it cannot be used twice.
   */
  async function periodsOf(payer: number | null, view: BasketView): Promise<ReadonlyMap<number, string> | undefined> {
    const ids = view.discounts.map((d) => d.rewardId);
    if (payer === null || ids.length === 0) return undefined;
    const known = deps.rewardPeriods ? await deps.rewardPeriods(payer) : new Map<number, string>();
    return new Map(ids.map((id) => [id, known.get(id) ?? `${id}@unknown`]));
  }

  async function pay(input: PayInput): Promise<PayOutcome> {
    const payer = input.identity.kind === "customer" ? input.identity.customerId : null;
    const card = await cardToCharge(input.card, payer);
    if ("errors" in card) return { status: "invalid", errors: card.errors };

    // The same key again (a double click, a retry after a lost answer): the first request's answer,
    // or, when that request died mid-payment (its node crashed), this one finishes it.
    const existing = await repos.payments.get(input.idempotencyKey);
    if (existing) return takeover.again(input, existing, (amountMinor) => charge(input, card, payer, amountMinor));
    // Held from before the attempt exists until its answer: a retry knows this request is alive.
    return owners.hold(input.idempotencyKey, () => payNew(input, card, payer));
  }

  async function payNew(input: PayInput, card: { charge: ChargeInput["card"]; saved: boolean }, payer: number | null): Promise<PayOutcome> {
    // Card testing: after 5 declines per basket (20 per network address) in 15 minutes, a wait.
    const ip = input.ip ?? "unknown";
    const wait = Math.max(await declines.basket.blockedFor(input.basketId), await declines.address.blockedFor(ip));
    if (wait) return { status: "limited", message: tooManyMessage(wait) };

    // Vouchers are checked again for who pays (time, the customer's earlier orders, a staff code):
    // any that no longer hold go, and the basket page says which before anything is charged.
    const vouchersGone = await removedVouchers(input.basketId, payer);
    if (vouchersGone) return vouchersGone;

    // The amount is the basket page's own figure, computed here and now, for who pays: rewards
    // count only when the payer is their member.
    const { basket, view } = await priceBasket(input.basketId, payer);
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
    const result = await charge(input, card, payer, view.totalMinor).catch((err: unknown): ChargeResult => {
      // Nothing is known to be charged; the attempt ends so the basket is free for another try.
      logger.error({ err, idempotencyKey: input.idempotencyKey }, "payment provider failed");
      return { outcome: "declined", code: "provider-error", message: PAY_MESSAGES.failed };
    });
    // A charge that is not declined gives the card try back (a challenge: now, as the bank decides).
    const giveBack = () => Promise.all([declines.address.refund(ip), declines.basket.refund(input.basketId)]);
    if (result.outcome === "requires_action") await giveBack();
    return afterCharge(input, basket, view, result, result.outcome === "approved" ? giveBack : undefined);
  }

  /** The basket's vouchers that no longer hold for the payer, taken off: where the basket page names them; null when all hold. */
  async function removedVouchers(basketId: string, payer: number | null): Promise<PayBlocked | null> {
    const removed = deps.revalidateVouchers ? await deps.revalidateVouchers(basketId, payer) : [];
    if (!removed.length) return null;
    const mode = (await baskets.peek(basketId))?.state.mode ?? "collection";
    const codes = removed.map((r) => r.code);
    return {
      status: "blocked",
      reason: "vouchers-removed",
      redirect: paths.basket(mode, { removed: codes.join(",") }),
      message: removalDialogText(codes)?.body ?? PAY_MESSAGES.failed,
      codes,
    };
  }

  /**
   * What a charge's result comes to: a decline ends the attempt (the basket free for another try);
   * a challenge leaves it waiting for the customer's bank; an approval writes the order, or gives
   * the money back at once if that fails.
   */
  async function afterCharge(
    input: Settling,
    basket: Basket,
    view: BasketView,
    result: ChargeResult,
    giveBack?: () => Promise<unknown>,
  ): Promise<PayOutcome> {
    paymentOutcomes.inc({
      outcome: result.outcome !== "declined" ? result.outcome : result.code === "provider-error" ? "provider-error" : "declined",
    });
    if (result.outcome === "declined") {
      await repos.payments.markDeclined(input.idempotencyKey, { code: result.code, message: result.message }, nowIso());
      return { status: "declined", code: result.code, message: result.message };
    }
    if (result.outcome === "requires_action") {
      await repos.payments.markRequiresAction(input.idempotencyKey, result, nowIso());
      return {
        status: "requires-action",
        idempotencyKey: input.idempotencyKey,
        challengeUrl: result.challengeUrl,
        expiresAt: result.expiresAt,
      };
    }
    const payer = input.identity.kind === "customer" ? input.identity.customerId : null;
    let written: Awaited<ReturnType<typeof completeOrder>>;
    try {
      await giveBack?.();
      await repos.payments.recordCharge(input.idempotencyKey, result.chargeId, nowIso());
      const order = await buildOrder(basket, view, input.identity, randomUUID());
      written = await completeOrder(input, basket, order, result.chargeId, await periodsOf(payer, view));
    } catch (err) {
      // A charge but no order, whatever failed after the approval (the database, the limiter's
      // store): give it back now rather than leave the customer paying for nothing.
      const charged = { idempotencyKey: input.idempotencyKey, chargeId: result.chargeId, amountMinor: view.totalMinor };
      await refundUnplaced({ ...charged, payerEmail: input.identity.email }, err);
      return { status: "refunded", message: PAY_MESSAGES.refunded };
    }
    const placed = toView(written);
    if (result.savedCard && payer !== null) await keepCard(payer, result.savedCard);
    await sendReceipt(placed);
    return { status: "paid", order: placed };
  }

  /** 'Save this card': the order stands whatever happens here; a card not kept is logged, not charged again. */
  async function keepCard(payer: number, vaulted: VaultedCard) {
    try {
      await deps.savedCards?.keep(payer, vaulted);
    } catch (err) {
      logger.error({ err }, "a card the gateway kept could not be saved");
    }
  }

  const takeover = attemptTakeover({ repos, owners, wait, logger, priceBasket, blocked, totalChanged, outcomeOf, afterCharge, settleNow });
  const completeAuthentication = paymentChallenges({
    repos,
    payments,
    owners,
    takeover,
    clock,
    priceBasket,
    blocked,
    removedVouchers,
    totalChanged,
    outcomeOf,
    afterCharge,
  });

  return {
    pay,
    completeAuthentication,
    reconcile,

    /** The checks `pay` makes before charging, for the payment page: what blocks it (or null), and the priced basket. */
    async preflight(
      basketId: string,
      identity: CheckoutIdentity,
    ): Promise<{ blocked: PayBlocked | null; basket: Basket; view: BasketView }> {
      const { basket, view } = await priceBasket(basketId, identity.kind === "customer" ? identity.customerId : null);
      return { blocked: await blocked(basket, view, identity), basket, view };
    },
  };
}
