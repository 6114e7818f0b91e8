// A payment whose request died in the middle (its node crashed, or was restarted) is finished by the
// retry of it, at once: the proxy sends the retry to the next node, or the customer pays again with
// the same key. The attempt is pending and nobody holds it (attempt-owners.ts), so the retry holds it
// and asks the provider again with the attempt's key: the provider answers what that key came to
// (one charge per key), and the order is written as the first request would have written it; when
// the basket can no longer be ordered, whatever was charged is refunded now. A pending attempt that
// someone does hold is waited for, as before. See docs/decisions/037-charging-once.md.
import type { Logger } from "pino";
import type { Basket } from "../../domain/basket/basket";
import type { Repositories } from "../db/repositories";
import type { PaymentAttempt } from "../db/repositories/payments";
import type { ChargeResult } from "../providers/payments";
import type { BasketView } from "../basket";
import type { CheckoutIdentity } from "../accounts";
import type { AttemptOwners } from "./attempt-owners";
import { PAY_MESSAGES, type PayBlocked, type PayOutcome, type Settling } from "./payment-outcomes";

const PENDING: PayOutcome = { status: "pending", message: PAY_MESSAGES.pending };

export function attemptTakeover(deps: {
  repos: Pick<Repositories, "payments">;
  owners: AttemptOwners;
  /** How often and how long a request waits for another that holds the attempt. */
  wait: { pollMs: number; timeoutMs: number };
  logger: Logger;
  priceBasket: (basketId: string, viewer: number | null) => Promise<{ basket: Basket; view: BasketView }>;
  blocked: (basket: Basket, view: BasketView, identity: CheckoutIdentity) => Promise<PayBlocked | null>;
  totalChanged: (basket: Basket, view: BasketView) => PayBlocked;
  outcomeOf: (attempt: PaymentAttempt, basketId: string) => Promise<PayOutcome>;
  afterCharge: (input: Settling, basket: Basket, view: BasketView, result: ChargeResult) => Promise<PayOutcome>;
  /** Settles a pending attempt with the provider now: refunded when it was charged, else ended. */
  settleNow: (idempotencyKey: string) => Promise<"refunded" | "ended" | null>;
}) {
  const { repos, owners, wait, logger, priceBasket, blocked, totalChanged, outcomeOf, afterCharge, settleNow } = deps;
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  /**
   * Finishes the pending attempt of `input`'s key, which this request now holds: the basket is
   * checked and priced again for who pays, then `ask` gets the provider's answer for the key (the
   * charge again, or the confirmation after the bank's check).
   */
  async function finish(input: Settling, ask: (amountMinor: number) => Promise<ChargeResult | null>): Promise<PayOutcome> {
    const key = input.idempotencyKey;
    const a = await repos.payments.get(key);
    // Finished between the look and the hold.
    if (!a || a.status !== "pending") return a ? outcomeOf(a, input.basketId) : PENDING;
    logger.warn({ idempotencyKey: key }, "payment attempt taken over from a request that ended");
    const payer = input.identity.kind === "customer" ? input.identity.customerId : null;
    const { basket, view } = await priceBasket(input.basketId, payer);
    const refused =
      (await blocked(basket, view, input.identity)) ?? (view.totalMinor !== a.amountMinor ? totalChanged(basket, view) : null);
    if (refused) {
      // Nothing more is charged; what the ended request may have had charged is given back now.
      return (await settleNow(key)) === "refunded" ? { status: "refunded", message: PAY_MESSAGES.refunded } : refused;
    }
    let result: ChargeResult | null;
    try {
      result = await ask(a.amountMinor);
    } catch (err) {
      // Not known what the key came to: the attempt stays pending for the next retry or the reconciler.
      logger.error({ err, idempotencyKey: key }, "payment provider failed while taking an attempt over");
      return PENDING;
    }
    // Refunded already by the request that died (which then could not note it): never an order on it.
    if (result?.outcome === "approved" && result.refunded) {
      return (await settleNow(key)) === "refunded" ? { status: "refunded", message: PAY_MESSAGES.refunded } : PENDING;
    }
    return afterCharge(input, basket, view, result ?? { outcome: "declined", code: "unknown-payment", message: PAY_MESSAGES.failed });
  }

  /**
   * A request with a key that has an attempt already: while the attempt is pending, it is either
   * being worked on (waited for) or its request has died (taken over and finished here). Then the
   * answer the attempt gives.
   */
  async function again(input: Settling, existing: PaymentAttempt, ask: (amountMinor: number) => Promise<ChargeResult | null>) {
    const key = input.idempotencyKey;
    const until = Date.now() + wait.timeoutMs;
    let a: PaymentAttempt | null = existing;
    while (a?.status === "pending" && a.basketId === input.basketId) {
      const finished = await owners.adopt(key, () => finish(input, ask));
      if (finished) return finished;
      if (Date.now() >= until) break;
      await sleep(wait.pollMs);
      a = await repos.payments.get(key);
    }
    return a ? outcomeOf(a, input.basketId) : PENDING;
  }

  return { again, finish };
}

export type AttemptTakeover = ReturnType<typeof attemptTakeover>;
