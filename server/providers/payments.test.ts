import { SANDBOX_TEST_CARDS } from "../../tests/support/test-cards";
import { describe, expect, it } from "vitest";
import { fixedClock } from "./clock";
import { sandboxOutcome, sandboxPaymentProvider } from "./payments";

const NOW = new Date("2026-11-20T12:30:00Z");
const card = { number: "4111111111111111", expiry: "12/28", cvv: "123" };
const charge = (over: Partial<Parameters<ReturnType<typeof sandboxPaymentProvider>["charge"]>[0]> = {}) => ({
  idempotencyKey: `key-${Math.random().toString(36).slice(2)}`,
  amountMinor: 2190,
  currency: "GBP" as const,
  card,
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
