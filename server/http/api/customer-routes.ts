// The customer calls of spec 2 §7: sign-up, sign-in with two-factor codes, guest details, password
// reset, mobile verification, profile, logout and the basket following the customer at sign-in.
// Field rules are the same zod schemas the HTML forms use (app/domain/account.ts).
import { z } from "zod";
import {
  forgottenPasswordSchema,
  guestSchema,
  HONEYPOT_FIELD,
  loginSchema,
  mobileField,
  otpField,
  registerSchema,
  resetPasswordSchema,
  updateCustomerSchema,
} from "../../../app/domain/account";
import { appendSetCookie } from "../session";
import { ApiError, defineRoute, type ApiRoute, type HandlerContext } from "./define";
import { basketPayload, customerPayload } from "./payloads";

const countryOf = (ctx: HandlerContext) => (ctx.services.brand.code === "ie" ? "IE" : "GB");

/** Parses a body with a schema chosen per request (the mobile rules follow the brand's country). */
function parseWith<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const parsed = schema.safeParse(body);
  if (!parsed.success)
    throw new ApiError(
      400,
      parsed.error.issues.map((i) => ({ path: i.path.map(String).join(".") || "body", message: i.message })),
    );
  return parsed.data;
}

function refuseBots(body: Record<string, unknown>) {
  if (typeof body[HONEYPOT_FIELD] === "string" && body[HONEYPOT_FIELD] !== "") {
    throw new ApiError(400, [{ path: HONEYPOT_FIELD, message: "Leave this field empty" }]);
  }
}

function setSession(ctx: HandlerContext, sessionId: string) {
  appendSetCookie(ctx.res, ctx.services.cookies.session(sessionId));
  ctx.session.sessionId = sessionId;
}

/** At sign-in and sign-out the basket's vouchers are checked again for the new state. */
async function followBasket(ctx: HandlerContext) {
  const removed = await ctx.services.vouchers.revalidate(ctx.session.basketId, ctx.session.customerId);
  const basket = await ctx.services.baskets.getOrCreate(ctx.session.basketId);
  return { basket: basketPayload(basket), removedVouchers: removed.map((r) => r.code) };
}

function requireCustomer(ctx: HandlerContext): { customerId: number; sessionId: string } {
  if (ctx.session.customerId === null || !ctx.session.sessionId) throw new ApiError(401, [{ path: "session", message: "Log in first" }]);
  return { customerId: ctx.session.customerId, sessionId: ctx.session.sessionId };
}

const anyBody = z.record(z.string(), z.unknown());
const channelParam = z.object({ channel: z.enum(["sms", "email"], { message: "must be sms or email" }) });

