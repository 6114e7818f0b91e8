import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  collectionTimeSlots,
  isValidOpening,
  openingState,
  OPENING_LEAD_MINUTES,
  type DayHours,
  type OpeningHours,
  type TimeSlot,
} from "./opening-hours";

const LONDON = "Europe/London";
const DUBLIN = "Europe/Dublin";

function week(day: DayHours | null, overrides: Partial<OpeningHours> = {}): OpeningHours {
  return { monday: day, tuesday: day, wednesday: day, thursday: day, friday: day, saturday: day, sunday: day, ...overrides };
}
const at = (iso: string) => new Date(iso);
const labels = (slots: TimeSlot[]) => slots.map((s) => s.label);

// Independent of the module: what a slot's instant reads on a local clock.
function localLabel(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(new Date(iso));
}
function expectWellFormed(slots: TimeSlot[], timeZone: string) {
  for (const s of slots) expect(localLabel(s.instant, timeZone)).toBe(s.label);
  expect(new Set(labels(slots)).size).toBe(slots.length);
  const times = slots.map((s) => Date.parse(s.instant));
  expect([...times].sort((a, b) => a - b)).toEqual(times);
}

// 2026-11-20 is a Friday in GMT, so local and UTC times agree.
const usual = week({ open: "11:00", close: "23:00" });

describe("openingState", () => {
  it("is open during the day's hours", () => {
    expect(openingState(usual, LONDON, at("2026-11-20T12:30:00Z"))).toEqual({
      status: "open",
      openingTime: "11:00",
      closingTime: "23:00",
      closingSoon: false,
      opensAt: at("2026-11-20T11:00:00Z"),
      closesAt: at("2026-11-20T23:00:00Z"),
    });
  });
  it("opens later before opening time", () => {
    const s = openingState(usual, LONDON, at("2026-11-20T09:00:00Z"));
    expect(s.status).toBe("opens-later");
    expect(s.opensAt).toEqual(at("2026-11-20T11:00:00Z"));
    expect(s.closingSoon).toBe(false);
  });
  it("is closed for the day after closing time, and at the closing instant itself", () => {
    expect(openingState(usual, LONDON, at("2026-11-20T23:10:00Z")).status).toBe("closed-for-day");
    expect(openingState(usual, LONDON, at("2026-11-20T23:00:00Z")).status).toBe("closed-for-day");
  });
  it("is closed today when the day has no hours", () => {
    expect(openingState(week(null), LONDON, at("2026-11-20T12:30:00Z"))).toEqual({
      status: "closed-today",
      openingTime: null,
      closingTime: null,
      closingSoon: false,
      opensAt: null,
      closesAt: null,
    });
  });
  it("flags closing soon within the last 30 minutes", () => {
    expect(openingState(usual, LONDON, at("2026-11-20T22:29:00Z")).closingSoon).toBe(false);
    expect(openingState(usual, LONDON, at("2026-11-20T22:30:00Z")).closingSoon).toBe(true);
    expect(openingState(usual, LONDON, at("2026-11-20T22:59:00Z")).closingSoon).toBe(true);
  });
  it("reads close 00:00 as midnight at the end of the day", () => {
    const lateFriday = week(null, { friday: { open: "11:00", close: "00:00" } });
    const s = openingState(lateFriday, LONDON, at("2026-11-20T23:45:00Z"));
    expect(s).toMatchObject({ status: "open", closingTime: "00:00", closingSoon: true });
    expect(s.closesAt).toEqual(at("2026-11-21T00:00:00Z"));
    expect(openingState(lateFriday, LONDON, at("2026-11-21T00:00:00Z")).status).toBe("closed-today");
  });
  it("counts hours that run past midnight on both sides of it", () => {
    const lateFriday = week(null, { friday: { open: "18:00", close: "01:00" } });
    expect(openingState(lateFriday, LONDON, at("2026-11-20T23:50:00Z"))).toMatchObject({ status: "open", closingSoon: false });
    const after = openingState(lateFriday, LONDON, at("2026-11-21T00:30:00Z"));
    expect(after).toMatchObject({ status: "open", openingTime: "18:00", closingTime: "01:00", closingSoon: true });
    expect(after.closesAt).toEqual(at("2026-11-21T01:00:00Z"));
    expect(openingState(lateFriday, LONDON, at("2026-11-21T01:30:00Z")).status).toBe("closed-today");
    // Once yesterday's late hours are over, today's apply.
    const everyDay = week({ open: "18:00", close: "01:00" });
    expect(openingState(everyDay, LONDON, at("2026-11-21T01:30:00Z")).status).toBe("opens-later");
  });
  it("uses local time on clock-change Sundays and in Dublin", () => {
    expect(openingState(usual, LONDON, at("2026-03-29T10:30:00Z")).status).toBe("open"); // 11:30 BST
    expect(openingState(usual, LONDON, at("2026-10-25T10:30:00Z")).status).toBe("opens-later"); // 10:30 GMT
    expect(openingState(usual, DUBLIN, at("2026-07-10T10:30:00Z")).opensAt).toEqual(at("2026-07-10T10:00:00Z"));
    expect(openingState(usual, DUBLIN, at("2026-07-10T22:15:00Z")).status).toBe("closed-for-day"); // 23:15 IST
  });
});

