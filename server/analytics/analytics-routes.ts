// The analytics collector: the pages' beacons (navigator.sendBeacon) post here. The same use case
// records the events a page's form action sees without JavaScript (docs/decisions/017).
import { z } from "zod";
import { AnalyticsBatchSchema } from "../../domain/analytics-events";
import { defineRoute, type ApiRoute } from "../api/define";

export const analyticsRoutes: ApiRoute[] = [
  defineRoute({
    method: "post",
    path: "/events",
    operationId: "recordEvents",
    tag: "Analytics",
    summary:
      "Record analytics events (add to basket, recommendation adds, item information, basket navigation, page changes): nothing is recorded until cookies are accepted",
    body: AnalyticsBatchSchema,
    ok: z
      .object({ recorded: z.int().min(0).max(5).describe("How many events were recorded: 0 without cookie consent") })
      .meta({ examples: [{ recorded: 2 }] }),
    errors: [],
    handler: async ({ body }, { services, session }) => services.analytics.record(session, body.events),
  }),
];
