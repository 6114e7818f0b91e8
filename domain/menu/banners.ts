// Deal banners (spec 1 §3 and §5, spec 2 §3 and §5): a banner shows only on an active weekday,
// inside its time window and its date range, on the journey it names. Dates, times and weekdays
// are the restaurant's (or, before one is chosen, the brand's) local ones, so daylight saving
// moves the window with the wall clock. The caller always passes `now` (the injected clock).
import type { OrderMode } from "../basket/basket";
import { localDateTime, type Weekday } from "../zoned-time";
import { contrast } from "../../app/styles/contrast";

type BannerJourney = OrderMode | "both";

export interface Banner {
  /** Local weekdays the banner shows on. */
  daysActive: Weekday[];
  /** Local "HH:MM", inclusive. */
  fromTime: string;
  /** Local "HH:MM", exclusive; "24:00" is the end of the day. A window never crosses midnight. */
  toTime: string;
  /** Local "YYYY-MM-DD", inclusive. */
  fromDate: string;
  /** Local "YYYY-MM-DD", inclusive. */
  toDate: string;
  journey: BannerJourney;
}

export interface DealBanner extends Banner {
  header: string;
  body: string;
  ctaText: string;
  ctaLink: string;
  /** "#rrggbb" */
  backgroundColour: string;
  /** "#rrggbb", the text colour */
  colour: string;
}

/** Whether the banner is live at `now` in `timeZone` (its weekday, time window and date range). */
export function isBannerLive(banner: Banner, now: Date, timeZone: string): boolean {
  const local = localDateTime(now, timeZone);
  if (!banner.daysActive.includes(local.weekday)) return false;
  if (local.date < banner.fromDate || local.date > banner.toDate) return false;
  return local.time >= banner.fromTime && local.time < banner.toTime;
}

/** Whether the banner shows on this journey (a banner for both journeys shows on either). */
export function isOnJourney(banner: Banner, journey: OrderMode): boolean {
  return banner.journey === "both" || banner.journey === journey;
}

/** The banners to show now on a journey, in their seeded order. */
export function activeBanners<T extends Banner>(banners: readonly T[], now: Date, timeZone: string, journey: OrderMode): T[] {
  return banners.filter((b) => isOnJourney(b, journey) && isBannerLive(b, now, timeZone));
}

/** WCAG AA for normal-size text. */
const AA_CONTRAST = 4.5;

/**
 * The colours a banner is drawn in: its own when they reach WCAG AA, otherwise its background with
 * black or white text, whichever reads better (one of the two always reaches AA).
 */
export function readableColours(backgroundColour: string, colour: string): { backgroundColour: string; colour: string } {
  if (contrast(backgroundColour, colour) >= AA_CONTRAST) return { backgroundColour, colour };
  const black = "#000000";
  const white = "#ffffff";
  return { backgroundColour, colour: contrast(backgroundColour, black) >= contrast(backgroundColour, white) ? black : white };
}
