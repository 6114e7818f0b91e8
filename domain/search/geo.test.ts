import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { distanceMiles, formatDistance, METRES_PER_MILE, rankByDistance, SEARCH_RADIUS_MILES, type LatLng } from "./geo";
import { makeSyntheticRestaurants } from "./geo.fixtures";

const SW1A = { latitude: 51.50101, longitude: -0.14156 };
const M1 = { latitude: 53.4808, longitude: -2.2426 };

// The obvious implementation, to check the optimised one against.
function naiveRank<T extends LatLng>(origin: LatLng, items: T[], radius: number) {
  return items
    .map((item, index) => ({ item, index, d: distanceMiles(origin, item) }))
    .filter((x) => x.d <= radius)
    .sort((a, b) => a.d - b.d || a.index - b.index)
    .map((x) => ({ ...x.item, distanceMiles: x.d }));
}

describe("distanceMiles", () => {
  it("knows London to Manchester", () => {
    expect(distanceMiles(SW1A, M1)).toBeGreaterThan(161);
    expect(distanceMiles(SW1A, M1)).toBeLessThan(165);
  });
  it("is zero to itself and symmetric", () => {
    expect(distanceMiles(M1, M1)).toBe(0);
    expect(distanceMiles(SW1A, M1)).toBeCloseTo(distanceMiles(M1, SW1A), 9);
  });
  it("measures one degree of latitude as about 69.1 miles", () => {
    expect(distanceMiles({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })).toBeCloseTo(69.09, 1);
  });
  it("does not break for antipodal points", () => {
    const d = distanceMiles({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 });
    expect(d).toBeCloseTo((Math.PI * 6371008.8) / METRES_PER_MILE, 3);
  });
});

describe("formatDistance", () => {
  it("shows two decimals in miles, singular only for exactly 1.00", () => {
    expect(formatDistance(1.234, "miles")).toBe("1.23 miles");
    expect(formatDistance(1, "miles")).toBe("1.00 mile");
    expect(formatDistance(0.999, "miles")).toBe("1.00 mile");
    expect(formatDistance(0, "miles")).toBe("0.00 miles");
    expect(formatDistance(2, "miles")).toBe("2.00 miles");
  });
  it("converts to kilometres with 1609.34 metres per mile", () => {
    expect(formatDistance(1.5, "km")).toBe("2.41 km");
    expect(formatDistance(10, "km")).toBe("16.09 km");
  });
});

describe("rankByDistance", () => {
  const near = { id: "near", latitude: 51.5, longitude: -0.14 };
  const far = { id: "far", latitude: 51.6, longitude: -0.3 };
  const manchester = { id: "manchester", ...M1 };

  it("keeps only items within the radius, nearest first, with their distance", () => {
    const ranked = rankByDistance(SW1A, [manchester, far, near]);
    expect(ranked.map((r) => r.id)).toEqual(["near", "far"]);
    expect(ranked[0]!.distanceMiles).toBeCloseTo(distanceMiles(SW1A, near), 12);
    expect(SEARCH_RADIUS_MILES).toBe(10);
  });
  it("keeps the input order for equal distances", () => {
    const items = ["a", "b", "c"].map((id) => ({ id, latitude: 51.51, longitude: -0.14 }));
    expect(rankByDistance(SW1A, [items[1]!, items[2]!, items[0]!]).map((r) => r.id)).toEqual(["b", "c", "a"]);
  });
  it("includes a point exactly on the radius and leaves the input untouched", () => {
    const items = [near];
    const d = distanceMiles(SW1A, near);
    expect(rankByDistance(SW1A, items, d)).toHaveLength(1);
    expect(items[0]).not.toHaveProperty("distanceMiles");
  });
  it("takes an unbounded radius", () => {
    expect(rankByDistance(SW1A, [manchester, near], Number.POSITIVE_INFINITY).map((r) => r.id)).toEqual(["near", "manchester"]);
  });
  it("handles an empty list", () => {
    expect(rankByDistance(SW1A, [])).toEqual([]);
  });
  it("agrees with the obvious implementation on synthetic restaurants", () => {
    const restaurants = makeSyntheticRestaurants(10_000, 42);
    for (const origin of [SW1A, M1, { latitude: 53.35, longitude: -6.26 }, { latitude: 57.1, longitude: -2.1 }]) {
      const fast = rankByDistance(origin, restaurants);
      expect(fast.length).toBeGreaterThan(0);
      expect(fast).toEqual(naiveRank(origin, restaurants, SEARCH_RADIUS_MILES));
    }
  });
  it("agrees with the obvious implementation anywhere, near the poles and the antimeridian too", () => {
    fc.assert(
      fc.property(
        fc.double({ min: -89.99, max: 89.99, noNaN: true }),
        fc.double({ min: -180, max: 180, noNaN: true }),
        fc.double({ min: 0.1, max: 200, noNaN: true }),
        fc.array(fc.tuple(fc.double({ min: -3, max: 3, noNaN: true }), fc.double({ min: -30, max: 30, noNaN: true })), { maxLength: 40 }),
        (latitude, longitude, radius, offsets) => {
          const origin = { latitude, longitude };
          const items = offsets.map(([dLat, dLon], id) => {
            const lat = Math.max(-90, Math.min(90, latitude + dLat));
            let lon = longitude + dLon;
            if (lon > 180) lon -= 360;
            if (lon < -180) lon += 360;
            return { id, latitude: lat, longitude: lon };
          });
          expect(rankByDistance(origin, items, radius)).toEqual(naiveRank(origin, items, radius));
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("makeSyntheticRestaurants", () => {
  it("is reproducible from its seed", () => {
    expect(makeSyntheticRestaurants(50, 7)).toEqual(makeSyntheticRestaurants(50, 7));
    expect(makeSyntheticRestaurants(50, 7)).not.toEqual(makeSyntheticRestaurants(50, 8));
    expect(makeSyntheticRestaurants(3, 1).map((r) => r.id)).toEqual([1, 2, 3]);
  });
});
