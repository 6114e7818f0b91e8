// Payment and order calls of spec 2 §7: the card form's client token, paying (also as
// basket/submitOrder) and the order for the confirmation page. The amount is never posted: the
// server prices the basket itself. Declines answer 402 naming the card number; a checkout step
// still owed answers 409 naming the reason, with where to go.
import { z } from "zod";
import { payInputOf, payRequest, settlingOf } from "./pay-request";
import type { StatusUpdate } from "./order-events";
import type { OrderViewer, PayOutcome } from "./orders";
import { ApiError, defineRoute, isDeliveryParam, positiveId, sendErrors, type ApiRoute, type HandlerContext } from "../api/define";
import { basketAnswer } from "../basket";
import { restaurantOr404 } from "../search";
import { presentOrder } from "../api/order-payload";
import { BasketAnswerSchema, BasketSchema } from "../api/schemas/basket";
import { OrderSchema } from "../api/schemas/orders";

const OrderForTodaySchema = z.object({
  order: OrderSchema,
  orders: z.array(OrderSchema).describe("The viewer's orders at the restaurant today, newest first (just the one when an id is given)."),
  nextStatusChangeAt: z.string().nullable().describe("When the order's status next changes (ISO instant); null once final."),
});

const orderId = z
  .string()
  .regex(/^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[A-Z]-\d{6})$/, { message: "id is not an order id" });

/** The request as an order reader: its signed customer session decides (docs/decisions/013). */
const viewerOf = (ctx: HandlerContext): OrderViewer => ({
  basketId: ctx.session.basketId,
  sessionId: ctx.session.sessionId,
  customerId: ctx.session.customerId,
});

