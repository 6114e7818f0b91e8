// Checks every seed file under seeds/ against its zod schema and a few cross-file rules.
// Run: cd /work/main && node_modules/.bin/vite-node seeds/tools/check-seeds.ts
// Exits 1 (after listing every problem) when something is wrong, 0 otherwise.
import { readFileSync } from "node:fs";
import { dirname, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { z } from "zod";
import {
  customerSeed,
  ieRoutingKeyRow,
  restaurantSeed,
  rewardSeed,
  ukOutcodeRow,
  voucherSeed,
  weekdays,
  type CustomerSeed,
  type RestaurantSeed,
  type RewardSeed,
  type VoucherSeed,
} from "../../server/seed/schemas";

const seedsDir = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const projectDir = resolve(seedsDir, "..");
const problems: string[] = [];
const fail = (file: string, message: string) => problems.push(`${file}: ${message}`);
const rel = (file: string) => relative(projectDir, resolve(seedsDir, file));

// ---------- reading ----------

/** Minimal RFC 4180 parser (quoted fields, doubled quotes, LF or CRLF). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(field);
      field = "";
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && text[i + 1] === "\n") i++;
      row.push(field);
      field = "";
      if (row.some((f) => f !== "")) rows.push(row);
      row = [];
    } else field += c;
  }
  row.push(field);
  if (row.some((f) => f !== "")) rows.push(row);
  return rows;
}

function readCsv<T extends z.ZodType>(file: string, schema: T, header: string[]): z.infer<T>[] {
  const name = rel(file);
  let rows: string[][];
  try {
    rows = parseCsv(readFileSync(resolve(seedsDir, file), "utf8"));
  } catch (e) {
    fail(name, `cannot read (${(e as Error).message})`);
    return [];
  }
  const [head, ...body] = rows;
  if (!head || head.join(",") !== header.join(",")) {
    fail(name, `header must be "${header.join(",")}", found "${head?.join(",") ?? ""}"`);
    return [];
  }
  const out: z.infer<T>[] = [];
  body.forEach((cells, i) => {
    const line = i + 2;
    if (cells.length !== header.length) {
      fail(name, `line ${line}: expected ${header.length} fields, found ${cells.length}`);
      return;
    }
    const record = Object.fromEntries(header.map((h, j) => [h, cells[j]]));
    const parsed = schema.safeParse(record);
    if (parsed.success) out.push(parsed.data);
    else fail(name, `line ${line} (${cells[0]}): ${describe(parsed.error)}`);
  });
  return out;
}

function readJsonArray<T extends z.ZodType>(file: string, schema: T, label: (r: unknown, i: number) => string): z.infer<T>[] {
  const name = rel(file);
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(resolve(seedsDir, file), "utf8"));
  } catch (e) {
    fail(name, `cannot read or parse (${(e as Error).message})`);
    return [];
  }
  if (!Array.isArray(data)) {
    fail(name, "must be a JSON array");
    return [];
  }
  const out: z.infer<T>[] = [];
  data.forEach((record: unknown, i) => {
    const parsed = schema.safeParse(record);
    if (parsed.success) out.push(parsed.data);
    else fail(name, `record ${label(record, i)}: ${describe(parsed.error)}`);
  });
  return out;
}

function describe(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`).join("; ");
}

const byKey =
  (key: string) =>
  (r: unknown, i: number): string => {
    const v = r && typeof r === "object" ? (r as Record<string, unknown>)[key] : undefined;
    return v === undefined ? `#${i}` : `#${i} (${key} ${JSON.stringify(v)})`;
  };

function duplicates<T>(values: T[]): T[] {
  const seen = new Set<T>();
  const dup = new Set<T>();
  for (const v of values) (seen.has(v) ? dup : seen).add(v);
  return [...dup];
}

// ---------- geography ----------

const outcodes = readCsv("geo/uk-outcodes.csv", ukOutcodeRow, ["outcode", "latitude", "longitude", "town"]);
const routingKeys = readCsv("geo/ie-routing-keys.csv", ieRoutingKeyRow, ["routingKey", "latitude", "longitude", "area"]);
for (const d of duplicates(outcodes.map((o) => o.outcode))) fail("seeds/geo/uk-outcodes.csv", `outcode ${d} appears more than once`);
for (const d of duplicates(routingKeys.map((o) => o.routingKey)))
  fail("seeds/geo/ie-routing-keys.csv", `routing key ${d} appears more than once`);
const outcodeMap = new Map(outcodes.map((o) => [o.outcode, o]));
const routingKeyMap = new Map(routingKeys.map((o) => [o.routingKey, o]));
if (!outcodeMap.has("GIR")) fail("seeds/geo/uk-outcodes.csv", "the special outward code GIR (GIR 0AA) is missing");
const requiredKeys = [
  ...Array.from({ length: 18 }, (_, i) => `D${String(i + 1).padStart(2, "0")}`),
  ...["D20", "D22", "D24", "D6W", "A94", "K78", "T12", "T23", "H91", "V94", "X91", "A91", "R95", "N37", "F91", "W91"],
];
for (const k of requiredKeys) if (!routingKeyMap.has(k)) fail("seeds/geo/ie-routing-keys.csv", `routing key ${k} is missing`);

// ---------- restaurants ----------

const OUT_OF_STOCK_IDS = new Set(["tiramisu", "house-lager", "caesar-salad", "chocolate-brownie", "garlic-bread"]);
const UK_POSTCODE = /^([A-Z]{1,2}[0-9][0-9A-Z]?) [0-9][ABD-HJLNP-UW-Z]{2}$/;
const EIRCODE = /^([AC-FHKNPRTV-Y][0-9]{2}|D6W) [0-9AC-FHKNPRTV-Y]{4}$/;
const MAX_OFFSET_DEG = 0.05;
const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

interface BrandRules {
  file: string;
  brand: string;
  firstId: number;
  minCount: number;
  timeZone: RestaurantSeed["timeZone"];
  feeRange: [number, number];
  locate: (postcode: string) => { key: string; latitude: number; longitude: number } | string;
}

function checkRestaurants(list: RestaurantSeed[], rules: BrandRules) {
  const f = rel(rules.file);
  if (list.length < rules.minCount) fail(f, `expected at least ${rules.minCount} restaurants, found ${list.length}`);
  for (const d of duplicates(list.map((r) => r.id))) fail(f, `id ${d} is used more than once`);
  for (const d of duplicates(list.map((r) => r.name))) fail(f, `name "${d}" is used more than once`);
  for (const r of list) {
    const who = `restaurant ${r.id} (${r.name})`;
    if (r.id < rules.firstId || r.id >= rules.firstId + 1000) fail(f, `${who}: id must be ${rules.firstId} upward`);
    if (!r.name.startsWith(`${rules.brand} `)) fail(f, `${who}: name must start with "${rules.brand} "`);
    if (r.timeZone !== rules.timeZone) fail(f, `${who}: timeZone must be ${rules.timeZone}`);
    const located = rules.locate(r.address.postcode);
    if (typeof located === "string") fail(f, `${who}: ${located}`);
    else {
      const dLat = Math.abs(r.latitude - located.latitude);
      const dLon = Math.abs(r.longitude - located.longitude);
      if (dLat > MAX_OFFSET_DEG || dLon > MAX_OFFSET_DEG)
        fail(f, `${who}: lies ${dLat.toFixed(3)}°/${dLon.toFixed(3)}° from ${located.key}, more than ${MAX_OFFSET_DEG}°`);
    }
    const [minFee, maxFee] = rules.feeRange;
    if (r.delivery.feeMinor < minFee || r.delivery.feeMinor > maxFee)
      fail(f, `${who}: delivery fee ${r.delivery.feeMinor} outside ${minFee}–${maxFee}`);
    if (r.delivery.radiusMiles < 1 || r.delivery.radiusMiles > 5)
      fail(f, `${who}: delivery radius ${r.delivery.radiusMiles} outside 1–5 miles`);
    for (const item of r.outOfStockItemIds) if (!OUT_OF_STOCK_IDS.has(item)) fail(f, `${who}: unknown out-of-stock item "${item}"`);
    if (new Set(r.facilities).size !== r.facilities.length) fail(f, `${who}: repeated facility`);
    for (const day of weekdays) {
      const h = r.openingHours[day];
      if (h && h.close !== "00:00" && minutes(h.close) <= minutes(h.open))
        fail(f, `${who}: ${day} closes (${h.close}) before it opens (${h.open})`);
    }
    for (const mode of ["collection", "delivery"] as const) {
      const m = r[mode];
      if ((m.disabled || m.tempClosed) && m.message === null && !(mode === "collection" && m.disabled && !r.delivery.disabled))
        fail(f, `${who}: ${mode} is disabled or temporarily closed but has no message`);
    }
    if (r.collection.disabled && r.delivery.disabled) fail(f, `${who}: both collection and delivery are disabled`);
  }
}

function ukLocate(postcode: string) {
  const m = UK_POSTCODE.exec(postcode);
  if (!m?.[1]) return `postcode "${postcode}" is not a full UK postcode in display form (e.g. "M2 3AB")`;
  const o = outcodeMap.get(m[1]);
  if (!o) return `outward code ${m[1]} of "${postcode}" is not in seeds/geo/uk-outcodes.csv`;
  return { key: o.outcode, latitude: o.latitude, longitude: o.longitude };
}
function ieLocate(postcode: string) {
  const m = EIRCODE.exec(postcode);
  if (!m?.[1]) return `postcode "${postcode}" is not an Eircode in display form (e.g. "D02 X285")`;
  const k = routingKeyMap.get(m[1]);
  if (!k) return `routing key ${m[1]} of "${postcode}" is not in seeds/geo/ie-routing-keys.csv`;
  return { key: k.routingKey, latitude: k.latitude, longitude: k.longitude };
}

const ukRestaurants = readJsonArray("uk/restaurants.json", restaurantSeed, byKey("id"));
const ieRestaurants = readJsonArray("ie/restaurants.json", restaurantSeed, byKey("id"));
checkRestaurants(ukRestaurants, {
  file: "uk/restaurants.json",
  brand: "Crustello",
  firstId: 1001,
  minCount: 82,
  timeZone: "Europe/London",
  feeRange: [199, 399],
  locate: ukLocate,
});
checkRestaurants(ieRestaurants, {
  file: "ie/restaurants.json",
  brand: "Ardoven",
  firstId: 2001,
  minCount: 16,
  timeZone: "Europe/Dublin",
  feeRange: [249, 449],
  locate: ieLocate,
});
{
  const ukIds = new Set(ukRestaurants.map((r) => r.id));
  for (const r of ieRestaurants) if (ukIds.has(r.id)) fail("seeds/*/restaurants.json", `id ${r.id} is used by both brands`);
}

