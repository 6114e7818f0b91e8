import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  checkVoucher,
  EMPLOYEE_DISCOUNT_NAME,
  employeeDiscountOffer,
  formatVoucherDate,
  formatWeekdays,
  isEmptyVoucherCode,
  normaliseVoucherCode,
  removalDialogText,
  revalidate,
  voucherReduction,
  type VoucherContext,
  type VoucherDef,
} from "./vouchers";

const seeds = JSON.parse(readFileSync(new URL("../../seeds/uk/vouchers.json", import.meta.url), "utf8")) as VoucherDef[];
const v = (code: string): VoucherDef => {
  const def = seeds.find((s) => s.code === code);
  if (!def) throw new Error(`no voucher ${code}`);
  return def;
};

// Friday 20 Nov 2026, the e2e clock; a signed-in customer collecting £30 of pizza at 1001.
function ctx(over: Partial<VoucherContext> = {}): VoucherContext {
  return {
    now: new Date("2026-11-20T12:30:00Z"),
    timeZone: "Europe/London",
    restaurantId: 1001,
    mode: "collection",
    signedIn: true,
    hasBundles: false,
    subtotalMinor: 3000,
    applied: [],
    usedByCustomer: new Set(),
    rewardsApplied: false,
    lines: [
      { itemId: "margherita", unitMinor: 1095, quantity: 2 },
      { itemId: "dough-balls", unitMinor: 810, quantity: 1 },
    ],
    deliveryFeeMinor: 249,
    currencySymbol: "£",
    ...over,
  };
}
const reason = (code: string, over: Partial<VoucherContext> = {}) => checkVoucher(v(code), code, ctx(over))?.reason ?? null;

describe("voucher codes as typed", () => {
  it("trims, upper-cases and drops inner spaces", () => {
    expect(normaliseVoucherCode("  save 20 \t")).toBe("SAVE20");
    expect(normaliseVoucherCode("staff-50")).toBe("STAFF-50");
  });
  it("treats blank input as empty", () => {
    expect([isEmptyVoucherCode("   "), isEmptyVoucherCode(""), isEmptyVoucherCode(" a ")]).toEqual([true, true, false]);
  });
  it("writes dates and weekdays for people", () => {
    expect(formatVoucherDate("2027-01-01")).toBe("1 Jan 2027");
    expect(formatWeekdays(["sunday", "friday", "saturday"])).toBe("Fridays, Saturdays and Sundays");
    expect(formatWeekdays(["monday"])).toBe("Mondays");
  });
  it("normalises idempotently", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), (s) => {
        const once = normaliseVoucherCode(s);
        expect(normaliseVoucherCode(once)).toBe(once);
        expect(once).not.toMatch(/\s/);
      }),
    );
  });
});

