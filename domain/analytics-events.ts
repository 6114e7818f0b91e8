// The analytics events of spec 2 §7, as our own collector takes them (docs/decisions/017). Every
// event is a closed shape: unknown fields are refused, so nothing personal can ride along. The
// page label (delivery or collection) is on every event; the basket id is added by the server.
import { z } from "zod";

/** The journey a page belongs to: the spec's "page label". */
const AnalyticsPage = z.enum(["delivery", "collection"], { message: "must be delivery or collection" });

const id = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, { message: "must be 1-64 letters, digits, - or _" });
/** A path of our own site (no query: it could carry a postcode or an e-mail address). */
const path = z
  .string()
  .max(200, { message: "must be at most 200 characters" })
  .regex(/^\/[A-Za-z0-9/_-]*$/, { message: "must be a path of this site without a query" });

const ANALYTICS_EVENT_NAMES = [
  "add_to_basket",
  "recommendation_add",
  "product_details_event",
  "Delivery_Add_More_Items",
  "Collection_Add_More_Items",
  "Delivery_Proceed_Beyond_Basket",
  "Collection_Proceed_Beyond_Basket",
  "page_change",
] as const;

export const AnalyticsEventSchema = z.discriminatedUnion(
  "name",
  [
    /** An item or bundle added from the menu card, the customise page or the bundle page. */
    z.strictObject({
      name: z.literal("add_to_basket"),
      page: AnalyticsPage,
      source: z.enum(["menu", "customise", "bundle"], { message: "must be menu, customise or bundle" }),
      itemId: id,
      quantity: z.int({ message: "must be a whole number" }).min(1).max(99),
    }),
    /** The recommendations call: 'Add to basket' from the basket's upsell, with the item's meta. */
    z.strictObject({
      name: z.literal("recommendation_add"),
      page: AnalyticsPage,
      objectId: id,
      item: z.strictObject({
        id,
        name: z.string().min(1).max(80, { message: "must be at most 80 characters" }),
        priceMinor: z.int({ message: "must be a whole number of minor units" }).min(0).max(1_000_000),
      }),
    }),
    /** An item's information opened on the menu. */
    z.strictObject({ name: z.literal("product_details_event"), page: AnalyticsPage, itemId: id }),
    z.strictObject({ name: z.literal("Delivery_Add_More_Items"), page: z.literal("delivery") }),
    z.strictObject({ name: z.literal("Collection_Add_More_Items"), page: z.literal("collection") }),
    z.strictObject({ name: z.literal("Delivery_Proceed_Beyond_Basket"), page: z.literal("delivery") }),
    z.strictObject({ name: z.literal("Collection_Proceed_Beyond_Basket"), page: z.literal("collection") }),
    /** The page-change beacon, sent on adds and on checkout: the page left and why. */
    z.strictObject({
      name: z.literal("page_change"),
      page: AnalyticsPage,
      path,
      trigger: z.enum(["add", "checkout"], { message: "must be add or checkout" }),
    }),
  ],
  { message: `must be one of ${ANALYTICS_EVENT_NAMES.join(", ")}` },
);
export type AnalyticsEvent = z.infer<typeof AnalyticsEventSchema>;

/** What one beacon carries: up to 5 events (an add and its page change, say). */
export const AnalyticsBatchSchema = z.strictObject({
  events: z
    .array(AnalyticsEventSchema)
    .min(1, { message: "must hold at least one event" })
    .max(5, { message: "must hold at most 5 events" }),
});
