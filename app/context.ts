// What the server hands every loader and action. Route modules read services from here and never
// import the database or a provider themselves.
import { createContext, type RouterContextProvider } from "react-router";
import type { Services } from "../server/services";
import type { RequestSession } from "../server/http/session";
import type { OrderMode } from "./domain/basket";

export interface AppLoadContext {
  services: Services;
  session: RequestSession;
  /** Per-response nonce for the Content-Security-Policy. */
  nonce: string;
  /** The site's stylesheet, which the production server puts inside every page (server/http/inline-styles.ts). */
  inlineStyles: string | null;
  /** Adds a Set-Cookie header to the response that the route returns. */
  setCookie(cookie: string): void;
}

export const appContext = createContext<AppLoadContext>();

/** The journey of a page under /:mode, set once by its layout's middleware (app/routes/journey.tsx). */
export const journeyModeContext = createContext<OrderMode>();

export function journeyMode(context: Readonly<RouterContextProvider>): OrderMode {
  return context.get(journeyModeContext);
}

export function getApp(context: Readonly<RouterContextProvider>): AppLoadContext {
  return context.get(appContext);
}
