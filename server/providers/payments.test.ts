import { SANDBOX_TEST_CARDS } from "../../tests/support/test-cards";
import { describe, expect, it } from "vitest";
import { fixedClock } from "./clock";
import { sandboxPaymentProvider, type ChargeInput } from "./payments";
import { SANDBOX_3DS_CARDS, sandboxOutcome } from "./sandbox-cards";

const NOW = new Date("2026-11-20T12:30:00Z");
const card = { number: "4111111111111111", expiry: "12/28", cvv: "123" };
const RETURN_URL = "https://shop.example/payment/return?attempt=1";
const charge = (over: Partial<ChargeInput> = {}): ChargeInput => ({
  idempotencyKey: `key-${Math.random().toString(36).slice(2)}`,
  amountMinor: 2190,
  currency: "GBP",
  card,
  returnUrl: RETURN_URL,
  merchantName: "Crustello",
  ...over,
});

const APPROVED = [
  ...SANDBOX_TEST_CARDS,
  // Not on the list, but a Luhn-valid number of a known network.
  "4242424242424242",
];

describe("the sandbox payment provider", () => {
  it.each(APPROVED)("approves the test card %s and writes it in the ledger", async (number) => {
    const p = sandboxPaymentProvider(fixedClock(NOW));
    const result = await p.charge(charge({ card: { ...card, number } }));
    expect(result).toEqual({ outcome: "approved", chargeId: expect.stringMatching(/^sandbox_[0-9a-f]{24}$/) });
    expect(p.charges()).toEqual([expect.objectContaining({ amountMinor: 2190, currency: "GBP", last4: number.slice(-4) })]);
  });

  it.each(["378282246310005", "371449635398431"])("approves the Amex test card %s with a 4-digit code", async (number) => {
    const p = sandboxPaymentProvider(fixedClock(NOW));
    expect((await p.charge(charge({ card: { ...card, number, cvv: "1234" } }))).outcome).toBe("approved");
  });

  it("declines 4000111111111115 with processor code 2000, charging nothing", async () => {
    const p = sandboxPaymentProvider(fixedClock(NOW));
    expect(await p.charge(charge({ card: { ...card, number: "4000111111111115" } }))).toEqual({
      outcome: "declined",
      code: "2000",
      message: "Processor declined",
    });
    expect(p.charges()).toEqual([]);
  });

  it("declines amounts from 2000.00 to 2999.99 with the amount's whole units as the code", async () => {
    const p = sandboxPaymentProvider(fixedClock(NOW));
    expect(await p.charge(charge({ amountMinor: 200_000 }))).toEqual({ outcome: "declined", code: "2000", message: "Processor declined" });
    expect(await p.charge(charge({ amountMinor: 200_150 }))).toEqual({ outcome: "declined", code: "2001", message: "Insufficient Funds" });
    expect(await p.charge(charge({ amountMinor: 208_050 }))).toEqual({ outcome: "declined", code: "2080", message: "Processor declined" });
    expect(await p.charge(charge({ amountMinor: 299_999 }))).toEqual({ outcome: "declined", code: "2999", message: "Processor declined" });
    expect((await p.charge(charge({ amountMinor: 199_999 }))).outcome).toBe("approved");
    expect((await p.charge(charge({ amountMinor: 300_100 }))).outcome).toBe("approved");
    expect(p.charges()).toHaveLength(2);
  });

  it("answers 3000.00 to 3000.99 with the processor network unavailable", async () => {
    const p = sandboxPaymentProvider(fixedClock(NOW));
    for (const amountMinor of [300_000, 300_099]) {
      expect(await p.charge(charge({ amountMinor }))).toEqual({
        outcome: "declined",
        code: "3000",
        message: "Processor network unavailable",
      });
    }
  });

  it("declines a card that is not a card, or has expired, as a gateway would", () => {
    expect(sandboxOutcome({ amountMinor: 100, card: { ...card, number: "4111111111111112" } }, NOW)?.code).toBe("2005");
    expect(sandboxOutcome({ amountMinor: 100, card: { ...card, expiry: "01/20" } }, NOW)?.code).toBe("2004");
    expect(sandboxOutcome({ amountMinor: 100, card }, NOW)).toBeNull();
  });

  it("is idempotent per key: a repeat answers the first result and charges once", async () => {
    const p = sandboxPaymentProvider(fixedClock(NOW));
    const first = await p.charge(charge({ idempotencyKey: "same-key-1" }));
    const again = await Promise.all(Array.from({ length: 10 }, () => p.charge(charge({ idempotencyKey: "same-key-1", amountMinor: 999 }))));
    for (const r of again) expect(r).toEqual(first);
    expect(p.charges()).toHaveLength(1);
    // A declined key stays declined, even with a good card: a new attempt needs a new key.
    const declined = await p.charge(charge({ idempotencyKey: "same-key-2", card: { ...card, number: "4000111111111115" } }));
    expect(await p.charge(charge({ idempotencyKey: "same-key-2" }))).toEqual(declined);
    expect(p.charges()).toHaveLength(1);
  });

  it("refuses an amount that is not whole minor units", async () => {
    const p = sandboxPaymentProvider(fixedClock(NOW));
    await expect(p.charge(charge({ amountMinor: 12.5 }))).rejects.toThrow(RangeError);
    await expect(p.charge(charge({ amountMinor: -1 }))).rejects.toThrow(RangeError);
  });

  it("issues random client tokens that are remembered for an hour", async () => {
    const clock = fixedClock(NOW);
    const p = sandboxPaymentProvider(clock);
    const a = await p.clientToken({ restaurantId: 1001, isDelivery: false });
    const b = await p.clientToken({ restaurantId: 1001, isDelivery: true });
    expect(a).toEqual({ clientToken: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/), environment: "sandbox", provider: "sandbox" });
    expect(a.clientToken).not.toBe(b.clientToken);
    expect(p.knowsClientToken(a.clientToken)).toBe(true);
    expect(p.knowsClientToken("made-up")).toBe(false);
    clock.advance(59 * 60_000);
    expect(p.knowsClientToken(a.clientToken)).toBe(true);
    clock.advance(60_000);
    expect(p.knowsClientToken(a.clientToken)).toBe(false);
  });
});

