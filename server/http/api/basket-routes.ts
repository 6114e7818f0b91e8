// Basket line calls of spec 1 §7. Every posted configuration is checked against the menu; posted
// prices are never read. Each call is one versioned change of the basket.
import { z } from "zod";
import { customIdOf, defaultSelections } from "../../../app/domain/addability";
import { initialConfiguration } from "../../../app/domain/customise";
import type { Basket } from "../../../app/domain/basket";
import { BasketRuleError } from "../../services/baskets";
import { ApiError, defineRoute, positiveId, type ApiRoute, type HandlerContext } from "./define";
import { basketPayload } from "./payloads";

const customID = z.string().regex(/^[0-9a-z]{8,64}$/, { message: "not a basket line id" });
const quantity = z.coerce.number({ message: "must be a number" }).int({ message: "must be a whole number" });
const itemId = z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, { message: "not a menu item id" });
const selection = z.object({ groupId: z.string().max(128), optionId: z.string().max(128), quantity: quantity.min(-1).max(20) });

async function rules<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    if (e instanceof BasketRuleError) throw new ApiError(409, [{ path: e.field, message: e.message }]);
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

const stockOf = (ctx: HandlerContext) => (rid: number) => ctx.services.menu.outOfStock(rid);

/**
 * The answer to a change of the basket's lines. A change can leave an applied voucher invalid (a
 * smaller spend, a bundle added): the server drops it, and the basket's `voucherExceptions` name
 * each code dropped with the reason (the app's 'We’re Sorry!' dialog, spec 2 §4).
 */
export async function changedBasket(ctx: HandlerContext, basket: Basket) {
  if (!basket.state.voucherCodes.length) return { basket: basketPayload(basket) };
  const removed = await ctx.services.vouchers.revalidate(ctx.session.basketId, ctx.session.customerId);
  if (!removed.length) return { basket: basketPayload(basket) };
  const current = await ctx.services.baskets.getOrCreate(ctx.session.basketId);
  return {
    basket: basketPayload(
      current,
      removed.map((r) => ({ code: r.code, message: r.message, voucherNotLinked: false })),
    ),
  };
}

class StaleBasket extends Error {}

