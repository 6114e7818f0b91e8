// The /api endpoints. Each is listed here, so tests can walk every one of them.
import { z } from "zod";
import { customerState, restaurantOr404 } from "./payloads";
import { CustomerStateSchema } from "./schemas/customer";
import { menuRoutes, upsellRoutes } from "../menu/menu-routes";
import { basketRoutes, voucherRoutes } from "../basket/basket-routes";
import { customerRoutes } from "../accounts/customer-routes";
import { emailRoutes } from "../accounts/email-routes";
import { orderRoutes } from "../checkout/order-routes";
import { loyaltyRoutes } from "../loyalty/loyalty-routes";
import { journeyRoutes } from "../search/journey-routes";
import { analyticsRoutes } from "../analytics/analytics-routes";
import { POSTCODE_MESSAGE, validateSearchPostcode } from "../../domain/search/postcode";
import { appendSetCookie } from "../http/session";
import { ApplicationConfigSchema } from "./schemas/application";
import type { RestaurantRecord } from "../db/repositories/restaurants";
import { ApiError, defineRoute, isDeliveryParam, positiveId, type ApiRoute, type HandlerContext, type RouteContract } from "./define";
import { presentMenu } from "../menu/menu-payload";
import { sendCachedJson } from "../menu/menu-body";
import { presentRestaurantById } from "../search/restaurant-payload";
import { MenuPayload } from "./schemas/menu";
import { AddressesPayload, RestaurantByIdPayload, SearchResultSchema, TimeSlotsPayload } from "./schemas/restaurants";

const latitude = z.coerce.number({ message: "must be a number" }).min(-90).max(90);
const longitude = z.coerce.number({ message: "must be a number" }).min(-180).max(180);

/**
 * A lookup of one restaurant by the path's id (404 when the brand has none): the handler is given
 * the restaurant's stored record.
 */
function restaurantLookup(
  route: Required<Pick<RouteContract, "operationId" | "summary" | "ok">> & {
    path: string;
    handler: (record: RestaurantRecord, ctx: HandlerContext) => Promise<object>;
  },
) {
  return defineRoute({
    ...route,
    method: "get",
    tag: "Restaurants",
    errors: [404, 503],
    session: false,
    params: z.object({ id: positiveId("id") }),
    handler: async ({ params }, ctx) => route.handler(await restaurantOr404(ctx, params.id, "id"), ctx),
  });
}

const searchBodies = new WeakMap<object, Buffer>();

