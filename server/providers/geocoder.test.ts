import { describe, expect, it } from "vitest";
import { loadSeeds } from "../seed/load";
import { seededGeocoder } from "./geocoder";

const geo = seededGeocoder(loadSeeds("seeds").geo);

describe("the seeded geocoder", () => {
  it("finds a UK postcode by its outward code, with or without the space, any case", () => {
    const a = geo.lookupPostcode("M1 1AA");
    expect(a?.town).toBe("Manchester");
    expect(geo.lookupPostcode("m11aa")).toEqual(a);
    expect(geo.lookupPostcode("SW1A 2AA")?.latitude).toBeCloseTo(51.5, 0);
  });
  it("knows GIR 0AA", () => {
    expect(geo.lookupPostcode("GIR 0AA")).not.toBeNull();
  });
  it("finds an Eircode by its routing key", () => {
    expect(geo.lookupPostcode("D02 X285")?.latitude).toBeCloseTo(53.34, 1);
  });
  it("returns null for unknown areas", () => {
    expect(geo.lookupPostcode("ZZ9 9ZZ")).toBeNull();
    expect(geo.lookupPostcode("A")).toBeNull();
  });
  it("names the area nearest a device location: an outward code, a routing key, or none far from both", () => {
    expect(geo.nearestArea({ latitude: 53.4808, longitude: -2.2426 })).toMatch(/^M\d/);
    expect(geo.nearestArea(geo.lookupPostcode("W1D 3QU")!)).toBe("W1D");
    expect(geo.nearestArea(geo.lookupPostcode("D02 X285")!)).toBe("D02");
    expect(geo.nearestArea({ latitude: 0, longitude: 0 })).toBeNull();
  });
});
