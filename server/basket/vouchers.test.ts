// services.vouchers called directly on a test runtime (no HTTP): applying a code (or refusing it
// with the customer's words), removing one, and checking the applied ones again for whoever holds
// the basket now.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { VOUCHER_MESSAGES } from "../../domain/basket/vouchers";
import { fileRuntime } from "../../tests/support/file-runtime";

const t = fileRuntime();

const services = () => t().runtime.services;
const stored = async (basketId: string) => (await services().baskets.getOrCreate(basketId)).state;
// Each basket guesses from a network address of its own: the per-address limit is not what is tested.
let addresses = 0;
const newAddress = () => `198.51.100.${++addresses}`;

/** A collection basket at Soho (1001) holding these items; `ip` is its visitor's address. */
async function atSoho(...itemIds: string[]) {
  const basketId = randomUUID();
  await services().journey.selectRestaurant({ basketId, restaurantId: 1001, mode: "collection", searchTerm: "W1D 3QU", confirmed: false });
  for (const itemId of itemIds) await services().basketLines.quickAdd({ basketId, customerId: null }, itemId);
  return { basketId, ip: newAddress() };
}

describe("applying a code", () => {
  it("applies a code as the seeds spell it (trimmed, upper-cased), once however often it is entered", async () => {
    const { basketId, ip } = await atSoho("margherita", "margherita");
    const before = await services().baskets.getOrCreate(basketId);
    const applied = await services().vouchers.apply(basketId, "  save 20 ", null, ip);
    expect(applied.exceptions).toEqual([]);
    expect(applied.basket.state.voucherCodes).toEqual(["SAVE20"]);
    expect(applied.basket.version).toBe(before.version + 1);
    await services().vouchers.apply(basketId, "SAVE20", null, ip);
    expect((await stored(basketId)).voucherCodes).toEqual(["SAVE20"]);
    const { view } = await services().basketView(basketId, null);
    expect(view.voucherLines).toEqual([{ code: "SAVE20", name: "20% off your order", reductionMinor: 438 }]);
  });

  it("does nothing with an empty code", async () => {
    const { basketId, ip } = await atSoho("margherita");
    const before = await services().baskets.getOrCreate(basketId);
    const applied = await services().vouchers.apply(basketId, "   ", null, ip);
    expect(applied).toEqual({ basket: before, exceptions: [] });
    expect(await services().baskets.getOrCreate(basketId)).toEqual(before);
  });

  it("refuses a code with the customer's message, and leaves the basket as it was", async () => {
    const { basketId, ip } = await atSoho("margherita");
    const before = await services().baskets.getOrCreate(basketId);
    const cases = [
      ["EXPIRED10", { message: "This voucher expired on 31 Dec 2025.", voucherNotLinked: false }],
      ["NOSUCHCODE", { message: VOUCHER_MESSAGES.unknown, voucherNotLinked: false }],
      ["FIVEOFF25", { message: "Spend £25.00 or more to use this voucher.", voucherNotLinked: false }],
      // A guest, told that signing in would let the voucher apply.
      ["MEMBER15", { message: VOUCHER_MESSAGES.account, voucherNotLinked: true }],
    ] as const;
    for (const [code, refusal] of cases) {
      const { exceptions } = await services().vouchers.apply(basketId, code, null, ip);
      expect(exceptions).toEqual([{ code, ...refusal, reason: expect.any(String) }]);
    }
    expect(await services().baskets.getOrCreate(basketId)).toEqual(before);
  });

  it("refuses a code before a restaurant is chosen, asking for one", async () => {
    const basketId = randomUUID();
    const { exceptions } = await services().vouchers.apply(basketId, "SAVE20", null, newAddress());
    expect(exceptions).toEqual([
      { code: "SAVE20", message: "Choose a restaurant before adding a voucher.", voucherNotLinked: false, reason: "restaurant" },
    ]);
    expect((await stored(basketId)).voucherCodes).toEqual([]);
  });

  it("applies a members' code for a signed-in customer only", async () => {
    const { basketId, ip } = await atSoho("margherita");
    expect((await services().vouchers.apply(basketId, "MEMBER15", null, ip)).exceptions).toHaveLength(1);
    expect((await services().vouchers.apply(basketId, "MEMBER15", 1, ip)).exceptions).toEqual([]);
    expect((await stored(basketId)).voucherCodes).toEqual(["MEMBER15"]);
  });

  it("after ten refused codes on one basket, the next code waits, even a good one", async () => {
    const { basketId } = await atSoho("margherita");
    for (let i = 0; i < 10; i++) {
      const { exceptions } = await services().vouchers.apply(basketId, `WRONG${i}`, null, newAddress());
      expect(exceptions[0]!.reason).not.toBe("limited");
    }
    const { exceptions } = await services().vouchers.apply(basketId, "SAVE20", null, newAddress());
    expect(exceptions).toEqual([
      { code: "SAVE20", message: expect.stringMatching(/^Too many attempts/), voucherNotLinked: false, reason: "limited" },
    ]);
    expect((await stored(basketId)).voucherCodes).toEqual([]);
  });
});