export const basketRoutes: ApiRoute[] = [
  defineRoute({
    method: "post",
    path: "/basket/AddToBasket",
    body: z.object({
      restaurantId: positiveId("restaurantId"),
      items: z
        .array(z.object({ itemId, quantity: quantity.min(1).max(20).default(1), selections: z.array(selection).max(100).optional() }))
        .min(1)
        .max(20),
    }),
    handler: async ({ body }, ctx) => {
      await checkRestaurant(ctx, body.restaurantId);
      let basket = null;
      for (const line of body.items) {
        // A line sent without selections means the item's defaults (the menu card's 'Add').
        const item = line.selections ? null : await ctx.services.menu.item(line.itemId);
        const selections = line.selections ?? (item ? initialConfiguration(item).selections : []);
        basket = await rules(() =>
          ctx.services.baskets.addItem(
            ctx.session.basketId,
            { itemId: line.itemId, configuration: { itemId: line.itemId, quantity: line.quantity, selections } },
            stockOf(ctx),
          ),
        );
      }
      return changedBasket(ctx, basket!);
    },
  }),
  defineRoute({
    method: "post",
    path: "/basket/AddBundleToBasket",
    body: z.object({
      restaurantId: positiveId("restaurantId"),
      bundleId: itemId,
      quantity: quantity.min(1).max(20).default(1),
      sections: z
        .array(
          z.object({ sectionId: z.string().max(128), products: z.array(z.object({ itemId, quantity: quantity.min(1).max(20) })).max(20) }),
        )
        .max(20),
    }),
    handler: async ({ body }, ctx) => {
      await checkRestaurant(ctx, body.restaurantId);
      const basket = await rules(() =>
        ctx.services.baskets.addBundle(
          ctx.session.basketId,
          { bundleId: body.bundleId, configuration: { bundleId: body.bundleId, quantity: body.quantity, sections: body.sections } },
          stockOf(ctx),
        ),
      );
      return changedBasket(ctx, basket);
    },
  }),
  defineRoute({
    method: "post",
    path: "/basket/RemoveFromBasket",
    body: z.object({ customID, quantity: quantity.min(1).max(99).default(1) }),
    handler: async ({ body }, ctx) =>
      changedBasket(ctx, await rules(() => ctx.services.baskets.stepLine(ctx.session.basketId, "item", body.customID, -body.quantity))),
  }),
  defineRoute({
    method: "post",
    path: "/basket/removeBundleFromBasket",
    body: z.object({ customID, quantity: quantity.min(1).max(99).default(99) }),
    handler: async ({ body }, ctx) =>
      changedBasket(ctx, await rules(() => ctx.services.baskets.stepLine(ctx.session.basketId, "bundle", body.customID, -body.quantity))),
  }),
  defineRoute({
    method: "post",
    path: "/basket/QuickRemoveItem/:productId/:portionId",
    params: z.object({ productId: itemId, portionId: z.string().regex(/^[a-z0-9-]{1,64}$/, { message: "portionId is not valid" }) }),
    handler: async ({ params }, ctx) => {
      const item = await ctx.services.menu.item(params.productId);
      if (!item) throw new ApiError(404, [{ path: "productId", message: `No item ${params.productId}` }]);
      const id = customIdOf(item.id, defaultSelections(item));
      return changedBasket(ctx, await rules(() => ctx.services.baskets.stepLine(ctx.session.basketId, "item", id, -1)));
    },
  }),
  defineRoute({
    method: "post",
    path: "/basket/SetBasketItems",
    body: z.object({ items: z.array(z.object({ customID, quantity: quantity.min(0).max(99) })).max(100) }),
    handler: async ({ body }, ctx) => {
      const basket = await rules(() =>
        ctx.services.baskets.change(ctx.session.basketId, (state) => {
          for (const want of body.items) {
            const line = state.items.find((l) => l.customID === want.customID);
            if (!line) throw new BasketRuleError("customID", "This basket line no longer exists.");
            line.quantity = want.quantity;
          }
          state.items = state.items.filter((l) => l.quantity > 0);
          return state;
        }),
      );
      return changedBasket(ctx, basket);
    },
  }),
  defineRoute({
    method: "post",
    path: "/basket/UpdateBasket",
    body: z.object({
      restaurantId: positiveId("restaurantId"),
      numberOfItems: quantity.min(0).max(10_000).optional(),
      version: quantity.min(1),
      items: z
        .array(z.object({ customID, quantity: quantity.min(0).max(99) }))
        .max(100)
        .default([]),
      bundles: z
        .array(z.object({ customID, quantity: quantity.min(0).max(99) }))
        .max(100)
        .default([]),
    }),
    handler: async ({ body }, ctx) => {
      await checkRestaurant(ctx, body.restaurantId);
      try {
        const basket = await rules(() =>
          ctx.services.baskets.change(ctx.session.basketId, (state, current) => {
            // A client writing from an older copy of the basket would undo someone else's change.
            if (body.version < current.version) throw new StaleBasket();
            for (const [lines, wanted] of [
              [state.items, body.items],
              [state.bundles, body.bundles],
            ] as const) {
              for (const want of wanted) {
                const line = lines.find((l) => l.customID === want.customID);
                if (!line) throw new BasketRuleError("customID", "This basket line no longer exists.");
                line.quantity = want.quantity;
              }
            }
            state.items = state.items.filter((l) => l.quantity > 0);
            state.bundles = state.bundles.filter((l) => l.quantity > 0);
            return state;
          }),
        );
        return await changedBasket(ctx, basket);
      } catch (e) {
        if (!(e instanceof StaleBasket)) throw e;
        const current = await ctx.services.baskets.getOrCreate(ctx.session.basketId);
        ctx.res.status(409).json({
          status: "ERROR",
          errors: [{ path: "version", message: "The basket has changed since this copy was read." }],
          basket: basketPayload(current),
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
    body: z.object({ voucherCode: z.string().max(40, { message: "voucherCode is too long" }) }),
    handler: async ({ body }, ctx) => {
      const { basket, exceptions } = await ctx.services.vouchers.apply(
        ctx.session.basketId,
        body.voucherCode,
        ctx.session.customerId,
        ctx.session.ip,
      );
      return {
        basket: basketPayload(basket),
        voucherExceptions: exceptions.map((e) => ({ code: e.code, message: e.message, voucherNotLinked: e.voucherNotLinked })),
      };
    },
  }),
  defineRoute({
    method: "post",
    path: "/basket/RemoveVoucher",
    body: z.object({ voucherCode: z.string().min(1, { message: "voucherCode is required" }).max(40) }),
    handler: async ({ body }, ctx) => ({
      basket: basketPayload(await ctx.services.vouchers.remove(ctx.session.basketId, body.voucherCode)),
    }),
  }),
];