describe("checkVoucher on the seeded codes", () => {
  it("accepts every seeded code in a basket that suits it", () => {
    const fits: Record<string, Partial<VoucherContext>> = {
      FREEDELIVERY: { mode: "delivery" },
      MIDWEEK40: { now: new Date("2026-11-17T12:00:00Z") },
      GUEST10: { signedIn: false },
      EXPIRED10: { now: new Date("2025-06-01T12:00:00Z") },
      NEWYEAR27: { now: new Date("2027-01-15T12:00:00Z") },
    };
    for (const def of seeds) expect(checkVoucher(def, def.code, ctx(fits[def.code])), def.code).toBeNull();
  });

  it("rejects an unknown code with the typed code, normalised", () => {
    expect(checkVoucher(null, " nope 1 ", ctx())).toEqual({
      code: "NOPE1",
      message: "This voucher code is not recognised.",
      voucherNotLinked: false,
      reason: "unknown",
    });
  });

  it("judges dates inclusively on the restaurant's local date", () => {
    expect(checkVoucher(v("EXPIRED10"), "EXPIRED10", ctx())).toMatchObject({
      reason: "expired",
      message: "This voucher expired on 31 Dec 2025.",
    });
    expect(reason("EXPIRED10", { now: new Date("2025-12-31T23:59:00Z") })).toBeNull();
    expect(checkVoucher(v("NEWYEAR27"), "NEWYEAR27", ctx())).toMatchObject({
      reason: "not-yet",
      message: "This voucher can be used from 1 Jan 2027.",
    });
    expect(reason("NEWYEAR27", { now: new Date("2027-01-01T00:00:00Z") })).toBeNull();
    expect(reason("NEWYEAR27", { now: new Date("2027-01-31T23:59:00Z") })).toBeNull();
    expect(reason("NEWYEAR27", { now: new Date("2027-02-01T00:00:00Z") })).toBe("expired");
  });

  it("judges weekdays in the restaurant's zone", () => {
    expect(checkVoucher(v("MIDWEEK40"), "MIDWEEK40", ctx())).toMatchObject({
      reason: "weekday",
      message: "This voucher can only be used on Tuesdays and Wednesdays.",
    });
    // Monday 23:30 UTC is already Tuesday 00:30 in London in summer.
    expect(reason("MIDWEEK40", { now: new Date("2026-06-29T23:30:00Z") })).toBeNull();
    expect(reason("MIDWEEK40", { now: new Date("2026-06-29T22:30:00Z") })).toBe("weekday");
    expect(reason("WEEKEND15", { now: new Date("2026-11-22T12:00:00Z") })).toBeNull();
    expect(reason("WEEKEND15", { now: new Date("2026-11-23T12:00:00Z") })).toBe("weekday");
  });

  it("applies restaurant include and exclude lists", () => {
    const message = "This voucher cannot be used at this restaurant.";
    expect(checkVoucher(v("LOCAL25"), "LOCAL25", ctx({ restaurantId: 1003 }))).toMatchObject({ reason: "restaurant", message });
    expect(reason("LOCAL25", { restaurantId: 1027 })).toBeNull();
    expect(reason("CITYWIDE10", { restaurantId: 1015 })).toBe("restaurant");
    expect(reason("CITYWIDE10", { restaurantId: 1002 })).toBeNull();
  });

  it("applies collection-only and delivery-only, free delivery always delivery-only", () => {
    expect(checkVoucher(v("COLLECT30"), "COLLECT30", ctx({ mode: "delivery" }))?.message).toBe(
      "This voucher is for collection orders only.",
    );
    expect(checkVoucher(v("FREEDELIVERY"), "FREEDELIVERY", ctx())?.message).toBe("This voucher is for delivery orders only.");
    expect(checkVoucher({ ...v("FREEDELIVERY"), mode: "any" }, "FREEDELIVERY", ctx())?.reason).toBe("mode");
    expect(reason("STAFF-50", { mode: "delivery" })).toBe("mode");
  });

  it("gives the two voucherNotLinked messages word for word", () => {
    expect(checkVoucher(v("MEMBER15"), "MEMBER15", ctx({ signedIn: false }))).toEqual({
      code: "MEMBER15",
      message: "Promotion is not valid without account. Please Log in to use your Voucher.",
      voucherNotLinked: true,
      reason: "account",
    });
    expect(checkVoucher(v("GUEST10"), "GUEST10", ctx({ signedIn: true }))).toEqual({
      code: "GUEST10",
      message: "Promotion is not valid with account. Could you try another one please?",
      voucherNotLinked: true,
      reason: "guest",
    });
  });

  it("refuses a single-use voucher the customer has used", () => {
    expect(checkVoucher(v("FIRSTORDER"), "FIRSTORDER", ctx({ usedByCustomer: new Set(["FIRSTORDER"]) }))).toMatchObject({
      reason: "used",
      voucherNotLinked: false,
      message: "You have already used this voucher.",
    });
    expect(reason("SAVE20", { usedByCustomer: new Set(["SAVE20"]) })).toBeNull();
  });

  it("refuses another offer when either voucher is exclusive, and the same code twice", () => {
    const message = "Voucher codes can not be applied with another offer.";
    expect(checkVoucher(v("HALFPRICE"), "HALFPRICE", ctx({ applied: [v("SAVE20")] }))).toMatchObject({ reason: "another-offer", message });
    expect(checkVoucher(v("SAVE20"), "SAVE20", ctx({ applied: [v("HALFPRICE")] }))).toMatchObject({ reason: "another-offer", message });
    expect(reason("FIVEOFF25", { applied: [v("SAVE20")] })).toBeNull();
    expect(checkVoucher(v("SAVE20"), "SAVE20", ctx({ applied: [v("SAVE20")] }))).toMatchObject({
      reason: "duplicate",
      message: "This voucher is already in your basket.",
    });
  });

  it("refuses vouchers while loyalty rewards are applied", () => {
    expect(reason("SAVE20", { rewardsApplied: true })).toBe("rewards");
  });

  it("refuses not-with-bundles vouchers on a basket with a bundle", () => {
    expect(checkVoucher(v("COLLECT30"), "COLLECT30", ctx({ hasBundles: true }))).toMatchObject({
      reason: "bundles",
      message: "Vouchers cannot be used with bundles",
    });
    expect(reason("SAVE20", { hasBundles: true })).toBeNull();
  });

  it("asks for the minimum spend, in the brand's currency", () => {
    expect(checkVoucher(v("FIVEOFF25"), "FIVEOFF25", ctx({ subtotalMinor: 2499 }))?.message).toBe(
      "Spend £25.00 or more to use this voucher.",
    );
    expect(checkVoucher(v("FIVEOFF25"), "FIVEOFF25", ctx({ subtotalMinor: 2499, currencySymbol: "€" }))?.message).toBe(
      "Spend €25.00 or more to use this voucher.",
    );
    expect(reason("FIVEOFF25", { subtotalMinor: 2500 })).toBeNull();
  });

  it("needs the free item in the basket", () => {
    expect(
      checkVoucher(v("FREEDOUGH"), "FREEDOUGH", ctx({ lines: [{ itemId: "margherita", unitMinor: 1095, quantity: 2 }] })),
    ).toMatchObject({
      reason: "free-item-missing",
      message: "Add the free item to your basket first, then apply this voucher.",
    });
  });

  it("reports the reason nothing in the basket can fix first", () => {
    // Expired beats the login message: signing in would not help.
    const oldMember = { ...v("MEMBER15"), validTo: "2025-12-31" };
    expect(checkVoucher(oldMember, "MEMBER15", ctx({ signedIn: false }))?.reason).toBe("expired");
    expect(reason("MEMBER15", { signedIn: false, hasBundles: true, rewardsApplied: true })).toBe("account");
    expect(reason("HALFPRICE", { applied: [v("SAVE20")], hasBundles: true, subtotalMinor: 100 })).toBe("another-offer");
  });
});

