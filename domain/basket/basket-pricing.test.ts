import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  DELIVERY_MINIMUM_MINOR,
  priceBasket,
  SERVICE_FEE_CAP_MINOR,
  SERVICE_FEE_RATE,
  SMALL_ORDER_FEE_MINOR,
  SMALL_ORDER_THRESHOLD_MINOR,
  type PriceBasketInput,
  type PricedLine,
} from "./basket-pricing";
import { checkVoucher, voucherReduction, type VoucherContext, type VoucherDef } from "./vouchers";

const seedVouchers = JSON.parse(readFileSync(new URL("../../seeds/uk/vouchers.json", import.meta.url), "utf8")) as VoucherDef[];
const voucher = (code: string): VoucherDef => {
  const def = seedVouchers.find((v) => v.code === code);
  if (!def) throw new Error(`no voucher ${code} in the seeds`);
  return def;
};

const line = (unitMinor: number, quantity = 1, isBundle = false, key = `l${unitMinor}`): PricedLine => ({
  key,
  unitMinor,
  quantity,
  isBundle,
});
const percent = (value: number): VoucherDef => ({ ...voucher("SAVE20"), code: `P${value}`, value });
const fees = (p: ReturnType<typeof priceBasket>) => p.deliveryFeeMinor + p.serviceFeeMinor + p.smallOrderFeeMinor;

describe("priceBasket rules", () => {
  it("adds unit × quantity and charges no fees on collection, whatever the quote says", () => {
    const p = priceBasket({ lines: [line(1095, 2), line(495)], mode: "collection", deliveryFeeMinor: 249, vouchers: [] });
    expect(p).toMatchObject({ subTotalMinor: 2685, deliveryFeeMinor: 0, serviceFeeMinor: 0, smallOrderFeeMinor: 0, totalMinor: 2685 });
    expect(p.belowDeliveryMinimum).toBe(false);
  });

  it("flags delivery under the minimum on the subtotal, and charges no small-order fee then", () => {
    const under = priceBasket({ lines: [line(DELIVERY_MINIMUM_MINOR - 1)], mode: "delivery", deliveryFeeMinor: 249, vouchers: [] });
    expect(under.belowDeliveryMinimum).toBe(true);
    expect(under.smallOrderFeeMinor).toBe(0);
    const at = priceBasket({ lines: [line(DELIVERY_MINIMUM_MINOR)], mode: "delivery", deliveryFeeMinor: 249, vouchers: [] });
    expect(at.belowDeliveryMinimum).toBe(false);
    expect(at.smallOrderFeeMinor).toBe(SMALL_ORDER_FEE_MINOR);
  });

  it("charges the small-order fee under the threshold only", () => {
    const price = (food: number) => priceBasket({ lines: [line(food)], mode: "delivery", deliveryFeeMinor: 0, vouchers: [] });
    expect(price(SMALL_ORDER_THRESHOLD_MINOR - 1).smallOrderFeeMinor).toBe(SMALL_ORDER_FEE_MINOR);
    expect(price(SMALL_ORDER_THRESHOLD_MINOR).smallOrderFeeMinor).toBe(0);
  });

  it("rounds the service fee half up and caps it", () => {
    const price = (food: number) =>
      priceBasket({ lines: [line(food)], mode: "delivery", deliveryFeeMinor: 0, vouchers: [] }).serviceFeeMinor;
    expect(SERVICE_FEE_RATE).toBe(0.025);
    expect(price(1020)).toBe(26); // 25.5
    expect(price(1019)).toBe(25); // 25.475
    expect(price(1000_00)).toBe(SERVICE_FEE_CAP_MINOR);
  });

  it("charges the service fee on the food after reductions", () => {
    const def = voucher("SAVE20");
    const p = priceBasket({ lines: [line(2000)], mode: "delivery", deliveryFeeMinor: 0, vouchers: [{ def, reductionMinor: 400 }] });
    expect(p.serviceFeeMinor).toBe(40); // 2.5 % of 16.00
  });

  it("caps each reduction by what earlier ones left, in order", () => {
    const p = priceBasket({
      lines: [line(1000)],
      mode: "collection",
      deliveryFeeMinor: 0,
      vouchers: [
        { def: percent(70), reductionMinor: 700 },
        { def: percent(50), reductionMinor: 500 },
      ],
      discounts: [{ id: "x", offerTitle: "Reward", amountMinor: 100 }],
    });
    expect(p.voucherLines.map((v) => v.reductionMinor)).toEqual([700, 300]);
    expect(p.discountReductionMinor).toBe(0);
    expect(p.totalMinor).toBe(0);
  });

  it("takes free delivery off the fee, shown as a voucher line, never off the food", () => {
    const def = voucher("FREEDELIVERY");
    const p = priceBasket({ lines: [line(2000)], mode: "delivery", deliveryFeeMinor: 249, vouchers: [{ def, reductionMinor: 999 }] });
    expect(p.voucherLines).toEqual([{ code: "FREEDELIVERY", name: def.name, reductionMinor: 249 }]);
    expect(p.deliveryFeeMinor).toBe(249);
    expect(p.serviceFeeMinor).toBe(50);
    expect(p.totalMinor).toBe(2050);
    const collection = priceBasket({
      lines: [line(2000)],
      mode: "collection",
      deliveryFeeMinor: 249,
      vouchers: [{ def, reductionMinor: 249 }],
    });
    expect(collection.voucherLines[0]!.reductionMinor).toBe(0);
    expect(collection.totalMinor).toBe(2000);
  });

  it("treats a 'Free Delivery' discount as a delivery reduction", () => {
    const p = priceBasket({
      lines: [line(500)],
      mode: "delivery",
      deliveryFeeMinor: 249,
      vouchers: [],
      discounts: [{ id: "fd", offerTitle: "Free Delivery", amountMinor: 300 }],
    });
    expect(p.discountReductionMinor).toBe(249);
    expect(p.totalMinor).toBe(500 + 13);
  });

  it("refuses money that is not a non-negative integer", () => {
    expect(() => priceBasket({ lines: [line(10.5)], mode: "collection", deliveryFeeMinor: 0, vouchers: [] })).toThrow(RangeError);
    expect(() => priceBasket({ lines: [line(100, -1)], mode: "collection", deliveryFeeMinor: 0, vouchers: [] })).toThrow(RangeError);
    expect(() => priceBasket({ lines: [], mode: "delivery", deliveryFeeMinor: -1, vouchers: [] })).toThrow(RangeError);
  });
});

