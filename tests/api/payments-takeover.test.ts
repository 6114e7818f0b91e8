// A payment whose request died in the middle (its node crashed, or was restarted) is finished by its
// retry at once, not left "still being processed" until the reconciler's round: the attempt is
// pending and nobody holds it (server/checkout/attempt-owners.ts, attempt-takeover.ts).
import { describe, expect, it } from "vitest";
import { createRepositories } from "../../server/db/repositories";
import { PAY_MESSAGES } from "../../server/checkout/payment-outcomes";
import { pendingAttempt } from "../support/attempts";
import { apiServer, basketIdOf } from "../support/http";
import { answerBankPage, CHALLENGE_CARDS, GOOD_CARD, newKey, payingHelpers, type Client } from "../support/paying";
import { TEST_NOW } from "../support/runtime";

const api = apiServer();
const { services, collectionBasket, pay, chargesFor, ordersOfBasket } = payingHelpers(api);
const attempts = () => createRepositories(api.t.runtime.db).payments;

/** Two margheritas: the basket `collectionBasket` makes. */
const TOTAL = 2190;

/** The attempt a request left as it died: claimed, pending, held by nobody. */
async function diedWith(c: Client, key: string) {
  const id = basketIdOf(c);
  const { key: basketKey } = await services().baskets.getOrCreate(id);
  await attempts().insertIfAbsent(
    pendingAttempt({ idempotencyKey: key, basketId: id, basketLock: `${id}:${basketKey}`, amountMinor: TOTAL, at: TEST_NOW.toISOString() }),
  );
}

/** The provider charged the attempt's key before its request died (the answer never reached us). */
const chargedBeforeDying = (key: string) =>
  api.t.runtime.payments.charge({
    idempotencyKey: key,
    amountMinor: TOTAL,
    currency: "GBP",
    card: { number: GOOD_CARD.cardNumber, expiry: GOOD_CARD.expiry, cvv: GOOD_CARD.cvv },
    returnUrl: "http://localhost/payment/authenticated",
    merchantName: "Crustello",
  });

describe("a payment whose request died", () => {
  it("before the charge: its retry charges and places the order at once", async () => {
    const c = await collectionBasket();
    const paidId = basketIdOf(c);
    const key = newKey();
    await diedWith(c, key);
    const res = await pay(c, { idempotencyKey: key });
    expect(res.status).toBe(200);
    expect(chargesFor([key])).toHaveLength(1);
    expect(await ordersOfBasket(paidId)).toHaveLength(1);
    expect((await attempts().get(key))?.status).toBe("succeeded");
  });

  it("after the charge: its retry places the order with that charge, and charges nothing more", async () => {
    const c = await collectionBasket();
    const paidId = basketIdOf(c);
    const key = newKey();
    await diedWith(c, key);
    const charged = await chargedBeforeDying(key);
    expect(charged.outcome).toBe("approved");
    const res = await pay(c, { idempotencyKey: key });
    expect(res.status).toBe(200);
    const { order } = (await res.json()) as { order: { id: string } };
    expect(chargesFor([key])).toEqual([expect.objectContaining({ refundedAt: null })]);
    const [stored] = await ordersOfBasket(paidId);
    expect(stored?.id).toBe(order.id);
    // The attempt's charge is the one the provider made before the request died.
    expect((await attempts().get(key))?.chargeId).toBe(charged.outcome === "approved" ? charged.chargeId : "");
    // Asked again: the same order.
    const again = await pay(c, { idempotencyKey: key });
    expect(((await again.json()) as { order: { id: string } }).order.id).toBe(order.id);
    expect(chargesFor([key])).toHaveLength(1);
  });

  it("after the charge, with a basket that no longer prices the same: the charge is refunded at once", async () => {
    const c = await collectionBasket();
    const key = newKey();
    await diedWith(c, key);
    await chargedBeforeDying(key);
    // Another tab added a dessert meanwhile: the charge no longer matches the basket.
    await api.t.runtime.basketStore.change(basketIdOf(c), (s) => ({ ...s, items: [...s.items, s.items[0]!] }));
    const res = await pay(c, { idempotencyKey: key });
    expect(res.status).toBe(503);
    expect((await res.json()).errors).toEqual([{ path: "idempotencyKey", message: PAY_MESSAGES.refunded }]);
    expect(chargesFor([key])).toEqual([expect.objectContaining({ refundedAt: TEST_NOW.toISOString() })]);
    expect((await attempts().get(key))?.status).toBe("refunded");
    expect(await ordersOfBasket(basketIdOf(c))).toHaveLength(0);
  });

  it("after the charge and its refund, which it could not note: its retry notes the refund, and places no order", async () => {
    const c = await collectionBasket();
    const paidId = basketIdOf(c);
    const key = newKey();
    await diedWith(c, key);
    const charged = await chargedBeforeDying(key);
    if (charged.outcome !== "approved") throw new Error("the sandbox declined a good card");
    // The order could not be written, the charge was given back, and then the storage failed again.
    await api.t.runtime.payments.refund({ chargeId: charged.chargeId, amountMinor: TOTAL, currency: "GBP" });
    const res = await pay(c, { idempotencyKey: key });
    expect(res.status).toBe(503);
    expect((await res.json()).errors).toEqual([{ path: "idempotencyKey", message: PAY_MESSAGES.refunded }]);
    expect((await attempts().get(key))?.status).toBe("refunded");
    expect(await ordersOfBasket(paidId)).toHaveLength(0);
    expect(chargesFor([key])).toEqual([expect.objectContaining({ refundedAt: TEST_NOW.toISOString() })]);
  });

  it("back from the bank, its retry finishes the payment the dead request had taken up", async () => {
    const c = await collectionBasket();
    const key = newKey();
    const res = await pay(c, { idempotencyKey: key, cardNumber: CHALLENGE_CARDS.always });
    expect(res.status).toBe(202);
    const { requiresAction } = (await res.json()) as { requiresAction: { url: string } };
    expect((await answerBankPage(requiresAction.url, "complete")).status).toBe(303);
    // The request finishing it took the attempt up, then its node died before asking the bank's answer.
    expect(await attempts().resumeChallenged(key, TEST_NOW.toISOString())).toBe(true);
    const done = await c.request("/api/sandbox/completeAuthentication", { method: "POST", json: { idempotencyKey: key } });
    expect(done.status).toBe(200);
    expect(chargesFor([key])).toHaveLength(1);
    expect((await attempts().get(key))?.status).toBe("succeeded");
  });
});