describe("voucherReduction", () => {
  it("rounds percentages half up to the minor unit", () => {
    expect(voucherReduction(v("SAVE20"), ctx({ subtotalMinor: 1095 }))).toBe(219);
    expect(voucherReduction(v("WEEKEND15"), ctx({ subtotalMinor: 1390 }))).toBe(209); // 208.5
    expect(voucherReduction(v("WEEKEND15"), ctx({ subtotalMinor: 1389 }))).toBe(208); // 208.35
    expect(voucherReduction(v("STAFF-50"), ctx({ subtotalMinor: 4495 }))).toBe(2248); // 2247.5
  });
  it("caps a fixed amount at the subtotal", () => {
    expect(voucherReduction(v("FIVEOFF25"), ctx({ subtotalMinor: 3000 }))).toBe(500);
    expect(voucherReduction(v("FIVEOFF25"), ctx({ subtotalMinor: 300 }))).toBe(300);
  });
  it("gives one unit of the cheapest matching line free", () => {
    const lines = [
      { itemId: "dough-balls", unitMinor: 695, quantity: 3 },
      { itemId: "dough-balls", unitMinor: 595, quantity: 1 },
      { itemId: "margherita", unitMinor: 100, quantity: 1 },
    ];
    expect(voucherReduction(v("FREEDOUGH"), ctx({ lines }))).toBe(595);
    expect(voucherReduction(v("FREEDOUGH"), ctx({ lines: [] }))).toBe(0);
  });
  it("takes the delivery fee for free delivery, nothing on collection", () => {
    expect(voucherReduction(v("FREEDELIVERY"), ctx({ mode: "delivery", deliveryFeeMinor: 299 }))).toBe(299);
    expect(voucherReduction(v("FREEDELIVERY"), ctx({ mode: "collection", deliveryFeeMinor: 299 }))).toBe(0);
  });
  it("is a whole number within the subtotal for every food voucher", () => {
    const food = seeds.filter((d) => d.kind !== "freeDelivery");
    fc.assert(
      fc.property(fc.constantFrom(...food), fc.nat({ max: 1_000_00 }), (def, subtotalMinor) => {
        const r = voucherReduction(
          def,
          ctx({ subtotalMinor, lines: [{ itemId: "dough-balls", unitMinor: Math.min(595, subtotalMinor), quantity: 1 }] }),
        );
        expect(Number.isInteger(r)).toBe(true);
        expect(r).toBeGreaterThanOrEqual(0);
        expect(r).toBeLessThanOrEqual(subtotalMinor);
      }),
    );
  });
});

