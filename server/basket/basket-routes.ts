// Basket line calls of spec 1 §7. Every posted configuration is checked against the menu; posted
// prices are never read. Each call is one versioned change of the basket.
import { z } from "zod";
import { customIdOf, defaultSelections } from "../../domain/menu/addability";
import { initialConfiguration } from "../../domain/menu/customise";
import { MAX_LINE_QUANTITY } from "../../domain/basket/line-quantity";
import { BasketRuleError, BasketStaleError } from "../refusals";
import { ApiError, defineRoute, positiveId, type ApiRoute, type HandlerContext } from "../api/define";
import { basketAnswer, changedBasket } from "./basket-answer";
import { BasketAnswerSchema, BasketSchema, VoucherExceptionSchema } from "../api/schemas/basket";

const customID = z.string().regex(/^[0-9a-z]{8,64}$/, { message: "not a basket line id" });
const quantity = z.coerce.number({ message: "must be a number" }).int({ message: "must be a whole number" });
// The one line rule (docs/decisions/013): a line holds 1 to 99; setting 0 takes it out.
const lineQuantity = quantity
  .min(1, { message: `must be from 1 to ${MAX_LINE_QUANTITY}` })
  .max(MAX_LINE_QUANTITY, { message: `must be from 1 to ${MAX_LINE_QUANTITY}` });
const setQuantity = quantity
  .min(0, { message: `must be from 0 to ${MAX_LINE_QUANTITY}` })
  .max(MAX_LINE_QUANTITY, { message: `must be from 0 to ${MAX_LINE_QUANTITY}` });
const itemId = z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, { message: "not a menu item id" });
const selection = z.object({ groupId: z.string().max(128), optionId: z.string().max(128), quantity: quantity.min(-1).max(20) });

/**
 * A refused line of a change of several: the 409 names it in the body (`items.1.quantity`). Other
 * refusals answer 409 naming their field as they are (server/api/index.ts).
 */
async function linePaths<T>(work: () => Promise<T>, pathOf = (line: number, field: string) => `items.${line}.${field}`): Promise<T> {
  try {
    return await work();
  } catch (e) {
    if (e instanceof BasketRuleError && e.field === "quantity" && e.line !== undefined)
      throw new ApiError(409, [{ path: pathOf(e.line, "quantity"), message: e.message }]);
    throw e;
  }
}

async function checkRestaurant(ctx: HandlerContext, restaurantId: number) {
  const basket = await ctx.services.baskets.getOrCreate(ctx.session.basketId);
  if (basket.state.restaurantId !== restaurantId) {
    throw new ApiError(409, [{ path: "restaurantId", message: "The basket is for another restaurant: choose this restaurant first." }]);
  }
  return basket;
}

/**
 * The lines RemoveFromBasket and removeBundleFromBasket take off: the spec's array of lines (each
 * with restaurantId, customID and quantity), or one line as an object. `quantity` is how many units
 * go, `fallback` when it is left out.
 */
const linesToRemove = (fallback: number) => {
  const line = z.object({
    restaurantId: positiveId("restaurantId").optional().describe("The basket's restaurant, as the spec's lines carry it"),
    customID,
    quantity: lineQuantity.default(fallback),
  });
  return z.union([line, z.array(line).min(1, { message: "name at least one line" }).max(100)]);
};
type LinesToRemove = z.infer<ReturnType<typeof linesToRemove>>;

/** Takes the lines off in one change: a refused one is named as the request put it (`1.customID`). */
async function removeLines(ctx: HandlerContext, kind: "item" | "bundle", body: LinesToRemove) {
  const lines = Array.isArray(body) ? body : [body];
  const restaurants = new Set(lines.flatMap((l) => (l.restaurantId === undefined ? [] : [l.restaurantId])));
  for (const restaurantId of restaurants) await checkRestaurant(ctx, restaurantId);
  const steps = lines.map((l) => ({ customID: l.customID, delta: -l.quantity }));
  return ctx.services.basketLines.stepLines(ctx.session, kind, steps, (i, field) => (Array.isArray(body) ? `${i}.${field}` : field));
}