function townCounts(list: RestaurantSeed[]) {
  const counts = new Map<string, number>();
  for (const r of list) counts.set(r.address.town, (counts.get(r.address.town) ?? 0) + 1);
  return counts;
}
const ukTowns = townCounts(ukRestaurants);
const ieTowns = townCounts(ieRestaurants);
if (ukTowns.size < 26) fail("seeds/uk/restaurants.json", `expected at least 26 towns, found ${ukTowns.size}`);
for (const [town, min] of [
  ["London", 8],
  ["Manchester", 3],
  ["Birmingham", 3],
  ["Leeds", 3],
  ["Glasgow", 3],
  ["Edinburgh", 3],
  ["Cardiff", 3],
  ["Bristol", 3],
  ["Belfast", 3],
] as const)
  if ((ukTowns.get(town) ?? 0) < min)
    fail("seeds/uk/restaurants.json", `expected at least ${min} restaurants in ${town}, found ${ukTowns.get(town) ?? 0}`);
if ((ieTowns.get("Dublin") ?? 0) < 6)
  fail("seeds/ie/restaurants.json", `expected at least 6 restaurants in Dublin, found ${ieTowns.get("Dublin") ?? 0}`);
const dublinKeys = new Set(ieRestaurants.filter((r) => r.address.town === "Dublin").map((r) => r.address.postcode.slice(0, 3)));
if (dublinKeys.size < 6)
  fail("seeds/ie/restaurants.json", `Dublin restaurants should use at least 6 different D codes, found ${dublinKeys.size}`);

