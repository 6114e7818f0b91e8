// The Set-Cookie values the HTML routes may send (services.cookies), each with the deployment's
// Secure setting and, where the value is signed, its key.
import type { CookieConsent } from "../../domain/cookie-consent";
import type { FlashMessage } from "../../domain/flash-message";
import type { AppConfig } from "../config";
import { allergenCookie, clearCustomerSessionCookie, cookieConsentCookie, customerSessionCookie, flashCookie, sign } from "./cookies";
import { signFlash } from "./flash";

export function pageCookies(config: Pick<AppConfig, "secureCookies" | "sessionSecret">) {
  const { secureCookies, sessionSecret } = config;
  return {
    /** The visitor's cookie choice (the banner, the cookie settings and /api/customer/acceptcookies). */
    consent: (consent: CookieConsent) => cookieConsentCookie(consent, secureCookies),
    /** The signed CUSTOMER_SESSION cookie naming a session row (set at login). */
    session: (sessionId: string) => customerSessionCookie(sign(sessionId, sessionSecret), secureCookies),
    clearSession: () => clearCustomerSessionCookie(secureCookies),
    /** What the page a redirect leads to should say, read there once (`session.takeFlash()`). */
    flash: (message: FlashMessage) => flashCookie(signFlash(message, sessionSecret), secureCookies),
    /** The menu's remembered allergen filter (set when the filter form is applied). */
    allergens: (allergens: readonly string[]) => allergenCookie(allergens, secureCookies),
  };
}
