// What the server hands every loader and action. Route modules read services from here and never
// import the database or a provider themselves.
import { createContext, type RouterContextProvider } from "react-router";
import type { Logger } from "pino";
import type { Services } from "../server/services";
import type { StorageFault } from "../server/db/faults";
import type { RequestSession } from "../server/http/session";
import type { OrderMode } from "../domain/basket/basket";
import type { MenuJourney } from "./routes/menu-layout.server";
import type { CheckoutBasket } from "./routes/checkout-layout.server";

export interface AppLoadContext {
  services: Services;
  session: RequestSession;
  /** Per-response nonce for the Content-Security-Policy. */
  nonce: string;
  /** The site's stylesheet, put inside the first page of a visit by the production server (app/components/site/site-styles.tsx); null to link it. */
  siteStyles: string | null;
  /** Adds a Set-Cookie header to the response that the route returns (`Secure` over HTTPS only). */
  setCookie(cookie: string): void;
  /** Whether the answer sets a cookie (a route's, or the session's new basket): it is never cached. */
  setsCookie(): boolean;
  /** Names the route pattern this request is counted under in /metrics (app/forms/route-label.server.ts). */
  countAs(pattern: string): void;
  /** The request's logger (the request logger's, with its id, when requests are logged). */
  log: Logger;
  /**
   * What React Router's handleError (app/entry.server.tsx) saw in this request: a storage fault
   * it noted is answered 503 by the root's middleware (app/forms/storage-faults.server.ts).
   */
  faults: { storage: StorageFault | null };
}

export const appContext = createContext<AppLoadContext>();

/** The journey of a page under /:mode, set once by its layout's middleware (app/routes/journey.tsx). */
export const journeyModeContext = createContext<OrderMode>();

export function journeyMode(context: Readonly<RouterContextProvider>): OrderMode {
  return context.get(journeyModeContext);
}

/**
 * What a layout's middleware found for the pages below it: what they share, or the answer (a
 * redirect, a 404) that turns them away. The answer is thrown by the page that reads it, so it
 * meets the page's own error boundary (a middleware's error is drawn by the root's, as no loader
 * below it ran), and a form post that never kept to the rule (the menu's 'Add') still does not.
 */
export type Found<T> = { holds: true; value: T } | { holds: false; answer: unknown };

/** Runs a layout's rule once for the request, keeping what it throws for the page that reads it. */
export async function found<T>(rule: () => Promise<T>): Promise<Found<T>> {
  try {
    return { holds: true, value: await rule() };
  } catch (answer) {
    return { holds: false, answer };
  }
}

function holding<T>(value: Found<T>): T {
  if (!value.holds) throw value.answer;
  return value.value;
}

/** The menu pages' journey (app/routes/menu-layout.tsx): the basket here, at this restaurant. */
export const menuJourneyContext = createContext<Found<MenuJourney>>();

export function menuJourney(context: Readonly<RouterContextProvider>): MenuJourney {
  return holding(context.get(menuJourneyContext));
}

/** The basket of checkout details and payment (app/routes/checkout-layout.tsx), and who is ordering. */
export const checkoutBasketContext = createContext<Found<CheckoutBasket>>();

export function checkoutBasket(context: Readonly<RouterContextProvider>): CheckoutBasket {
  return holding(context.get(checkoutBasketContext));
}

export function getApp(context: Readonly<RouterContextProvider>): AppLoadContext {
  return context.get(appContext);
}

/** The app's context, or null where the server has not set it (an error before getLoadContext ran). */
export function appIn(context: Readonly<RouterContextProvider> | undefined): AppLoadContext | null {
  try {
    return context?.get(appContext) ?? null;
  } catch {
    return null;
  }
}
