// The restaurant card states the pages must be able to show (delivery only, closed with a message,
// closing soon, opening later, hidden, …), each exercised by a restaurant in a town the tests search.
import { weekdays, type RestaurantSeed } from "../../../server/seed/schemas";
import { fail } from "./files";
import { minutes } from "./restaurants";

// Card states, judged at the clock the end-to-end tests freeze: Friday 2026-11-20 12:30 UTC.
export const FROZEN = new Date("2026-11-20T12:30:00Z");
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

/** Checks the card states and answers the report of which restaurants show each. */
export function checkCardStates(ukRestaurants: RestaurantSeed[], ieRestaurants: RestaurantSeed[]): string[] {
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
  return stateReport;
}
