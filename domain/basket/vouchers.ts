// The voucher engine: whether a code may go into a basket, what it takes off, and which applied
// vouchers a basket change has made invalid. The server decides with these rules and the browser
// uses the same ones to explain, so they stay pure (time, customer and basket are passed in).
// docs/pricing.md lists every message.
import { formatMoney } from "../money";
import type { VoucherException } from "./basket";
import { localDateTime, type Weekday } from "../zoned-time";

/** A seeded voucher definition (server/seed/schemas.ts `voucherSeed`; app code cannot import zod). */
export interface VoucherDef {
  code: string;
  name: string;
  kind: "percent" | "fixed" | "freeItem" | "freeDelivery";
  /** percent: 1–100; fixed: minor units; freeItem and freeDelivery: 0. */
  value: number;
  freeItemId: string | null;
  minSpendMinor: number;
  /** Inclusive ISO dates, read as the restaurant's local date. */
  validFrom: string;
  validTo: string;
  /** null: every day. */
  weekdays: Weekday[] | null;
  restaurantsInclude: number[] | null;
  restaurantsExclude: number[];
  mode: "any" | "collection" | "delivery";
  /** "employee": only the signed-in customer whose own employee discount code this is. */
  audience: "any" | "account" | "guest" | "employee";
  notWithBundles: boolean;
  exclusive: boolean;
  singleUsePerCustomer: boolean;
  /** Only for a customer with no earlier order. */
  firstOrderOnly: boolean;
}

export interface VoucherContext {
  now: Date;
  /** The restaurant's zone: "valid on Tuesdays" means the restaurant's Tuesday. */
  timeZone: string;
  restaurantId: number;
  mode: "collection" | "delivery";
  signedIn: boolean;
  hasBundles: boolean;
  /** Food before any reduction: minimum spends are judged on what the customer ordered. */
  subtotalMinor: number;
  /** Vouchers already in the basket, in the order they were applied. */
  applied: VoucherDef[];
  /** Codes this customer has used on earlier orders (empty for guests). */
  usedByCustomer: ReadonlySet<string>;
  /** The signed-in customer's own employee discount code (null for guests and everyone else). */
  employeeDiscountCode: string | null;
  /** Whether this customer may use a first-order voucher (false for guests). */
  firstOrderEligible: boolean;
  /** The customer's e-mail address is verified: first-order vouchers wait for it (docs/decisions/025). */
  emailVerified: boolean;
  rewardsApplied: boolean;
  lines: { itemId: string; unitMinor: number; quantity: number }[];
  deliveryFeeMinor: number;
  currencySymbol: string;
}

type VoucherRejectionReason =
  | "unknown"
  | "expired"
  | "not-yet"
  | "weekday"
  | "min-spend"
  | "restaurant"
  | "mode"
  | "account"
  | "guest"
  | "bundles"
  | "another-offer"
  | "used"
  | "first-order"
  /** Too many refused codes from this basket or address (against guessing). */
  | "limited"
  | "rewards"
  | "duplicate"
  | "free-item-missing"
  /** A first-order voucher before the customer verified the e-mail address. */
  | "email-unverified";

export type VoucherRejection = { code: string; message: string; voucherNotLinked: boolean; reason: VoucherRejectionReason };

// Product copy fixed by spec 2 §5 and §8; the client matches on some of these, so never reword.
export const VOUCHER_MESSAGES = {
  account: "Promotion is not valid without account. Please Log in to use your Voucher.",
  guest: "Promotion is not valid with account. Could you try another one please?",
  anotherOffer: "Voucher codes can not be applied with another offer.",
  bundles: "Vouchers cannot be used with bundles",
  unknown: "This voucher code is not recognised.",
  duplicate: "This voucher is already in your basket.",
  restaurant: "This voucher cannot be used at this restaurant.",
  collectionOnly: "This voucher is for collection orders only.",
  deliveryOnly: "This voucher is for delivery orders only.",
  used: "You have already used this voucher.",
  firstOrder: "This voucher is for your first order only.",
  verifyEmail: "Verify your email address to use this voucher. We sent you a link when you joined.",
  rewards: "Vouchers and loyalty rewards cannot be used together. Please remove your rewards to add a voucher.",
  freeItemMissing: "Add the free item to your basket first, then apply this voucher.",
} as const;

/** What the customer typed, as the seeds spell codes: "  save 20 " → "SAVE20". */
export function normaliseVoucherCode(input: string): string {
  return input.replace(/\s+/g, "").toUpperCase();
}

