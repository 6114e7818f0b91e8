// The layout of the menu pages (the menu, customise an item, choose a bundle), adding nothing to
// their addresses: its middleware runs the menu journey's rule once (the basket on this journey, at
// this restaurant, with a quote that holds) and hands the pages what it found through the router
// context: `menuJourney(context)`, which throws the rule's redirect or 404 in the page that reads
// it. It has no loader and no component: React Router renders its pages in its place (having no
// path, it never matches an address alone, so it is never answered as a bare resource route).
import type { Route } from "./+types/menu-layout";
import { found, getApp, menuJourneyContext } from "../context";
import { requireMenuJourney } from "./menu-layout.server";

export const middleware: Route.MiddlewareFunction[] = [
  async ({ params, context, request }) => {
    context.set(menuJourneyContext, await found(() => requireMenuJourney(getApp(context), params, new URL(request.url))));
  },
];
