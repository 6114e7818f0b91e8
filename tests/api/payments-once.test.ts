// A basket is charged at most once: parallel and repeated requests, and a charge left without an order.
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { createRepositories } from "../../server/db/repositories";
import { pendingAttempt } from "../support/attempts";
import { apiServer, basketIdOf } from "../support/http";
import { GOOD_CARD, newKey, type Client, payingHelpers } from "../support/paying";
import { TEST_NOW } from "../support/runtime";

const api = apiServer();
const postgres = Boolean(process.env.TEST_DATABASE_URL);
const { services, collectionBasket, pay, chargesFor, ordersOfBasket } = payingHelpers(api);

describe("paying twice", () => {
  it("20 parallel requests with one key: all answer the same order, one order row, one charge", async () => {
    const c = await collectionBasket();
    // Once paid, the visitor goes on under a new basket id (decision 025): the paid one's id first.
    const paidId = basketIdOf(c);
    const key = newKey();
    const responses = await Promise.all(Array.from({ length: 20 }, () => pay(c, { idempotencyKey: key })));
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200));
    const numbers = new Set((await Promise.all(responses.map((r) => r.json()))).map((b) => b.order.number));
    expect(numbers.size).toBe(1);
    expect(await ordersOfBasket(paidId)).toHaveLength(1);
    expect(chargesFor([key])).toHaveLength(1);

    // And once more afterwards, with the basket already emptied: the same order.
    const late = await pay(c, { idempotencyKey: key });
    expect(late.status).toBe(200);
    expect((await late.json()).order.number).toBe([...numbers][0]);
  });

  it("20 parallel requests with different keys on one basket: one charge and one order", async () => {
    const c = await collectionBasket();
    const paidId = basketIdOf(c);
    const keys = Array.from({ length: 20 }, () => newKey());
    const responses = await Promise.all(keys.map((idempotencyKey) => pay(c, { idempotencyKey })));
    const bodies = await Promise.all(responses.map((r) => r.json()));
    const ok = responses.map((r, i) => ({ status: r.status, body: bodies[i] }));
    expect(ok.filter((r) => r.status === 200).length).toBeGreaterThan(0);
    // Whoever did not share the order found the basket already paid for (empty).
    for (const r of ok.filter((x) => x.status !== 200)) {
      expect(r.status).toBe(409);
      expect(r.body.errors[0].path).toBe("empty-basket");
    }
    expect(new Set(ok.filter((r) => r.status === 200).map((r) => r.body.order.number)).size).toBe(1);
    expect(chargesFor(keys)).toHaveLength(1);
    expect(await ordersOfBasket(paidId)).toHaveLength(1);
  });

  it("waits for an attempt holding the basket: once it is declined, the next attempt takes its turn", async () => {
    const c = await collectionBasket({ items: ["margherita"] });
    const id = basketIdOf(c);
    const { key: basketKey } = await services().baskets.getOrCreate(id);
    const payments = createRepositories(api.t.runtime.db).payments;
    const at = TEST_NOW.toISOString();
    const holder = newKey();
    await payments.insertIfAbsent(
      pendingAttempt({ idempotencyKey: holder, basketId: id, basketLock: `${id}:${basketKey}`, amountMinor: 1095, at }),
    );
    const key = newKey();
    const paying = pay(c, { idempotencyKey: key });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(chargesFor([key])).toHaveLength(0);
    await payments.markDeclined(holder, { code: "2000", message: "Processor declined" }, at);
    const res = await paying;
    expect(res.status).toBe(200);
    expect(chargesFor([key])).toHaveLength(1);
    expect(await ordersOfBasket(id)).toHaveLength(1);
  });

  it("refuses a key already used by another basket", async () => {
    const a = await collectionBasket({ items: ["margherita"] });
    const key = newKey();
    expect((await pay(a, { idempotencyKey: key })).status).toBe(200);
    const b = await collectionBasket({ items: ["margherita"] });
    const res = await pay(b, { idempotencyKey: key });
    expect(res.status).toBe(400);
    expect((await res.json()).errors[0].path).toBe("idempotencyKey");
  });
});