/** The contract every basket change shares: it answers the basket. */
const basketChange = (operationId: string, summary: string, errors: readonly (404 | 409)[] = [409]) =>
  ({ operationId, tag: "Basket", summary, ok: BasketAnswerSchema, errors }) as const;

export const basketRoutes: ApiRoute[] = [
  defineRoute({
    method: "post",
    path: "/basket/AddToBasket",
    ...basketChange(
      "addToBasket",
      "Add lines: the spec's array of lines named by customID (restaurantId, customID, quantity), or items with their customisation",
    ),
    body: z.union([
      z
        .array(
          z.object({
            restaurantId: positiveId("restaurantId"),
            customID: customID.describe("A customID the site issued: an item's default in /api/menu, or a basket line's"),
            quantity: lineQuantity.default(1),
          }),
        )
        .min(1, { message: "name at least one line" })
        .max(20),
      z.object({
        restaurantId: positiveId("restaurantId"),
        items: z
          .array(z.object({ itemId, quantity: lineQuantity.default(1), selections: z.array(selection).max(100).optional() }))
          .min(1)
          .max(20),
      }),
    ]),
    handler: async ({ body }, ctx) => {
      if (Array.isArray(body)) {
        for (const restaurantId of new Set(body.map((l) => l.restaurantId))) await checkRestaurant(ctx, restaurantId);
        // All the lines or none: an unknown customID or a refused line is named as the request put it (`1.customID`).
        const path = (line: number, field: string) => `${line}.${field}`;
        const basket = await linePaths(() => ctx.services.basketLines.addByCustomId(ctx.session, body, path), path);
        return changedBasket(ctx, basket);
      }
      await checkRestaurant(ctx, body.restaurantId);
      // A line sent without selections means the item's defaults (the menu card's 'Add').
      const lines = await Promise.all(
        body.items.map(async (line) => {
          const item = line.selections ? null : await ctx.services.menu.item(line.itemId);
          const selections = line.selections ?? (item ? initialConfiguration(item).selections : []);
          return { itemId: line.itemId, configuration: { itemId: line.itemId, quantity: line.quantity, selections } };
        }),
      );
      // All the lines or none: a refused line leaves the basket as it was, and is named.
      const basket = await linePaths(() => ctx.services.basketLines.addItems(ctx.session, lines));
      return changedBasket(ctx, basket);
    },
  }),
  defineRoute({
    method: "post",
    path: "/basket/AddBundleToBasket",
    ...basketChange("addBundleToBasket", "Add a bundle with its chosen products"),
    body: z.object({
      restaurantId: positiveId("restaurantId"),
      bundleId: itemId,
      quantity: lineQuantity.default(1),
      sections: z
        .array(
          z.object({ sectionId: z.string().max(128), products: z.array(z.object({ itemId, quantity: quantity.min(1).max(20) })).max(20) }),
        )
        .max(20),
    }),
    handler: async ({ body }, ctx) => {
      await checkRestaurant(ctx, body.restaurantId);
      const basket = await ctx.services.basketLines.addBundle(ctx.session, {
        bundleId: body.bundleId,
        configuration: { bundleId: body.bundleId, quantity: body.quantity, sections: body.sections },
      });
      return changedBasket(ctx, basket);
    },
  }),
  defineRoute({
    method: "post",
    path: "/basket/RemoveFromBasket",
    ...basketChange("removeFromBasket", "Take units off item lines: one line, or an array of lines (spec 1 §7), all or none"),
    body: linesToRemove(1),
    handler: async ({ body }, ctx) => changedBasket(ctx, await removeLines(ctx, "item", body)),
  }),
  defineRoute({
    method: "post",
    path: "/basket/removeBundleFromBasket",
    ...basketChange("removeBundleFromBasket", "Take units off bundle lines (all of each by default): one line, or an array of lines"),
    body: linesToRemove(MAX_LINE_QUANTITY),
    handler: async ({ body }, ctx) => changedBasket(ctx, await removeLines(ctx, "bundle", body)),
  }),
  defineRoute({
    method: "post",
    path: "/basket/QuickRemoveItem/:productId/:portionId",
    ...basketChange("quickRemoveItem", "Take one unit off the line of an item with its default choices", [404, 409]),
    params: z.object({ productId: itemId, portionId: z.string().regex(/^[a-z0-9-]{1,64}$/, { message: "portionId is not valid" }) }),
    handler: async ({ params }, ctx) => {
      const item = await ctx.services.menu.item(params.productId);
      if (!item) throw new ApiError(404, [{ path: "productId", message: `No item ${params.productId}` }]);
      const id = customIdOf(item.id, defaultSelections(item));
      return changedBasket(ctx, await ctx.services.basketLines.stepLine(ctx.session, "item", id, -1));
    },
  }),
  defineRoute({
    method: "post",
    path: "/basket/SetBasketItems",
    ...basketChange("setBasketItems", "Set item lines' quantities (0 takes a line out)"),
    body: z.object({ items: z.array(z.object({ customID, quantity: setQuantity })).max(100) }),
    handler: async ({ body }, ctx) => changedBasket(ctx, await ctx.services.basketLines.setQuantities(ctx.session, { items: body.items })),
  }),
  defineRoute({
    method: "post",
    path: "/basket/UpdateBasket",
    ...basketChange(
      "updateBasket",
      "Set line quantities; with `version`, only against that basket version (409 with the current basket when stale), without it on the current basket (the last write wins)",
    ),
    body: z.object({
      restaurantId: positiveId("restaurantId"),
      numberOfItems: quantity.min(0).max(10_000).optional(),
      version: quantity
        .min(1)
        .optional()
        .describe("The basket version the client read; without it the change applies to the current basket"),
      items: z
        .array(z.object({ customID, quantity: setQuantity }))
        .max(100)
        .default([]),
      bundles: z
        .array(z.object({ customID, quantity: setQuantity }))
        .max(100)
        .default([]),
    }),
    handler: async ({ body }, ctx) => {
      await checkRestaurant(ctx, body.restaurantId);
      try {
        // A client writing from an older copy of the basket would undo someone else's change; one that
        // names no version (the spec's clients) writes on the current basket, the last write winning.
        const basket = await ctx.services.basketLines.setQuantities(
          ctx.session,
          { items: body.items, bundles: body.bundles },
          body.version,
        );
        return await changedBasket(ctx, basket);
      } catch (e) {
        if (!(e instanceof BasketStaleError)) throw e;
        const current = await ctx.services.baskets.getOrCreate(ctx.session.basketId);
        ctx.res.status(409).json({
          status: "ERROR",
          errors: [{ path: "version", message: "The basket has changed since this copy was read." }],
          basket: await basketAnswer(ctx, current),
        });
        return null;
      }
    },
  }),
];