describe("revalidate after a basket change", () => {
  it("keeps what still holds and removes the rest in order, with the reason", () => {
    const result = revalidate([v("SAVE20"), v("FIVEOFF25"), v("COLLECT30")], ctx({ subtotalMinor: 2000, hasBundles: true }));
    expect(result.kept.map((d) => d.code)).toEqual(["SAVE20"]);
    expect(result.removed).toEqual([
      { code: "FIVEOFF25", message: "Spend £25.00 or more to use this voucher.", voucherNotLinked: false },
      { code: "COLLECT30", message: "Vouchers cannot be used with bundles", voucherNotLinked: false },
    ]);
  });
  it("judges each voucher against those kept before it, not against itself", () => {
    expect(revalidate([v("SAVE20"), v("FIVEOFF25")], ctx({ applied: [v("SAVE20"), v("FIVEOFF25")] })).removed).toEqual([]);
    // The earlier voucher wins: the exclusive one applied later goes.
    expect(revalidate([v("SAVE20"), v("HALFPRICE")], ctx()).removed.map((r) => r.code)).toEqual(["HALFPRICE"]);
  });
  it("drops account and guest vouchers when the customer signs in or out", () => {
    expect(revalidate([v("GUEST10")], ctx({ signedIn: true })).removed[0]).toMatchObject({ code: "GUEST10", voucherNotLinked: true });
    expect(revalidate([v("MEMBER15"), v("STAFF-50")], ctx({ signedIn: false })).kept).toEqual([]);
  });
  it("drops free delivery when the order switches to collection", () => {
    expect(revalidate([v("FREEDELIVERY")], ctx({ mode: "collection" })).kept).toEqual([]);
  });
});

describe("removal dialog", () => {
  it("uses the singular for one code and the plural for several", () => {
    expect(removalDialogText(["SAVE20"])).toEqual({
      title: "We’re Sorry!",
      body: "A voucher has been removed from your basket as it is no longer valid.",
      codes: ["SAVE20"],
      button: "Continue",
    });
    expect(removalDialogText(["SAVE20", "FIVEOFF25"])?.body).toBe(
      "Vouchers have been removed from your basket as they are no longer valid.",
    );
    expect(removalDialogText([])).toBeNull();
  });
});

describe("employee discount prompt", () => {
  const employee = { employeeDiscountCode: "STAFF-50" };
  it("is offered to an employee on collection, once", () => {
    expect(employeeDiscountOffer(employee, "collection", [], false)).toBe(true);
    expect(employeeDiscountOffer(employee, "collection", [], true)).toBe(false);
  });
  it("is never offered on delivery, without a code, or with the discount applied", () => {
    expect(employeeDiscountOffer(employee, "delivery", [], false)).toBe(false);
    expect(employeeDiscountOffer({ employeeDiscountCode: null }, "collection", [], false)).toBe(false);
    expect(employeeDiscountOffer({ employeeDiscountCode: " " }, "collection", [], false)).toBe(false);
    expect(employeeDiscountOffer(null, "collection", [], false)).toBe(false);
    expect(v("STAFF-50").name).toBe(EMPLOYEE_DISCOUNT_NAME);
    expect(employeeDiscountOffer(employee, "collection", [v("STAFF-50")], false)).toBe(false);
    expect(employeeDiscountOffer(employee, "collection", [v("SAVE20")], false)).toBe(true);
  });
});
