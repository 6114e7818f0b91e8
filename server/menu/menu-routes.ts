// Menu calls of spec 1 §7: the application bootstrap, categories, single items, bundles and the
// basket's stock check.
import { z } from "zod";
import { isAddable, isCustomisable } from "../../domain/menu/addability";
import type { MenuRecord } from "../db/repositories/menus";
import { ApiError, defineRoute, positiveId, type ApiRoute, type HandlerContext } from "../api/define";
import { basketAnswer, changedBasket } from "../basket";
import { restaurantOr404 } from "../search";
import { BasketAnswerSchema } from "../api/schemas/basket";
import { categoriesWithCards, menuEntities, presentMenu } from "./menu-payload";
import { sendCachedJson } from "./menu-body";
import {
  ApplicationPayload,
  BundlesPayload,
  MenuPayload,
  MenuCategoriesPayload,
  MenuCategoryPayload,
  OutOfStockPayload,
  SingleItemPayload,
  UpsellPayload,
} from "../api/schemas/menu";

const itemId = z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, { message: "not a menu item id" });
const noFilters = { diets: [], allergens: [], showCalories: true };

async function menuView(ctx: HandlerContext, restaurantId: number, field = "restaurantId") {
  await restaurantOr404(ctx, restaurantId, field);
  const view = await ctx.services.menu.view(restaurantId, noFilters);
  const record = await ctx.services.menu.record();
  if (!view || !record) throw new ApiError(404, [{ path: field, message: "No menu for this restaurant" }]);
  return { view, record, stock: await ctx.services.menu.outOfStock(restaurantId) };
}

/** The menu's entities with this restaurant's stock; none when the brand has no menu. */
async function entities(ctx: HandlerContext, restaurantId: number | null) {
  const record: MenuRecord | null = await ctx.services.menu.record();
  if (!record) return null;
  return menuEntities(record, restaurantId ? await ctx.services.menu.outOfStock(restaurantId) : new Set<string>());
}

