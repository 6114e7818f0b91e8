// Cookie names and flags in one place. The basket cookie, the customer session cookie and the flash
// message are signed (HMAC with the session secret): BASKET_ID names a server-side basket whose id
// only the server issues; the customer session cookie names a server-side (revocable) session row.
import { createHmac, createSecretKey, randomUUID, timingSafeEqual, type KeyObject } from "node:crypto";
import { parseSetCookie, stringifySetCookie, type SerializeOptions } from "cookie";
import { z } from "zod";
import type { BasketMark } from "../../domain/basket/basket";
import type { BasketTold } from "../../domain/basket/notices";
import { serialiseCookieConsent, type CookieConsent } from "../../domain/cookie-consent";

export const BASKET_COOKIE = "BASKET_ID";
export const CUSTOMER_SESSION_COOKIE = "CUSTOMER_SESSION";
export const COOKIES_ACCEPTED_COOKIE = "cookie_accepted";
export const IN_APP_COOKIE = "OOP_IN_APP";
export const FLASH_COOKIE = "FLASH_MESSAGE";
export const ALLERGEN_COOKIE = "menu_allergens";
export const REWARDS_LEFT_COOKIE = "REWARDS_LEFT";
export const BASKET_TOLD_COOKIE = "BASKET_TOLD";

const YEAR = 365 * 24 * 3600;
const THIRTY_DAYS = 30 * 24 * 3600;

/**
 * The Set-Cookie header for a request that came over plain http (start:local, a test address):
 * without `Secure`, which a browser would refuse there (Safari and the iOS web view store no such
 * cookie, text browsers send none). Over HTTPS, directly or through the trusted proxy, it stays.
 */
export function overPlainHttp(setCookie: string): string {
  const parsed = parseSetCookie(setCookie);
  return parsed.secure ? stringifySetCookie({ ...parsed, secure: false }) : setCookie;
}

/** A Set-Cookie header: every cookie's options, with `more` of its own. */
function setCookie(name: string, value: string, secure: boolean, more: SerializeOptions = {}): string {
  return stringifySetCookie({ name, value, httpOnly: true, sameSite: "lax", secure, path: "/", ...more });
}

/** The BASKET_ID cookie for a basket id we issued: the value is the id and its signature (`<id>.<mac>`). */
export const basketCookie = (id: string, secret: string, secure: boolean) =>
  setCookie(BASKET_COOKIE, signBasketId(id, secret), secure, { maxAge: THIRTY_DAYS });

/** A new basket id: 122 random bits (a v4 UUID), never chosen by the client. */
export const newBasketId = () => randomUUID();

const BASKET_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

// The basket's signatures use their own key derived from the session secret, so a signed value made
// for one cookie is never accepted as the other.
const basketKey = (secret: string) => derivedKey(secret, "BASKET_ID");

export const signBasketId = (id: string, secret: string) => sign(id, basketKey(secret));

/** The basket id in a BASKET_ID cookie value, or null when it is not one we signed (unsigned, forged, old). */
export function basketIdFromCookie(value: string | undefined, secret: string): string | null {
  if (!value || value.length > 200) return null;
  const id = unsign(value, basketKey(secret));
  return id !== null && BASKET_ID.test(id) ? id : null;
}

/** The visitor's cookie choice: "true" (all accepted) or "necessary" (analytics refused); decision 019. */
export const cookieConsentCookie = (consent: CookieConsent, secure: boolean) =>
  // Readable by scripts on purpose: the pages' analytics beacon and the native app check it.
  setCookie(COOKIES_ACCEPTED_COOKIE, serialiseCookieConsent(consent), secure, { httpOnly: false, maxAge: YEAR });

/**
 * In-app mode for the browsing session (no Max-Age): set by `?inApp=true`, or by the app itself.
 * Readable by scripts, since the brand's app reads and writes it in its web view's cookie store.
 */
export const inAppCookie = (on: boolean, secure: boolean) =>
  setCookie(IN_APP_COOKIE, on ? "true" : "", secure, on ? { httpOnly: false } : { httpOnly: false, maxAge: 0 });

/** The menu's allergen filter, remembered for a year until changed; no allergen left clears it. */
export const allergenCookie = (allergens: readonly string[], secure: boolean) =>
  setCookie(ALLERGEN_COOKIE, allergens.join("."), secure, { maxAge: allergens.length ? YEAR : 0 });

export const customerSessionCookie = (signedValue: string, secure: boolean) =>
  setCookie(CUSTOMER_SESSION_COOKIE, signedValue, secure, { maxAge: THIRTY_DAYS });

export const clearCustomerSessionCookie = (secure: boolean) => setCookie(CUSTOMER_SESSION_COOKIE, "", secure, { maxAge: 0 });

