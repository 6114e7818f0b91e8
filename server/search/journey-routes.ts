// The basket's journey calls: choosing a restaurant for delivery or collection, confirming a move
// to another restaurant, changing the delivery postcode, leaving delivery, and the quick add and
// clear of the whole basket.
import { z } from "zod";
import type { OrderMode } from "../../domain/basket/basket";
import { validateSearchPostcode } from "../../domain/search/postcode";
import { paths } from "../../app/paths";
import { changedBasket } from "../basket";
import { ApiError, defineRoute, positiveId, type ApiRoute, type HandlerContext } from "../api/define";
import { basketAnswer } from "../basket";
import { BasketAnswerSchema } from "../api/schemas/basket";

const searchTermParam = z.string().trim().min(1, { message: "searchTerm is required" }).max(100);

const SelectedSchema = BasketAnswerSchema.extend({ menuPath: z.string().describe("The chosen restaurant's menu page.") });

const KeptQuoteSchema = z
  .object({
    fee: z.number().int().describe("The delivery fee kept, in minor units."),
    duration: z.object({ begin: z.number().int(), end: z.number().int() }).describe("Minutes from ordering to the door (ours)."),
    source: z.enum(["site", "client"]).describe("`client`: the fee the client sent was kept; `site`: ours replaced it (or none was sent)."),
  })
  .describe("The delivery quote kept on the basket.");

const DeliverySelectedSchema = SelectedSchema.extend({ deliveryQuote: KeptQuoteSchema });

const minor = (name: string) =>
  z.coerce
    .number({ message: `${name} must be a number` })
    .int({ message: `${name} must be whole minor units` })
    .min(0)
    .max(100_000);

/**
 * The spec's delivery selection: the chosen restaurant's fields (kept as they are, unread) with the
 * delivery fee, the place (lat, lon, userPostcode), the client's quote, the search term and the
 * restaurant. Every field may be left out: the path names the restaurant and the search.
 */
const DeliverySelection = z.looseObject({
  restaurantId: positiveId("restaurantId").optional(),
  searchTerm: z.string().max(100).optional(),
  userPostcode: z.string().max(100).optional(),
  lat: z.coerce.number({ message: "lat must be a number" }).min(-90).max(90).optional(),
  lon: z.coerce.number({ message: "lon must be a number" }).min(-180).max(180).optional(),
  deliveryFee: minor("deliveryFee").optional().describe("The fee the client was quoted, in minor units."),
  deliveryQuote: z
    .looseObject({ fee: minor("deliveryQuote.fee").optional(), duration: z.object({ begin: z.number(), end: z.number() }).optional() })
    .optional(),
});

/** The selection's own fields that must agree with the path (a client's slip would choose another place). */
function checkSelection(ctx: HandlerContext, restaurantId: number, searchTerm: string, body: z.infer<typeof DeliverySelection>) {
  const same = (a: string, b: string) => a.replace(/\s+/g, "").toUpperCase() === b.replace(/\s+/g, "").toUpperCase();
  if (body.restaurantId !== undefined && body.restaurantId !== restaurantId)
    throw new ApiError(400, [{ path: "restaurantId", message: "restaurantId is not the restaurant in the address" }]);
  if (body.searchTerm !== undefined && !same(body.searchTerm, searchTerm))
    throw new ApiError(400, [{ path: "searchTerm", message: "searchTerm is not the search in the address" }]);
  if (body.userPostcode !== undefined) {
    const searched = validateSearchPostcode(searchTerm, ctx.services.brand.code);
    if (!searched.ok || !same(body.userPostcode, searched.postcode))
      throw new ApiError(400, [{ path: "userPostcode", message: "userPostcode is not the postcode searched" }]);
  }
}

/**
 * Chooses a restaurant for the searched place (a first ask: a basket of another restaurant's items
 * needs customer/changeRestaurant) and maps the outcome to the envelope: the basket, or a 4xx.
 */
