import { describe, expect, it } from "vitest";
import { METRES_PER_MILE } from "../../domain/search/geo";
import { markCheapestAndFastest, NO_RIDER_MESSAGE, standInDeliveryPartner, type DeliveryQuote, type DeliveryQuoteInput } from "./delivery";

const restaurant = { latitude: 53.4808, longitude: -2.2426 };
// Along a meridian haversine distance is exactly the latitude difference times the radius.
const DEGREES_PER_MILE = (METRES_PER_MILE / 6371008.8) * (180 / Math.PI);
const milesNorth = (miles: number) => ({ latitude: restaurant.latitude + miles * DEGREES_PER_MILE, longitude: restaurant.longitude });

const partner = standInDeliveryPartner();
function quoteAt(miles: number, extra: Partial<DeliveryQuoteInput> = {}): DeliveryQuote {
  return partner.quote({
    restaurantId: 1,
    restaurantPoint: restaurant,
    customerPoint: milesNorth(miles),
    customerPostcode: "M1 1AA",
    baseFeeMinor: 199,
    currency: "GBP",
    now: new Date("2026-11-20T12:30:00Z"),
    ...extra,
  });
}

describe("the stand-in delivery partner", () => {
  it.each([
    [0, 199],
    [1.5, 199],
    [2, 199],
    [2.01, 249],
    [3, 249],
    [3.01, 299],
    [9.5, 199 + 8 * 50],
  ])("at %d miles charges %d (base + 50 per started mile beyond 2)", (miles, fee) => {
    expect(quoteAt(miles).fee).toEqual({ fractional: fee, currency_code: "GBP" });
  });
  it.each([
    [0, 20, 35],
    [0.5, 25, 40], // 20 + 3 = 23 → 25
    [1, 30, 45], // 20 + 6 = 26 → 30
    [2.5, 35, 50], // 20 + 15 = 35
    [4.1, 45, 60], // 20 + 25 = 45
    [4.3, 50, 65], // 20 + 25.8 → 20 + 26 = 46 → 50
  ])("at %d miles estimates %d–%d minutes, on multiples of 5", (miles, begin, end) => {
    expect(quoteAt(miles).estimated_duration).toEqual({ begin, end });
  });
  it("quotes in the brand's currency", () => {
    expect(quoteAt(1, { currency: "EUR", customerPostcode: "D02 X285" }).fee.currency_code).toBe("EUR");
  });
  it("has a rider unless the postcode's inward code is the 9ZZ test trigger", () => {
    expect(quoteAt(1)).toMatchObject({ riderAvailable: true, error: null });
    expect(quoteAt(1, { customerPostcode: "" })).toMatchObject({ riderAvailable: true, error: null });
    expect(quoteAt(1, { customerPostcode: "D02 X285" })).toMatchObject({ riderAvailable: true, error: null });
    for (const postcode of ["M1 9ZZ", "m19zz", " SW1A  9zz "]) {
      expect(quoteAt(1, { customerPostcode: postcode })).toMatchObject({ riderAvailable: false, error: NO_RIDER_MESSAGE });
    }
    expect(NO_RIDER_MESSAGE).toBe(
      "A rider is no longer available for your desired location. Please enter a new postcode or order for Collection",
    );
  });
  it("is deterministic", () => {
    expect(quoteAt(3.7)).toEqual(quoteAt(3.7));
  });
  it("refuses a fractional base fee", () => {
    expect(() => quoteAt(1, { baseFeeMinor: 1.5 })).toThrow(TypeError);
  });
});

describe("markCheapestAndFastest", () => {
  const q = (fee: number, begin: number, riderAvailable = true): DeliveryQuote => ({
    fee: { fractional: fee, currency_code: "GBP" },
    estimated_duration: { begin, end: begin + 15 },
    riderAvailable,
    error: riderAvailable ? null : NO_RIDER_MESSAGE,
  });
  const flags = (list: { id: string; isCheapest: boolean; isFastest: boolean }[]) =>
    Object.fromEntries(list.map((x) => [x.id, [x.isCheapest, x.isFastest]]));

  it("marks the lowest fee and the earliest start, each possibly a different restaurant", () => {
    const marked = markCheapestAndFastest([
      { id: "a", quote: q(300, 25) },
      { id: "b", quote: q(199, 40) },
      { id: "c", quote: q(250, 30) },
    ]);
    expect(flags(marked)).toEqual({ a: [false, true], b: [true, false], c: [false, false] });
    expect(marked[0]).toMatchObject({ id: "a", quote: q(300, 25) });
  });
  it("marks every tie for the cheapest, but only the first of a tie for the fastest", () => {
    const marked = markCheapestAndFastest([
      { id: "a", quote: q(199, 25) },
      { id: "b", quote: q(199, 25) },
      { id: "c", quote: q(250, 30) },
    ]);
    expect(flags(marked)).toEqual({ a: [true, true], b: [true, false], c: [false, false] });
  });
  it("gives 'Fastest' to the first restaurant with a rider among the earliest", () => {
    const marked = markCheapestAndFastest([
      { id: "noRider", quote: q(100, 20, false) },
      { id: "x", quote: q(300, 30) },
      { id: "y", quote: q(200, 30) },
    ]);
    expect(marked.filter((m) => m.isFastest).map((m) => m.id)).toEqual(["x"]);
  });
  it("ignores restaurants without a quote or without a rider", () => {
    const marked = markCheapestAndFastest([
      { id: "none", quote: null },
      { id: "noRider", quote: q(0, 5, false) },
      { id: "ok", quote: q(400, 50) },
    ]);
    expect(flags(marked)).toEqual({ none: [false, false], noRider: [false, false], ok: [true, true] });
  });
  it("marks nothing when no restaurant has a rider", () => {
    expect(flags(markCheapestAndFastest([{ id: "x", quote: q(100, 20, false) }]))).toEqual({ x: [false, false] });
    expect(markCheapestAndFastest([])).toEqual([]);
  });
});
