// Opening hours are local wall-clock times in the restaurant's IANA time zone, so every question
// ("open now?", "which collection slots?") is answered by converting between instants and local
// times with Intl, which knows the daylight-saving rules. The caller always passes `now`.
import type { OpeningStatus } from "./restaurant";
import {
  DAY,
  hhmmOf,
  instantsAt,
  MINUTE,
  parseHhmm,
  wallClockMs,
  WEEKDAY_BY_JS_DAY,
  ymdOf,
  zonedTimeToInstant,
  type Weekday,
} from "../zoned-time";

/** The spec's rule: an opening is valid only when more than this many minutes ahead. */
export const OPENING_LEAD_MINUTES = 20;
const CLOSING_SOON_MINUTES = 30;

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
