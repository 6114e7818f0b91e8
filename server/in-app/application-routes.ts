// What a client (the brand's app first of all) asks before anything else: the brand and its
// features, the customer's state, and recording the visitor's cookie choice.
import { z } from "zod";
import { defineRoute, positiveId, type ApiRoute } from "../api/define";
import { ApplicationConfigSchema } from "../api/schemas/application";
import { CustomerStateSchema } from "../api/schemas/customer";
import { appendSetCookie } from "../http/session";
import { restaurantOr404 } from "../search";
import { customerState } from "./customer-state";

export const applicationRoutes: ApiRoute[] = [
  defineRoute({
    method: "get",
    path: "/applicationConfig/oop",
    operationId: "getApplicationConfig",
    tag: "Application",
    summary: "The brand, its currency and the features switched on: what a client needs before anything else.",
    session: false,
    ok: ApplicationConfigSchema,
    errors: [],
    handler: async (_input, { services }) => services.publicConfig(),
  }),
  defineRoute({
    method: "get",
    path: "/application/getCustomerState",
    operationId: "getCustomerState",
    tag: "Application",
    summary: "The customer, the basket (vouchers that no longer hold are taken off and named) and the loyalty state",
    ok: CustomerStateSchema,
    errors: [404],
    query: z.object({ restaurantId: positiveId("restaurantId").optional() }),
    handler: async ({ query }, ctx) => {
      if (query.restaurantId !== undefined) await restaurantOr404(ctx, query.restaurantId, "restaurantId");
      return customerState(ctx);
    },
  }),
  defineRoute({
    method: "get",
    path: "/customer/acceptcookies",
    operationId: "acceptCookies",
    tag: "Application",
    summary:
      "Record the visitor's cookie choice (sets the cookie_accepted cookie): everything, or with analytics=false only the strictly necessary cookies",
    query: z.object({
      analytics: z
        .enum(["true", "false"])
        .default("true")
        .describe("false: analytics refused (cookie_accepted=necessary); absent or true: every cookie accepted (cookie_accepted=true)"),
    }),
    ok: z
      .object({
        cookiesAccepted: z.literal(true).describe("A choice is recorded: the cookie banner is no longer shown"),
        analytics: z.boolean().describe("Whether analytics events are recorded for this visitor"),
      })
      .meta({ examples: [{ cookiesAccepted: true, analytics: true }] }),
    errors: [],
    handler: async ({ query }, { res, services }) => {
      const consent = { analytics: query.analytics === "true" };
      appendSetCookie(res, services.cookies.consent(consent));
      return { cookiesAccepted: true as const, ...consent };
    },
  }),
];
