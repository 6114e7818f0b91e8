// The /api endpoints. Each is listed here, so tests can walk every one of them.
import { z } from "zod";
import { emptyBasketState, numberOfItems, type Basket } from "../../../app/domain/basket";
import { cookiesAcceptedCookie } from "../cookies";
import { appendSetCookie } from "../session";
import { ApiError, defineRoute, positiveId, type ApiRoute, type HandlerContext } from "./define";

function basketPayload(basket: Basket) {
  return {
    id: basket.id,
    basketId: basket.id,
    key: basket.key,
    version: basket.version,
    restaurantId: basket.state.restaurantId,
    isDelivery: basket.state.mode === "delivery",
    items: basket.state.items,
    bundles: basket.state.bundles,
    numberOfItems: numberOfItems(basket.state),
    voucherCodes: basket.state.voucherCodes,
  };
}

async function customerPayload(ctx: HandlerContext) {
  if (!ctx.session.customerId) return null;
  const c = await ctx.services.customers.getById(ctx.session.customerId);
  if (!c) return null;
  return {
    id: c.id,
    email: c.email,
    firstName: c.firstName,
    lastName: c.lastName,
    mobileNumber: c.mobileNumber,
    appApproved: c.appApproved,
    employeeDiscountCode: c.employeeDiscountCode,
    currentTier: c.tier ? { name: c.tier } : null,
  };
}

async function restaurantOr404(ctx: HandlerContext, id: number, field: string) {
  const r = await ctx.services.restaurants.getById(ctx.services.brand.code, id);
  if (!r) throw new ApiError(404, [{ path: field, message: `No restaurant with id ${id}` }]);
  return r;
}

export const apiRoutes: ApiRoute[] = [
  defineRoute({
    method: "get",
    path: "/applicationConfig/oop",
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
        loyalty: { customer, rewards: [], offerRewards: [] },
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
    params: z.object({ id: positiveId("id") }),
    handler: async ({ params }, ctx) => ({ restaurant: await restaurantOr404(ctx, params.id, "id") }),
  }),
  defineRoute({
    method: "get",
    path: "/menu/:restaurantId",
    params: z.object({ restaurantId: positiveId("restaurantId") }),
    query: z.object({ etag: z.string().max(64).optional() }),
    handler: async ({ params, query }, ctx) => {
      const restaurant = await restaurantOr404(ctx, params.restaurantId, "restaurantId");
      const record = await ctx.services.menus.get(ctx.services.brand.code);
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
      return {
        menu: {
          restaurantId: restaurant.id,
          hash: etag.slice(1, -1),
          categories: record.menu.categories,
          items: record.menu.items,
          bundles: record.menu.bundles,
          outOfStockItems: restaurant.outOfStockItemIds,
        },
      };
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
export const emptyBasketForTests = emptyBasketState;
