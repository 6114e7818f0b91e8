// The e-mail verification calls (docs/decisions/025): the sign-up link's token verifies the
// address once, before it expires; a signed-in customer asks for a new link. The same service
// functions as the verifyemail page.
import { z } from "zod";
import { ApiError, requireOk, routeGroup, type ApiRoute } from "../api/define";

const customerCall = routeGroup("post", "Customer");

export const emailRoutes: ApiRoute[] = [
  customerCall({
    path: "/customer/verifyEmail",
    operationId: "verifyEmail",
    summary: "Verify the e-mail address with the sign-up link's token (once, within 24 hours).",
    body: z
      .object({ token: z.string({ message: "The link is incomplete" }).min(1, { message: "The link is incomplete" }).max(200) })
      .meta({ examples: [{ token: "3f9a…" }] }),
    ok: z.object({ verified: z.literal(true) }).meta({ examples: [{ verified: true }] }),
    errors: [410],
    handler: async ({ body }, ctx) => {
      if ((await ctx.services.accounts.verifyEmail(body.token)) !== "verified")
        throw new ApiError(410, [{ path: "token", message: "This link has expired or was already used." }]);
      return { verified: true };
    },
  }),
  customerCall({
    path: "/customer/requestEmailVerification",
    operationId: "requestEmailVerification",
    summary: "Send the signed-in customer a new e-mail verification link (none once verified).",
    ok: z.object({ sentTo: z.string().nullable() }).meta({ examples: [{ sentTo: "ada@example.com" }] }),
    errors: [401, 429],
    handler: async (_input, ctx) => {
      if (ctx.session.customerId === null) throw new ApiError(401, [{ path: "session", message: "Log in first" }]);
      return { sentTo: requireOk(await ctx.services.accounts.resendVerification(ctx.session.customerId)).sentTo };
    },
  }),
];
