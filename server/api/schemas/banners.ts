// Schema of a deal banner (spec 1 §3 Banner and Deal banner; spec 2 §3 Banner) as cmsConfig answers it.
import { z } from "zod";
import { weekdays } from "../../seed/schemas";

const colour = z.string().regex(/^#[0-9a-f]{6}$/i);

export const DealBannerSchema = z
  .object({
    id: z.string(),
    daysActive: z.array(z.enum(weekdays)).describe("Local weekdays the banner shows on."),
    fromTime: z.string().describe('Local "HH:MM" the window opens (inclusive).'),
    toTime: z.string().describe('Local "HH:MM" the window closes (exclusive); "24:00" is the end of the day.'),
    fromDate: z.iso.date().describe("First local date (inclusive)."),
    toDate: z.iso.date().describe("Last local date (inclusive)."),
    journey: z.enum(["delivery", "collection", "both"]).describe("The journey the banner shows on."),
    header: z.string(),
    body: z.string(),
    ctaText: z.string(),
    ctaLink: z.string().describe('A page of this site ("/…") or an https address.'),
    backgroundColour: colour,
    colour: colour.describe("The text colour; always reaches WCAG AA on backgroundColour."),
  })
  .describe("A deal banner live now (weekday, time window and date range, in the restaurant's time zone or the brand's).");
