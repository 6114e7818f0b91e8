// The layout of checkout details and payment, adding nothing to their addresses: its middleware
// runs the rule they share once (the basket on this journey at a restaurant, and who is ordering)
// and hands it to them through the router context: `checkoutBasket(context)`, which throws the
// rule's redirect in the page that reads it. Each page's own checks stay in its loader. It has no
// loader and no component: React Router renders its pages in its place (having no path, it never
// matches an address alone, so it is never answered as a bare resource route).
import type { Route } from "./+types/checkout-layout";
import { checkoutBasketContext, found, getApp, journeyMode } from "../context";
import { requireCheckoutBasket } from "./checkout-layout.server";
import { personalPage } from "../forms/private-answers.server";

export const middleware: Route.MiddlewareFunction[] = [
  // Personal whoever asks: never kept by a cache (app/forms/private-answers.server.ts).
  personalPage,
  async ({ context }) => {
    context.set(checkoutBasketContext, await found(() => requireCheckoutBasket(getApp(context), journeyMode(context))));
  },
];
