// Payment and order calls of spec 2 §7: the card form's client token, paying (also as
// basket/submitOrder) and the order for the confirmation page. The amount is never posted: the
// server prices the basket itself. Declines answer 402 naming the card number; a checkout step
// still owed answers 409 naming the reason, with where to go.
import { z } from "zod";
import type { PayOutcome } from "../../services/orders";
import { ApiError, defineRoute, isDeliveryParam, positiveId, sendErrors, type ApiRoute, type HandlerContext } from "./define";
import { basketPayload, restaurantOr404 } from "./payloads";

const payBody = z.object({
  idempotencyKey: z
    .string({ message: "idempotencyKey is required" })
    .regex(/^[A-Za-z0-9_-]{8,100}$/, { message: "idempotencyKey must be 8 to 100 letters, digits, '-' or '_'" }),
  cardNumber: z.string({ message: "Enter a valid card number" }).max(40, { message: "Enter a valid card number" }),
  expiry: z.string({ message: "Enter a valid expiry date (MM/YY)" }).max(10, { message: "Enter a valid expiry date (MM/YY)" }),
  cvv: z.string({ message: "Enter the security code" }).max(8, { message: "Enter the security code" }),
  nameOnCard: z.string({ message: "nameOnCard must be text" }).trim().max(100, { message: "nameOnCard is too long" }).optional(),
  /** The total shown to the customer, in minor units: a basket that now prices differently is not charged. */
  expectedTotal: z
    .number({ message: "expectedTotal must be a number" })
    .int({ message: "expectedTotal must be whole minor units" })
    .nonnegative({ message: "expectedTotal must not be negative" })
    .optional(),
});

const orderId = z
  .string()
  .regex(/^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[A-Z]-\d{6})$/, { message: "id is not an order id" });

const viewerOf = (ctx: HandlerContext) => ({ basketId: ctx.session.basketId, customerId: ctx.session.customerId });

async function answerPay(outcome: PayOutcome, ctx: HandlerContext) {
  switch (outcome.status) {
    case "paid": {
      const basket = await ctx.services.baskets.getOrCreate(ctx.session.basketId);
      return { order: outcome.order, basket: basketPayload(basket) };
    }
    case "invalid":
      throw new ApiError(400, outcome.errors);
    case "declined":
      ctx.res.status(402).json({ status: "ERROR", errors: [{ path: "cardNumber", message: outcome.message }], declineCode: outcome.code });
      return null;
    case "blocked":
      ctx.res.status(409).json({
        status: "ERROR",
        errors: [{ path: outcome.reason === "total-changed" ? "expectedTotal" : outcome.reason, message: outcome.message }],
        redirect: outcome.redirect,
      });
      return null;
    case "limited":
      sendErrors(ctx.res, 429, [{ path: "cardNumber", message: outcome.message }]);
      return null;
    case "pending":
      sendErrors(ctx.res, 409, [{ path: "idempotencyKey", message: outcome.message }]);
      return null;
    case "refunded":
      // Our failure, not the customer's input: nothing is owed, and the same key answers the same.
      sendErrors(ctx.res, 503, [{ path: "idempotencyKey", message: outcome.message }]);
      return null;
  }
}

const pay = defineRoute({
  method: "post",
  path: "/sandbox/pay",
  body: payBody,
  handler: async ({ body }, ctx) => {
    const identity = await ctx.services.customers.checkoutIdentity(ctx.session);
    const outcome = await ctx.services.orders.pay({
      basketId: ctx.session.basketId,
      sessionId: ctx.session.sessionId,
      customerId: ctx.session.customerId,
      identity,
      idempotencyKey: body.idempotencyKey,
      ip: ctx.session.ip,
      card: { number: body.cardNumber, expiry: body.expiry, cvv: body.cvv, nameOnCard: body.nameOnCard ?? null },
      expectedTotalMinor: body.expectedTotal,
    });
    return answerPay(outcome, ctx);
  },
});

async function orderForToday(ctx: HandlerContext, restaurantId: number, id?: string) {
  await restaurantOr404(ctx, restaurantId, "restaurantId");
  const orders = await ctx.services.orders.forToday(restaurantId, viewerOf(ctx), id);
  const order = orders[0];
  if (!order) throw new ApiError(404, [{ path: id === undefined ? "restaurantId" : "id", message: "No such order" }]);
  const next = ctx.services.orders.nextStatusChangeAt(order);
  return { order, orders, nextStatusChangeAt: next ? next.toISOString() : null };
}