const coreRoutes: ApiRoute[] = [
  defineRoute({
    method: "get",
    path: "/applicationConfig/oop",
    operationId: "getApplicationConfig",
    tag: "Application",
    summary: "The brand, its currency and the features switched on: what a client needs before anything else.",
    session: false,
    ok: ApplicationConfigSchema,
    errors: [],
    handler: async (_input, { services }) => services.publicConfig(),
  }),
  defineRoute({
    method: "get",
    path: "/application/getCustomerState",
    operationId: "getCustomerState",
    tag: "Application",
    summary: "The customer, the basket (vouchers that no longer hold are taken off and named) and the loyalty state",
    ok: CustomerStateSchema,
    errors: [404],
    query: z.object({ restaurantId: positiveId("restaurantId").optional() }),
    handler: async ({ query }, ctx) => {
      if (query.restaurantId !== undefined) await restaurantOr404(ctx, query.restaurantId, "restaurantId");
      return customerState(ctx);
    },
  }),
  defineRoute({
    method: "get",
    path: "/customer/acceptcookies",
    operationId: "acceptCookies",
    tag: "Application",
    summary:
      "Record the visitor's cookie choice (sets the cookie_accepted cookie): everything, or with analytics=false only the strictly necessary cookies",
    query: z.object({
      analytics: z
        .enum(["true", "false"])
        .default("true")
        .describe("false: analytics refused (cookie_accepted=necessary); absent or true: every cookie accepted (cookie_accepted=true)"),
    }),
    ok: z
      .object({
        cookiesAccepted: z.literal(true).describe("A choice is recorded: the cookie banner is no longer shown"),
        analytics: z.boolean().describe("Whether analytics events are recorded for this visitor"),
      })
      .meta({ examples: [{ cookiesAccepted: true, analytics: true }] }),
    errors: [],
    handler: async ({ query }, { res, services }) => {
      const consent = { analytics: query.analytics === "true" };
      appendSetCookie(res, services.cookies.consent(consent));
      return { cookiesAccepted: true as const, ...consent };
    },
  }),
  restaurantLookup({
    path: "/restaurant/GetById/:id",
    operationId: "getRestaurant",
    summary: "One restaurant of the brand: the search result's fields and its stored settings",
    ok: RestaurantByIdPayload,
    handler: async (record, ctx) => {
      const result = await ctx.services.search.restaurant(record.id);
      if (!result) throw new ApiError(404, [{ path: "id", message: `No restaurant with id ${record.id}` }]);
      return { restaurant: presentRestaurantById(record, result, ctx.services.brand.currency) };
    },
  }),
  defineRoute({
    method: "get",
    path: "/menu/:restaurantId",
    operationId: "getMenu",
    tag: "Menu",
    summary: "A restaurant's whole menu, with an ETag: 304 when If-None-Match (or etag) names the current one",
    ok: MenuPayload,
    errors: [404, 503],
    session: false,
    params: z.object({ restaurantId: positiveId("restaurantId") }),
    query: z.object({ etag: z.string().max(64).optional() }),
    handler: async ({ params, query }, ctx) => {
      const restaurant = await restaurantOr404(ctx, params.restaurantId, "restaurantId");
      const record = await ctx.services.menu.record();
      if (!record) throw new ApiError(404, [{ path: "restaurantId", message: "No menu for this restaurant" }]);
      // The menu differs per restaurant only by what is out of stock; both go into the tag.
      const etag = `"${record.hash}-${restaurant.outOfStockItemIds.join(".")}"`;
      ctx.res.setHeader("ETag", etag);
      ctx.res.setHeader("Cache-Control", "private, no-cache");
      const given = ctx.req.headers["if-none-match"] ?? (query.etag ? `"${query.etag}"` : undefined);
      if (given === etag) {
        ctx.res.status(304).end();
        return null;
      }
      // The same menu goes to every customer of a restaurant: serialise it once per version.
      sendCachedJson(ctx, `${restaurant.id}|${etag}`, () => ({
        status: "OK",
        menu: {
          ...presentMenu(record, restaurant.id, new Set(restaurant.outOfStockItemIds), etag.slice(1, -1)),
          items: record.menu.items,
        },
      }));
      return null;
    },
  }),
  defineRoute({
    method: "get",
    path: "/restaurant/LookupName/:postCode/:isDelivery",
    operationId: "searchRestaurantsByPostcode",
    tag: "Restaurants",
    summary: "Restaurants within 10 miles of a postcode, nearest first; for delivery, those that deliver there, with quotes",
    ok: SearchResultSchema,
    errors: [503],
    session: false,
    params: z.object({ postCode: z.string().max(100), isDelivery: isDeliveryParam }),
    handler: async ({ params }, ctx) => {
      if (!validateSearchPostcode(params.postCode, ctx.services.brand.code).ok)
        throw new ApiError(400, [{ path: "postCode", message: POSTCODE_MESSAGE }]);
      const result = await ctx.services.search.byPostcode(params.postCode, params.isDelivery ? "delivery" : "collection");
      // The service hands back the same answer object for a repeated search: serialise and encode it once.
      let body = searchBodies.get(result);
      if (!body) {
        body = Buffer.from(JSON.stringify({ status: "OK", ...result }));
        searchBodies.set(result, body);
      }
      ctx.res.type("application/json").send(body);
      return null;
    },
  }),
  defineRoute({
    method: "get",
    path: "/restaurant/LookupLatLong/:latitude/:longitude/:isDelivery",
    operationId: "searchRestaurantsByLocation",
    tag: "Restaurants",
    summary: "Restaurants within 10 miles of a device location, nearest first",
    ok: SearchResultSchema,
    errors: [503],
    session: false,
    params: z.object({ latitude, longitude, isDelivery: isDeliveryParam }),
    handler: async ({ params }, ctx) =>
      ctx.services.search.byLocation(params.latitude, params.longitude, params.isDelivery ? "delivery" : "collection"),
  }),
  restaurantLookup({
    path: "/restaurant/getTimeSlots/:id",
    operationId: "getCollectionTimes",
    summary: "Today's collection times at a restaurant",
    ok: TimeSlotsPayload,
    handler: async (record, ctx) => ({ timeSlots: await ctx.services.search.timeSlots(record.id) }),
  }),
  defineRoute({
    method: "get",
    path: "/geo/LookupAddresses/:postcode",
    operationId: "lookupAddresses",
    tag: "Restaurants",
    summary: "Address suggestions for a postcode",
    ok: AddressesPayload,
    errors: [503],
    session: false,
    params: z.object({ postcode: z.string().max(100) }),
    handler: async ({ params }, ctx) => {
      const valid = validateSearchPostcode(params.postcode, ctx.services.brand.code);
      if (!valid.ok) throw new ApiError(400, [{ path: "postcode", message: POSTCODE_MESSAGE }]);
      return { postcode: valid.postcode, addresses: ctx.services.lookupAddresses(valid.postcode) };
    },
  }),
];

export const apiRoutes: ApiRoute[] = [
  ...coreRoutes,
  ...journeyRoutes,
  ...menuRoutes,
  ...basketRoutes,
  ...voucherRoutes,
  ...loyaltyRoutes,
  ...upsellRoutes,
  ...customerRoutes,
  ...emailRoutes,
  ...orderRoutes,
  ...analyticsRoutes,
];