async function selectRestaurant(ctx: HandlerContext, restaurantId: number, mode: OrderMode, searchTerm: string, clientFeeMinor?: number) {
  const outcome = await ctx.services.journey.selectRestaurant({
    basketId: ctx.session.basketId,
    restaurantId,
    mode,
    searchTerm,
    confirmed: false,
    clientFeeMinor,
  });
  switch (outcome.outcome) {
    case "selected": {
      const basket = await ctx.services.baskets.getOrCreate(ctx.session.basketId);
      const q = outcome.deliveryQuote;
      return {
        basket: await basketAnswer(ctx, basket),
        menuPath: paths.menu(outcome.mode, outcome.restaurantId),
        ...(q ? { deliveryQuote: { fee: q.feeMinor, duration: q.duration, source: q.source } } : {}),
      };
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

export const journeyRoutes: ApiRoute[] = [
  defineRoute({
    method: "post",
    path: "/basket/UpdateBasketDelivery/:searchTerm/:restaurantId",
    operationId: "updateBasketDelivery",
    tag: "Basket",
    summary:
      "Choose a restaurant for delivery to the searched place: the delivery is quoted again, and a fee the client sends is kept only when it is not below ours",
    ok: DeliverySelectedSchema,
    errors: [409],
    params: z.object({ searchTerm: searchTermParam, restaurantId: positiveId("restaurantId") }),
    body: DeliverySelection,
    handler: async ({ params, body }, ctx) => {
      checkSelection(ctx, params.restaurantId, params.searchTerm, body);
      return selectRestaurant(ctx, params.restaurantId, "delivery", params.searchTerm, body.deliveryQuote?.fee ?? body.deliveryFee);
    },
  }),
  defineRoute({
    method: "post",
    path: "/basket/SetRestaurantDistance/:id/:distance/:searchTerm",
    operationId: "setRestaurantDistance",
    tag: "Basket",
    summary: "Choose a restaurant for collection, with its distance from the searched place",
    ok: SelectedSchema,
    errors: [409],
    params: z.object({
      id: positiveId("id"),
      distance: z.coerce.number({ message: "distance must be a number" }).min(0).max(1000),
      searchTerm: searchTermParam,
    }),
    handler: async ({ params }, ctx) => selectRestaurant(ctx, params.id, "collection", params.searchTerm),
  }),
  defineRoute({
    method: "post",
    path: "/customer/changeRestaurant",
    operationId: "changeRestaurant",
    tag: "Basket",
    summary: "Confirm moving to another restaurant: a basket of another restaurant's items is emptied",
    ok: BasketAnswerSchema,
    errors: [404],
    body: z.object({ restaurantId: positiveId("restaurantId") }),
    handler: async ({ body }, ctx) => {
      const outcome = await ctx.services.journey.changeRestaurant(ctx.session.basketId, body.restaurantId);
      if (outcome.outcome === "unavailable") throw new ApiError(404, [{ path: outcome.field, message: outcome.message }]);
      return { basket: await basketAnswer(ctx, outcome.basket) };
    },
  }),
  defineRoute({
    method: "post",
    path: "/basket/ChangeDeliveryPostcode",
    operationId: "changeDeliveryPostcode",
    tag: "Basket",
    summary:
      "Change the delivery postcode: the same restaurant's new quote with the items kept, or the delivery search for a postcode it does not deliver to",
    ok: BasketAnswerSchema.extend({
      delivered: z.boolean().describe("True when the restaurant delivers to the new postcode: the basket holds its new quote."),
      searchPath: z
        .string()
        .nullable()
        .describe("When it does not: the delivery search for that postcode (the basket is unchanged until another restaurant is chosen)."),
    }),
    errors: [409],
    body: z.object({ postcode: z.string({ message: "postcode is required" }).trim().min(1, { message: "postcode is required" }).max(100) }),
    handler: async ({ body }, ctx) => {
      const outcome = await ctx.services.journey.changeDeliveryPostcode(ctx.session.basketId, body.postcode);
      switch (outcome.outcome) {
        case "invalid":
          throw new ApiError(400, [{ path: outcome.field, message: outcome.message }]);
        case "not-delivery":
          throw new ApiError(409, [{ path: outcome.field, message: outcome.message }]);
        case "kept":
          return { basket: await basketAnswer(ctx, outcome.basket), delivered: true, searchPath: null };
        case "search":
          return {
            basket: await basketAnswer(ctx, outcome.basket),
            delivered: false,
            searchPath: paths.search("delivery", { q: outcome.postcode }),
          };
      }
    },
  }),
  defineRoute({
    method: "post",
    path: "/basket/ClearBasketDelivery",
    operationId: "clearBasketDelivery",
    tag: "Basket",
    summary: "Empty the basket and forget the delivery choice (spec 2 §7: an empty basket, as ClearBasket answers)",
    ok: BasketAnswerSchema,
    errors: [],
    handler: async (_input, ctx) => ({ basket: await basketAnswer(ctx, await ctx.services.baskets.clear(ctx.session.basketId)) }),
  }),
  defineRoute({
    method: "post",
    path: "/basket/QuickAddItem/:productId/:portionId",
    operationId: "quickAddItem",
    tag: "Basket",
    summary: "Add one unit of an item with its default choices",
    ok: BasketAnswerSchema,
    errors: [409],
    params: z.object({
      productId: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, { message: "productId is not a menu item id" }),
      portionId: z.string().regex(/^[a-z0-9-]{1,64}$/, { message: "portionId is not valid" }),
    }),
    handler: async ({ params }, ctx) => {
      return changedBasket(ctx, await ctx.services.basketLines.quickAdd(ctx.session, params.productId));
    },
  }),
  defineRoute({
    method: "post",
    path: "/basket/ClearBasket",
    operationId: "clearBasket",
    tag: "Basket",
    summary: "Empty the basket (a new basket key)",
    ok: BasketAnswerSchema,
    errors: [],
    handler: async (_input, ctx) => {
      const basket = await ctx.services.baskets.clear(ctx.session.basketId);
      return { basket: await basketAnswer(ctx, basket) };
    },
  }),
];
