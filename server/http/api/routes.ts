// The /api endpoints. Each is listed here, so tests can walk every one of them.
import { z } from "zod";
import { hasLines } from "../../../app/domain/basket";
import { basketPayload, customerPayload, restaurantOr404 } from "./payloads";
import { menuRoutes, upsellRoutes } from "./menu-routes";
import { basketRoutes, voucherRoutes } from "./basket-routes";
import { customerRoutes } from "./customer-routes";
import { orderRoutes } from "./order-routes";
import { loyaltyRoutes, rewardPayload } from "./loyalty-routes";
import { POSTCODE_MESSAGE, validateSearchPostcode } from "../../../app/domain/postcode";
import { cookiesAcceptedCookie } from "../cookies";
import { BasketRuleError } from "../../services/baskets";
import { appendSetCookie } from "../session";
import { ApiError, defineRoute, isDeliveryParam, positiveId, type ApiRoute, type HandlerContext } from "./define";

const searchTermParam = z.string().trim().min(1, { message: "searchTerm is required" }).max(100);
const latitude = z.coerce.number({ message: "must be a number" }).min(-90).max(90);
const longitude = z.coerce.number({ message: "must be a number" }).min(-180).max(180);

/** Maps a journey outcome to the envelope: selections answer the basket, the rest a 4xx. */
async function answerSelection(
  ctx: HandlerContext,
  outcome: Awaited<ReturnType<HandlerContext["services"]["journey"]["selectRestaurant"]>>,
) {
  switch (outcome.outcome) {
    case "selected": {
      const basket = await ctx.services.baskets.getOrCreate(ctx.session.basketId);
      return { basket: basketPayload(basket), menuPath: outcome.menuPath };
    }
    case "confirm":
      throw new ApiError(409, [
        { path: "restaurantId", message: "The basket holds items from another restaurant: confirm with customer/changeRestaurant first." },
      ]);
    case "quote-error":
      throw new ApiError(409, [{ path: "deliveryQuote", message: outcome.message }]);
    case "unavailable":
      throw new ApiError(409, [{ path: outcome.field, message: outcome.message }]);
  }
}

const menuBodies = new Map<string, string>();
const searchBodies = new WeakMap<object, string>();