export function isEmptyVoucherCode(input: string): boolean {
  return normaliseVoucherCode(input) === "";
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;
const WEEK: readonly Weekday[] = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];

/** "2025-12-31" → "31 Dec 2025", the same shape as reward expiry text; no locale data needed. */
export function formatVoucherDate(isoDate: string): string {
  const [y, m, d] = isoDate.split("-").map(Number);
  return `${d} ${MONTHS[(m ?? 1) - 1] ?? ""} ${y}`;
}

/** ["friday", "sunday", "saturday"] → "Fridays, Saturdays and Sundays" (week order, whatever the seed order). */
export function formatWeekdays(days: readonly Weekday[]): string {
  const names = WEEK.filter((d) => days.includes(d)).map((d) => `${d[0]!.toUpperCase()}${d.slice(1)}s`);
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

function reject(code: string, reason: VoucherRejectionReason, message: string): VoucherRejection {
  return { code, message, reason, voucherNotLinked: reason === "account" || reason === "guest" };
}

function cheapestUnit(def: VoucherDef, ctx: Pick<VoucherContext, "lines">): number | null {
  let best: number | null = null;
  for (const l of ctx.lines) {
    if (l.itemId === def.freeItemId && l.quantity > 0 && (best === null || l.unitMinor < best)) best = l.unitMinor;
  }
  return best;
}

/** The code is the signed-in customer's own employee discount code (spelt as the seeds spell codes). */
function isOwnEmployeeCode(code: string, ctx: Pick<VoucherContext, "signedIn" | "employeeDiscountCode">): boolean {
  return ctx.signedIn && ctx.employeeDiscountCode !== null && normaliseVoucherCode(ctx.employeeDiscountCode) === code;
}

/**
 * Null when the voucher may be applied, else the first reason it may not. The order is deliberate:
 * first what nothing in this basket can fix (the code, its dates, day and restaurant), then what the
 * customer fixes by changing the order (mode, signing in or out), then the basket's content. So the
 * one message shown is the one worth acting on.
 */
export function checkVoucher(def: VoucherDef | null, code: string, ctx: VoucherContext): VoucherRejection | null {
  if (!def) return reject(normaliseVoucherCode(code), "unknown", VOUCHER_MESSAGES.unknown);
  const c = def.code;
  // A staff code is only ever confirmed to the employee it belongs to: to anyone else it is unknown.
  if (def.audience === "employee" && !isOwnEmployeeCode(c, ctx)) return reject(c, "unknown", VOUCHER_MESSAGES.unknown);
  if (ctx.applied.some((a) => a.code === c)) return reject(c, "duplicate", VOUCHER_MESSAGES.duplicate);

  const today = localDateTime(ctx.now, ctx.timeZone);
  // ISO dates compare correctly as strings.
  if (today.date > def.validTo) return reject(c, "expired", `This voucher expired on ${formatVoucherDate(def.validTo)}.`);
  if (today.date < def.validFrom) return reject(c, "not-yet", `This voucher can be used from ${formatVoucherDate(def.validFrom)}.`);
  if (def.weekdays && !def.weekdays.includes(today.weekday)) {
    const message =
      def.weekdays.length === 0
        ? "This voucher cannot be used today."
        : `This voucher can only be used on ${formatWeekdays(def.weekdays)}.`;
    return reject(c, "weekday", message);
  }
  if ((def.restaurantsInclude && !def.restaurantsInclude.includes(ctx.restaurantId)) || def.restaurantsExclude.includes(ctx.restaurantId)) {
    return reject(c, "restaurant", VOUCHER_MESSAGES.restaurant);
  }
  // Free delivery means nothing on collection, whatever the seed's mode says.
  const needs = def.kind === "freeDelivery" ? "delivery" : def.mode;
  if (needs !== "any" && needs !== ctx.mode) {
    return reject(c, "mode", needs === "collection" ? VOUCHER_MESSAGES.collectionOnly : VOUCHER_MESSAGES.deliveryOnly);
  }
  if (def.audience === "account" && !ctx.signedIn) return reject(c, "account", VOUCHER_MESSAGES.account);
  if (def.audience === "guest" && ctx.signedIn) return reject(c, "guest", VOUCHER_MESSAGES.guest);
  if (def.singleUsePerCustomer && ctx.usedByCustomer.has(c)) return reject(c, "used", VOUCHER_MESSAGES.used);
  if (def.firstOrderOnly === true && !(ctx.signedIn && ctx.firstOrderEligible)) {
    return ctx.signedIn ? reject(c, "first-order", VOUCHER_MESSAGES.firstOrder) : reject(c, "account", VOUCHER_MESSAGES.account);
  }
  if (def.firstOrderOnly === true && !ctx.emailVerified) return reject(c, "email-unverified", VOUCHER_MESSAGES.verifyEmail);

  if (ctx.rewardsApplied) return reject(c, "rewards", VOUCHER_MESSAGES.rewards);
  if (ctx.applied.length > 0 && (def.exclusive || ctx.applied.some((a) => a.exclusive))) {
    return reject(c, "another-offer", VOUCHER_MESSAGES.anotherOffer);
  }
  if (def.notWithBundles && ctx.hasBundles) return reject(c, "bundles", VOUCHER_MESSAGES.bundles);
  if (ctx.subtotalMinor < def.minSpendMinor) {
    return reject(c, "min-spend", `Spend ${formatMoney(def.minSpendMinor, ctx.currencySymbol)} or more to use this voucher.`);
  }
  if (def.kind === "freeItem" && cheapestUnit(def, ctx) === null) return reject(c, "free-item-missing", VOUCHER_MESSAGES.freeItemMissing);
  return null;
}

/**
 * What the voucher alone would take off, in minor units. Percentages round half up to the minor
 * unit (10 % of £0.05 is 1p), in integers so no float ever decides a penny. The pricing engine caps
 * each reduction by what earlier ones left.
 */
export function voucherReduction(
  def: VoucherDef,
  ctx: Pick<VoucherContext, "subtotalMinor" | "lines" | "mode" | "deliveryFeeMinor">,
): number {
  const subtotal = Math.max(0, ctx.subtotalMinor);
  switch (def.kind) {
    case "percent":
      return Math.min(subtotal, Math.floor((subtotal * Math.min(def.value, 100) + 50) / 100));
    case "fixed":
      return Math.min(subtotal, def.value);
    case "freeItem":
      return Math.min(subtotal, cheapestUnit(def, ctx) ?? 0);
    case "freeDelivery":
      return ctx.mode === "delivery" ? Math.max(0, ctx.deliveryFeeMinor) : 0;
  }
}

/**
 * After a basket change: the applied vouchers that still hold, and the rest with the reason. Each is
 * judged against those kept before it, as when it was first applied, so an earlier voucher keeps
 * its place over a later one (ctx.applied is ignored).
 */
export function revalidate(applied: VoucherDef[], ctx: VoucherContext): { kept: VoucherDef[]; removed: VoucherException[] } {
  const kept: VoucherDef[] = [];
  const removed: VoucherException[] = [];
  for (const def of applied) {
    const rejection = checkVoucher(def, def.code, { ...ctx, applied: kept });
    if (rejection) removed.push({ code: rejection.code, message: rejection.message, voucherNotLinked: rejection.voucherNotLinked });
    else kept.push(def);
  }
  return { kept, removed };
}

export interface RemovalDialogText {
  title: string;
  body: string;
  codes: string[];
  button: string;
}

/** The 'We’re Sorry!' dialog after the system removed vouchers; null when nothing was removed. */
export function removalDialogText(codes: string[]): RemovalDialogText | null {
  if (codes.length === 0) return null;
  return {
    title: "We’re Sorry!",
    body:
      codes.length === 1
        ? "A voucher has been removed from your basket as it is no longer valid."
        : "Vouchers have been removed from your basket as they are no longer valid.",
    codes: [...codes],
    button: "Continue",
  };
}

export const EMPLOYEE_DISCOUNT_NAME = "Employee Discount";
export const EMPLOYEE_DISCOUNT_PERCENT = 50;

/** Whether to open the employee-discount prompt: once per session, collection only (spec 2 §4). */
export function employeeDiscountOffer(
  customer: { employeeDiscountCode: string | null } | null,
  mode: "collection" | "delivery" | null,
  applied: VoucherDef[],
  alreadyShown: boolean,
): boolean {
  if (!customer?.employeeDiscountCode || isEmptyVoucherCode(customer.employeeDiscountCode)) return false;
  if (mode !== "collection" || alreadyShown) return false;
  return !applied.some((v) => v.name === EMPLOYEE_DISCOUNT_NAME);
}
