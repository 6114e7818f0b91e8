import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseRecords, SeedError } from "./load";
import { bannerSeed } from "./schemas";

const seeded = JSON.parse(readFileSync("seeds/uk/banners.json", "utf8")) as Record<string, unknown>[];
const one = seeded[0]!;

describe("banner seeds", () => {
  it("parse for both brands", () => {
    for (const brand of ["uk", "ie"]) {
      const raw = JSON.parse(readFileSync(`seeds/${brand}/banners.json`, "utf8")) as unknown;
      expect(parseRecords(`seeds/${brand}/banners.json`, raw, bannerSeed).length).toBeGreaterThan(0);
    }
  });
  it.each([
    ["a window crossing midnight", { fromTime: "22:00", toTime: "02:00" }, "toTime"],
    ["dates the wrong way round", { fromDate: "2026-12-24", toDate: "2026-12-01" }, "toDate"],
    ["a colour that is not #rrggbb", { colour: "white" }, "colour"],
    ["a link to another scheme", { ctaLink: "javascript:alert(1)" }, "ctaLink"],
    ["a protocol-relative link", { ctaLink: "//example.com/" }, "ctaLink"],
    ["an unknown journey", { journey: "drive-thru" }, "journey"],
  ])("refuse %s, naming the field", (_, change, field) => {
    expect(() => parseRecords("seeds/uk/banners.json", [{ ...one, ...change }], bannerSeed)).toThrow(SeedError);
    expect(() => parseRecords("seeds/uk/banners.json", [{ ...one, ...change }], bannerSeed)).toThrow(new RegExp(`${field}:`));
  });
});