async function answerPay(outcome: PayOutcome, ctx: HandlerContext) {
  switch (outcome.status) {
    case "paid": {
      const basket = await ctx.services.baskets.getOrCreate(ctx.session.basketId);
      return { order: presentOrder(outcome.order), basket: await basketAnswer(ctx, basket) };
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
    case "requires-action": {
      const requiresAction = { url: outcome.challengeUrl, idempotencyKey: outcome.idempotencyKey, expiresAt: outcome.expiresAt };
      ctx.res.status(202).json({ status: "OK", ...RequiresActionSchema.parse({ requiresAction }) });
      return null;
    }
  }
}

const RequiresActionSchema = z.object({
  requiresAction: z
    .object({
      url: z.url().describe("The card's bank's page (3-D Secure): open it in the browser (or a frame of it)."),
      idempotencyKey: z.string().describe("The attempt to complete once the customer is back (it may be another tab's)."),
      expiresAt: z.string().describe("When an unanswered challenge ends and the basket is free again (ISO instant)."),
    })
    .describe(
      "The bank asks the customer first. Its page sends them back to the site's return address, which completes the payment; an app completes it with completeAuthentication.",
    ),
});

const pay = defineRoute({
  method: "post",
  path: "/sandbox/pay",
  operationId: "pay",
  tag: "Payment",
  summary: "Pay for the basket as priced by the server; the order is placed and held in the basket",
  ok: z.object({ order: OrderSchema, basket: BasketSchema }),
  accepted: RequiresActionSchema,
  // 402 for a declined card: errors name cardNumber, with declineCode.
  errors: [402, 409, 429, 503],
  body: payRequest,
  handler: async ({ body }, ctx) => {
    const identity = await ctx.services.customers.checkoutIdentity(ctx.session);
    const outcome = await ctx.services.orders.pay(payInputOf(ctx.session, identity, body), ctx.session);
    return answerPay(outcome, ctx);
  },
});

/** After the bank's 3-D Secure page: finishes the attempt, with the same answers as pay. */
const completeAuthentication = defineRoute({
  method: "post",
  path: "/sandbox/completeAuthentication",
  operationId: "completeAuthentication",
  tag: "Payment",
  summary: "Finish a payment once the customer is back from their bank's 3-D Secure page (idempotent per key)",
  ok: z.object({ order: OrderSchema, basket: BasketSchema }),
  accepted: RequiresActionSchema,
  errors: [402, 409, 503],
  body: z.object({ idempotencyKey: payRequest.shape.idempotencyKey }),
  handler: async ({ body }, ctx) => {
    const identity = await ctx.services.customers.checkoutIdentity(ctx.session);
    const outcome = await ctx.services.orders.completeAuthentication(settlingOf(ctx.session, identity, body.idempotencyKey), ctx.session);
    return answerPay(outcome, ctx);
  },
});

async function orderForToday(ctx: HandlerContext, restaurantId: number, id?: string) {
  await restaurantOr404(ctx, restaurantId, "restaurantId");
  const orders = await ctx.services.orders.forToday(restaurantId, viewerOf(ctx), id);
  const order = orders[0];
  if (!order) throw new ApiError(404, [{ path: id === undefined ? "restaurantId" : "id", message: "No such order" }]);
  const next = ctx.services.orders.nextStatusChangeAt(order);
  return { order: presentOrder(order), orders: orders.map(presentOrder), nextStatusChangeAt: next ? next.toISOString() : null };
}

/**
 * The order's live status as server-sent events: the status now, then each change (when it is due,
 * or at once when the clock moves on any node), at least once a minute, until the last status.
 */
const statusEvents = defineRoute({
  method: "get",
  path: "/orders/:id/events",
  operationId: "followOrderStatus",
  tag: "Orders",
  summary: "The order's live status as server-sent events (text/event-stream), not a JSON answer",
  events: z.object({
    status: z.string().describe("The order's status (the order's `status` field)."),
    statusLabel: z.string().describe("The status in the customer's words."),
    final: z.boolean().describe("The last status: the stream ends after it."),
  }),
  errors: [404],
  params: z.object({ id: orderId }),
  query: z.object({ rid: positiveId("rid") }),
  handler: async ({ params, query }, ctx) => {
    const { res } = ctx;
    const send = (update: StatusUpdate) => {
      if (!res.headersSent)
        res.writeHead(200, { "Content-Type": "text/event-stream", "Cache-Control": "no-store", Connection: "keep-alive" });
      res.write(`event: status\ndata: ${JSON.stringify(update)}\n\n`);
      // compression buffers until told to send what it has.
      (res as unknown as { flush?: () => void }).flush?.();
    };
    const stop = await ctx.services.orderStatus.follow({ orderId: params.id, restaurantId: query.rid, viewer: viewerOf(ctx) }, send, () =>
      res.end(),
    );
    if (!stop) throw new ApiError(404, [{ path: "id", message: "No such order" }]);
    if (res.destroyed) stop();
    else res.on("close", stop);
    return null;
  },
});

export const orderRoutes: ApiRoute[] = [
  statusEvents,
  defineRoute({
    method: "get",
    path: "/orders/history",
    operationId: "getOrderHistory",
    tag: "Orders",
    summary: "The signed-in customer's latest orders, newest first",
    ok: z.object({ orders: z.array(OrderSchema) }),
    errors: [401],
    handler: async (_input, ctx) => {
      if (ctx.session.customerId === null) throw new ApiError(401, [{ path: "session", message: "Log in to see your orders" }]);
      return { orders: (await ctx.services.orders.history(ctx.session.customerId)).map(presentOrder) };
    },
  }),
  defineRoute({
    method: "post",
    path: "/orders/reorder/:id",
    operationId: "reorder",
    tag: "Orders",
    summary: "Put a past order's lines back in the basket (lines no longer available are skipped and named)",
    ok: BasketAnswerSchema.extend({
      added: z.number().int().min(0),
      skipped: z.array(z.object({ name: z.string(), message: z.string() })),
    }),
    errors: [404, 409],
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
          return { basket: await basketAnswer(ctx, outcome.basket), added: outcome.added, skipped: outcome.skipped };
      }
    },
  }),
  defineRoute({
    method: "get",
    path: "/sandbox/getClientToken/:restaurantId/:isDelivery",
    operationId: "getClientToken",
    tag: "Payment",
    summary: "The card form's client token",
    ok: z.object({ clientToken: z.string(), environment: z.enum(["sandbox", "production"]), provider: z.string() }),
    errors: [404],
    params: z.object({ restaurantId: positiveId("restaurantId"), isDelivery: isDeliveryParam }),
    handler: async ({ params }, ctx) => {
      await restaurantOr404(ctx, params.restaurantId, "restaurantId");
      return ctx.services.clientToken({ restaurantId: params.restaurantId, isDelivery: params.isDelivery });
    },
  }),
  pay,
  completeAuthentication,
  { ...pay, path: "/basket/submitOrder", operationId: "submitOrder", summary: "The same as pay, by the spec's name" },
  defineRoute({
    method: "get",
    path: "/orders/GetOrderForToday/:restaurantId",
    operationId: "getOrderForToday",
    tag: "Orders",
    summary: "The viewer's latest order at the restaurant today",
    ok: OrderForTodaySchema,
    errors: [404],
    params: z.object({ restaurantId: positiveId("restaurantId") }),
    handler: async ({ params }, ctx) => orderForToday(ctx, params.restaurantId),
  }),
  defineRoute({
    method: "get",
    path: "/orders/GetOrderForToday/:restaurantId/:id",
    operationId: "getOrderForTodayById",
    tag: "Orders",
    summary: "One of the viewer's orders by id or number",
    ok: OrderForTodaySchema,
    errors: [404],
    params: z.object({ restaurantId: positiveId("restaurantId"), id: orderId }),
    handler: async ({ params }, ctx) => orderForToday(ctx, params.restaurantId, params.id),
  }),
];