// Card states, judged at the clock the end-to-end tests freeze: Friday 2026-11-20 12:30 UTC.
const FROZEN = new Date("2026-11-20T12:30:00Z");
function localClock(timeZone: string) {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    weekday: "long",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(FROZEN);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? "";
  return { day: get("weekday").toLowerCase() as (typeof weekdays)[number], minute: Number(get("hour")) * 60 + Number(get("minute")) };
}
type State = { label: string; test: (r: RestaurantSeed) => boolean; required: boolean };
const at = (r: RestaurantSeed) => {
  const { day, minute } = localClock(r.timeZone);
  const h = r.openingHours[day];
  return { h, minute };
};
const ukStates: State[] = [
  {
    label: "delivery only (collection disabled, no message)",
    test: (r) => r.collection.disabled && r.collection.message === null && !r.delivery.disabled,
    required: true,
  },
  { label: "collection disabled with message", test: (r) => r.collection.disabled && r.collection.message !== null, required: true },
  { label: "delivery disabled with message", test: (r) => r.delivery.disabled && r.delivery.message !== null, required: true },
  { label: "collection temporarily closed", test: (r) => r.collection.tempClosed, required: true },
  { label: "delivery temporarily closed", test: (r) => r.delivery.tempClosed, required: true },
  {
    label: "closing soon (closes within 60 min)",
    test: (r) => {
      const { h, minute } = at(r);
      return !!h && h.close !== "00:00" && minutes(h.close) > minute && minutes(h.close) - minute <= 60 && minutes(h.open) <= minute;
    },
    required: true,
  },
  { label: "closed all day today", test: (r) => at(r).h === null, required: true },
  {
    label: "opens later today",
    test: (r) => {
      const { h, minute } = at(r);
      return !!h && minutes(h.open) > minute;
    },
    required: true,
  },
  { label: "hidden for collection", test: (r) => r.collection.hidden, required: true },
  { label: "hidden for delivery", test: (r) => r.delivery.hidden, required: true },
  { label: "large delivery radius (5 miles)", test: (r) => r.delivery.radiusMiles >= 5, required: true },
  { label: "small delivery radius (1.5 miles)", test: (r) => r.delivery.radiusMiles <= 1.5, required: true },
  { label: "with out-of-stock items", test: (r) => r.outOfStockItemIds.length > 0, required: true },
];
const stateReport: string[] = [];
for (const [label, list, file, searchTowns] of [
  ["UK", ukRestaurants, "seeds/uk/restaurants.json", ["London", "Manchester"]],
  ["IE", ieRestaurants, "seeds/ie/restaurants.json", null],
] as const) {
  for (const s of ukStates) {
    const hits = list.filter(s.test);
    if (hits.length) stateReport.push(`  ${label} ${s.label}: ${hits.map((r) => r.id).join(", ")}`);
    if (searchTowns && s.required && !hits.some((r) => (searchTowns as readonly string[]).includes(r.address.town)))
      fail(file, `no restaurant in ${searchTowns.join(" or ")} exercises the card state "${s.label}"`);
  }
}
if (!ieRestaurants.some((r) => r.collection.tempClosed || r.delivery.tempClosed))
  fail("seeds/ie/restaurants.json", "expected a temporarily closed restaurant");
