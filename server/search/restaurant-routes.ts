// Restaurant calls of spec 1 §7: search by postcode or device location, one restaurant by id, its
// collection times, and the addresses at a postcode.
import { z } from "zod";
import { POSTCODE_MESSAGE, validateSearchPostcode } from "../../domain/search/postcode";
import { ApiError, defineRoute, isDeliveryParam, positiveId, type ApiRoute, type HandlerContext, type RouteContract } from "../api/define";
import { AddressesPayload, RestaurantByIdPayload, SearchResultSchema, TimeSlotsPayload } from "../api/schemas/restaurants";
import type { RestaurantRecord } from "../db/repositories/restaurants";
import { restaurantOr404 } from "./restaurant-lookup";
import { presentRestaurantById } from "./restaurant-payload";

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

export const restaurantRoutes: ApiRoute[] = [
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
