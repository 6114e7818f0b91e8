import { describe, expect, it } from "vitest";
import { fixedClock } from "./clock";
import { sandboxPaymentProvider, type ChargeInput, type ChargeResult, type SandboxPaymentProvider } from "./payments";
import { SANDBOX_3DS_CARDS } from "./sandbox-cards";

const NOW = new Date("2026-11-20T12:30:00Z");
const card = { number: "4111111111111111", expiry: "12/28", cvv: "123" };
let n = 0;
const charge = (over: Partial<ChargeInput> = {}): ChargeInput => ({
  idempotencyKey: `key-${++n}`,
  amountMinor: 2190,
  currency: "GBP",
  card,
  returnUrl: "https://shop.example/payment/authenticated?attempt=1",
  merchantName: "Crustello",
  ...over,
});

/** Saves `number` for `customer` (through its bank's challenge when it asks) and answers the token. */
async function save(p: SandboxPaymentProvider, number: string, customer = "cus_1"): Promise<string> {
  const input = charge({ card: { ...card, number }, customer, saveCard: true });
  let result: ChargeResult | null = await p.charge(input);
  if (result.outcome === "requires_action") {
    p.answerChallenge(result.challengeUrl.split("/").pop()!, "complete");
    result = await p.confirm(input.idempotencyKey);
  }
  if (result?.outcome !== "approved" || !result.savedCard) throw new Error(`not saved: ${JSON.stringify(result)}`);
  return result.savedCard.token;
}

describe("the sandbox's saved cards", () => {
  it("keeps an approved card for its customer and answers only what the shop may keep", async () => {
    const p = sandboxPaymentProvider(fixedClock(NOW));
    const result = await p.charge(charge({ customer: "cus_1", saveCard: true }));
    expect(result).toEqual({
      outcome: "approved",
      chargeId: expect.any(String),
      savedCard: {
        token: expect.stringMatching(/^card_[0-9a-f]{32}$/),
        cardType: "visa",
        last4: "1111",
        expiryMonth: 12,
        expiryYear: 2028,
        fingerprint: expect.stringMatching(/^[0-9a-f]{32}$/),
      },
    });
    expect(JSON.stringify(result)).not.toContain("4111111111111111");
    expect(JSON.stringify(result)).not.toContain('"123"');
  });

  it("keeps nothing without a customer, for a declined card, or when not asked", async () => {
    const p = sandboxPaymentProvider(fixedClock(NOW));
    expect(await p.charge(charge({ saveCard: true }))).not.toHaveProperty("savedCard");
    expect(await p.charge(charge({ customer: "cus_1" }))).not.toHaveProperty("savedCard");
    expect(await p.charge(charge({ customer: "cus_1", saveCard: true, card: { ...card, number: "4000111111111115" } }))).toMatchObject({
      outcome: "declined",
    });
  });

  it("gives one card the same fingerprint each time, and another card another", async () => {
    const p = sandboxPaymentProvider(fixedClock(NOW));
    const first = await p.charge(charge({ customer: "cus_1", saveCard: true }));
    const again = await p.charge(charge({ customer: "cus_1", saveCard: true }));
    const other = await p.charge(charge({ customer: "cus_1", saveCard: true, card: { ...card, number: "5555555555554444" } }));
    const print = (r: ChargeResult) => (r.outcome === "approved" ? r.savedCard?.fingerprint : undefined);
    expect(print(first)).toBe(print(again));
    expect(print(other)).not.toBe(print(first));
  });

  it("charges a saved card by its token for its customer only, with a security code every time", async () => {
    const p = sandboxPaymentProvider(fixedClock(NOW));
    const token = await save(p, card.number);
    expect(await p.charge(charge({ customer: "cus_1", card: { token, cvv: "123" } }))).toMatchObject({ outcome: "approved" });
    expect(p.charges().at(-1)).toMatchObject({ last4: "1111", cardType: "visa" });
    expect(await p.charge(charge({ customer: "cus_2", card: { token, cvv: "123" } }))).toEqual({
      outcome: "declined",
      code: "saved-card-unknown",
      message: "Saved card not found",
    });
    expect(await p.charge(charge({ customer: "cus_1", card: { token, cvv: "12" } }))).toEqual({
      outcome: "declined",
      code: "2010",
      message: "Card Issuer Declined CVV",
    });
  });

  it("lets a saved card of its holder through without a challenge under £30 (€35), and asks from there", async () => {
    const p = sandboxPaymentProvider(fixedClock(NOW));
    const token = await save(p, SANDBOX_3DS_CARDS.always);
    const saved = { customer: "cus_1", card: { token, cvv: "123" } };
    expect((await p.charge(charge({ ...saved, amountMinor: 2999 }))).outcome).toBe("approved");
    expect((await p.charge(charge({ ...saved, amountMinor: 3000 }))).outcome).toBe("requires_action");
    expect((await p.charge(charge({ ...saved, amountMinor: 3499, currency: "EUR" }))).outcome).toBe("approved");
    expect((await p.charge(charge({ ...saved, amountMinor: 3500, currency: "EUR" }))).outcome).toBe("requires_action");
    // The same card typed again is not the saved card: its bank asks, whatever the amount.
    expect(
      (await p.charge(charge({ customer: "cus_1", amountMinor: 1000, card: { ...card, number: SANDBOX_3DS_CARDS.always } }))).outcome,
    ).toBe("requires_action");
  });

  it("keeps a card asked to be saved only once its bank's challenge is passed", async () => {
    const p = sandboxPaymentProvider(fixedClock(NOW));
    const input = charge({ card: { ...card, number: SANDBOX_3DS_CARDS.required }, customer: "cus_1", saveCard: true });
    const first = await p.charge(input);
    if (first.outcome !== "requires_action") throw new Error("expected a challenge");
    p.answerChallenge(first.challengeUrl.split("/").pop()!, "fail");
    expect(await p.confirm(input.idempotencyKey)).toMatchObject({ outcome: "declined", code: "authentication-failed" });
    expect(await save(p, SANDBOX_3DS_CARDS.required)).toMatch(/^card_/);
  });

  it("forgets a removed card: it no longer charges", async () => {
    const p = sandboxPaymentProvider(fixedClock(NOW));
    const token = await save(p, card.number);
    expect(await p.hasSavedCard(token)).toBe(true);
    expect(await p.removeCard(token)).toBe(true);
    expect(await p.removeCard(token)).toBe(false);
    expect(await p.hasSavedCard(token)).toBe(false);
    expect(await p.charge(charge({ customer: "cus_1", card: { token, cvv: "123" } }))).toMatchObject({ code: "saved-card-unknown" });
  });
});