if (!ieRestaurants.some((r) => r.collection.disabled && !r.delivery.disabled))
  fail("seeds/ie/restaurants.json", "expected a delivery-only restaurant");

// ---------- customers ----------

const customers: CustomerSeed[] = readJsonArray("customers.json", customerSeed, byKey("email"));
for (const d of duplicates(customers.map((c) => c.id))) fail("seeds/customers.json", `id ${d} is used more than once`);
for (const d of duplicates(customers.map((c) => c.email.toLowerCase()))) fail("seeds/customers.json", `email ${d} is used more than once`);
customers.forEach((c, i) => {
  if (!c.email.toLowerCase().endsWith("@example.com")) fail("seeds/customers.json", `${c.email}: use the reserved domain example.com`);
  if (c.id !== i + 1) fail("seeds/customers.json", `${c.email}: ids should run 1, 2, 3 … (found ${c.id} at position ${i + 1})`);
});
const customerByEmail = new Map(customers.map((c) => [c.email, c]));
for (const t of ["signup", "bronze", "silver", "gold"] as const) {
  const c = customerByEmail.get(`${t}@example.com`);
  if (!c || c.tier !== t || !c.appApproved) fail("seeds/customers.json", `${t}@example.com must exist with tier ${t} and appApproved true`);
}
if (customerByEmail.get("employee@example.com")?.employeeDiscountCode !== "STAFF-50")
  fail("seeds/customers.json", 'employee@example.com must have employeeDiscountCode "STAFF-50"');
if (customerByEmail.get("twofactor@example.com")?.twoFactorEnabled !== true)
  fail("seeds/customers.json", "twofactor@example.com must have twoFactorEnabled true");
{
  const c = customerByEmail.get("nomobile@example.com");
  if (!c || c.mobileNumber !== null || c.tier !== null || c.appApproved)
    fail("seeds/customers.json", "nomobile@example.com must exist with mobileNumber null, tier null and appApproved false");
}