export const customerRoutes: ApiRoute[] = [
  defineRoute({
    method: "post",
    path: "/customer/register/:channel",
    params: z.object({ channel: z.enum(["web", "app"], { message: "must be web or app" }) }),
    body: anyBody,
    handler: async ({ body }, ctx) => {
      refuseBots(body);
      const input = parseWith(registerSchema(countryOf(ctx)), body);
      const result = await ctx.services.accounts.register(input, ctx.session);
      if (!result.ok)
        throw new ApiError(
          409,
          Object.entries(result.errors).map(([path, message]) => ({ path, message })),
        );
      setSession(ctx, result.sessionId);
      ctx.session.customerId = result.customer.id;
      return { customer: await customerPayload(ctx), ...(await followBasket(ctx)) };
    },
  }),
  defineRoute({
    method: "post",
    path: "/customer/login",
    body: anyBody,
    handler: async ({ body }, ctx) => {
      refuseBots(body);
      const input = parseWith(loginSchema, body);
      const result = await ctx.services.accounts.login(input, ctx.session.ip, ctx.session);
      switch (result.outcome) {
        case "limited":
          throw new ApiError(429, [{ path: "email", message: result.message }]);
        case "invalid":
          throw new ApiError(401, [{ path: "password", message: result.message }]);
        case "two-factor":
          setSession(ctx, result.sessionId);
          return { twoFactorRequired: true, sentTo: result.sentTo, customer: null };
        case "signed-in":
          setSession(ctx, result.sessionId);
          ctx.session.customerId = result.customer.id;
          return { twoFactorRequired: false, customer: await customerPayload(ctx), ...(await followBasket(ctx)) };
      }
    },
  }),
  defineRoute({
    method: "post",
    path: "/customer/request2FA/:channel",
    params: channelParam,
    handler: async ({ params }, ctx) => {
      const result = await ctx.services.accounts.request2FA(ctx.session.sessionId, params.channel);
      if (!result.ok) throw new ApiError(result.message.startsWith("Too many") ? 429 : 409, [{ path: "session", message: result.message }]);
      return { sentTo: result.sentTo };
    },
  }),
  defineRoute({
    method: "post",
    path: "/customer/validate2FA",
    body: z.object({ code: otpField }),
    handler: async ({ body }, ctx) => {
      const result = await ctx.services.accounts.validate2FA(ctx.session.sessionId, body.code, ctx.session.ip);
      if (result.outcome !== "ok")
        throw new ApiError(result.outcome === "no-pending" ? 409 : 400, [{ path: "code", message: result.message }]);
      setSession(ctx, result.sessionId);
      const live = await ctx.services.customers.resolveSession(result.sessionId);
      ctx.session.customerId = live?.customerId ?? null;
      return { customer: await customerPayload(ctx), ...(await followBasket(ctx)) };
    },
  }),
  ...["/customer/guestLogin", "/customer/updateGuestDetails"].map((path) =>
    defineRoute({
      method: "post",
      path,
      body: anyBody,
      handler: async ({ body }, ctx) => {
        refuseBots(body);
        const { [HONEYPOT_FIELD]: _bot, ...details } = parseWith(guestSchema(countryOf(ctx)), body);
        if (ctx.session.customerId !== null)
          throw new ApiError(409, [{ path: "session", message: "You are logged in: your account details are used" }]);
        setSession(ctx, await ctx.services.accounts.guestLogin(details, ctx.session));
        return { guest: details };
      },
    }),
  ),
  defineRoute({
    method: "post",
    path: "/customer/logout",
    handler: async (_input, ctx) => {
      await ctx.services.accounts.logout(ctx.session.sessionId);
      appendSetCookie(ctx.res, ctx.services.cookies.clearSession());
      const basket = await ctx.services.baskets.clear(ctx.session.basketId);
      return { customer: null, basket: basketPayload(basket) };
    },
  }),
  defineRoute({
    method: "post",
    path: "/customer/forgottenPassword",
    body: anyBody,
    handler: async ({ body }, ctx) => {
      refuseBots(body);
      const { email } = parseWith(forgottenPasswordSchema, body);
      const journey = body["journey"] === "delivery" ? "delivery" : "collection";
      const result = await ctx.services.accounts.forgottenPassword(email, ctx.session.ip, journey);
      if (!result.ok) throw new ApiError(429, [{ path: "email", message: result.message }]);
      return { sent: true };
    },
  }),
  defineRoute({
    method: "post",
    path: "/customer/validateResetPasswordCode",
    body: z.object({ token: z.string().min(1).max(200) }),
    handler: async ({ body }, ctx) => ({ valid: (await ctx.services.accounts.validateResetToken(body.token)) !== null }),
  }),
  defineRoute({
    method: "post",
    path: "/customer/resetPassword",
    body: z.object({ token: z.string().min(1).max(200) }).catchall(z.unknown()),
    handler: async ({ body }, ctx) => {
      const input = parseWith(resetPasswordSchema, body);
      const ok = await ctx.services.accounts.resetPassword(body.token, input.password);
      if (!ok) throw new ApiError(410, [{ path: "token", message: "This reset link has expired or was already used. Ask for a new one." }]);
      return { reset: true };
    },
  }),
  defineRoute({
    method: "post",
    path: "/customer/mobileUpdate",
    body: anyBody,
    handler: async ({ body }, ctx) => {
      const { customerId, sessionId } = requireCustomer(ctx);
      if (body["code"] !== undefined) {
        const { code } = parseWith(z.object({ code: otpField }), body);
        const result = await ctx.services.accounts.verifyMobile(customerId, sessionId, code, ctx.session.ip);
        if (!result.ok) throw new ApiError(400, [{ path: "code", message: result.message }]);
        return { verified: true, customer: await customerPayload(ctx) };
      }
      const { mobileNumber } = parseWith(z.object({ mobileNumber: mobileField(countryOf(ctx)) }), body);
      const result = await ctx.services.accounts.requestMobileCode(customerId, sessionId, mobileNumber);
      if (!result.ok) throw new ApiError(429, [{ path: "mobileNumber", message: result.message }]);
      return { codeSent: true };
    },
  }),
  defineRoute({
    method: "post",
    path: "/customer/updateCustomer",
    body: anyBody,
    handler: async ({ body }, ctx) => {
      const { customerId } = requireCustomer(ctx);
      const input = parseWith(updateCustomerSchema(), body);
      await ctx.services.accounts.updateCustomer(customerId, input);
      return { customer: await customerPayload(ctx) };
    },
  }),
  defineRoute({
    method: "post",
    path: "/customer/emailOptIn",
    body: z.object({ optIn: z.boolean({ message: "must be true or false" }) }),
    handler: async ({ body }, ctx) => {
      const { customerId } = requireCustomer(ctx);
      await ctx.services.accounts.emailOptIn(customerId, body.optIn);
      return { customer: await customerPayload(ctx) };
    },
  }),
  defineRoute({
    method: "post",
    path: "/customer/authenticateBasket",
    handler: async (_input, ctx) => followBasket(ctx),
  }),
];
