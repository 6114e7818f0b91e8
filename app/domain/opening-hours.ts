// Opening hours are local wall-clock times in the restaurant's IANA time zone, so every question
// ("open now?", "which collection slots?") is answered by converting between instants and local
// times with Intl, which knows the daylight-saving rules. The caller always passes `now`.
import type { OpeningStatus } from "./restaurant";

/** The spec's rule: an opening is valid only when more than this many minutes ahead. */
export const OPENING_LEAD_MINUTES = 20;
export const CLOSING_SOON_MINUTES = 30;

export type Weekday = "monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday" | "sunday";
export interface DayHours {
  open: string;
  /** "00:00", or any time not after `open`, means that time on the following day. */
  close: string;
}
export type OpeningHours = Record<Weekday, DayHours | null>;

export interface OpeningState {
  status: OpeningStatus;
  /** Local "HH:MM" of the hours that apply now (yesterday's while they run past midnight). */
  openingTime: string | null;
  closingTime: string | null;
  /** Open, and closing within 30 minutes. */
  closingSoon: boolean;
  opensAt: Date | null;
  closesAt: Date | null;
}

export interface TimeSlot {
  /** ISO 8601 UTC. */
  instant: string;
  /** Local "HH:MM". */
  label: string;
}

const MINUTE = 60_000;
const DAY = 86_400_000;
// Indexed by Date#getUTCDay (0 is Sunday).
const WEEKDAY_BY_JS_DAY: readonly Weekday[] = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];

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
function wallClockMs(instantMs: number, timeZone: string): number {
  return Math.floor(instantMs / 1000) * 1000 + offsetMs(instantMs, timeZone);
}

function parseYmd(dateYmd: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateYmd);
  if (!m) throw new RangeError(`date must be YYYY-MM-DD, got ${dateYmd}`);
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
}

function parseHhmm(hhmm: string): number {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(hhmm);
  if (!m) throw new RangeError(`time must be HH:MM, got ${hhmm}`);
  return Number(m[1]) * 60 + Number(m[2]);
}

const pad = (n: number) => String(n).padStart(2, "0");
const ymdOf = (utcMidnightMs: number) => new Date(utcMidnightMs).toISOString().slice(0, 10);
const hhmmOf = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/**
 * Every instant whose local time is the given wall-clock time: one normally, two in the hour
 * repeated when clocks go back (earlier first), none in the hour skipped when they go forward.
 */