export const menuRoutes: ApiRoute[] = [
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
    path: "/application",
    operationId: "getApplication",
    tag: "Menu",
    summary: "What the app needs to start: the menu (unless unchanged), the basket, the restaurant and the configuration",
    ok: ApplicationPayload,
    errors: [404, 503],
    query: z.object({ restaurantId: positiveId("restaurantId").optional(), menuEtag: z.string().max(64).optional() }),
    handler: async ({ query }, ctx) => {
      const basket = await ctx.services.baskets.getOrCreate(ctx.session.basketId);
      const restaurantId = query.restaurantId ?? basket.state.restaurantId;
      const restaurant = restaurantId ? await ctx.services.search.restaurant(restaurantId) : null;
      if (query.restaurantId && !restaurant)
        throw new ApiError(404, [{ path: "restaurantId", message: `No restaurant with id ${query.restaurantId}` }]);
      const view = restaurant ? await ctx.services.menu.view(restaurant.id, noFilters) : null;
      const record = view ? await ctx.services.menu.record() : null;
      // An unchanged menu is not sent again.
      const changed = view && record && view.hash !== query.menuEtag ? { view, record } : null;
      const stock = restaurant && changed ? await ctx.services.menu.outOfStock(restaurant.id) : new Set<string>();
      return {
        menu: changed
          ? {
              ...presentMenu(changed.record, changed.view.restaurantId, stock, changed.view.hash),
              categories: categoriesWithCards(changed.record, stock, changed.view.categories),
              count: changed.view.count,
            }
          : null,
        basket: { status: "OK", basket: await basketAnswer(ctx, basket) },
        restaurant,
        ...ctx.services.publicConfig(),
        cmsConfig: { banners: await ctx.services.banners.live(restaurant?.id ?? null) },
        captcha: null,
        frontEndConfig: ctx.services.brand.frontEndConfig,
      };
    },
  }),
  defineRoute({
    method: "get",
    path: "/restaurant/GetMenuById/:id/:name",
    operationId: "getMenuCategory",
    tag: "Menu",
    summary: "One category of a restaurant's menu, by name (case-insensitive)",
    ok: MenuCategoryPayload,
    errors: [404, 503],
    params: z.object({ id: positiveId("id"), name: z.string().min(1).max(100) }),
    handler: async ({ params }, ctx) => {
      const { view, record, stock } = await menuView(ctx, params.id, "id");
      const found = view.categories.find((c) => c.name.toLowerCase() === params.name.toLowerCase());
      const category = found ? categoriesWithCards(record, stock, [found])[0] : undefined;
      if (!category) throw new ApiError(404, [{ path: "name", message: `No category named ${params.name}` }]);
      return { name: params.name, category };
    },
  }),
  defineRoute({
    method: "get",
    path: "/restaurant/GetMenuForCategories",
    operationId: "getMenuCategories",
    tag: "Menu",
    summary: "The named categories of a restaurant's menu (categoryNames repeated per category)",
    ok: MenuCategoriesPayload,
    errors: [404, 503],
    query: z.object({
      restaurantId: positiveId("restaurantId"),
      categoryNames: z.union([z.string().max(100), z.array(z.string().max(100)).max(50)]).transform((v) => (Array.isArray(v) ? v : [v])),
    }),
    handler: async ({ query }, ctx) => {
      const { view, record, stock } = await menuView(ctx, query.restaurantId);
      const wanted = new Set(query.categoryNames.map((n) => n.toLowerCase()));
      return {
        categories: categoriesWithCards(
          record,
          stock,
          view.categories.filter((c) => wanted.has(c.name.toLowerCase())),
        ),
      };
    },
  }),
  defineRoute({
    method: "get",
    path: "/restaurant/getSingleMenuItem/:id/:itemId",
    operationId: "getMenuItem",
    tag: "Menu",
    summary: "One menu item with its option groups and this restaurant's stock",
    ok: SingleItemPayload,
    errors: [404, 503],
    params: z.object({ id: positiveId("id"), itemId }),
    handler: async ({ params }, ctx) => {
      await restaurantOr404(ctx, params.id, "id");
      const item = await ctx.services.menu.item(params.itemId);
      const present = await entities(ctx, params.id);
      if (!item || !present) throw new ApiError(404, [{ path: "itemId", message: `No item ${params.itemId}` }]);
      return { item: { ...item, ...present.item(item), isAddable: isAddable(item), isCustomisable: isCustomisable(item) } };
    },
  }),
  defineRoute({
    method: "get",
    path: "/restaurant/getbundles",
    operationId: "getBundles",
    tag: "Menu",
    summary: "Every bundle on the menu, with the stock of the restaurant asked for (else the basket's)",
    ok: BundlesPayload,
    errors: [404, 503],
    query: z.object({ restaurantId: positiveId("restaurantId").optional() }),
    handler: async ({ query }, ctx) => {
      const basket = query.restaurantId ? null : await ctx.services.baskets.peek(ctx.session.basketId);
      const restaurantId = query.restaurantId ?? basket?.state.restaurantId ?? null;
      if (query.restaurantId) await restaurantOr404(ctx, query.restaurantId, "restaurantId");
      return { bundles: (await entities(ctx, restaurantId))?.bundles() ?? [] };
    },
  }),
  defineRoute({
    method: "post",
    path: "/basket/CheckOutOfStock",
    operationId: "checkBasketStock",
    tag: "Menu",
    summary: "Which basket lines are out of stock at the basket's restaurant, or no longer on the menu",
    ok: OutOfStockPayload,
    errors: [403, 413, 503],
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
    operationId: "removeUnavailableBasketLines",
    tag: "Basket",
    summary: "Takes the out-of-stock and no-longer-offered lines out of the basket",
    ok: BasketAnswerSchema,
    errors: [403, 413, 503],
    handler: async (_input, ctx) => changedBasket(ctx, await ctx.services.basketLines.removeUnavailable(ctx.session)),
  }),
  defineRoute({
    method: "get",
    path: "/basket/GetUpsellItems/:id/:type",
    operationId: "getUpsellItems",
    tag: "Menu",
    summary: "Suggestions to add to the basket at a restaurant: sides and more (Upsell) or dips (Dips)",
    ok: UpsellPayload,
    errors: [404, 503],
    params: z.object({ id: positiveId("id"), type: z.enum(["Upsell", "Dips"], { message: "type must be Upsell or Dips" }) }),
    handler: async ({ params }, ctx) => {
      await restaurantOr404(ctx, params.id, "id");
      const basket = await ctx.services.baskets.getOrCreate(ctx.session.basketId);
      // Suggestions are for the basket's own restaurant.
      const state = { ...basket.state, restaurantId: params.id };
      const suggestions = await ctx.services.upsells.list(state, params.type);
      const present = await entities(ctx, params.id);
      const items = new Map((await ctx.services.menu.items(suggestions.map((s) => s.id))).map((i) => [i.id, i]));
      return {
        type: params.type,
        items: suggestions.flatMap((s) => {
          const item = items.get(s.id);
          return present && item ? [{ ...present.item(item), ...s }] : [];
        }),
      };
    },
  }),
];
