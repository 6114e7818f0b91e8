// Reads the request's cookies into a session object every route and /api handler receives.
import { parseCookie } from "cookie";
import type { NextFunction, Request, Response } from "express";
import type { Runtime } from "../runtime";
import { parseCookieConsent, type CookieConsent } from "../../domain/cookie-consent";
import type { FlashMessage } from "../../domain/flash-message";
import type { BasketMark } from "../../domain/basket/basket";
import type { BasketTold } from "../../domain/basket/notices";
import {
  BASKET_COOKIE,
  COOKIES_ACCEPTED_COOKIE,
  CUSTOMER_SESSION_COOKIE,
  FLASH_COOKIE,
  IN_APP_COOKIE,
  REWARDS_LEFT_COOKIE,
  BASKET_TOLD_COOKIE,
  basketCookie,
  basketIdFromCookie,
  basketToldCookie,
  basketToldFromCookie,
  clearFlashCookie,
  inAppCookie,
  newBasketId,
  overPlainHttp,
  rewardsLeftCookie,
  rewardsLeftFromCookie,
  unsign,
} from "./cookies";
import { flashFromCookie } from "./flash";

export interface RequestSession {
  /**
   * Reading it makes sure the visitor has a basket id (set as the signed BASKET_ID cookie on first
   * use). Only ids the server issued and signed are ever used: see docs/decisions/013.
   */
  readonly basketId: string;
  /**
   * A new basket id for this visitor from now on (a new signed BASKET_ID cookie), after sign-out
   * and after payment: the old id then names nothing of theirs (docs/decisions/025).
   */
  renewBasketId(): string;
  /**
   * The basket id was made by this request for a visitor who had none: no basket can be stored
   * under it yet, so nothing need be read (false once renewed: a renewed basket is handed over).
   */
  readonly basketIsNew: boolean;
  /** Server-side session row of a logged-in (or guest-detailed) customer. */
  sessionId: string | null;
  customerId: number | null;
  /** The visitor's cookie choice (docs/decisions/019), or null before they made one. */
  cookieConsent: CookieConsent | null;
  /** A choice was made (whichever): the cookie banner is not shown. */
  cookiesAccepted: boolean;
  inApp: boolean;
  /** The client's network address (Express's req.ip), for rate limits. */
  ip: string;
  /**
   * The message the last redirect left for this page (server/http/flash.ts), or null. Taking it
   * clears its cookie: it is shown once.
   */
  takeFlash(): FlashMessage | null;
  /** Where the customer last left unsaved reward picks for the basket page (REWARDS_LEFT), or null. */
  readonly rewardsLeft: BasketMark | null;
  /** The basket page is open at `mark`: reward picks older than it are forgotten (domain `liveDraft`). */
  leaveRewards(mark: BasketMark): void;
  /** The basket page's notices this browser was told (BASKET_TOLD), or null. */
  readonly basketTold: BasketTold | null;
  /** The basket page told these (and only these are still on the basket). */
  tellBasket(told: BasketTold): void;
}

/** The `inApp` query parameter: true, false, or null when absent (or anything else). */
function inAppQuery(url: string): boolean | null {
  const at = url.indexOf("inApp=");
  if (at < 0) return null;
  const value = new URLSearchParams(url.slice(url.indexOf("?") + 1)).get("inApp");
  return value === "true" ? true : value === "false" ? false : null;
}

/**
 * Adds a cookie to the answer: `Secure` (production's cookies) only when the browser reached us over
 * HTTPS, directly or through the trusted proxy (Express's `req.secure`, TRUST_PROXY).
 */
export function appendSetCookie(res: Response, cookie: string) {
  const prev = res.getHeader("Set-Cookie");
  const list = prev === undefined ? [] : Array.isArray(prev) ? prev : [String(prev)];
  res.setHeader("Set-Cookie", [...list, res.req.secure ? cookie : overPlainHttp(cookie)]);
}

export function sessionMiddleware(runtime: Runtime) {
  const resolve = sessionResolver(runtime);
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      res.locals.session = await resolve(req, res);
      next();
    } catch (e) {
      next(e);
    }
  };
}

/** Builds the request's session from its cookies (the /api router calls it only for routes that use one). */
export function sessionResolver(runtime: Runtime) {
  const { config, services } = runtime;
  return async (req: Request, res: Response): Promise<RequestSession> => {
    const cookies = parseCookie(req.headers.cookie ?? "");
    // Only a basket id we issued and signed is taken: an unsigned (older) or forged value is
    // ignored, so a client can never choose the id a basket row is created under. A validly
    // signed id whose row is gone is kept (it is still ours); the row is made again on first use.
    let basketId = basketIdFromCookie(cookies[BASKET_COOKIE], config.sessionSecret);
    // A new visitor's id is made when something first needs it (every page does; most /api
    // lookups do not). The basket row itself is created on the first change.
    let basketIsNew = false;
    const ensureBasketId = () => {
      if (!basketId) {
        basketId = newBasketId();
        basketIsNew = true;
        appendSetCookie(res, basketCookie(basketId, config.sessionSecret, config.secureCookies));
      }
      return basketId;
    };
    let sessionId: string | null = null;
    let customerId: number | null = null;
    const signed = cookies[CUSTOMER_SESSION_COOKIE];
    const id = signed ? unsign(signed, config.sessionSecret) : null;
    if (id) {
      const live = await services.customers.resolveSession(id);
      if (live) {
        sessionId = live.id;
        customerId = live.customerId;
      }
    }
    // `?inApp=true` / `?inApp=false` on any address turns in-app mode on or off for the session.
    const asked = inAppQuery(req.url);
    let inApp = cookies[IN_APP_COOKIE] === "true";
    if (asked !== null && asked !== inApp) appendSetCookie(res, inAppCookie(asked, config.secureCookies));
    if (asked !== null) inApp = asked;
    const cookieConsent = parseCookieConsent(cookies[COOKIES_ACCEPTED_COOKIE]);
    let flashValue = cookies[FLASH_COOKIE];
    let rewardsLeft = rewardsLeftFromCookie(cookies[REWARDS_LEFT_COOKIE]);
    let basketTold = basketToldFromCookie(cookies[BASKET_TOLD_COOKIE]);
    const session: RequestSession = {
      get basketId() {
        return ensureBasketId();
      },
      renewBasketId() {
        basketId = null;
        const renewed = ensureBasketId();
        basketIsNew = false;
        return renewed;
      },
      get basketIsNew() {
        return basketIsNew;
      },
      sessionId,
      customerId,
      cookieConsent,
      cookiesAccepted: cookieConsent !== null,
      inApp,
      ip: req.ip ?? req.socket.remoteAddress ?? "unknown",
      takeFlash() {
        if (flashValue === undefined) return null;
        const flash = flashFromCookie(flashValue, config.sessionSecret);
        flashValue = undefined;
        appendSetCookie(res, clearFlashCookie(config.secureCookies));
        return flash;
      },
      get rewardsLeft() {
        return rewardsLeft;
      },
      leaveRewards(mark) {
        rewardsLeft = mark;
        appendSetCookie(res, rewardsLeftCookie(mark, config.secureCookies));
      },
      get basketTold() {
        return basketTold;
      },
      tellBasket(told) {
        basketTold = told;
        appendSetCookie(res, basketToldCookie(told, config.secureCookies));
      },
    };
    return session;
  };
}