const coreRoutes: ApiRoute[] = [
  defineRoute({
    method: "get",
    path: "/applicationConfig/oop",
    session: false,
    handler: async (_input, { services }) => services.publicConfig(),
  }),
  defineRoute({
    method: "get",
    path: "/application/getCustomerState",
    query: z.object({ restaurantId: positiveId("restaurantId").optional() }),
    handler: async ({ query }, ctx) => {
      if (query.restaurantId !== undefined) await restaurantOr404(ctx, query.restaurantId, "restaurantId");
      const basket = await ctx.services.baskets.getOrCreate(ctx.session.basketId);
      const customer = await customerPayload(ctx);
      return {
        customer,
        basket: { status: "OK", basket: basketPayload(basket), basketId: basket.id, voucherExceptions: [] },
        loyalty: {
          customer,
          rewards: ((await ctx.services.loyalty.memberWallet(ctx.session.customerId)) ?? []).map(rewardPayload),
          offerRewards: [],
        },
        session: { inApp: ctx.session.inApp },
      };
    },
  }),
  defineRoute({
    method: "get",
    path: "/customer/acceptcookies",
    handler: async (_input, { res, runtime }) => {
      appendSetCookie(res, cookiesAcceptedCookie(runtime.config.secureCookies));
      return { cookiesAccepted: true };
    },
  }),
  defineRoute({
    method: "get",
    path: "/restaurant/GetById/:id",
    session: false,
    params: z.object({ id: positiveId("id") }),
    handler: async ({ params }, ctx) => ({ restaurant: await restaurantOr404(ctx, params.id, "id") }),
  }),
  defineRoute({
    method: "get",
    path: "/menu/:restaurantId",
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
      let body = menuBodies.get(`${restaurant.id}|${etag}`);
      if (!body) {
        body = JSON.stringify({
          status: "OK",
          menu: {
            restaurantId: restaurant.id,
            hash: etag.slice(1, -1),
            categories: record.menu.categories,
            items: record.menu.items,
            bundles: record.menu.bundles,
            outOfStockItems: restaurant.outOfStockItemIds,
          },
        });
        if (menuBodies.size > 500) menuBodies.clear();
        menuBodies.set(`${restaurant.id}|${etag}`, body);
      }
      ctx.res.type("application/json").send(body);
      return null;
    },
  }),
  defineRoute({
    method: "get",
    path: "/restaurant/LookupName/:postCode/:isDelivery",
    session: false,
    params: z.object({ postCode: z.string().max(100), isDelivery: isDeliveryParam }),
    handler: async ({ params }, ctx) => {
      if (!validateSearchPostcode(params.postCode, ctx.services.brand.code).ok)
        throw new ApiError(400, [{ path: "postCode", message: POSTCODE_MESSAGE }]);
      const result = await ctx.services.search.byPostcode(params.postCode, params.isDelivery ? "delivery" : "collection");
      // The service hands back the same answer object for a repeated search: serialise it once.
      let body = searchBodies.get(result);
      if (!body) {
        body = JSON.stringify({ status: "OK", ...result });
        searchBodies.set(result, body);
      }
      ctx.res.type("application/json").send(body);
      return null;
    },
  }),
  defineRoute({
    method: "get",
    path: "/restaurant/LookupLatLong/:latitude/:longitude/:isDelivery",
    session: false,
    params: z.object({ latitude, longitude, isDelivery: isDeliveryParam }),
    handler: async ({ params }, ctx) =>
      ctx.services.search.byLocation(params.latitude, params.longitude, params.isDelivery ? "delivery" : "collection"),
  }),
  defineRoute({
    method: "get",
    path: "/restaurant/getTimeSlots/:id",
    session: false,
    params: z.object({ id: positiveId("id") }),
    handler: async ({ params }, ctx) => {
      await restaurantOr404(ctx, params.id, "id");
      return { timeSlots: await ctx.services.search.timeSlots(params.id) };
    },
  }),
  defineRoute({
    method: "get",
    path: "/geo/LookupAddresses/:postcode",
    session: false,
    params: z.object({ postcode: z.string().max(100) }),
    handler: async ({ params }, ctx) => {
      const valid = validateSearchPostcode(params.postcode, ctx.services.brand.code);
      if (!valid.ok) throw new ApiError(400, [{ path: "postcode", message: POSTCODE_MESSAGE }]);
      return { postcode: valid.postcode, addresses: ctx.services.addresses.lookup(valid.postcode) };
    },
  }),
  defineRoute({
    method: "post",
    path: "/basket/UpdateBasketDelivery/:searchTerm/:restaurantId",
    params: z.object({ searchTerm: searchTermParam, restaurantId: positiveId("restaurantId") }),
    handler: async ({ params }, ctx) =>
      answerSelection(
        ctx,
        await ctx.services.journey.selectRestaurant({
          basketId: ctx.session.basketId,
          restaurantId: params.restaurantId,
          mode: "delivery",
          searchTerm: params.searchTerm,
          confirmed: false,
        }),
      ),
  }),
  defineRoute({
    method: "post",
    path: "/basket/SetRestaurantDistance/:id/:distance/:searchTerm",
    params: z.object({
      id: positiveId("id"),
      distance: z.coerce.number({ message: "distance must be a number" }).min(0).max(1000),
      searchTerm: searchTermParam,
    }),
    handler: async ({ params }, ctx) =>
      answerSelection(
        ctx,
        await ctx.services.journey.selectRestaurant({
          basketId: ctx.session.basketId,
          restaurantId: params.id,
          mode: "collection",
          searchTerm: params.searchTerm,
          confirmed: false,
        }),
      ),
  }),
  defineRoute({
    method: "post",
    path: "/customer/changeRestaurant",
    body: z.object({ restaurantId: positiveId("restaurantId") }),
    handler: async ({ body }, ctx) => {
      await restaurantOr404(ctx, body.restaurantId, "restaurantId");
      const basket = await ctx.services.baskets.change(ctx.session.basketId, (s) =>
        s.restaurantId === body.restaurantId || !hasLines(s)
          ? s
          : { ...s, items: [], bundles: [], voucherCodes: [], rewards: [], rewardDraft: null, restaurantId: null },
      );
      return { basket: basketPayload(basket) };
    },
  }),
  defineRoute({
    method: "post",
    path: "/basket/ClearBasketDelivery",
    handler: async (_input, ctx) => ({ basket: basketPayload(await ctx.services.journey.clearDelivery(ctx.session.basketId)) }),
  }),
  defineRoute({
    method: "post",
    path: "/basket/QuickAddItem/:productId/:portionId",
    params: z.object({
      productId: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, { message: "productId is not a menu item id" }),
      portionId: z.string().regex(/^[a-z0-9-]{1,64}$/, { message: "portionId is not valid" }),
    }),
    handler: async ({ params }, ctx) => {
      try {
        const basket = await ctx.services.baskets.quickAdd(
          ctx.session.basketId,
          params.productId,
          async (rid) => (await ctx.services.search.record(rid))?.outOfStockItemIds ?? [],
        );
        return { basket: basketPayload(basket) };
      } catch (e) {
        if (e instanceof BasketRuleError) throw new ApiError(409, [{ path: e.field, message: e.message }]);
        throw e;
      }
    },
  }),
  defineRoute({
    method: "post",
    path: "/basket/ClearBasket",
    handler: async (_input, ctx) => {
      const basket = await ctx.services.baskets.clear(ctx.session.basketId);
      return { basket: basketPayload(basket) };
    },
  }),
];

// Exported for tests that need an empty basket's shape.

export const apiRoutes: ApiRoute[] = [
  ...coreRoutes,
  ...menuRoutes,
  ...basketRoutes,
  ...voucherRoutes,
  ...loyaltyRoutes,
  ...upsellRoutes,
  ...customerRoutes,
  ...orderRoutes,
];
