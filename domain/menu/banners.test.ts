import { describe, expect, it } from "vitest";
import { activeBanners, isBannerLive, isOnJourney, readableColours, type Banner } from "./banners";
import { contrast } from "../../app/styles/contrast";

const lunch: Banner = {
  daysActive: ["monday", "tuesday", "wednesday", "thursday", "friday"],
  fromTime: "12:00",
  toTime: "14:00",
  fromDate: "2026-03-01",
  toDate: "2026-11-30",
  journey: "collection",
};
const LONDON = "Europe/London";
const at = (iso: string) => new Date(iso);

describe("isBannerLive", () => {
  it("starts at fromTime and ends just before toTime (local time)", () => {
    // Friday 20 November 2026, GMT.
    expect(isBannerLive(lunch, at("2026-11-20T11:59:00Z"), LONDON)).toBe(false);
    expect(isBannerLive(lunch, at("2026-11-20T12:00:00Z"), LONDON)).toBe(true);
    expect(isBannerLive(lunch, at("2026-11-20T13:59:59Z"), LONDON)).toBe(true);
    expect(isBannerLive(lunch, at("2026-11-20T14:00:00Z"), LONDON)).toBe(false);
  });

  it("counts both ends of the date range", () => {
    const onlyMonday = { ...lunch, daysActive: ["monday", "sunday", "saturday", "tuesday"] as Banner["daysActive"] };
    expect(isBannerLive(onlyMonday, at("2026-03-01T12:30:00Z"), LONDON)).toBe(true); // Sunday, first day
    expect(isBannerLive(onlyMonday, at("2026-11-30T12:30:00Z"), LONDON)).toBe(true); // Monday, last day
    expect(isBannerLive(onlyMonday, at("2026-12-01T12:30:00Z"), LONDON)).toBe(false); // Tuesday, the day after
    expect(isBannerLive(onlyMonday, at("2026-02-28T12:30:00Z"), LONDON)).toBe(false); // Saturday, the day before
  });

  it("shows only on its weekdays", () => {
    expect(isBannerLive(lunch, at("2026-11-21T12:30:00Z"), LONDON)).toBe(false); // Saturday
    expect(isBannerLive(lunch, at("2026-11-22T12:30:00Z"), LONDON)).toBe(false); // Sunday
    expect(isBannerLive(lunch, at("2026-11-23T12:30:00Z"), LONDON)).toBe(true); // Monday
  });

  it("uses the local date and weekday, not UTC's, near midnight", () => {
    const late: Banner = {
      ...lunch,
      daysActive: ["saturday"],
      fromTime: "00:00",
      toTime: "01:00",
      fromDate: "2026-06-20",
      toDate: "2026-06-20",
    };
    // 23:30 UTC on Friday 19 June is 00:30 BST on Saturday 20 June.
    expect(isBannerLive(late, at("2026-06-19T23:30:00Z"), LONDON)).toBe(true);
    expect(isBannerLive(late, at("2026-06-20T00:30:00Z"), LONDON)).toBe(false); // 01:30 BST
  });

  it("follows the wall clock across daylight saving (29 March and 25 October 2026)", () => {
    // Saturday before the change: 12:00 GMT is 12:00 UTC.
    expect(isBannerLive({ ...lunch, daysActive: ["saturday", "monday"] }, at("2026-03-28T11:30:00Z"), LONDON)).toBe(false);
    // Monday after: 12:00 BST is 11:00 UTC.
    expect(isBannerLive(lunch, at("2026-03-30T11:00:00Z"), LONDON)).toBe(true);
    expect(isBannerLive(lunch, at("2026-03-30T13:00:00Z"), LONDON)).toBe(false); // 14:00 BST
    // After the clocks go back, 12:00 GMT is 12:00 UTC again.
    expect(isBannerLive(lunch, at("2026-10-26T11:30:00Z"), LONDON)).toBe(false);
    expect(isBannerLive(lunch, at("2026-10-26T12:00:00Z"), LONDON)).toBe(true);
  });

  it("reads Dublin's time for an Irish restaurant", () => {
    // 11:30 UTC in July is 12:30 IST in Dublin, inside the window; 10:30 UTC is not.
    expect(isBannerLive(lunch, at("2026-07-03T11:30:00Z"), "Europe/Dublin")).toBe(true);
    expect(isBannerLive(lunch, at("2026-07-03T10:30:00Z"), "Europe/Dublin")).toBe(false);
  });

  it("runs to the end of the day when toTime is 24:00", () => {
    const evening = { ...lunch, fromTime: "18:00", toTime: "24:00" };
    expect(isBannerLive(evening, at("2026-11-20T23:59:00Z"), LONDON)).toBe(true);
    expect(isBannerLive(evening, at("2026-11-21T00:00:00Z"), LONDON)).toBe(false); // Saturday
  });
});

describe("journeys", () => {
  it("a banner shows on the journey it names, or on both", () => {
    expect(isOnJourney(lunch, "collection")).toBe(true);
    expect(isOnJourney(lunch, "delivery")).toBe(false);
    expect(isOnJourney({ ...lunch, journey: "both" }, "delivery")).toBe(true);
  });
  it("activeBanners keeps the live ones on the journey, in order", () => {
    const a = { ...lunch, id: "a" };
    const b = { ...lunch, id: "b", journey: "both" as const };
    const c = { ...lunch, id: "c", journey: "delivery" as const };
    const d = { ...lunch, id: "d", fromDate: "2027-01-01", toDate: "2027-01-31" };
    const now = at("2026-11-20T12:30:00Z");
    expect(activeBanners([a, b, c, d], now, LONDON, "collection").map((x) => x.id)).toEqual(["a", "b"]);
    expect(activeBanners([a, b, c, d], now, LONDON, "delivery").map((x) => x.id)).toEqual(["b", "c"]);
  });
});

describe("readableColours", () => {
  it("keeps colours that reach WCAG AA", () => {
    expect(readableColours("#b3261e", "#ffffff")).toEqual({ backgroundColour: "#b3261e", colour: "#ffffff" });
  });
  it("swaps failing text for black or white, whichever reads better on the background", () => {
    expect(readableColours("#ffd400", "#ffffff")).toEqual({ backgroundColour: "#ffd400", colour: "#000000" });
    expect(readableColours("#1a1a6e", "#333333")).toEqual({ backgroundColour: "#1a1a6e", colour: "#ffffff" });
  });
  it("always reaches AA", () => {
    for (const bg of ["#777777", "#808080", "#ff0000", "#00ff00", "#0000ff", "#767676", "#000000", "#ffffff"]) {
      const pair = readableColours(bg, bg);
      expect(contrast(pair.backgroundColour, pair.colour)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
