// A charge refunded because no order could be placed (at once in the pay path, or later by the
// reconciler) is told to the payer by e-mail, once per refunded charge, with the amount: a guest at
// the address they gave, a signed-in customer at their account's (docs/decisions/033).
import { sql } from "kysely";
import { describe, expect, it, vi } from "vitest";
import { formatMoney } from "../../domain/money";
import { createRepositories } from "../../server/db/repositories";
import { apiServer } from "../support/http";
import { newKey, payingHelpers, type Client } from "../support/paying";

const api = apiServer();
const { services, asGuest, collectionBasket, pay, chargesFor } = payingHelpers(api);
const attempts = () => createRepositories(api.t.runtime.db).payments;

const SUBJECT = "Your Crustello payment has been refunded";
const notices = async (recipient: string) => (await services().sentMessages({ recipient })).filter((m) => m.subject === SUBJECT);
const noticeBody = (amountMinor: number) =>
  `Sorry, we could not place your order, so we have refunded ${formatMoney(amountMinor, "£")} to your card. It can take a few days to show on your statement.`;

/** Pays while the orders table is out of reach: charged, and no order can be written. */
async function payWithoutOrders(c: Client, idempotencyKey: string) {
  const db = api.t.runtime.db;
  await sql`alter table orders rename to orders_unreachable`.execute(db);
  try {
    return await pay(c, { idempotencyKey });
  } finally {
    await sql`alter table orders_unreachable rename to orders`.execute(db);
  }
}

describe("the e-mail of a refund without an order", () => {
  it("a guest whose charge is refunded at once gets one e-mail with the amount, however often it is retried or reconciled", async () => {
    const c = await collectionBasket({ customerId: null });
    await asGuest(c);
    const key = newKey();
    expect((await payWithoutOrders(c, key)).status).toBe(503);
    const [charge] = chargesFor([key]);
    expect(charge?.refundedAt).not.toBeNull();
    expect(charge!.amountMinor).toBeGreaterThan(0);

    const sent = await notices("grace@example.com");
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toBe(noticeBody(charge!.amountMinor));
    // The attempt no longer holds the address once the customer is told.
    expect(await attempts().get(key)).toEqual(expect.objectContaining({ status: "refunded", payerEmail: null }));

    // The same payment again, and the reconciler's later round: still one e-mail.
    expect((await pay(c, { idempotencyKey: key })).status).toBe(503);
    const start = api.t.clock.now();
    try {
      api.t.clock.advance(11 * 60_000);
      await services().orders.reconcile();
    } finally {
      api.t.clock.set(start);
    }
    expect(await notices("grace@example.com")).toHaveLength(1);
  });

  it("a charge the reconciler refunds later tells the signed-in customer once, at their account's address", async () => {
    const c = await collectionBasket({ customerId: 2 });
    const key = newKey();
    const gateway = api.t.runtime.payments;
    // The gateway cannot refund at that moment either: the attempt stays pending, charged.
    const refund = vi.spyOn(gateway, "refund").mockRejectedValueOnce(new Error("gateway unreachable"));
    try {
      // The request fails with the order and the refund (the error, not a refund, is answered).
      expect((await payWithoutOrders(c, key)).status).toBeGreaterThanOrEqual(500);
    } finally {
      refund.mockRestore();
    }
    const [charge] = chargesFor([key]);
    expect(charge?.refundedAt).toBeNull();
    expect(await attempts().get(key)).toEqual(expect.objectContaining({ status: "pending", payerEmail: "bronze@example.com" }));
    expect(await notices("bronze@example.com")).toHaveLength(0);

    const start = api.t.clock.now();
    try {
      api.t.clock.advance(11 * 60_000);
      // Two rounds at once (two nodes' timers on SQLite's one process; the claim on PostgreSQL).
      const rounds = await Promise.all([services().orders.reconcile(), services().orders.reconcile()]);
      expect(rounds.reduce((n, r) => n + r.refunded, 0)).toBeGreaterThanOrEqual(1);
      await services().orders.reconcile();
    } finally {
      api.t.clock.set(start);
    }
    expect(chargesFor([key])[0]?.refundedAt).not.toBeNull();
    expect((await attempts().get(key))?.status).toBe("refunded");
    const sent = await notices("bronze@example.com");
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toBe(noticeBody(charge!.amountMinor));
  });

  it("a paid order sends its receipt and no refund e-mail", async () => {
    const c = await collectionBasket({ customerId: 3 });
    expect((await pay(c)).status).toBe(200);
    expect(await notices("silver@example.com")).toHaveLength(0);
  });
});
