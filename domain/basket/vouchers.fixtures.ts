// The voucher tests' seeded vouchers (seeds/uk/vouchers.json) and the basket they are judged in;
// never used by the application itself.
import { readFileSync } from "node:fs";
import type { VoucherContext, VoucherDef } from "./vouchers";

export const seeds = JSON.parse(readFileSync(new URL("../../seeds/uk/vouchers.json", import.meta.url), "utf8")) as VoucherDef[];
export const v = (code: string): VoucherDef => {
  const def = seeds.find((s) => s.code === code);
  if (!def) throw new Error(`no voucher ${code}`);
  return def;
};

// Friday 20 Nov 2026, the e2e clock; a signed-in customer collecting £30 of pizza at 1001.
export function ctx(over: Partial<VoucherContext> = {}): VoucherContext {
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
    employeeDiscountCode: null,
    firstOrderEligible: true,
    emailVerified: true,
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