function instantsAt(wallMs: number, timeZone: string): { instants: number[]; offsetBefore: number } {
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

interface BusinessDay {
  /** Local date the hours belong to, as UTC midnight. */
  dateMs: number;
  hours: DayHours;
  openMs: number;
  closeMs: number;
  /** Local minutes from the business day's midnight; past 1440 when it runs into the next day. */
  openMinutes: number;
  closeMinutes: number;
}

/**
 * A restaurant's business days, kept per hours object, zone and date: every page that shows or
 * checks a restaurant's times asks for today's and yesterday's (the search's cards, the checkout's
 * collection times), the same all day. Frozen: shared by every caller.
 */
const daysByHours = new WeakMap<OpeningHours, Map<string, Readonly<BusinessDay> | null>>();
const MAX_REMEMBERED_BUSINESS_DAYS = 16;

function businessDay(hours: OpeningHours, dateMs: number, timeZone: string): Readonly<BusinessDay> | null {
  let byDay = daysByHours.get(hours);
  if (!byDay) daysByHours.set(hours, (byDay = new Map()));
  const key = `${timeZone}|${dateMs}`;
  let day = byDay.get(key);
  if (day === undefined) {
    const made = madeBusinessDay(hours, dateMs, timeZone);
    day = made && Object.freeze(made);
    if (byDay.size >= MAX_REMEMBERED_BUSINESS_DAYS) byDay.clear();
    byDay.set(key, day);
  }
  return day;
}

function madeBusinessDay(hours: OpeningHours, dateMs: number, timeZone: string): BusinessDay | null {
  const day = hours[WEEKDAY_BY_JS_DAY[new Date(dateMs).getUTCDay()]!];
  if (!day) return null;
  const openMinutes = parseHhmm(day.open);
  let closeMinutes = parseHhmm(day.close);
  // "00:00" is midnight at the end of the day, and 18:00–01:00 runs into the next morning.
  if (closeMinutes <= openMinutes) closeMinutes += 1440;
  const date = ymdOf(dateMs);
  return {
    dateMs,
    hours: day,
    openMs: zonedTimeToInstant(date, day.open, timeZone).getTime(),
    closeMs: zonedTimeToInstant(ymdOf(dateMs + Math.floor(closeMinutes / 1440) * DAY), day.close, timeZone).getTime(),
    openMinutes,
    closeMinutes,
  };
}

/**
 * The hours that apply at `nowMs`: yesterday's while they still run past midnight, else today's.
 * `today` is null when the restaurant has no hours for the local day.
 */
function currentBusinessDay(
  hours: OpeningHours,
  timeZone: string,
  nowMs: number,
): { current: BusinessDay | null; today: BusinessDay | null } {
  const wall = wallClockMs(nowMs, timeZone);
  const todayMs = Math.floor(wall / DAY) * DAY;
  const yesterday = businessDay(hours, todayMs - DAY, timeZone);
  const today = businessDay(hours, todayMs, timeZone);
  if (yesterday && nowMs >= yesterday.openMs && nowMs < yesterday.closeMs) return { current: yesterday, today };
  return { current: today, today };
}

export function openingState(hours: OpeningHours, timeZone: string, now: Date): OpeningState {
  const t = now.getTime();
  const { current } = currentBusinessDay(hours, timeZone, t);
  if (!current) return { status: "closed-today", openingTime: null, closingTime: null, closingSoon: false, opensAt: null, closesAt: null };
  const status: OpeningStatus = t < current.openMs ? "opens-later" : t < current.closeMs ? "open" : "closed-for-day";
  return {
    status,
    openingTime: current.hours.open,
    closingTime: current.hours.close,
    closingSoon: status === "open" && current.closeMs - t <= CLOSING_SOON_MINUTES * MINUTE,
    opensAt: new Date(current.openMs),
    closesAt: new Date(current.closeMs),
  };
}

/** The spec's opening-time check: valid only when more than 20 minutes ahead of now. */
export function isValidOpening(opensAt: Date, now: Date): boolean {
  return opensAt.getTime() - now.getTime() > OPENING_LEAD_MINUTES * MINUTE;
}

interface Candidate {
  at: number;
  /** Shared by every call for the day, so frozen. */
  slot: Readonly<TimeSlot>;
}

/**
 * Every quarter hour (or `step`) of a business day between opening and closing, in time order: the
 * same all day, so worked out once per restaurant's hours, zone, day and step, not for every page
 * that offers a time. The times still ahead are filtered from it on each call.
 */
const candidatesByHours = new WeakMap<OpeningHours, Map<string, readonly Candidate[]>>();
const MAX_REMEMBERED_DAYS = 16;
function dayCandidates(hours: OpeningHours, timeZone: string, day: BusinessDay, step: number): readonly Candidate[] {
  let byDay = candidatesByHours.get(hours);
  if (!byDay) candidatesByHours.set(hours, (byDay = new Map()));
  const key = `${timeZone}|${day.dateMs}|${step}`;
  const known = byDay.get(key);
  if (known) return known;
  const candidates: Candidate[] = [];
  for (let m = Math.ceil(day.openMinutes / step) * step; m <= day.closeMinutes; m += step) {
    const minuteOfDay = m % 1440;
    const wall = day.dateMs + Math.floor(m / 1440) * DAY + minuteOfDay * MINUTE;
    for (const at of instantsAt(wall, timeZone).instants) {
      if (at >= day.openMs && at <= day.closeMs)
        candidates.push({ at, slot: Object.freeze({ instant: new Date(at).toISOString(), label: hhmmOf(minuteOfDay) }) });
    }
  }
  candidates.sort((a, b) => a.at - b.at);
  if (byDay.size >= MAX_REMEMBERED_DAYS) byDay.clear();
  byDay.set(key, candidates);
  return candidates;
}

/**
 * Collection times for the business day containing `now`, on local quarter hours: each strictly
 * more than the lead time ahead, none before opening, none after closing, in time order.
 * Candidates come from local times (so a skipped local time never appears) and each local label
 * is offered once, at its first occurrence still ahead, when clocks go back and repeat an hour.
 */
export function collectionTimeSlots(
  hours: OpeningHours,
  timeZone: string,
  now: Date,
  opts: { stepMinutes?: number; leadMinutes?: number } = {},
): TimeSlot[] {
  const step = opts.stepMinutes ?? 15;
  const lead = opts.leadMinutes ?? OPENING_LEAD_MINUTES;
  if (!Number.isInteger(step) || step <= 0) throw new RangeError(`stepMinutes must be a positive integer, got ${step}`);
  const t = now.getTime();
  const { current: day } = currentBusinessDay(hours, timeZone, t);
  if (!day || t >= day.closeMs) return [];

  const earliest = t + lead * MINUTE;
  // A label repeated when clocks go back is offered once, at its first occurrence still ahead.
  const seen = new Set<string>();
  const slots: TimeSlot[] = [];
  for (const c of dayCandidates(hours, timeZone, day, step)) {
    if (c.at <= earliest || seen.has(c.slot.label)) continue;
    seen.add(c.slot.label);
    slots.push(c.slot);
  }
  return slots;
}
