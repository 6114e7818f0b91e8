// Instants and local wall-clock times in an IANA time zone, converted with Intl, which knows the
// daylight-saving rules: what opening hours, collection times, banners, vouchers and reward windows
// are counted in.

export type Weekday = "monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday" | "sunday";

export const MINUTE = 60_000;
export const DAY = 86_400_000;
// Indexed by Date#getUTCDay (0 is Sunday).
export const WEEKDAY_BY_JS_DAY: readonly Weekday[] = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];

// Building a DateTimeFormat is far slower than using one; slots need hundreds of conversions.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The local wall-clock time of an instant, as if it were UTC milliseconds (whole seconds). */
function formattedWallClockMs(instantMs: number, timeZone: string): number {
  const p = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const part of formatterFor(timeZone).formatToParts(instantMs)) {
    if (part.type in p) p[part.type as keyof typeof p] = Number(part.value);
  }
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
}

// Formatting an instant is the slow part of every conversion, and a page converts dozens (opening
// hours, slots, banners, reward windows). A zone's offset from UTC changes only at a quarter hour
// (offsets are whole quarter hours and clocks change on a whole local minute that is a quarter
// hour in UTC too), so each quarter hour's offset is learnt once per zone.
const QUARTER_HOUR = 15 * MINUTE;
const MAX_REMEMBERED_OFFSETS = 50_000;
const quarterOffsets = new Map<string, Map<number, number>>();
function offsetMs(instantMs: number, timeZone: string): number {
  let zone = quarterOffsets.get(timeZone);
  if (!zone) quarterOffsets.set(timeZone, (zone = new Map()));
  const quarter = Math.floor(instantMs / QUARTER_HOUR);
  let offset = zone.get(quarter);
  if (offset === undefined) {
    const start = quarter * QUARTER_HOUR;
    offset = formattedWallClockMs(start, timeZone) - start;
    if (zone.size >= MAX_REMEMBERED_OFFSETS) zone.clear();
    zone.set(quarter, offset);
  }
  return offset;
}

/** The local wall-clock time of an instant, as if it were UTC milliseconds (whole seconds). */
export function wallClockMs(instantMs: number, timeZone: string): number {
  return Math.floor(instantMs / 1000) * 1000 + offsetMs(instantMs, timeZone);
}

function parseYmd(dateYmd: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateYmd);
  if (!m) throw new RangeError(`date must be YYYY-MM-DD, got ${dateYmd}`);
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
}

export function parseHhmm(hhmm: string): number {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(hhmm);
  if (!m) throw new RangeError(`time must be HH:MM, got ${hhmm}`);
  return Number(m[1]) * 60 + Number(m[2]);
}

const pad = (n: number) => String(n).padStart(2, "0");
export const ymdOf = (utcMidnightMs: number) => new Date(utcMidnightMs).toISOString().slice(0, 10);
export const hhmmOf = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/**
 * Every instant whose local time is the given wall-clock time: one normally, two in the hour
 * repeated when clocks go back (earlier first), none in the hour skipped when they go forward.
 */
export function instantsAt(wallMs: number, timeZone: string): { instants: number[]; offsetBefore: number } {
  // The offsets a day either side are those before and after any change near this time, and no
  // zone changes its offset twice within two days.
  const offsetBefore = offsetMs(wallMs - DAY, timeZone);
  const offsetAfter = offsetMs(wallMs + DAY, timeZone);
  const instants: number[] = [];
  for (const offset of offsetBefore === offsetAfter ? [offsetBefore] : [offsetBefore, offsetAfter]) {
    const t = wallMs - offset;
    if (wallClockMs(t, timeZone) === wallMs && !instants.includes(t)) instants.push(t);
  }
  instants.sort((a, b) => a - b);
  return { instants, offsetBefore };
}

/**
 * The instant of a local date and time. Like Temporal's "compatible" choice: a time repeated by a
 * clock change means its first occurrence; a skipped time means the same moment as if the clocks
 * had not changed yet (01:30 on the spring-forward night in London is 02:30 BST).
 */
export function zonedTimeToInstant(dateYmd: string, hhmm: string, timeZone: string): Date {
  const wall = parseYmd(dateYmd) + parseHhmm(hhmm) * MINUTE;
  const { instants, offsetBefore } = instantsAt(wall, timeZone);
  return new Date(instants[0] ?? wall - offsetBefore);
}

/** The local year of an instant (every page's footer). */
export const localYear = (instant: Date, timeZone: string): number => new Date(wallClockMs(instant.getTime(), timeZone)).getUTCFullYear();

/** Local date, "HH:MM" and weekday of an instant. */
export function localDateTime(instant: Date, timeZone: string): { date: string; time: string; weekday: Weekday } {
  const wall = wallClockMs(instant.getTime(), timeZone);
  const midnight = Math.floor(wall / DAY) * DAY;
  return {
    date: ymdOf(midnight),
    time: hhmmOf(Math.floor((wall - midnight) / MINUTE)),
    weekday: WEEKDAY_BY_JS_DAY[new Date(midnight).getUTCDay()]!,
  };
}