describe("3-D Secure in the sandbox", () => {
  const THREE_DS = Object.values(SANDBOX_3DS_CARDS);
  /** A provider with a challenge opened for `number`, and the challenge's id. */
  async function challenged(number: string, over: Partial<ChargeInput> = {}) {
    const clock = fixedClock(NOW);
    const p = sandboxPaymentProvider(clock);
    p.useOrigin("https://bank.example:8443/");
    const input = charge({ card: { ...card, number }, ...over });
    const result = await p.charge(input);
    if (result.outcome !== "requires_action") throw new Error(`expected a challenge, got ${JSON.stringify(result)}`);
    const id = /\/challenge\/([A-Za-z0-9_-]+)$/.exec(result.challengeUrl)![1]!;
    return { clock, p, input, result, id, key: input.idempotencyKey };
  }

  it.each(THREE_DS)("asks for authentication with %s: a challenge on the bank's page, nothing charged yet", async (number) => {
    const { p, result, id, key } = await challenged(number);
    expect(result).toEqual({
      outcome: "requires_action",
      challengeUrl: expect.stringMatching(/^https:\/\/bank\.example:8443\/challenge\/[A-Za-z0-9_-]{32}$/),
      expiresAt: "2026-11-20T12:45:00.000Z",
    });
    expect(p.challenge(id)).toEqual({
      amountMinor: 2190,
      currency: "GBP",
      cardType: "visa",
      last4: number.slice(-4),
      merchantName: "Crustello",
      returnUrl: RETURN_URL,
      expiresAt: "2026-11-20T12:45:00.000Z",
      answer: null,
      expired: false,
    });
    expect(await p.lookup(key)).toEqual(result);
    // Unanswered: confirm answers the same challenge, and nothing is charged.
    expect(await p.confirm(key)).toEqual(result);
    expect(p.charges()).toEqual([]);
  });

  it.each([SANDBOX_3DS_CARDS.always, SANDBOX_3DS_CARDS.required])(
    "approves %s once the customer completes authentication",
    async (number) => {
      const { p, id, key } = await challenged(number);
      expect(p.answerChallenge(id, "complete")).toBe(RETURN_URL);
      expect(p.challenge(id)).toMatchObject({ answer: "complete", expired: false });
      const confirmed = await p.confirm(key);
      expect(confirmed).toEqual({ outcome: "approved", chargeId: expect.stringMatching(/^sandbox_[0-9a-f]{24}$/) });
      expect(p.charges()).toEqual([
        expect.objectContaining({ idempotencyKey: key, amountMinor: 2190, currency: "GBP", cardType: "visa", last4: number.slice(-4) }),
      ]);
      expect(await p.lookup(key)).toEqual(confirmed);
      // The same key charged: a repeat of the charge or of the confirm answers that, and charges once.
      expect(await p.confirm(key)).toEqual(confirmed);
      expect(await p.charge(charge({ idempotencyKey: key, card: { ...card, number } }))).toEqual(confirmed);
      expect(p.charges()).toHaveLength(1);
    },
  );

  it("declines 4000008260003178 for insufficient funds once it is authenticated", async () => {
    const { p, id, key } = await challenged(SANDBOX_3DS_CARDS.insufficientFunds);
    p.answerChallenge(id, "complete");
    expect(await p.confirm(key)).toEqual({ outcome: "declined", code: "2001", message: "Insufficient Funds" });
    expect(p.charges()).toEqual([]);
  });

  it("declines a failed authentication, and takes only the first answer", async () => {
    const { p, id, key } = await challenged(SANDBOX_3DS_CARDS.always);
    expect(p.answerChallenge(id, "fail")).toBe(RETURN_URL);
    // A second answer is ignored, but still sends the customer back.
    expect(p.answerChallenge(id, "complete")).toBe(RETURN_URL);
    expect(p.challenge(id)?.answer).toBe("fail");
    const declined = { outcome: "declined", code: "authentication-failed", message: "Authentication failed" };
    expect(await p.confirm(key)).toEqual(declined);
    expect(await p.lookup(key)).toEqual(declined);
    expect(p.charges()).toEqual([]);
  });

  it("ends an unanswered challenge after 15 minutes: it can no longer be answered and is declined", async () => {
    const { clock, p, id, key, result } = await challenged(SANDBOX_3DS_CARDS.required);
    clock.advance(15 * 60_000 - 1);
    expect(p.challenge(id)?.expired).toBe(false);
    expect(await p.confirm(key)).toEqual(result);
    clock.advance(1);
    expect(p.challenge(id)?.expired).toBe(true);
    expect(p.answerChallenge(id, "complete")).toBe(RETURN_URL);
    expect(p.challenge(id)).toMatchObject({ answer: null, expired: true });
    const declined = { outcome: "declined", code: "authentication-expired", message: "Authentication expired" };
    expect(await p.confirm(key)).toEqual(declined);
    expect(await p.lookup(key)).toEqual(declined);
    expect(p.charges()).toEqual([]);
  });

  it("keeps an answer given in time, however late the confirm", async () => {
    const { clock, p, id, key } = await challenged(SANDBOX_3DS_CARDS.always);
    clock.advance(14 * 60_000);
    p.answerChallenge(id, "complete");
    clock.advance(60 * 60_000);
    expect(p.challenge(id)?.expired).toBe(false);
    expect((await p.confirm(key))?.outcome).toBe("approved");
  });

  it("charges once for concurrent confirms, and opens one challenge for concurrent charges", async () => {
    const p = sandboxPaymentProvider(fixedClock(NOW));
    const input = charge({ card: { ...card, number: SANDBOX_3DS_CARDS.always } });
    const charged = await Promise.all(Array.from({ length: 10 }, () => p.charge(input)));
    expect(new Set(charged.map((r) => JSON.stringify(r))).size).toBe(1);
    expect(charged[0]).toMatchObject({ challengeUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1\/challenge\//) });
    const id = (charged[0] as { challengeUrl: string }).challengeUrl.split("/").pop()!;
    p.answerChallenge(id, "complete");
    const confirmed = await Promise.all(Array.from({ length: 10 }, () => p.confirm(input.idempotencyKey)));
    expect(new Set(confirmed.map((r) => JSON.stringify(r))).size).toBe(1);
    expect(confirmed[0]?.outcome).toBe("approved");
    expect(p.charges()).toHaveLength(1);
  });

  it("runs the sandbox's declines before any challenge, and keeps other cards frictionless", async () => {
    const p = sandboxPaymentProvider(fixedClock(NOW));
    const threeDs = { ...card, number: SANDBOX_3DS_CARDS.always };
    expect(await p.charge(charge({ card: threeDs, amountMinor: 200_000 }))).toEqual({
      outcome: "declined",
      code: "2000",
      message: "Processor declined",
    });
    expect(await p.charge(charge({ card: { ...threeDs, expiry: "01/20" } }))).toMatchObject({ outcome: "declined", code: "2004" });
    expect(await p.charge(charge({ card: { ...card, number: "4111 1111 1111 1111" } }))).toMatchObject({ outcome: "approved" });
    expect(await p.charge(charge({ card: { ...threeDs, number: "4000 0027 6000 3184" } }))).toMatchObject({ outcome: "requires_action" });
  });

  it("answers null for a key or a challenge it does not know", async () => {
    const p = sandboxPaymentProvider(fixedClock(NOW));
    expect(await p.confirm("no-such-key")).toBeNull();
    expect(p.challenge("no-such-challenge")).toBeNull();
    expect(p.answerChallenge("no-such-challenge", "complete")).toBeNull();
    // A key that was charged at once confirms as it was charged.
    const approved = await p.charge(charge({ idempotencyKey: "frictionless" }));
    expect(await p.confirm("frictionless")).toEqual(approved);
  });

  it("refuses a return address that is not http(s), as the bank's page links to it", async () => {
    const p = sandboxPaymentProvider(fixedClock(NOW));
    const threeDs = { ...card, number: SANDBOX_3DS_CARDS.always };
    await expect(p.charge(charge({ card: threeDs, returnUrl: "javascript:alert(1)" }))).rejects.toThrow(RangeError);
    await expect(p.charge(charge({ card: threeDs, returnUrl: "/relative" }))).rejects.toThrow(RangeError);
    expect(() => p.useOrigin("not a url")).toThrow(RangeError);
  });

  it("keeps no card number or security code in a challenge, a result or the ledger", async () => {
    const cvv = "987";
    const { p, id, key, result } = await challenged(SANDBOX_3DS_CARDS.always, { card: { ...card, number: SANDBOX_3DS_CARDS.always, cvv } });
    const states: unknown[] = [result, p.challenge(id), await p.lookup(key)];
    p.answerChallenge(id, "complete");
    states.push(p.challenge(id), await p.confirm(key), await p.lookup(key), p.charges());
    const json = JSON.stringify(states);
    expect(json).toContain("3184");
    expect(json).not.toContain(SANDBOX_3DS_CARDS.always);
    expect(json).not.toMatch(/"(card|number|cvv|expiry)"/);
    // Random ids aside (they may hold any 3 digits), no value holds the security code or the expiry.
    const values: string[] = [];
    JSON.parse(json, (name, value: unknown) => {
      if (typeof value === "string" && name !== "chargeId" && name !== "challengeUrl") values.push(value);
      return value;
    });
    expect(values.filter((v) => v.includes(cvv) || v.includes(card.expiry))).toEqual([]);
  });
});