describe("priceBasket properties", () => {
  const kinds = ["percent", "fixed", "freeItem", "freeDelivery"] as const;
  const inputArb: fc.Arbitrary<PriceBasketInput> = fc.record({
    lines: fc.array(
      fc.record({
        key: fc.string(),
        unitMinor: fc.nat({ max: 100_00 }),
        quantity: fc.integer({ min: 1, max: 20 }),
        isBundle: fc.boolean(),
      }),
      { maxLength: 12 },
    ),
    mode: fc.constantFrom("collection" as const, "delivery" as const),
    deliveryFeeMinor: fc.nat({ max: 999 }),
    vouchers: fc.array(
      fc
        .record({ kind: fc.constantFrom(...kinds), code: fc.stringMatching(/^[A-Z0-9]{3,8}$/), reductionMinor: fc.nat({ max: 200_00 }) })
        .map(({ kind, code, reductionMinor }) => ({ def: { ...voucher("SAVE20"), kind, code }, reductionMinor })),
      { maxLength: 4 },
    ),
    discounts: fc.array(
      fc.record({
        id: fc.string(),
        offerTitle: fc.constantFrom("Free Delivery", "Free#Dough Balls", "10% off"),
        amountMinor: fc.nat({ max: 50_00 }),
      }),
      { maxLength: 3 },
    ),
  });

  it("total = subtotal − reductions + fees, exactly, never below zero, in integers", () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const p = priceBasket(input);
        expect(p.totalMinor).toBe(p.subTotalMinor - p.voucherReductionMinor - p.discountReductionMinor + fees(p));
        expect(p.totalMinor).toBeGreaterThanOrEqual(0);
        expect(p.voucherReductionMinor).toBe(p.voucherLines.reduce((n, v) => n + v.reductionMinor, 0));
        expect(p.serviceFeeMinor).toBeLessThanOrEqual(SERVICE_FEE_CAP_MINOR);
        const numbers = [
          p.subTotalMinor,
          p.voucherReductionMinor,
          p.discountReductionMinor,
          fees(p),
          p.totalMinor,
          ...p.voucherLines.map((v) => v.reductionMinor),
        ];
        for (const n of numbers) {
          expect(Number.isInteger(n)).toBe(true);
          expect(n).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it("reductions never exceed the subtotal plus the delivery fee", () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const p = priceBasket(input);
        expect(p.voucherReductionMinor + p.discountReductionMinor).toBeLessThanOrEqual(p.subTotalMinor + p.deliveryFeeMinor);
      }),
    );
  });

  it("does not depend on the order of the lines", () => {
    fc.assert(
      fc.property(
        inputArb.chain((input) =>
          fc.tuple(fc.constant(input), fc.shuffledSubarray(input.lines, { minLength: input.lines.length, maxLength: input.lines.length })),
        ),
        ([input, shuffled]) => {
          expect(priceBasket({ ...input, lines: shuffled })).toEqual(priceBasket(input));
        },
      ),
    );
  });
});

