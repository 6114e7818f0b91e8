import { describe, expect, it } from "vitest";
import { emptyBasketState, type Basket, type BasketState } from "./basket";
import { basketNotices, stamped, toTell, withVouchersRemoved, withoutForeignRewards } from "./notices";

const KEY = "00000000-0000-4000-8000-000000000001";
const basket = (state: BasketState, key = KEY): Basket => ({ id: "b", version: 7, key, state });
const EXCEPTION = { code: "FIVEOFF25", message: "Spend £25.00 or more to use this voucher.", voucherNotLinked: false };

describe("stamped", () => {
  it("records the version a voucher was applied at and keeps it after the voucher is taken off", () => {
    const applied = stamped(emptyBasketState(), { ...emptyBasketState(), voucherCodes: ["FIVEOFF25"] }, 4);
    expect(applied.voucherAppliedAt).toEqual({ FIVEOFF25: 4 });
    const later = stamped(applied, { ...applied, items: [] }, 5);
    expect(later.voucherAppliedAt).toEqual({ FIVEOFF25: 4 });
    const removed = stamped(later, withVouchersRemoved(later, [EXCEPTION]), 6);
    expect(removed.voucherAppliedAt).toEqual({ FIVEOFF25: 4 });
    expect(stamped(removed, { ...removed, voucherExceptions: [] }, 7).voucherAppliedAt).toEqual({});
  });

  it("records the version rewards were saved at, and keeps it when they go", () => {
    const saved = stamped(
      emptyBasketState(),
      { ...emptyBasketState(), rewards: [{ rewardId: 1, productId: "margherita" }], rewardsOwner: 3 },
      9,
    );
    expect(saved.rewardsSavedAt).toBe(9);
    expect(stamped(saved, withoutForeignRewards(saved, null), 10)).toMatchObject({ rewards: [], rewardsRemoved: true, rewardsSavedAt: 9 });
  });
});

describe("the notices a basket tells", () => {
  const held = stamped(emptyBasketState(), { ...emptyBasketState(), voucherCodes: ["FIVEOFF25"] }, 4);
  const dropped = basket(withVouchersRemoved(held, [EXCEPTION]));

  it("name a voucher taken off by the version it was applied at", () => {
    expect(basketNotices(dropped.state)).toEqual([{ id: "v4-FIVEOFF25", kind: "voucher", exception: EXCEPTION }]);
  });

  it("are told once, and the cookie keeps only the ones still on the basket", () => {
    const first = toTell(dropped, null);
    expect(first.untold.map((n) => n.id)).toEqual(["v4-FIVEOFF25"]);
    expect(first.keep).toEqual({ key: KEY, ids: ["v4-FIVEOFF25"] });
    expect(toTell(dropped, first.keep)).toEqual({ untold: [], keep: null });
    expect(toTell(basket(emptyBasketState()), first.keep)).toEqual({ untold: [], keep: { key: KEY, ids: [] } });
  });

  it("are told again on another basket, or when the voucher was applied again", () => {
    const told = { key: KEY, ids: ["v4-FIVEOFF25"] };
    expect(toTell(basket(dropped.state, "00000000-0000-4000-8000-000000000002"), told).untold).toHaveLength(1);
    const again = basket({ ...dropped.state, voucherAppliedAt: { FIVEOFF25: 8 } });
    expect(toTell(again, told).untold.map((n) => n.id)).toEqual(["v8-FIVEOFF25"]);
  });

  it("say once that another member's rewards went", () => {
    const theirs = stamped(
      emptyBasketState(),
      { ...emptyBasketState(), rewards: [{ rewardId: 1, productId: "margherita" }], rewardsOwner: 3 },
      2,
    );
    const seen = basket(withoutForeignRewards(theirs, 5));
    const first = toTell(seen, null);
    expect(first.untold).toEqual([{ id: "r2", kind: "rewards" }]);
    expect(toTell(seen, first.keep).untold).toEqual([]);
    expect(withoutForeignRewards(theirs, 3)).toBe(theirs);
  });
});
