import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkVoucher, formatVoucherDate, formatWeekdays, isEmptyVoucherCode, normaliseVoucherCode, type VoucherContext } from "./vouchers";
import { ctx, seeds, v } from "./vouchers.fixtures";

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
      "STAFF-50": { employeeDiscountCode: "STAFF-50" },
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
    expect(reason("STAFF-50", { mode: "delivery", employeeDiscountCode: "STAFF-50" })).toBe("mode");
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

  it("gives the staff discount only to the signed-in employee whose own code it is, on collection", () => {
    const staff = (over: Partial<VoucherContext>) => checkVoucher(v("STAFF-50"), "staff-50", ctx(over));
    expect(v("STAFF-50").audience).toBe("employee");
    expect(staff({ employeeDiscountCode: "STAFF-50" })).toBeNull();
    expect(staff({ employeeDiscountCode: " staff-50 " })).toBeNull();
    // Anyone else is told the code is not recognised, so a staff code is never confirmed to exist.
    const unknown = { code: "STAFF-50", reason: "unknown", message: "This voucher code is not recognised.", voucherNotLinked: false };
    expect(staff({ employeeDiscountCode: null })).toEqual(unknown);
    expect(staff({ employeeDiscountCode: "STAFF-40" })).toEqual(unknown);
    expect(staff({ signedIn: false, employeeDiscountCode: "STAFF-50" })).toEqual(unknown);
    // Even on delivery, where the employee is told it is for collection.
    expect(staff({ mode: "delivery", employeeDiscountCode: null })).toEqual(unknown);
    expect(staff({ mode: "delivery", employeeDiscountCode: "STAFF-50" })?.message).toBe("This voucher is for collection orders only.");
  });

  it("gives a first-order voucher only to a signed-in customer with no earlier order", () => {
    expect(v("FIRSTORDER").firstOrderOnly).toBe(true);
    expect(reason("FIRSTORDER", { firstOrderEligible: true })).toBeNull();
    expect(checkVoucher(v("FIRSTORDER"), "FIRSTORDER", ctx({ firstOrderEligible: false }))).toEqual({
      code: "FIRSTORDER",
      reason: "first-order",
      message: "This voucher is for your first order only.",
      voucherNotLinked: false,
    });
    expect(reason("FIRSTORDER", { signedIn: false, firstOrderEligible: false })).toBe("account");
    // The same rule on any voucher the seeds mark, and none on those they do not.
    expect(checkVoucher({ ...v("SAVE20"), firstOrderOnly: true }, "SAVE20", ctx({ firstOrderEligible: false }))?.reason).toBe(
      "first-order",
    );
    expect(reason("SAVE20", { firstOrderEligible: false })).toBeNull();
  });

  it("gives a first-order voucher only once the customer's e-mail address is verified", () => {
    expect(checkVoucher(v("FIRSTORDER"), "FIRSTORDER", ctx({ emailVerified: false }))).toEqual({
      code: "FIRSTORDER",
      reason: "email-unverified",
      message: "Verify your email address to use this voucher. We sent you a link when you joined.",
      voucherNotLinked: false,
    });
    // Having ordered is what a customer is told first: verifying would not help.
    expect(reason("FIRSTORDER", { emailVerified: false, firstOrderEligible: false })).toBe("first-order");
    expect(reason("SAVE20", { emailVerified: false })).toBeNull();
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
