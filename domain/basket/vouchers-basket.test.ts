import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EMPLOYEE_DISCOUNT_NAME, employeeDiscountOffer, removalDialogText, revalidate, voucherReduction } from "./vouchers";
import { ctx, seeds, v } from "./vouchers.fixtures";

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
    expect(revalidate([v("MEMBER15"), v("STAFF-50")], ctx({ signedIn: false, employeeDiscountCode: "STAFF-50" })).kept).toEqual([]);
  });
  it("drops the staff discount for anyone but its employee, and a first-order voucher after an order", () => {
    const staff = revalidate([v("STAFF-50")], ctx({ employeeDiscountCode: null }));
    expect(staff.removed).toEqual([{ code: "STAFF-50", message: "This voucher code is not recognised.", voucherNotLinked: false }]);
    expect(revalidate([v("STAFF-50")], ctx({ employeeDiscountCode: "STAFF-50" })).removed).toEqual([]);
    expect(revalidate([v("FIRSTORDER")], ctx({ firstOrderEligible: false })).removed.map((r) => r.code)).toEqual(["FIRSTORDER"]);
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