/**
 * The order's live status as server-sent events: the status now, then each change when it is due
 * (at least once a minute, which keeps the connection alive), until the last status.
 */
const statusEvents = defineRoute({
  method: "get",
  path: "/orders/:id/events",
  params: z.object({ id: orderId }),
  query: z.object({ rid: positiveId("rid") }),
  handler: async ({ params, query }, ctx) => {
    const find = () => ctx.services.orders.find({ orderId: params.id, restaurantId: query.rid, viewer: viewerOf(ctx) });
    if (!(await find())) throw new ApiError(404, [{ path: "id", message: "No such order" }]);
    const { req, res } = ctx;
    res.writeHead(200, { "Content-Type": "text/event-stream", "Cache-Control": "no-store", Connection: "keep-alive" });
    let timer: ReturnType<typeof setTimeout> | undefined;
    let closed = false;
    req.on("close", () => {
      closed = true;
      clearTimeout(timer);
    });
    const send = async () => {
      const order = closed ? null : await find();
      if (!order || closed) return;
      const next = ctx.services.orders.nextStatusChangeAt(order);
      res.write(
        `event: status\ndata: ${JSON.stringify({ status: order.status, statusLabel: order.statusLabel, final: next === null })}\n\n`,
      );
      // compression buffers until told to send what it has.
      (res as unknown as { flush?: () => void }).flush?.();
      if (next === null) {
        res.end();
        return;
      }
      const wait = Math.min(Math.max(next.getTime() - ctx.services.clock.now().getTime() + 250, 1000), 60_000);
      timer = setTimeout(() => void send().catch(() => res.end()), wait);
    };
    await send();
    return null;
  },
});

export const orderRoutes: ApiRoute[] = [
  statusEvents,
  defineRoute({
    method: "get",
    path: "/orders/history",
    handler: async (_input, ctx) => {
      if (ctx.session.customerId === null) throw new ApiError(401, [{ path: "session", message: "Log in to see your orders" }]);
      return { orders: await ctx.services.orders.history(ctx.session.customerId) };
    },
  }),
  defineRoute({
    method: "post",
    path: "/orders/reorder/:id",
    params: z.object({ id: orderId }),
    body: z.object({ replace: z.boolean({ message: "must be true or false" }).optional() }),
    handler: async ({ params, body }, ctx) => {
      const outcome = await ctx.services.orders.reorder({
        orderId: params.id,
        viewer: viewerOf(ctx),
        basketId: ctx.session.basketId,
        replace: body.replace ?? false,
      });
      switch (outcome.status) {
        case "not-found":
          throw new ApiError(404, [{ path: "id", message: "No such order" }]);
        case "confirm":
          throw new ApiError(409, [
            { path: "replace", message: "The basket holds another restaurant's items: send replace: true to swap them." },
          ]);
        case "unavailable":
          throw new ApiError(409, [{ path: "id", message: outcome.message }]);
        case "ok":
          return { basket: basketPayload(outcome.basket), added: outcome.added, skipped: outcome.skipped };
      }
    },
  }),
  defineRoute({
    method: "get",
    path: "/sandbox/getClientToken/:restaurantId/:isDelivery",
    params: z.object({ restaurantId: positiveId("restaurantId"), isDelivery: isDeliveryParam }),
    handler: async ({ params }, ctx) => {
      await restaurantOr404(ctx, params.restaurantId, "restaurantId");
      return ctx.services.payments.clientToken({ restaurantId: params.restaurantId, isDelivery: params.isDelivery });
    },
  }),
  pay,
  { ...pay, path: "/basket/submitOrder" },
  defineRoute({
    method: "get",
    path: "/orders/GetOrderForToday/:restaurantId",
    params: z.object({ restaurantId: positiveId("restaurantId") }),
    handler: async ({ params }, ctx) => orderForToday(ctx, params.restaurantId),
  }),
  defineRoute({
    method: "get",
    path: "/orders/GetOrderForToday/:restaurantId/:id",
    params: z.object({ restaurantId: positiveId("restaurantId"), id: orderId }),
    handler: async ({ params }, ctx) => orderForToday(ctx, params.restaurantId, params.id),
  }),
];
