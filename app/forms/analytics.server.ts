// Without JavaScript the pages' actions record what the beacon would have sent, through the same
// use case as the collector (docs/decisions/017). A form the page tracked itself says so.
import type { AnalyticsEvent } from "../../domain/analytics-events";
import type { AppLoadContext } from "../context";
import { TRACKED_FIELD } from "../lib/analytics";
import { paths } from "../paths";

type Page = "delivery" | "collection";

/** Whether the page's JavaScript already sent this form's events. */
export const trackedByPage = (form: FormData | Record<string, unknown>) =>
  (form instanceof FormData ? form.get(TRACKED_FIELD) : form[TRACKED_FIELD]) === "client";

/** The path a page-change event names: the page's own, never the `.data` twin or a query. */
const pagePath = (request: Request) => new URL(request.url).pathname.replace(/\.data$/, "");

export function recordAdd(
  app: AppLoadContext,
  request: Request,
  page: Page,
  add: { source: "menu" | "customise" | "bundle"; itemId: string; quantity: number },
) {
  const events: AnalyticsEvent[] = [
    { name: "add_to_basket", page, ...add },
    { name: "page_change", page, path: pagePath(request), trigger: "add" },
  ];
  return app.services.analytics.record(app.session, events);
}

/** The upsell's recommendations call, with the item's meta from the menu. */
export async function recordRecommendationAdd(app: AppLoadContext, request: Request, page: Page, itemId: string) {
  const item = await app.services.menu.item(itemId);
  if (!item) return;
  await app.services.analytics.record(app.session, [
    { name: "recommendation_add", page, objectId: item.id, item: { id: item.id, name: item.name, priceMinor: item.basePriceMinor } },
    { name: "page_change", page, path: pagePath(request), trigger: "add" },
  ]);
}

/** Checkout from the basket: Delivery_/Collection_Proceed_Beyond_Basket and the page change. */
export function recordCheckout(app: AppLoadContext, page: Page) {
  const events: AnalyticsEvent[] = [
    page === "delivery" ? { name: "Delivery_Proceed_Beyond_Basket", page } : { name: "Collection_Proceed_Beyond_Basket", page },
    { name: "page_change", page, path: paths.basket(page), trigger: "checkout" },
  ];
  return app.services.analytics.record(app.session, events);
}
