// The signed-in customer's saved cards over /api: listed, and removed (here and at the gateway).
// Paying with one is POST /api/sandbox/pay with `savedCardId` and the security code.
import { z } from "zod";
import { ApiError, defineRoute, type ApiRoute, type HandlerContext } from "../api/define";
import type { SavedCard } from "./saved-cards";

const SavedCardSchema = z
  .object({
    id: z.string().describe("Pass as savedCardId to pay, or to removeSavedCard."),
    cardType: z.string().nullable().describe("The card's network (visa, mastercard, american-express, …), or null."),
    last4: z.string().describe("The card number's last four digits."),
    expiryMonth: z.number().int(),
    expiryYear: z.number().int(),
    label: z.string().describe("How the payment page names it: 'Visa ending 1111'."),
  })
  .describe("A card kept at the payment gateway: the site keeps its token, never the number or the security code.");

const SavedCardsSchema = z.object({
  cards: z.array(SavedCardSchema).describe("The cards that can pay now (not past their expiry month), newest first."),
});

const present = (card: SavedCard): z.infer<typeof SavedCardSchema> => ({
  id: card.id,
  cardType: card.cardType,
  last4: card.last4,
  expiryMonth: card.expiryMonth,
  expiryYear: card.expiryYear,
  label: card.label,
});

function signedIn(ctx: HandlerContext): number {
  if (ctx.session.customerId === null) throw new ApiError(401, [{ path: "session", message: "Log in to see your saved cards" }]);
  return ctx.session.customerId;
}

export const savedCardRoutes: ApiRoute[] = [
  defineRoute({
    method: "get",
    path: "/customer/savedCards",
    operationId: "getSavedCards",
    tag: "Payment",
    summary: "The signed-in customer's saved cards",
    ok: SavedCardsSchema,
    errors: [401],
    handler: async (_input, ctx) => ({ cards: (await ctx.services.savedCards.list(signedIn(ctx))).map(present) }),
  }),
  defineRoute({
    method: "post",
    path: "/customer/removeSavedCard",
    operationId: "removeSavedCard",
    tag: "Payment",
    summary: "Remove one of the signed-in customer's saved cards, here and at the payment gateway",
    ok: SavedCardsSchema,
    errors: [401, 404],
    body: z.object({
      id: z.string({ message: "id is required" }).min(1, { message: "id is required" }).max(64, { message: "id is not a saved card" }),
    }),
    handler: async ({ body }, ctx) => {
      const customerId = signedIn(ctx);
      const removed = await ctx.services.savedCards.remove(customerId, body.id);
      if (!removed) throw new ApiError(404, [{ path: "id", message: "No such saved card" }]);
      return { cards: (await ctx.services.savedCards.list(customerId)).map(present) };
    },
  }),
];
