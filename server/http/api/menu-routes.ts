// Menu calls of spec 1 §7: the application bootstrap, categories, single items, bundles and the
// basket's stock check.
import { z } from "zod";
import { isAddable, isCustomisable } from "../../../app/domain/addability";
import { isBundleAvailable } from "../../../app/domain/bundle";
import { ApiError, defineRoute, positiveId, type ApiRoute, type HandlerContext } from "./define";
import { basketPayload, restaurantOr404 } from "./payloads";
import { changedBasket } from "./basket-routes";

const itemId = z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, { message: "not a menu item id" });
const noFilters = { diets: [], allergens: [], showCalories: true };

async function menuView(ctx: HandlerContext, restaurantId: number) {
  await restaurantOr404(ctx, restaurantId, "restaurantId");
  const view = await ctx.services.menu.view(restaurantId, noFilters);
  if (!view) throw new ApiError(404, [{ path: "restaurantId", message: "No menu for this restaurant" }]);
  return view;
}

export const menuRoutes: ApiRoute[] = [
  defineRoute({
    method: "get",
    path: "/application",
    query: z.object({ restaurantId: positiveId("restaurantId").optional(), menuEtag: z.string().max(64).optional() }),
    handler: async ({ query }, ctx) => {
      const basket = await ctx.services.baskets.getOrCreate(ctx.session.basketId);
      const restaurantId = query.restaurantId ?? basket.state.restaurantId;
      const restaurant = restaurantId ? await ctx.services.search.restaurant(restaurantId) : null;
      if (query.restaurantId && !restaurant)
        throw new ApiError(404, [{ path: "restaurantId", message: `No restaurant with id ${query.restaurantId}` }]);
      const view = restaurant ? await ctx.services.menu.view(restaurant.id, noFilters) : null;
      return {
        // An unchanged menu is not sent again.
        menu: view && view.hash !== query.menuEtag ? view : null,
        basket: { status: "OK", basket: basketPayload(basket) },
        restaurant,
        ...ctx.services.publicConfig(),
        cmsConfig: { banners: [] },
        captcha: null,
        frontEndConfig: ctx.services.brand.frontEndConfig,
      };
    },
  }),
  defineRoute({
    method: "get",
    path: "/restaurant/GetMenuById/:id/:name",
    params: z.object({ id: positiveId("id"), name: z.string().min(1).max(100) }),
    handler: async ({ params }, ctx) => {
      const view = await menuView(ctx, params.id);
      const category = view.categories.find((c) => c.name.toLowerCase() === params.name.toLowerCase());
      if (!category) throw new ApiError(404, [{ path: "name", message: `No category named ${params.name}` }]);
      return { name: params.name, category };
    },
  }),
  defineRoute({
    method: "get",
    path: "/restaurant/GetMenuForCategories",
    query: z.object({
      restaurantId: positiveId("restaurantId"),
      categoryNames: z.union([z.string().max(100), z.array(z.string().max(100)).max(50)]).transform((v) => (Array.isArray(v) ? v : [v])),
    }),
    handler: async ({ query }, ctx) => {
      const view = await menuView(ctx, query.restaurantId);
      const wanted = new Set(query.categoryNames.map((n) => n.toLowerCase()));
      return { categories: view.categories.filter((c) => wanted.has(c.name.toLowerCase())) };
    },
  }),
  defineRoute({
    method: "get",
    path: "/restaurant/getSingleMenuItem/:id/:itemId",
    params: z.object({ id: positiveId("id"), itemId }),
    handler: async ({ params }, ctx) => {
      await restaurantOr404(ctx, params.id, "id");
      const item = await ctx.services.menu.item(params.itemId);
      if (!item) throw new ApiError(404, [{ path: "itemId", message: `No item ${params.itemId}` }]);
      const stock = await ctx.services.menu.outOfStock(params.id);
      return { item: { ...item, outOfStock: stock.has(item.id), isAddable: isAddable(item), isCustomisable: isCustomisable(item) } };
    },
  }),
  defineRoute({
    method: "get",
    path: "/restaurant/getbundles",
    query: z.object({ restaurantId: positiveId("restaurantId").optional() }),
    handler: async ({ query }, ctx) => {
      const basket = query.restaurantId ? null : await ctx.services.baskets.peek(ctx.session.basketId);
      const restaurantId = query.restaurantId ?? basket?.state.restaurantId ?? null;
      if (query.restaurantId) await restaurantOr404(ctx, query.restaurantId, "restaurantId");
      const stock = restaurantId ? await ctx.services.menu.outOfStock(restaurantId) : new Set<string>();
      const bundles = (await ctx.services.menu.record())?.menu.bundles ?? [];
      return { bundles: bundles.map((b) => ({ ...b, available: isBundleAvailable(b, stock) })) };
    },
  }),
  defineRoute({
    method: "post",
    path: "/basket/CheckOutOfStock",
    handler: async (_input, ctx) => {
      const basket = await ctx.services.baskets.getOrCreate(ctx.session.basketId);
      const rid = basket.state.restaurantId;
      const stock = rid ? await ctx.services.menu.outOfStock(rid) : new Set<string>();
      const record = await ctx.services.menu.record();
      const onMenu = new Set(record?.menu.items.map((i) => i.id) ?? []);
      const bundleIds = new Set(record?.menu.bundles.map((b) => b.id) ?? []);
      return {
        outOfStockItems: basket.state.items.filter((l) => stock.has(l.id)).map((l) => l.customID),
        outOfStockBundles: basket.state.bundles
          .filter((b) => b.sections.some((sec) => sec.products.some((p) => stock.has(p.itemId))))
          .map((b) => b.customID),
        unavailableItems: [
          ...basket.state.items.filter((l) => !onMenu.has(l.id)).map((l) => ({ customID: l.customID, doesNotExistInCurrentMenu: true })),
          ...basket.state.bundles
            .filter((b) => !bundleIds.has(b.bundleId))
            .map((b) => ({ customID: b.customID, doesNotExistInCurrentMenu: true })),
        ],
      };
    },
  }),
];

export const upsellRoutes: ApiRoute[] = [
  defineRoute({
    method: "post",
    path: "/basket/RemoveOutOfStockItemsFromBasket",
    handler: async (_input, ctx) => changedBasket(ctx, await ctx.services.removeUnavailableLines(ctx.session.basketId)),
  }),
  defineRoute({
    method: "get",
    path: "/basket/GetUpsellItems/:id/:type",
    params: z.object({ id: positiveId("id"), type: z.enum(["Upsell", "Dips"], { message: "type must be Upsell or Dips" }) }),
    handler: async ({ params }, ctx) => {
      await restaurantOr404(ctx, params.id, "id");
      const basket = await ctx.services.baskets.getOrCreate(ctx.session.basketId);
      // Suggestions are for the basket's own restaurant.
      const state = { ...basket.state, restaurantId: params.id };
      return { type: params.type, items: await ctx.services.upsells.list(state, params.type) };
    },
  }),
];
