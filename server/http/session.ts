// Reads the request's cookies into a session object every route and /api handler receives.
import { randomUUID } from "node:crypto";
import { parse } from "cookie";
import type { NextFunction, Request, Response } from "express";
import type { Runtime } from "../runtime";
import {
  BASKET_COOKIE,
  COOKIES_ACCEPTED_COOKIE,
  CUSTOMER_SESSION_COOKIE,
  IN_APP_COOKIE,
  basketCookie,
  inAppCookie,
  unsign,
} from "./cookies";

export interface RequestSession {
  /** Reading it makes sure the visitor has a basket id (set as the BASKET_ID cookie on first use). */
  readonly basketId: string;
  /** Server-side session row of a logged-in (or guest-detailed) customer. */
  sessionId: string | null;
  customerId: number | null;
  cookiesAccepted: boolean;
  inApp: boolean;
  /** The client's network address (Express's req.ip), for rate limits. */
  ip: string;
}

const BASKET_ID = /^[A-Za-z0-9-]{20,64}$/;

/** The `inApp` query parameter: true, false, or null when absent (or anything else). */
export function inAppQuery(url: string): boolean | null {
  const at = url.indexOf("inApp=");
  if (at < 0) return null;
  const value = new URLSearchParams(url.slice(url.indexOf("?") + 1)).get("inApp");
  return value === "true" ? true : value === "false" ? false : null;
}

export function appendSetCookie(res: Response, cookie: string) {
  const prev = res.getHeader("Set-Cookie");
  const list = prev === undefined ? [] : Array.isArray(prev) ? prev : [String(prev)];
  res.setHeader("Set-Cookie", [...list, cookie]);
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
    const cookies = parse(req.headers.cookie ?? "");
    const given = cookies[BASKET_COOKIE];
    let basketId = given && BASKET_ID.test(given) ? given : null;
    // A new visitor's id is made when something first needs it (every page does; most /api
    // lookups do not). The basket row itself is created on the first change.
    const ensureBasketId = () => {
      if (!basketId) {
        basketId = randomUUID();
        appendSetCookie(res, basketCookie(basketId, config.secureCookies));
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
    const session: RequestSession = {
      get basketId() {
        return ensureBasketId();
      },
      sessionId,
      customerId,
      cookiesAccepted: cookies[COOKIES_ACCEPTED_COOKIE] === "true",
      inApp,
      ip: req.ip ?? req.socket.remoteAddress ?? "unknown",
    };
    return session;
  };
}
