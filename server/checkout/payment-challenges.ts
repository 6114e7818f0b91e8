// Back from the bank: finishing a payment whose card's bank asked the customer first (3-D Secure).
// The attempt waited in `requires_action` holding the basket; the return address (a page, or
// POST /api/sandbox/completeAuthentication) calls `completeAuthentication`, which takes the attempt
// back to pending (one request only), checks the basket again for who is paying now, and asks the
// provider to confirm: approved writes the order as `pay` does, anything else ends the attempt with
// the basket kept. See docs/decisions/037-charging-once.md.
import type { Basket } from "../../domain/basket/basket";
import type { PaymentAttempt } from "../db/repositories/payments";
import type { Repositories } from "../db/repositories";
import type { Clock } from "../providers/clock";
import type { ChargeResult, PaymentProvider } from "../providers/payments";
import type { BasketView } from "../basket";
import type { CheckoutIdentity } from "../accounts";
import { PAY_MESSAGES, type PayBlocked, type PayOutcome, type Settling } from "./payment-outcomes";
import { challengeExpired } from "./payment-attempts";
import type { AttemptOwners } from "./attempt-owners";
import type { AttemptTakeover } from "./attempt-takeover";

export function paymentChallenges(deps: {
  repos: Pick<Repositories, "payments">;
  payments: PaymentProvider;
  /** Who works on an attempt now (attempt-owners.ts), and the retry that finishes one whose request died. */
  owners: AttemptOwners;
  takeover: Pick<AttemptTakeover, "again">;
  clock: Clock;
  priceBasket: (basketId: string, viewer: number | null) => Promise<{ basket: Basket; view: BasketView }>;
  /** What stops this basket being paid now (the restaurant closed meanwhile, say), or null. */
  blocked: (basket: Basket, view: BasketView, identity: CheckoutIdentity) => Promise<PayBlocked | null>;
  /** The vouchers that no longer hold for the payer, taken off (the basket page names them), or null. */
  removedVouchers: (basketId: string, payer: number | null) => Promise<PayBlocked | null>;
  totalChanged: (basket: Basket, view: BasketView) => PayBlocked;
  /** The answer an existing attempt gives (waiting while another request finishes it). */
  outcomeOf: (attempt: PaymentAttempt, basketId: string) => Promise<PayOutcome>;
  /** What the provider's answer comes to: the order, a decline, or the challenge still open. */
  afterCharge: (input: Settling, basket: Basket, view: BasketView, result: ChargeResult) => Promise<PayOutcome>;
}) {
  const { repos, payments, owners, takeover, clock, priceBasket, blocked, removedVouchers, totalChanged, outcomeOf, afterCharge } = deps;
  const nowIso = () => clock.now().toISOString();
  const answerOf = async (key: string, basketId: string): Promise<PayOutcome> => {
    const attempt = await repos.payments.get(key);
    return attempt ? outcomeOf(attempt, basketId) : { status: "pending", message: PAY_MESSAGES.pending };
  };

  /** Finishes the payment with this key once the customer is back from their bank; idempotent per key. */
  const completeAuthentication = async (input: Settling): Promise<PayOutcome> => {
    const key = input.idempotencyKey;
    const attempt = await repos.payments.get(key);
    if (!attempt) return { status: "invalid", errors: [{ path: "idempotencyKey", message: PAY_MESSAGES.unknownAttempt }] };
    // Being finished by another request (waited for), or by one that died mid-way, whose node
    // crashed after the bank's answer: this request takes it over (attempt-takeover.ts).
    if (attempt.status === "pending" && attempt.challengeUrl !== null && attempt.basketId === input.basketId)
      return takeover.again(input, attempt, () => payments.confirm(key));
    // Finished already (a reload, a second tab), another checkout's key, or a challenge past its
    // expiry (which outcomeOf ends): the answer it gives.
    if (attempt.status !== "requires_action" || attempt.basketId !== input.basketId || challengeExpired(attempt, nowIso()))
      return outcomeOf(attempt, input.basketId);
    // Held while it is finished, so a retry knows this request is alive.
    return owners.hold(key, () => finish(input, attempt));
  };

  async function finish(input: Settling, attempt: PaymentAttempt): Promise<PayOutcome> {
    const key = input.idempotencyKey;
    // One request finishes it; another arriving meanwhile waits for that one's answer.
    if (!(await repos.payments.resumeChallenged(key, nowIso()))) return answerOf(key, input.basketId);

    // The basket may have changed while the bank asked (another tab), or the restaurant closed, or
    // the customer signed in or out, or a voucher stopped holding (used on another order, past its
    // hours): checked and priced again for who pays now, and charged only as it was asked.
    const payer = input.identity.kind === "customer" ? input.identity.customerId : null;
    const vouchersGone = await removedVouchers(input.basketId, payer);
    const { basket, view } = await priceBasket(input.basketId, payer);
    const refused =
      vouchersGone ??
      (await blocked(basket, view, input.identity)) ??
      (view.totalMinor !== attempt.amountMinor ? totalChanged(basket, view) : null);
    if (refused) {
      await repos.payments.markDeclined(key, { code: refused.reason, message: refused.message }, nowIso());
      return refused;
    }
    let result: ChargeResult | null;
    try {
      result = await payments.confirm(key);
    } catch {
      // Not known whether the bank's answer was taken: the challenge stays, and a retry asks again.
      await repos.payments.backToChallenge(key, nowIso());
      return { status: "pending", message: PAY_MESSAGES.pending };
    }
    if (result?.outcome === "requires_action") {
      // Back without answering the bank (its page left with the back button): still waiting.
      await repos.payments.backToChallenge(key, nowIso());
      return answerOf(key, input.basketId);
    }
    return afterCharge(input, basket, view, result ?? { outcome: "declined", code: "unknown-payment", message: PAY_MESSAGES.failed });
  }

  return completeAuthentication;
}