/**
 * A message for the page a redirect leads to (server/http/flash.ts), signed. It lives a few
 * minutes at most: the next page reads and clears it.
 */
export const flashCookie = (signedValue: string, secure: boolean) => setCookie(FLASH_COOKIE, signedValue, secure, { maxAge: 5 * 60 });

export const clearFlashCookie = (secure: boolean) => setCookie(FLASH_COOKIE, "", secure, { maxAge: 0 });

/**
 * Where the customer last opened the basket page with unsaved reward picks (`<basket key>.<version>`):
 * picks older than that are forgotten (domain `liveDraft`). Unsigned: a made-up value can only hide
 * the sender's own unsaved picks. It lasts as long as the basket's cookie.
 */
export const rewardsLeftCookie = (mark: BasketMark, secure: boolean) =>
  setCookie(REWARDS_LEFT_COOKIE, `${mark.key}.${mark.version}`, secure, { maxAge: THIRTY_DAYS });

/** The REWARDS_LEFT cookie's mark, or null when there is none or it is not one. */
export function rewardsLeftFromCookie(value: string | undefined): BasketMark | null {
  const parsed = basketMark.safeParse(value);
  return parsed.success ? parsed.data : null;
}
const basketMark = z
  .string()
  .regex(/^[0-9a-f-]{36}\.\d{1,9}$/)
  .transform((v) => ({ key: v.slice(0, 36), version: Number(v.slice(37)) }));

/**
 * The basket page's notices already told (`<basket key>:<id>,<id>`; domain/basket/notices.ts): only
 * those still on the basket are kept. Unsigned: a made-up value can only hide the sender's own notices.
 */
export const basketToldCookie = (told: BasketTold, secure: boolean) =>
  setCookie(BASKET_TOLD_COOKIE, `${told.key}:${told.ids.join(",")}`, secure, { maxAge: THIRTY_DAYS });

/** The BASKET_TOLD cookie's notices, or null when there is none or it is not one. */
export function basketToldFromCookie(value: string | undefined): BasketTold | null {
  const parsed = basketTold.safeParse(value);
  return parsed.success ? parsed.data : null;
}
const basketTold = z
  .string()
  .max(1000)
  .regex(/^[0-9a-f-]{36}:(?:[rv]\d{1,9}(?:-[^,]{1,60})?(?:,|$))*$/)
  .transform((v) => ({ key: v.slice(0, 36), ids: v.slice(37) ? v.slice(37).split(",") : [] }));

/**
 * A signing key made from a secret once, not on every request: Node imports a string key each time
 * it is given one, which cost three times the HMAC itself (decision 023). The server has a few
 * secrets (the session secret and the keys derived from it), so the map stays small.
 */
const keyObjects = new Map<string, KeyObject>();
function keyObject(secret: string): KeyObject {
  let key = keyObjects.get(secret);
  if (key === undefined) {
    if (keyObjects.size >= 16) keyObjects.clear();
    keyObjects.set(secret, (key = createSecretKey(Buffer.from(secret, "utf8"))));
  }
  return key;
}

const mac = (value: string, secret: string) => createHmac("sha256", keyObject(secret)).update(value).digest("base64url");

/** A key of its own for one cookie, derived from the session secret (the same every time, so kept). */
const derivedKeys = new Map<string, string>();
export function derivedKey(secret: string, purpose: string): string {
  const id = `${purpose}\n${secret}`;
  let key = derivedKeys.get(id);
  if (key === undefined) {
    if (derivedKeys.size >= 16) derivedKeys.clear();
    derivedKeys.set(id, (key = mac(purpose, secret)));
  }
  return key;
}

export function sign(value: string, secret: string): string {
  return `${value}.${mac(value, secret)}`;
}

/**
 * Signed values already found genuine, per key (at most 10,000 kept): a customer's cookies come
 * with every request, and checking two signatures was about 1.5 % of a page's CPU. Only genuine
 * values are kept, so a forged one is always checked.
 */
const genuine = new Map<string, Set<string>>();
const GENUINE_LIMIT = 10_000;

export function unsign(signed: string, secret: string): string | null {
  const dot = signed.lastIndexOf(".");
  if (dot <= 0) return null;
  const value = signed.slice(0, dot);
  let known = genuine.get(secret);
  if (known?.has(signed)) return value;
  const given = Buffer.from(signed.slice(dot + 1));
  const want = Buffer.from(mac(value, secret));
  if (given.length !== want.length || !timingSafeEqual(given, want)) return null;
  if (known === undefined) {
    if (genuine.size >= 16) genuine.clear();
    genuine.set(secret, (known = new Set()));
  }
  if (known.size >= GENUINE_LIMIT) known.clear();
  known.add(signed);
  return value;
}