describe("removing a code", () => {
  it("takes the code off, however it is typed, and leaves the others", async () => {
    const { basketId, ip } = await atSoho("margherita", "margherita", "margherita");
    await services().vouchers.apply(basketId, "SAVE20", null, ip);
    await services().vouchers.apply(basketId, "FREEDOUGH", null, ip);
    const codes = (await stored(basketId)).voucherCodes;
    expect(codes).toContain("SAVE20");
    const basket = await services().vouchers.remove(basketId, " save20");
    expect(basket.state.voucherCodes).toEqual(codes.filter((c) => c !== "SAVE20"));
    expect((await stored(basketId)).voucherCodes).not.toContain("SAVE20");
  });

  it("removing a code the basket does not hold changes no code", async () => {
    const { basketId, ip } = await atSoho("margherita");
    await services().vouchers.apply(basketId, "SAVE20", null, ip);
    expect((await services().vouchers.remove(basketId, "COLLECT30")).state.voucherCodes).toEqual(["SAVE20"]);
  });
});

describe("checking the codes again for who holds the basket", () => {
  const MEMBERS_ONLY = { code: "MEMBER15", message: VOUCHER_MESSAGES.account, voucherNotLinked: true };

  it("keeps a members' code while its member holds the basket", async () => {
    const { basketId, ip } = await atSoho("margherita");
    await services().vouchers.apply(basketId, "MEMBER15", 1, ip);
    expect(await services().vouchers.revalidate(basketId, 1)).toEqual([]);
    expect((await stored(basketId)).voucherCodes).toEqual(["MEMBER15"]);
  });

  it("takes a members' code off once a guest holds the basket, names it with why, and keeps it until told", async () => {
    const { basketId, ip } = await atSoho("margherita");
    await services().vouchers.apply(basketId, "MEMBER15", 1, ip);
    expect(await services().vouchers.revalidate(basketId, null)).toEqual([MEMBERS_ONLY]);
    expect(await stored(basketId)).toMatchObject({ voucherCodes: [], voucherExceptions: [MEMBERS_ONLY] });
    expect(await services().vouchers.takeExceptions(basketId)).toEqual([MEMBERS_ONLY]);
    expect((await stored(basketId)).voucherExceptions).toEqual([]);
    expect(await services().vouchers.takeExceptions(basketId)).toEqual([]);
  });

  it("takes a guests' code off once a customer signs in", async () => {
    const { basketId, ip } = await atSoho("margherita");
    expect((await services().vouchers.apply(basketId, "GUEST10", null, ip)).exceptions).toEqual([]);
    const removed = await services().vouchers.revalidate(basketId, 2);
    expect(removed).toEqual([{ code: "GUEST10", message: VOUCHER_MESSAGES.guest, voucherNotLinked: true }]);
    expect((await stored(basketId)).voucherCodes).toEqual([]);
  });

  it("says which codes no longer hold without storing anything (check), as the basket page reads it", async () => {
    const { basketId, ip } = await atSoho("margherita");
    await services().vouchers.apply(basketId, "MEMBER15", 1, ip);
    const before = await services().baskets.getOrCreate(basketId);
    expect(await services().vouchers.check(before, null)).toEqual([MEMBERS_ONLY]);
    expect(await services().vouchers.check(before, 1)).toEqual([]);
    expect(await services().baskets.getOrCreate(basketId)).toEqual(before);
  });

  it("keeps the version a code was applied at, and forgets an old removal of it when it is applied again", async () => {
    const { basketId, ip } = await atSoho("margherita");
    const applied = (await services().vouchers.apply(basketId, "MEMBER15", 1, ip)).basket;
    expect(applied.state.voucherAppliedAt).toEqual({ MEMBER15: applied.version });
    await services().vouchers.revalidate(basketId, null);
    expect((await stored(basketId)).voucherAppliedAt).toEqual({ MEMBER15: applied.version });
    const again = (await services().vouchers.apply(basketId, "MEMBER15", 1, ip)).basket;
    expect(again.state).toMatchObject({ voucherExceptions: [], voucherAppliedAt: { MEMBER15: again.version } });
  });

  it("changes nothing on a basket without codes", async () => {
    const { basketId } = await atSoho("margherita");
    const before = await services().baskets.getOrCreate(basketId);
    expect(await services().vouchers.revalidate(basketId, null)).toEqual([]);
    expect(await services().baskets.getOrCreate(basketId)).toEqual(before);
  });
});
