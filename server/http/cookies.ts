// Cookie names and flags in one place. BASKET_ID names a server-side basket; the customer session
// cookie is signed and names a server-side (revocable) session row.
import { createHmac, timingSafeEqual } from "node:crypto";
import { serialize, type SerializeOptions } from "cookie";

export const BASKET_COOKIE = "BASKET_ID";
export const CUSTOMER_SESSION_COOKIE = "CUSTOMER_SESSION";
export const COOKIES_ACCEPTED_COOKIE = "cookie_accepted";
export const IN_APP_COOKIE = "OOP_IN_APP";

const YEAR = 365 * 24 * 3600;

export function baseCookieOptions(secure: boolean): SerializeOptions {
  return { httpOnly: true, sameSite: "lax", secure, path: "/" };
}

export const basketCookie = (id: string, secure: boolean) =>
  serialize(BASKET_COOKIE, id, { ...baseCookieOptions(secure), maxAge: 30 * 24 * 3600 });

export const cookiesAcceptedCookie = (secure: boolean) =>
  // Readable by scripts on purpose: the banner's enhanced version and the native app check it.
  serialize(COOKIES_ACCEPTED_COOKIE, "true", { ...baseCookieOptions(secure), httpOnly: false, maxAge: YEAR });

/**
 * In-app mode for the browsing session (no Max-Age): set by `?inApp=true`, or by the app itself.
 * Readable by scripts, since the brand's app reads and writes it in its web view's cookie store.
 */
export const inAppCookie = (on: boolean, secure: boolean) =>
  serialize(IN_APP_COOKIE, on ? "true" : "", { ...baseCookieOptions(secure), httpOnly: false, ...(on ? {} : { maxAge: 0 }) });

export const customerSessionCookie = (signedValue: string, secure: boolean) =>
  serialize(CUSTOMER_SESSION_COOKIE, signedValue, { ...baseCookieOptions(secure), maxAge: 30 * 24 * 3600 });

export const clearCustomerSessionCookie = (secure: boolean) =>
  serialize(CUSTOMER_SESSION_COOKIE, "", { ...baseCookieOptions(secure), maxAge: 0 });

export function sign(value: string, secret: string): string {
  const mac = createHmac("sha256", secret).update(value).digest("base64url");
  return `${value}.${mac}`;
}

export function unsign(signed: string, secret: string): string | null {
  const dot = signed.lastIndexOf(".");
  if (dot <= 0) return null;
  const value = signed.slice(0, dot);
  const given = Buffer.from(signed.slice(dot + 1));
  const want = Buffer.from(createHmac("sha256", secret).update(value).digest("base64url"));
  return given.length === want.length && timingSafeEqual(given, want) ? value : null;
}
