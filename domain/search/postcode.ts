// Postcodes as customers type them: UK postcodes for both brands, Eircodes for the Irish one.
// Validation works on the compact form (no whitespace, upper case) so spacing never matters.

export const POSTCODE_MESSAGE = "Please enter a valid postcode";

// The government's published pattern (BS 7666 letter restrictions per position) on the compact
// form. Position 1 never Q V X; position 2 never I J Z; the letter of A9A only A–H J K P S T U W;
// the letter of AA9A only A B E H M N P R V W X Y; inward letters never C I K M O V.
// GIR 0AA (Girobank) and XM4 5HQ (Royal Mail's Santa address) are real postcodes that break those
// rules, so they are named outright rather than loosening the pattern for everyone.
const UK_COMPACT =
  /^(?:GIR0AA|XM45HQ|(?:[A-PR-UWYZ][0-9][0-9]?|[A-PR-UWYZ][A-HK-Y][0-9][0-9]?|[A-PR-UWYZ][0-9][A-HJKPSTUW]|[A-PR-UWYZ][A-HK-Y][0-9][ABEHMNPRVWXY])[0-9][ABD-HJLNP-UW-Z]{2})$/;

// Eircode alphabet: digits and A C D E F H K N P R T V W X Y (letters that are hard to misread).
const EIRCODE_COMPACT = /^(?:[AC-FHKNPRTV-Y][0-9]{2}|D6W)[0-9AC-FHKNPRTV-Y]{4}$/;

function compact(input: string): string {
  return input.replace(/\s+/g, "").toUpperCase();
}

/** Trims, drops all whitespace, upper-cases, and puts one space before the inward code (last 3). */
export function normalisePostcode(input: string): string {
  const c = compact(input);
  return c.length >= 5 ? `${c.slice(0, -3)} ${c.slice(-3)}` : c;
}

export function isValidUkPostcode(input: string): boolean {
  return UK_COMPACT.test(compact(input));
}

export function isValidEircode(input: string): boolean {
  return EIRCODE_COMPACT.test(compact(input));
}

/** An Eircode in display form: routing key, space, unique identifier ("D02 X285"). */
export function normaliseEircode(input: string): string {
  const c = compact(input);
  return c.length === 7 ? `${c.slice(0, 3)} ${c.slice(3)}` : c;
}

/** "SW1A 2AA" → "SW1A"; null when not a valid UK postcode. */
export function outwardCode(postcode: string): string | null {
  const c = compact(postcode);
  return UK_COMPACT.test(c) ? c.slice(0, -3) : null;
}

/** "SW1A 2AA" → "2AA"; null when not a valid UK postcode. */
export function inwardCode(postcode: string): string | null {
  const c = compact(postcode);
  return UK_COMPACT.test(c) ? c.slice(-3) : null;
}

/** "D02 X285" → "D02"; null when not a valid Eircode. */
export function routingKey(eircode: string): string | null {
  const c = compact(eircode);
  return EIRCODE_COMPACT.test(c) ? c.slice(0, 3) : null;
}

export type PostcodeCheck = { ok: true; postcode: string } | { ok: false; message: typeof POSTCODE_MESSAGE };

/**
 * The search box's check. The Irish brand also takes UK postcodes because it serves Northern
 * Ireland; the UK brand takes UK postcodes only.
 */
export function validateSearchPostcode(input: string, brand: "uk" | "ie"): PostcodeCheck {
  if (brand === "ie" && isValidEircode(input)) return { ok: true, postcode: normaliseEircode(input) };
  if (isValidUkPostcode(input)) return { ok: true, postcode: normalisePostcode(input) };
  return { ok: false, message: POSTCODE_MESSAGE };
}
