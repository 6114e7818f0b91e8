// The restaurants of both brands: ids, names, time zones, postcodes that lie where the geography
// tables put them, delivery fees and radii, opening hours, messages for closed modes, and the
// spread of towns the search pages are tried with.
import { restaurantSeed, weekdays, type RestaurantSeed } from "../../../server/seed/schemas";
import { byKey, duplicates, fail, readJsonArray, rel } from "./files";
import type { Geo } from "./geo";

const OUT_OF_STOCK_IDS = new Set(["tiramisu", "house-lager", "caesar-salad", "chocolate-brownie", "garlic-bread"]);
const UK_POSTCODE = /^([A-Z]{1,2}[0-9][0-9A-Z]?) [0-9][ABD-HJLNP-UW-Z]{2}$/;
const EIRCODE = /^([AC-FHKNPRTV-Y][0-9]{2}|D6W) [0-9AC-FHKNPRTV-Y]{4}$/;
const MAX_OFFSET_DEG = 0.05;
export const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

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

function locators({ outcodeMap, routingKeyMap }: Geo) {
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
  return { ukLocate, ieLocate };
}

function townCounts(list: RestaurantSeed[]) {
  const counts = new Map<string, number>();
  for (const r of list) counts.set(r.address.town, (counts.get(r.address.town) ?? 0) + 1);
  return counts;
}

export function checkAllRestaurants(geo: Geo) {
  const { ukLocate, ieLocate } = locators(geo);
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
  return { ukRestaurants, ieRestaurants, ukTowns, ieTowns };
}
