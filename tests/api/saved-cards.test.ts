// Saved cards (decision 034): a signed-in customer's card kept at the gateway as a token, paying the
// next order by that token and its security code, listed and removed over /api (and at the gateway
// too), never kept by us as a number or a security code, in the database or the logs.
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { sealer } from "../../server/security/sealed-text";
import { loggedApiServer } from "../support/http";
import { answerBankPage, CHALLENGE_CARDS, newKey, payingHelpers, type Client } from "../support/paying";

const api = loggedApiServer({ LOG_LEVEL: "debug" });
const { collectionBasket, pay, chargesFor, signIn } = payingHelpers(api);

const AMEX = { cardNumber: "378282246310005", expiry: "11/29", cvv: "7391" };

const savedCards = async (c: Client) => {
  const res = await c.request("/api/customer/savedCards");
  expect(res.status).toBe(200);
  return (await res.json()).cards as {
    id: string;
    label: string;
    last4: string;
    cardType: string;
    expiryMonth: number;
    expiryYear: number;
  }[];
};
const remove = (c: Client, id: string) => c.request("/api/customer/removeSavedCard", { method: "POST", json: { id } });
/** The gateway's token of a saved card, as only the server can open it (sealed at rest). */
const tokenOf = async (id: string) => {
  const row = await api.t.runtime.db.selectFrom("saved_cards").select(["token_sealed"]).where("id", "=", id).executeTakeFirstOrThrow();
  expect(row.token_sealed).toMatch(/^v1\./);
  return sealer(api.t.runtime.config.sessionSecret, "saved card token v1").open(row.token_sealed, `${id}:token`);
};

/** Every value of every table of ours, as text. */
async function everythingStored(): Promise<string> {
  const db = api.t.runtime.db;
  const tables = await db.introspection.getTables();
  const rows = await Promise.all(
    tables.filter((t) => !t.name.startsWith("kysely_")).map((t) => sql`select * from ${sql.table(t.name)}`.execute(db).then((r) => r.rows)),
  );
  return JSON.stringify(rows);
}