export const voucherRoutes: ApiRoute[] = [
  defineRoute({
    method: "post",
    path: "/basket/AddVoucher",
    operationId: "addVoucher",
    tag: "Vouchers",
    summary: "Apply a voucher code; a refused code comes back in voucherExceptions (status stays OK)",
    ok: z.object({ basket: BasketSchema, voucherExceptions: z.array(VoucherExceptionSchema) }),
    errors: [],
    body: z.object({ voucherCode: z.string().max(40, { message: "voucherCode is too long" }) }),
    handler: async ({ body }, ctx) => {
      const { basket, exceptions } = await ctx.services.vouchers.apply(
        ctx.session.basketId,
        body.voucherCode,
        ctx.session.customerId,
        ctx.session.ip,
      );
      const voucherExceptions = exceptions.map((e) => ({ code: e.code, message: e.message, voucherNotLinked: e.voucherNotLinked }));
      return { basket: await basketAnswer(ctx, basket, voucherExceptions), voucherExceptions };
    },
  }),
  defineRoute({
    method: "post",
    path: "/basket/RemoveVoucher",
    operationId: "removeVoucher",
    tag: "Vouchers",
    summary: "Take a voucher code off the basket",
    ok: BasketAnswerSchema,
    errors: [],
    body: z.object({ voucherCode: z.string().min(1, { message: "voucherCode is required" }).max(40) }),
    handler: async ({ body }, ctx) => ({
      basket: await basketAnswer(ctx, await ctx.services.vouchers.remove(ctx.session.basketId, body.voucherCode)),
    }),
  }),
];
