// The vouchers of both brands: values that fit their kind, restaurants that exist, and one of
// every kind of rule the voucher engine applies (including the employee discount, STAFF-50).
import { voucherSeed, type CustomerSeed, type RestaurantSeed, type VoucherSeed } from "../../../server/seed/schemas";
import { FROZEN } from "./card-states";
import { byKey, duplicates, fail, readJsonArray, rel } from "./files";

function checkVouchers(file: string, list: VoucherSeed[], restaurantIds: Set<number>) {
  const f = rel(file);
  if (list.length < 9) fail(f, `expected at least 9 vouchers, found ${list.length}`);
  for (const d of duplicates(list.map((v) => v.code))) fail(f, `code ${d} is used more than once`);
  for (const v of list) {
    const who = `voucher ${v.code}`;
    if (v.validFrom > v.validTo) fail(f, `${who}: validFrom is after validTo`);
    if (v.kind === "percent" && (v.value < 1 || v.value > 100)) fail(f, `${who}: percent value must be 1–100`);
    if (v.kind === "fixed" && v.value < 1) fail(f, `${who}: fixed value must be positive (minor units)`);
    if ((v.kind === "freeItem" || v.kind === "freeDelivery") && v.value !== 0) fail(f, `${who}: ${v.kind} value must be 0`);
    if ((v.kind === "freeItem") !== (v.freeItemId !== null)) fail(f, `${who}: freeItemId must be set exactly when kind is freeItem`);
    if (v.kind === "freeDelivery" && v.mode !== "delivery") fail(f, `${who}: free delivery must have mode delivery`);
    for (const id of [...(v.restaurantsInclude ?? []), ...v.restaurantsExclude])
      if (!restaurantIds.has(id)) fail(f, `${who}: restaurant ${id} is not in this brand's restaurants.json`);
  }
  const has = (what: string, test: (v: VoucherSeed) => boolean) => {
    if (!list.some(test)) fail(f, `expected a voucher that is ${what}`);
  };
  const today = FROZEN.toISOString().slice(0, 10);
  const valid = (v: VoucherSeed) => v.validFrom <= today && today <= v.validTo;
  has("percent off", (v) => v.kind === "percent" && valid(v));
  has("a fixed amount off with a minimum spend", (v) => v.kind === "fixed" && v.minSpendMinor > 0);
  has('a free "dough-balls"', (v) => v.kind === "freeItem" && v.freeItemId === "dough-balls");
  has("free delivery", (v) => v.kind === "freeDelivery");
  has("collection only", (v) => v.mode === "collection" && v.code !== "STAFF-50");
  has("limited to some weekdays", (v) => v.weekdays !== null);
  has("limited to an include list", (v) => v.restaurantsInclude !== null);
  has("excluding some restaurants", (v) => v.restaurantsExclude.length > 0);
  has("for accounts only", (v) => v.audience === "account");
  has("for guests only", (v) => v.audience === "guest");
  has("not valid with bundles", (v) => v.notWithBundles);
  has("exclusive", (v) => v.exclusive);
  has("single use per customer", (v) => v.singleUsePerCustomer);
  has("first order only", (v) => v.firstOrderOnly);
  has("expired (ended in 2025)", (v) => v.validTo.startsWith("2025"));
  const staff = list.find((v) => v.code === "STAFF-50");
  if (
    !staff ||
    staff.name !== "Employee Discount" ||
    staff.kind !== "percent" ||
    staff.value !== 50 ||
    staff.mode !== "collection" ||
    staff.audience !== "employee"
  )
    fail(f, 'expected voucher STAFF-50 named "Employee Discount", kind percent, value 50, mode collection, audience employee');
}

export function checkAllVouchers(ukRestaurants: RestaurantSeed[], ieRestaurants: RestaurantSeed[], customers: CustomerSeed[]) {
  const ukVouchers = readJsonArray("uk/vouchers.json", voucherSeed, byKey("code"));
  const ieVouchers = readJsonArray("ie/vouchers.json", voucherSeed, byKey("code"));
  checkVouchers("uk/vouchers.json", ukVouchers, new Set(ukRestaurants.map((r) => r.id)));
  checkVouchers("ie/vouchers.json", ieVouchers, new Set(ieRestaurants.map((r) => r.id)));
  for (const c of customers)
    if (c.employeeDiscountCode && !ukVouchers.some((v) => v.code === c.employeeDiscountCode))
      fail(
        "seeds/customers.json",
        `${c.email}: employee discount code ${c.employeeDiscountCode} is not a voucher in seeds/uk/vouchers.json`,
      );
  return { ukVouchers, ieVouchers };
}