describe("saved cards", () => {
  it("keeps a card the customer asks to save, and it pays the next order with its security code only", async () => {
    const first = await collectionBasket({ customerId: 2 });
    const saved = await pay(first, { ...AMEX, saveCard: true });
    expect(saved.status).toBe(200);
    const [card, ...others] = await savedCards(first);
    expect(others).toEqual([]);
    expect(card).toEqual({
      id: expect.any(String),
      cardType: "american-express",
      last4: "0005",
      expiryMonth: 11,
      expiryYear: 2029,
      label: "American Express ending 0005",
    });

    const next = await collectionBasket({ customerId: 2 });
    const key = newKey();
    const res = await next.request("/api/sandbox/pay", {
      method: "POST",
      json: { idempotencyKey: key, savedCardId: card!.id, cvv: "7391" },
    });
    expect(res.status).toBe(200);
    expect(chargesFor([key])).toEqual([expect.objectContaining({ last4: "0005", cardType: "american-express" })]);

    // Saving the same card again keeps one card.
    expect((await pay(await collectionBasket({ customerId: 2 }), { ...AMEX, saveCard: true })).status).toBe(200);
    expect(await savedCards(first)).toHaveLength(1);
  });

  it("asks the security code again, of the card's length, and names the field", async () => {
    const c = await collectionBasket({ customerId: 3 });
    await pay(c, { saveCard: true });
    const [card] = await savedCards(c);
    const next = await collectionBasket({ customerId: 3 });
    for (const cvv of ["", "12", "1234"]) {
      const res = await pay(next, { cardNumber: undefined, expiry: undefined, savedCardId: card!.id, cvv });
      expect(res.status).toBe(400);
      expect((await res.json()).errors).toEqual([{ path: "cvv", message: "Enter the 3-digit security code" }]);
    }
  });

  it("never lets another customer, a guest or a signed-out visitor pay with someone's card", async () => {
    const owner = await collectionBasket({ customerId: 4 });
    await pay(owner, { saveCard: true });
    const [card] = await savedCards(owner);
    const stranger = await collectionBasket({ customerId: 5 });
    const res = await pay(stranger, { savedCardId: card!.id, cvv: "123" });
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual([
      { path: "savedCardId", message: "This saved card can no longer be used: please choose another card." },
    ]);
    expect(await savedCards(stranger)).toEqual([]);
    expect((await remove(stranger, card!.id)).status).toBe(404);
    const nobody = api.server.client();
    expect((await nobody.request("/api/customer/savedCards")).status).toBe(401);
    // A guest ticking 'Save this card' keeps nothing.
    const before = await api.t.runtime.db
      .selectFrom("saved_cards")
      .select(({ fn }) => fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    const guest = await collectionBasket({ customerId: null });
    await pay(guest, { saveCard: true });
    const after = await api.t.runtime.db
      .selectFrom("saved_cards")
      .select(({ fn }) => fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it("a saved card of its holder needs no bank check under £30, and one from there", async () => {
    const c = await collectionBasket({ customerId: 6 });
    const first = await pay(c, { cardNumber: CHALLENGE_CARDS.always, saveCard: true });
    expect(first.status).toBe(202);
    const { requiresAction } = await first.json();
    const back = await answerBankPage(requiresAction.url, "complete");
    expect(back.status).toBe(303);
    expect((await c.request(new URL(back.headers.get("location")!).pathname + new URL(back.headers.get("location")!).search)).status).toBe(
      303,
    );
    const [card] = await savedCards(c);
    expect(card!.last4).toBe("3184");

    // Two Margheritas: under £30, paid at once.
    const small = await collectionBasket({ customerId: 6 });
    expect((await pay(small, { savedCardId: card!.id, cvv: "123" })).status).toBe(200);
    // Four: £30 or more, the bank asks.
    const large = await collectionBasket({ customerId: 6, items: ["margherita", "margherita", "margherita", "margherita"] });
    expect((await pay(large, { savedCardId: card!.id, cvv: "123" })).status).toBe(202);
  });

  it("removes a card here and at the gateway", async () => {
    const c = await collectionBasket({ customerId: 8 });
    await pay(c, { saveCard: true });
    const [card] = await savedCards(c);
    const token = await tokenOf(card!.id);
    expect(await api.t.runtime.payments.hasSavedCard(token)).toBe(true);
    const res = await remove(c, card!.id);
    expect(res.status).toBe(200);
    expect((await res.json()).cards).toEqual([]);
    expect(await savedCards(c)).toEqual([]);
    expect(await api.t.runtime.db.selectFrom("saved_cards").selectAll().where("id", "=", card!.id).execute()).toEqual([]);
    // The gateway forgot it.
    expect(await api.t.runtime.payments.hasSavedCard(token)).toBe(false);
    expect((await remove(c, card!.id)).status).toBe(404);
  });

  it("keeps no card number or security code in the database or the logs, and the token only sealed", async () => {
    await signIn(api.server.client(), 1);
    const c = await collectionBasket({ customerId: 1 });
    expect((await pay(c, { ...AMEX, saveCard: true })).status).toBe(200);
    const [card] = await savedCards(c);
    const next = await collectionBasket({ customerId: 1 });
    expect(
      (await next.request("/api/sandbox/pay", { method: "POST", json: { idempotencyKey: newKey(), savedCardId: card!.id, cvv: "7391" } }))
        .status,
    ).toBe(200);

    const stored = await everythingStored();
    const logs = JSON.stringify(api.logged);
    expect(api.logged.length).toBeGreaterThan(0);
    // The cards this file pays with: typed, saved, and the 3-D Secure one saved after its challenge
    // (the test above), each as digits and as typed in groups of four.
    const numbers = [AMEX.cardNumber, "4111111111111111", CHALLENGE_CARDS.always];
    const spaced = (n: string) => n.replace(/(\d{4})(?=\d)/g, "$1 ");
    expect(spaced(CHALLENGE_CARDS.always)).toBe("4000 0027 6000 3184");
    for (const text of [stored, logs]) {
      for (const n of numbers) {
        expect(text).not.toContain(n);
        expect(text).not.toContain(spaced(n));
      }
      expect(text).not.toMatch(/"(cvv|cardNumber|card_number|security_code)"/i);
      expect(text).not.toMatch(/\bcard_[0-9a-f]{32}\b/);
    }
    // The security code appears as no value of its own.
    expect(stored).not.toMatch(/"7391"/);
    expect(logs).not.toMatch(/7391/);
  });
});
