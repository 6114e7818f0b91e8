// The pages' side of first-party analytics (docs/decisions/017): events go to our own collector
// with navigator.sendBeacon, only once the visitor has accepted cookies (the server checks again).
// A form whose add the page tracks itself carries `tracked=client`, so its action does not record
// the same event; without JavaScript the action records it.
import type { AnalyticsEvent } from "../../domain/analytics-events";
import { useHydrated } from "./hydrated";

/** An event as a page sends it: the page label is added here, from the path. */
export type PageEvent = AnalyticsEvent extends infer E ? (E extends unknown ? Omit<E, "page"> : never) : never;

export const TRACKED_FIELD = "tracked";

export function track(...events: PageEvent[]): void {
  const page = /^\/(delivery|collection)\//.exec(location.pathname)?.[1];
  if (!page || !/(?:^|;\s*)cookie_accepted=true(?:;|$)/.test(document.cookie) || !("sendBeacon" in navigator)) return;
  const body = JSON.stringify({ events: events.map((e) => ({ ...e, page })) });
  navigator.sendBeacon("/api/events", new Blob([body], { type: "application/json" }));
}

/** The page-change beacon, sent with an add or a checkout: the page being left. */
export const pageChange = (trigger: "add" | "checkout"): PageEvent => ({ name: "page_change", path: location.pathname, trigger });

/** The journey prefix of the basket's event names: Delivery_… or Collection_…. */
export const journeyPrefix = (page: "delivery" | "collection") => (page === "delivery" ? "Delivery" : "Collection");

/** Inside a form whose event the page sends: tells the action not to record it again. */
export function TrackedHere() {
  return useHydrated() ? <input type="hidden" name={TRACKED_FIELD} value="client" /> : null;
}