describe("isValidOpening (more than 20 minutes ahead)", () => {
  const now = at("2026-11-20T10:00:00Z");
  it("refuses exactly 20 minutes and accepts 21", () => {
    expect(OPENING_LEAD_MINUTES).toBe(20);
    expect(isValidOpening(at("2026-11-20T10:20:00Z"), now)).toBe(false);
    expect(isValidOpening(at("2026-11-20T10:21:00Z"), now)).toBe(true);
    expect(isValidOpening(at("2026-11-20T10:20:00.001Z"), now)).toBe(true);
    expect(isValidOpening(at("2026-11-20T09:00:00Z"), now)).toBe(false);
  });
});

describe("collectionTimeSlots", () => {
  it("offers quarter hours from more than 20 minutes ahead until closing", () => {
    const slots = collectionTimeSlots(usual, LONDON, at("2026-11-20T12:30:00Z"));
    expect(slots[0]).toEqual({ instant: "2026-11-20T13:00:00.000Z", label: "13:00" });
    expect(slots.at(-1)).toEqual({ instant: "2026-11-20T23:00:00.000Z", label: "23:00" });
    expect(slots).toHaveLength(41);
    expectWellFormed(slots, LONDON);
  });
  it("skips a slot exactly 20 minutes ahead and keeps one 21 minutes ahead", () => {
    expect(collectionTimeSlots(usual, LONDON, at("2026-11-20T12:40:00Z"))[0]!.label).toBe("13:15");
    expect(collectionTimeSlots(usual, LONDON, at("2026-11-20T12:39:00Z"))[0]!.label).toBe("13:00");
  });
  it("starts at opening time before the restaurant opens", () => {
    expect(collectionTimeSlots(usual, LONDON, at("2026-11-20T08:00:00Z"))[0]!.label).toBe("11:00");
    expect(collectionTimeSlots(usual, LONDON, at("2026-11-20T10:40:00Z"))[0]!.label).toBe("11:15");
  });
  it("stays on local quarter hours when opening is not on one", () => {
    expect(labels(collectionTimeSlots(week({ open: "11:05", close: "11:50" }), LONDON, at("2026-11-20T08:00:00Z")))).toEqual([
      "11:15",
      "11:30",
      "11:45",
    ]);
  });
  it("offers nothing after closing, near closing, or on a closed day", () => {
    expect(collectionTimeSlots(usual, LONDON, at("2026-11-20T23:10:00Z"))).toEqual([]);
    expect(collectionTimeSlots(usual, LONDON, at("2026-11-20T22:45:00Z"))).toEqual([]);
    expect(collectionTimeSlots(week(null), LONDON, at("2026-11-20T12:00:00Z"))).toEqual([]);
  });
  it("runs to midnight when closing is 00:00", () => {
    const slots = collectionTimeSlots(week({ open: "11:00", close: "00:00" }), LONDON, at("2026-11-20T23:00:00Z"));
    expect(slots).toEqual([
      { instant: "2026-11-20T23:30:00.000Z", label: "23:30" },
      { instant: "2026-11-20T23:45:00.000Z", label: "23:45" },
      { instant: "2026-11-21T00:00:00.000Z", label: "00:00" },
    ]);
  });
  it("continues past midnight for 18:00–01:00, before and after midnight", () => {
    const lateFriday = week(null, { friday: { open: "18:00", close: "01:00" } });
    expect(labels(collectionTimeSlots(lateFriday, LONDON, at("2026-11-20T23:50:00Z")))).toEqual(["00:15", "00:30", "00:45", "01:00"]);
    expect(collectionTimeSlots(lateFriday, LONDON, at("2026-11-21T00:30:00Z"))).toEqual([
      { instant: "2026-11-21T01:00:00.000Z", label: "01:00" },
    ]);
    expect(collectionTimeSlots(lateFriday, LONDON, at("2026-11-21T01:10:00Z"))).toEqual([]);
  });
  it("uses BST before and GMT after the clocks go back (Sunday 2026-10-25)", () => {
    const saturday = collectionTimeSlots(usual, LONDON, at("2026-10-24T08:00:00Z"));
    expect(saturday[0]).toEqual({ instant: "2026-10-24T10:00:00.000Z", label: "11:00" });
    const sunday = collectionTimeSlots(usual, LONDON, at("2026-10-25T08:00:00Z"));
    expect(sunday[0]).toEqual({ instant: "2026-10-25T11:00:00.000Z", label: "11:00" });
    expect(sunday).toHaveLength(49);
    expectWellFormed(sunday, LONDON);
  });
  it("offers each local time once through the repeated hour", () => {
    const late = week(null, { saturday: { open: "18:00", close: "03:00" } });
    // 23:30 BST on Saturday: the whole repeated hour is ahead, so each label is its first (BST) occurrence.
    const evening = collectionTimeSlots(late, LONDON, at("2026-10-24T22:30:00Z"));
    expect(labels(evening)).toEqual([
      "00:00",
      "00:15",
      "00:30",
      "00:45",
      "01:00",
      "01:15",
      "01:30",
      "01:45",
      "02:00",
      "02:15",
      "02:30",
      "02:45",
      "03:00",
    ]);
    expect(evening.find((s) => s.label === "01:45")!.instant).toBe("2026-10-25T00:45:00.000Z");
    expect(evening.find((s) => s.label === "02:00")!.instant).toBe("2026-10-25T02:00:00.000Z");
    expect(evening.at(-1)!.instant).toBe("2026-10-25T03:00:00.000Z");
    expectWellFormed(evening, LONDON);
    // 01:10 BST: 01:45 BST is still ahead; 01:00–01:30 come round again in GMT.
    const night = collectionTimeSlots(late, LONDON, at("2026-10-25T00:10:00Z"));
    expect(night.slice(0, 5)).toEqual([
      { instant: "2026-10-25T00:45:00.000Z", label: "01:45" },
      { instant: "2026-10-25T01:00:00.000Z", label: "01:00" },
      { instant: "2026-10-25T01:15:00.000Z", label: "01:15" },
      { instant: "2026-10-25T01:30:00.000Z", label: "01:30" },
      { instant: "2026-10-25T02:00:00.000Z", label: "02:00" },
    ]);
    expectWellFormed(night, LONDON);
  });
  it("uses GMT before and BST after the clocks go forward (Sunday 2026-03-29)", () => {
    const sunday = collectionTimeSlots(usual, LONDON, at("2026-03-29T08:00:00Z"));
    expect(sunday[0]).toEqual({ instant: "2026-03-29T10:00:00.000Z", label: "11:00" });
    expect(sunday).toHaveLength(49);
    expectWellFormed(sunday, LONDON);
    // Through the night the skipped hour 01:00–01:59 never appears and nothing else is missing.
    const late = week(null, { saturday: { open: "18:00", close: "03:00" } });
    const night = collectionTimeSlots(late, LONDON, at("2026-03-29T00:00:00Z"));
    expect(labels(night)).toEqual(["00:30", "00:45", "02:00", "02:15", "02:30", "02:45", "03:00"]);
    expect(night.find((s) => s.label === "02:00")!.instant).toBe("2026-03-29T01:00:00.000Z");
    expect(night.at(-1)!.instant).toBe("2026-03-29T02:00:00.000Z");
    expectWellFormed(night, LONDON);
  });
  it("works in Europe/Dublin", () => {
    const summer = collectionTimeSlots(usual, DUBLIN, at("2026-07-10T09:00:00Z"));
    expect(summer[0]).toEqual({ instant: "2026-07-10T10:00:00.000Z", label: "11:00" });
    expect(summer.at(-1)).toEqual({ instant: "2026-07-10T22:00:00.000Z", label: "23:00" });
    expectWellFormed(summer, DUBLIN);
    const winter = collectionTimeSlots(usual, DUBLIN, at("2026-11-20T12:30:00Z"));
    expect(winter[0]).toEqual({ instant: "2026-11-20T13:00:00.000Z", label: "13:00" });
    expectWellFormed(winter, DUBLIN);
  });
  it("takes another step and lead", () => {
    expect(labels(collectionTimeSlots(usual, LONDON, at("2026-11-20T21:50:00Z"), { stepMinutes: 30, leadMinutes: 0 }))).toEqual([
      "22:00",
      "22:30",
      "23:00",
    ]);
    expect(() => collectionTimeSlots(usual, LONDON, at("2026-11-20T21:50:00Z"), { stepMinutes: 0 })).toThrow(RangeError);
  });
  it("gives the same times from a day worked out earlier as from a fresh one, at any moment of the day", () => {
    // One hours object is asked again and again, as a restaurant's record is during a day; a copy
    // of it is worked out afresh each time.
    const late = week({ open: "10:30", close: "02:00" });
    const days = ["2026-10-24T00:00:00Z", "2026-10-25T00:00:00Z", "2026-03-28T00:00:00Z", "2026-03-29T00:00:00Z", "2026-11-20T00:00:00Z"];
    fc.assert(
      fc.property(
        fc.constantFrom(...days),
        fc.integer({ min: 0, max: 30 * 60 }),
        fc.constantFrom(LONDON, DUBLIN, "Europe/Paris"),
        fc.constantFrom(15, 30),
        (day, minutes, zone, step) => {
          const now = new Date(Date.parse(day) + minutes * 60_000);
          const again = collectionTimeSlots(late, zone, now, { stepMinutes: step });
          expect(again).toEqual(collectionTimeSlots(structuredClone(late), zone, now, { stepMinutes: step }));
          expectWellFormed(again, zone);
        },
      ),
      { numRuns: 300 },
    );
  });
});
