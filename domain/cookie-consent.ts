// The visitor's cookie choice (docs/decisions/019-cookie-settings.md), kept in the cookie_accepted
// cookie. "true" has always meant every cookie accepted (the banner's 'Accept cookies', the app's
// acceptcookies call), so it still does; "necessary" means analytics refused. No cookie, or any
// other value, means no choice yet: the banner shows and nothing optional is used.
import { z } from "zod";

/** What a choice switches on, beyond the strictly necessary cookies (always on). */
export interface CookieConsent {
  /** Our first-party analytics events (docs/decisions/017). */
  analytics: boolean;
}

const ALL_ACCEPTED = "true";
const NECESSARY_ONLY = "necessary";

/** The cookie's value as the server reads it: a choice, or null when none was made. */
const CookieAcceptedValue = z
  .enum([ALL_ACCEPTED, NECESSARY_ONLY])
  .transform((value): CookieConsent => ({ analytics: value === ALL_ACCEPTED }));

export function parseCookieConsent(value: string | undefined): CookieConsent | null {
  const parsed = CookieAcceptedValue.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export const serialiseCookieConsent = (consent: CookieConsent): string => (consent.analytics ? ALL_ACCEPTED : NECESSARY_ONLY);

/**
 * The cookies form (POST /cookies): the banner's 'Accept cookies' (`choice=all`, or no choice from
 * a page rendered before the settings existed) accepts everything; the settings dialog
 * (`choice=settings`) accepts what is ticked.
 */
const CookieChoiceForm = z
  .object({
    choice: z.enum(["all", "settings"]).default("all"),
    analytics: z.literal("on").optional(),
  })
  .transform(({ choice, analytics }): CookieConsent => ({ analytics: choice === "all" || analytics === "on" }));

export function consentFromForm(form: FormData): CookieConsent | null {
  const parsed = CookieChoiceForm.safeParse({
    choice: form.get("choice") ?? undefined,
    analytics: form.get("analytics") ?? undefined,
  });
  return parsed.success ? parsed.data : null;
}