// ---------- the worked examples of docs/pricing.md, read from the document itself ----------

const toMinor = (cell: string): number => {
  const m = /^£(\d+)\.(\d{2})$/.exec(cell);
  if (!m) throw new Error(`not an amount: ${cell}`);
  return Number(m[1]) * 100 + Number(m[2]);
};
const listOf = (cell: string) => (cell === "—" ? [] : cell.split(/[;,] /));

function workedExamples(): string[][] {
  const doc = readFileSync(new URL("../../docs/pricing.md", import.meta.url), "utf8");
  const section = doc.slice(doc.indexOf("## Worked examples"));
  return section
    .split("\n")
    .filter((row) => /^\|\s*\d+\s*\|/.test(row))
    .map((row) =>
      row
        .split("|")
        .slice(1, -1)
        .map((c) => c.trim()),
    );
}

describe("worked examples in docs/pricing.md", () => {
  const rows = workedExamples();
  it("has at least 8 examples", () => expect(rows.length).toBeGreaterThanOrEqual(8));

  it.each(rows.map((r) => [r[0]!, r] as const))("example %s", (_n, row) => {
    const [, mode, linesCell, quote, vouchersCell, discountsCell, ...expected] = row as [string, ...string[]];
    const lines = listOf(linesCell!).map((text, i) => {
      const m = /^(\d+) × ([a-z0-9-]+) (£\d+\.\d{2})( \(bundle\))?$/.exec(text);
      if (!m) throw new Error(`bad line: ${text}`);
      return { key: `${i}`, itemId: m[2]!, unitMinor: toMinor(m[3]!), quantity: Number(m[1]), isBundle: Boolean(m[4]) };
    });
    const discounts = listOf(discountsCell!).map((text, i) => {
      const m = /^(.+) (£\d+\.\d{2})$/.exec(text);
      if (!m) throw new Error(`bad discount: ${text}`);
      return { id: `d${i}`, offerTitle: m[1]!, amountMinor: toMinor(m[2]!) };
    });
    const orderMode = mode === "delivery" ? "delivery" : "collection";
    const ctx: VoucherContext = {
      now: new Date("2026-11-20T12:30:00Z"),
      timeZone: "Europe/London",
      restaurantId: 1001,
      mode: orderMode,
      signedIn: true,
      employeeDiscountCode: "STAFF-50",
      firstOrderEligible: true,
      emailVerified: true,
      hasBundles: lines.some((l) => l.isBundle),
      subtotalMinor: lines.reduce((n, l) => n + l.unitMinor * l.quantity, 0),
      applied: [],
      usedByCustomer: new Set(),
      rewardsApplied: discounts.length > 0,
      lines,
      deliveryFeeMinor: quote === "—" ? 0 : toMinor(quote!),
      currencySymbol: "£",
    };
    const vouchers: PriceBasketInput["vouchers"] = [];
    for (const code of listOf(vouchersCell!)) {
      const def = voucher(code);
      // The examples are real baskets: every voucher in them must be accepted first.
      expect(checkVoucher(def, code, { ...ctx, applied: vouchers.map((v) => v.def) })).toBeNull();
      vouchers.push({ def, reductionMinor: voucherReduction(def, ctx) });
    }
    const p = priceBasket({ lines, mode: orderMode, deliveryFeeMinor: ctx.deliveryFeeMinor, vouchers, discounts });
    const [subTotal, vouchersOff, discountsOff, deliveryFee, serviceFee, smallOrderFee, total, below] = expected;
    expect({
      subTotal: p.subTotalMinor,
      vouchersOff: p.voucherReductionMinor,
      discountsOff: p.discountReductionMinor,
      deliveryFee: p.deliveryFeeMinor,
      serviceFee: p.serviceFeeMinor,
      smallOrderFee: p.smallOrderFeeMinor,
      total: p.totalMinor,
      below: p.belowDeliveryMinimum ? "yes" : "no",
    }).toEqual({
      subTotal: toMinor(subTotal!),
      vouchersOff: toMinor(vouchersOff!),
      discountsOff: toMinor(discountsOff!),
      deliveryFee: toMinor(deliveryFee!),
      serviceFee: toMinor(serviceFee!),
      smallOrderFee: toMinor(smallOrderFee!),
      total: toMinor(total!),
      below: below,
    });
  });
});