describe("a charge without an order", () => {
  const attempts = () => createRepositories(api.t.runtime.db).payments;
  const minutesAgo = (m: number) => new Date(TEST_NOW.getTime() - m * 60_000).toISOString();

  it("is refunded at once when the order cannot be written, and the basket is kept for another try", async () => {
    const c = await collectionBasket();
    const id = basketIdOf(c);
    const key = newKey();
    const db = api.t.runtime.db;
    // The orders table is out of reach when the order is written (after the charge).
    await sql`alter table orders rename to orders_unreachable`.execute(db);
    let res: Response;
    try {
      res = await pay(c, { idempotencyKey: key });
    } finally {
      await sql`alter table orders_unreachable rename to orders`.execute(db);
    }
    expect(res.status).toBe(503);
    expect((await res.json()).errors[0]).toEqual({
      path: "idempotencyKey",
      message: "Sorry, we could not place your order, so your payment has been refunded in full. Please try again in a moment.",
    });
    expect(chargesFor([key])).toEqual([expect.objectContaining({ refundedAt: TEST_NOW.toISOString() })]);
    expect((await attempts().get(key))?.status).toBe("refunded");
    // The same key answers the same; the basket is as it was, and a new attempt pays.
    expect((await pay(c, { idempotencyKey: key })).status).toBe(503);
    expect((await services().baskets.getOrCreate(id)).state.items).toHaveLength(1);
    const again = await pay(c);
    expect(again.status).toBe(200);
    expect(await ordersOfBasket(id)).toHaveLength(1);
  });

  it("is refunded at once when even the charge cannot be noted, and the same key answers the refund", async () => {
    const c = await collectionBasket();
    const id = basketIdOf(c);
    const key = newKey();
    const db = api.t.runtime.db;
    // The database refuses the write that notes the approved charge on the attempt (the first
    // write after the charge), and takes every other.
    const refuseNote = postgres
      ? [
          sql`create function refuse_charge_note() returns trigger language plpgsql as $$ begin raise exception 'could not write' using errcode = '58030'; end $$`,
          sql`create trigger refuse_charge_note before update of charge_id on payment_attempts for each row when (new.status = 'pending' and new.charge_id is not null) execute function refuse_charge_note()`,
        ]
      : [
          sql`create trigger refuse_charge_note before update of charge_id on payment_attempts when new.status = 'pending' and new.charge_id is not null begin select raise(abort, 'could not write'); end`,
        ];
    for (const statement of refuseNote) await statement.execute(db);
    let res: Response;
    try {
      res = await pay(c, { idempotencyKey: key });
    } finally {
      await sql`drop trigger refuse_charge_note${postgres ? sql` on payment_attempts` : sql``}`.execute(db);
      if (postgres) await sql`drop function refuse_charge_note`.execute(db);
    }
    expect(res.status).toBe(503);
    expect((await res.json()).errors[0].message).toBe(
      "Sorry, we could not place your order, so your payment has been refunded in full. Please try again in a moment.",
    );
    expect(chargesFor([key])).toEqual([expect.objectContaining({ refundedAt: TEST_NOW.toISOString() })]);
    expect((await attempts().get(key))?.status).toBe("refunded");
    // A retry of the same payment gets the refund's answer at once, not "still being processed".
    const retry = await pay(c, { idempotencyKey: key });
    expect(retry.status).toBe(503);
    expect((await retry.json()).errors[0].message).toMatch(/refunded in full/);
    expect(await ordersOfBasket(id)).toHaveLength(0);
    expect((await pay(c)).status).toBe(200);
  });

  it("left pending by a request that ended: refunded if charged, ended if not, and the basket is free again", async () => {
    const charged = await collectionBasket();
    const notCharged = await collectionBasket();
    const fresh = await collectionBasket();
    const keys = { charged: newKey(), notCharged: newKey(), fresh: newKey() };
    const pending = async (c: Client, key: string, updatedAt: string) => {
      const id = basketIdOf(c);
      const { key: basketKey } = await services().baskets.getOrCreate(id);
      await attempts().insertIfAbsent(
        pendingAttempt({ idempotencyKey: key, basketId: id, basketLock: `${id}:${basketKey}`, amountMinor: 2190, at: updatedAt }),
      );
    };
    await pending(charged, keys.charged, minutesAgo(11));
    await pending(notCharged, keys.notCharged, minutesAgo(11));
    await pending(fresh, keys.fresh, minutesAgo(1));
    // The provider charged the first before its request was lost (the charge id never reached us).
    const card = { number: GOOD_CARD.cardNumber, expiry: GOOD_CARD.expiry, cvv: GOOD_CARD.cvv };
    await api.t.runtime.payments.charge({
      idempotencyKey: keys.charged,
      amountMinor: 2190,
      currency: "GBP",
      card,
      returnUrl: "http://localhost/payment/authenticated",
      merchantName: "Crustello",
    });

    expect(await services().orders.reconcile()).toEqual({ refunded: 1, ended: 1 });
    expect(chargesFor([keys.charged])).toEqual([expect.objectContaining({ refundedAt: TEST_NOW.toISOString() })]);
    expect((await attempts().get(keys.charged))?.status).toBe("refunded");
    expect(await attempts().get(keys.notCharged)).toEqual(
      expect.objectContaining({ status: "declined", declineCode: "abandoned", basketLock: null }),
    );
    expect((await attempts().get(keys.fresh))?.status).toBe("pending");
    // Their baskets can be paid for again; the one still being charged is left alone.
    expect((await pay(charged)).status).toBe(200);
    expect((await pay(notCharged)).status).toBe(200);
    expect(await services().orders.reconcile()).toEqual({ refunded: 0, ended: 0 });
  });
});