// ---------- vouchers ----------

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
  has("expired (ended in 2025)", (v) => v.validTo.startsWith("2025"));
  const staff = list.find((v) => v.code === "STAFF-50");
  if (!staff || staff.name !== "Employee Discount" || staff.kind !== "percent" || staff.value !== 50 || staff.mode !== "collection")
    fail(f, 'expected voucher STAFF-50 named "Employee Discount", kind percent, value 50, mode collection');
}
const ukVouchers = readJsonArray("uk/vouchers.json", voucherSeed, byKey("code"));
const ieVouchers = readJsonArray("ie/vouchers.json", voucherSeed, byKey("code"));
checkVouchers("uk/vouchers.json", ukVouchers, new Set(ukRestaurants.map((r) => r.id)));
checkVouchers("ie/vouchers.json", ieVouchers, new Set(ieRestaurants.map((r) => r.id)));
for (const c of customers)
  if (c.employeeDiscountCode && !ukVouchers.some((v) => v.code === c.employeeDiscountCode))
    fail("seeds/customers.json", `${c.email}: employee discount code ${c.employeeDiscountCode} is not a voucher in seeds/uk/vouchers.json`);

// ---------- rewards ----------

const REWARD_PRODUCTS = new Set(["margherita", "pepperoni-classic", "dough-balls", "tiramisu", "garlic-bread"]);
const rewards: RewardSeed[] = readJsonArray("rewards.json", rewardSeed, byKey("thirdPartyRewardTypeId"));
if (rewards.length < 6 || rewards.length > 8) fail("seeds/rewards.json", `expected 6–8 rewards, found ${rewards.length}`);
for (const d of duplicates(rewards.map((r) => r.thirdPartyRewardTypeId)))
  fail("seeds/rewards.json", `thirdPartyRewardTypeId ${d} is used more than once`);
const allRestaurantIds = new Set([...ukRestaurants, ...ieRestaurants].map((r) => r.id));
for (const r of rewards) {
  const who = `reward ${r.thirdPartyRewardTypeId} (${r.name})`;
  for (const p of r.productIds) if (!REWARD_PRODUCTS.has(p)) fail("seeds/rewards.json", `${who}: unknown product "${p}"`);
  for (const id of [...r.restaurantRules.inclusions, ...r.restaurantRules.exclusions])
    if (!allRestaurantIds.has(id)) fail("seeds/rewards.json", `${who}: restaurant ${id} does not exist`);
}
for (const t of ["signup", "bronze", "silver", "gold"] as const)
  if (!rewards.some((r) => r.tierName === t)) fail("seeds/rewards.json", `no reward for tier ${t}`);
if (
  !rewards.some(
    (r) => r.tierName === "signup" && r.tags.includes("signup:1") && r.productIds.includes("dough-balls") && r.minSpendMinor === 1000,
  )
)
  fail("seeds/rewards.json", 'expected the Welcome reward: free "dough-balls", tier signup, tag "signup:1", minSpend 1000');
for (const [t, pct] of [
  ["bronze", 25],
  ["silver", 50],
  ["gold", 100],
] as const)
  if (!rewards.some((r) => r.tierName === t && r.type === "percentOff" && r.discountPercentage === pct))
    fail("seeds/rewards.json", `expected a ${pct}% off reward for tier ${t}`);
if (!rewards.some((r) => r.type === "upgrade")) fail("seeds/rewards.json", "expected an upgrade reward");

// ---------- summary ----------

const fmtTowns = (m: Map<string, number>) =>
  [...m.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([t, n]) => `${t} ${n}`)
    .join(", ");
console.log("Seed check");
console.log(`  geo: ${outcodes.length} UK outcodes, ${routingKeys.length} Irish routing keys`);
console.log(`  UK restaurants: ${ukRestaurants.length} in ${ukTowns.size} towns (${fmtTowns(ukTowns)})`);
console.log(`  IE restaurants: ${ieRestaurants.length} in ${ieTowns.size} towns (${fmtTowns(ieTowns)})`);
console.log(`  customers: ${customers.length}; vouchers: UK ${ukVouchers.length}, IE ${ieVouchers.length}; rewards: ${rewards.length}`);
console.log(`  card states at ${FROZEN.toISOString()} (Friday):`);
for (const line of stateReport) console.log(line);
if (problems.length) {
  console.error(`\n${problems.length} problem(s):`);
  for (const p of problems) console.error(`  - ${p}`);
  process.exit(1);
}
console.log("\nAll seed files are valid.");
