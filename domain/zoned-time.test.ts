import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { localDateTime, localYear, zonedTimeToInstant } from "./zoned-time";

const LONDON = "Europe/London";
const DUBLIN = "Europe/Dublin";
const at = (iso: string) => new Date(iso);

describe("zonedTimeToInstant and localDateTime", () => {
  it("converts local wall time in summer and winter", () => {
    expect(zonedTimeToInstant("2026-07-10", "11:00", LONDON).toISOString()).toBe("2026-07-10T10:00:00.000Z");
    expect(zonedTimeToInstant("2026-11-20", "11:00", LONDON).toISOString()).toBe("2026-11-20T11:00:00.000Z");
    expect(zonedTimeToInstant("2026-07-10", "11:00", DUBLIN).toISOString()).toBe("2026-07-10T10:00:00.000Z");
  });
  it("takes a skipped time as if the clocks had not changed yet, and a repeated time at its first occurrence", () => {
    expect(zonedTimeToInstant("2026-03-29", "01:30", LONDON).toISOString()).toBe("2026-03-29T01:30:00.000Z");
    expect(zonedTimeToInstant("2026-10-25", "01:30", LONDON).toISOString()).toBe("2026-10-25T00:30:00.000Z");
  });
  it("reads an instant on the local clock", () => {
    expect(localDateTime(at("2026-07-10T23:30:00Z"), LONDON)).toEqual({ date: "2026-07-11", time: "00:30", weekday: "saturday" });
    expect(localDateTime(at("2026-11-20T12:30:00Z"), DUBLIN)).toEqual({ date: "2026-11-20", time: "12:30", weekday: "friday" });
  });
  it("reads the local year, which turns at local midnight", () => {
    expect(localYear(at("2026-12-31T23:30:00Z"), LONDON)).toBe(2026);
    expect(localYear(at("2027-01-01T00:00:00Z"), DUBLIN)).toBe(2027);
    expect(localYear(at("2026-12-31T15:00:00Z"), "Asia/Tokyo")).toBe(2027);
    expect(localYear(at("2027-01-01T03:00:00Z"), "America/St_Johns")).toBe(2026);
  });
  it("reads every instant as the platform's own time zone data does, clock changes and odd offsets included", () => {
    const zones = [LONDON, DUBLIN, "America/St_Johns", "Asia/Kathmandu", "Australia/Lord_Howe", "Pacific/Chatham"];
    const reference = (instant: Date, timeZone: string) => {
      const parts = new Intl.DateTimeFormat("en-GB", {
        timeZone,
        hourCycle: "h23",
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        hour: "2-digit",
        minute: "2-digit",
        weekday: "long",
      }).formatToParts(instant);
      const part = (type: string) => parts.find((p) => p.type === type)!.value;
      return {
        date: `${part("year")}-${part("month")}-${part("day")}`,
        time: `${part("hour")}:${part("minute")}`,
        weekday: part("weekday").toLowerCase(),
      };
    };
    // Instants from 2020 to 2030, and instants within a minute of this year's and next year's clock changes.
    const changes = [
      "2026-03-29T01:00:00Z",
      "2026-10-25T01:00:00Z",
      "2027-03-28T01:00:00Z",
      "2026-04-05T15:00:00Z",
      "2026-10-04T15:30:00Z",
    ];
    const anyInstant = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2030, 0, 1) });
    const nearChange = fc.tuple(fc.constantFrom(...changes), fc.integer({ min: -90_000, max: 90_000 })).map(([c, d]) => Date.parse(c) + d);
    fc.assert(
      fc.property(fc.oneof(anyInstant, nearChange), fc.constantFrom(...zones), (ms, zone) => {
        expect(localDateTime(new Date(ms), zone)).toEqual(reference(new Date(ms), zone));
      }),
      { numRuns: 2000 },
    );
  });
});
