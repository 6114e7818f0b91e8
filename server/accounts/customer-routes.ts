// The customer calls of spec 2 §7: sign-up, sign-in with two-factor codes, guest details, password
// reset, mobile verification, profile, logout and the basket following the customer at sign-in.
// Bodies and answers are declared in schemas/customer.ts (the HTML forms' own field rules).
import { z } from "zod";
import { HONEYPOT_FIELD, mobileField, otpField } from "../../domain/accounts/account";
import { appendSetCookie } from "../http/session";
import { ApiError, requireOk, routeGroup, type ApiRoute, type HandlerContext } from "../api/define";
import { basketAnswer } from "../basket";
import { customerPayload } from "./customer-payload";
import {
  BasketFollowsSchema,
  changePasswordBody,
  CustomerOkSchema,
  forgottenPasswordBody,
  guestBody,
  GuestOkSchema,
  LoggedOutSchema,
  loginBody,
  LoginOkSchema,
  MobileUpdateOkSchema,
  mobileUpdateBody,
  registerBody,
  resetPasswordBody,
  resetToken,
  SentToSchema,
  SignedInSchema,
  updateCustomerBody,
} from "../api/schemas/customer-calls";

const countryOf = (ctx: HandlerContext) => (ctx.services.brand.code === "ie" ? "IE" : "GB");

/** The mobile number, checked for the brand's country (the body's schema checked its shape). */
function mobileOf(ctx: HandlerContext, typed: string): string {
  const parsed = mobileField(countryOf(ctx)).safeParse(typed);
  if (!parsed.success) throw new ApiError(400, [{ path: "mobileNumber", message: parsed.error.issues[0]!.message }]);
  return parsed.data;
}

function refuseBots(body: { [HONEYPOT_FIELD]?: string | undefined }) {
  if (body[HONEYPOT_FIELD]) {
    throw new ApiError(400, [{ path: HONEYPOT_FIELD, message: "Leave this field empty" }]);
  }
}

function setSession(ctx: HandlerContext, sessionId: string) {
  appendSetCookie(ctx.res, ctx.services.cookies.session(sessionId));
  ctx.session.sessionId = sessionId;
}

/**
 * At sign-in the basket's vouchers are checked again for its new holder (the sign-in use case's
 * sessionChanged); the answer tells the vouchers taken off, and so clears them.
 */
async function followBasket(ctx: HandlerContext) {
  await ctx.services.sessionChanged(ctx.session.basketId, ctx.session.sessionId);
  const told = await ctx.services.vouchers.takeExceptions(ctx.session.basketId);
  const basket = await ctx.services.baskets.getOrCreate(ctx.session.basketId);
  return { basket: await basketAnswer(ctx, basket, told), removedVouchers: told.map((r) => r.code) };
}

/** The customer is signed in on this new session: the answer names them, with the basket that followed. */
async function signedIn(ctx: HandlerContext, sessionId: string, customerId: number | null) {
  setSession(ctx, sessionId);
  ctx.session.customerId = customerId;
  return { customer: await customerPayload(ctx), ...(await followBasket(ctx)) };
}

function requireCustomer(ctx: HandlerContext): { customerId: number; sessionId: string } {
  if (ctx.session.customerId === null || !ctx.session.sessionId) throw new ApiError(401, [{ path: "session", message: "Log in first" }]);
  return { customerId: ctx.session.customerId, sessionId: ctx.session.sessionId };
}

/** A change to the signed-in customer's own record, answered with the customer as it now is. */
async function changeCustomer(ctx: HandlerContext, change: (customerId: number) => Promise<unknown>) {
  const { customerId } = requireCustomer(ctx);
  await change(customerId);
  return { customer: await customerPayload(ctx) };
}

/** The customer calls: each a POST, in the document's Customer section. */
const customerCall = routeGroup("post", "Customer");

const channelParam = z.object({ channel: z.enum(["sms", "email"], { message: "must be sms or email" }) });

export const customerRoutes: ApiRoute[] = [
  customerCall({
    path: "/customer/register/:channel",
    operationId: "registerCustomer",
    summary: "Create an account and sign in; the basket follows the new customer.",
    params: z.object({ channel: z.enum(["web", "app"], { message: "must be web or app" }) }),
    body: registerBody,
    ok: SignedInSchema,
    errors: [409, 429],
    handler: async ({ body }, ctx) => {
      refuseBots(body);
      const input = { ...body, mobileNumber: mobileOf(ctx, body.mobileNumber) };
      const result = requireOk(await ctx.services.accounts.register(input, ctx.session));
      return signedIn(ctx, result.sessionId, result.customer.id);
    },
  }),
  customerCall({
    path: "/customer/login",
    operationId: "login",
    summary: "Sign in with email and password; answers whether a two-factor code was sent.",
    body: loginBody,
    ok: LoginOkSchema,
    errors: [401, 429],
    handler: async ({ body }, ctx) => {
      refuseBots(body);
      const result = requireOk(await ctx.services.accounts.login(body, ctx.session.ip, ctx.session));
      switch (result.outcome) {
        case "two-factor":
          setSession(ctx, result.sessionId);
          return { twoFactorRequired: true, sentTo: result.sentTo, customer: null };
        case "signed-in":
          return { twoFactorRequired: false, ...(await signedIn(ctx, result.sessionId, result.customer.id)) };
      }
    },
  }),
  customerCall({
    path: "/customer/request2FA/:channel",
    operationId: "requestTwoFactorCode",
    summary:
      "Send the pending sign-in's two-factor code again, to the account's second factor: sms for an account with a mobile, else email; the other channel is refused (400, channel).",
    params: channelParam,
    ok: SentToSchema,
    errors: [409, 429],
    handler: async ({ params }, ctx) => {
      const result = requireOk(await ctx.services.accounts.request2FA(ctx.session.sessionId, params.channel));
      return { sentTo: result.sentTo };
    },
  }),
  customerCall({
    path: "/customer/validate2FA",
    operationId: "validateTwoFactorCode",
    summary: "Finish a sign-in with the two-factor code; the basket follows the customer.",
    body: z.object({ code: otpField }).meta({ examples: [{ code: "123456" }] }),
    ok: SignedInSchema,
    errors: [409],
    handler: async ({ body }, ctx) => {
      const result = requireOk(await ctx.services.accounts.validate2FA(ctx.session.sessionId, body.code, ctx.session.ip));
      const live = await ctx.services.customers.resolveSession(result.sessionId);
      return signedIn(ctx, result.sessionId, live?.customerId ?? null);
    },
  }),
  ...(
    [
      ["/customer/guestLogin", "guestLogin", "Continue as a guest with name, email and mobile number."],
      ["/customer/updateGuestDetails", "updateGuestDetails", "Change the guest's name, email or mobile number."],
    ] as const
  ).map(([path, operationId, summary]) =>
    customerCall({
      path,
      operationId,
      summary,
      body: guestBody,
      ok: GuestOkSchema,
      errors: [409],
      handler: async ({ body }, ctx) => {
        refuseBots(body);
        const { [HONEYPOT_FIELD]: _bot, ...typed } = body;
        const details = { ...typed, mobileNumber: mobileOf(ctx, typed.mobileNumber) };
        if (ctx.session.customerId !== null)
          throw new ApiError(409, [{ path: "session", message: "You are logged in: your account details are used" }]);
        setSession(ctx, await ctx.services.accounts.guestLogin(details, ctx.session));
        return { guest: details };
      },
    }),
  ),
  customerCall({
    path: "/customer/logout",
    operationId: "logout",
    summary: "Sign out: the session ends, the basket is emptied and a new basket id (cookie) is issued.",
    ok: LoggedOutSchema,
    errors: [],
    handler: async (_input, ctx) => {
      const basket = await ctx.services.signOut(ctx.session);
      appendSetCookie(ctx.res, ctx.services.cookies.clearSession());
      return { customer: null, basket: await basketAnswer(ctx, basket) };
    },
  }),
  customerCall({
    path: "/customer/forgottenPassword",
    operationId: "forgottenPassword",
    summary: "Email a password reset link (answers the same whether or not the address has an account).",
    body: forgottenPasswordBody,
    ok: z.object({ sent: z.literal(true) }).meta({ examples: [{ sent: true }] }),
    errors: [429],
    handler: async ({ body }, ctx) => {
      refuseBots(body);
      requireOk(await ctx.services.accounts.forgottenPassword(body.email, ctx.session.ip, body.journey ?? "collection"));
      return { sent: true };
    },
  }),
  customerCall({
    path: "/customer/validateResetPasswordCode",
    operationId: "validateResetPasswordCode",
    summary: "Whether a password reset link's token can still be used.",
    body: z.object({ token: resetToken }).meta({ examples: [{ token: "3f9a…" }] }),
    ok: z.object({ valid: z.boolean() }).meta({ examples: [{ valid: true }] }),
    errors: [],
    handler: async ({ body }, ctx) => ({ valid: (await ctx.services.accounts.validateResetToken(body.token)) !== null }),
  }),
  customerCall({
    path: "/customer/resetPassword",
    operationId: "resetPassword",
    summary: "Set a new password with a reset link's token; every session of the account is signed out.",
    body: resetPasswordBody,
    ok: z.object({ reset: z.literal(true) }).meta({ examples: [{ reset: true }] }),
    errors: [410],
    handler: async ({ body }, ctx) => {
      requireOk(await ctx.services.accounts.resetPassword(body.token, body.password));
      return { reset: true };
    },
  }),
  customerCall({
    path: "/customer/changePassword",
    operationId: "changePassword",
    summary:
      "Change the signed-in customer's password (the current one is checked, and limited like sign-in); every other session of the account is signed out.",
    body: changePasswordBody,
    ok: z.object({ changed: z.literal(true) }).meta({ examples: [{ changed: true }] }),
    errors: [401, 429],
    handler: async ({ body }, ctx) => {
      const who = requireCustomer(ctx);
      requireOk(await ctx.services.accounts.changePassword(who, body, ctx.session.ip));
      return { changed: true };
    },
  }),
  customerCall({
    path: "/customer/mobileUpdate",
    operationId: "updateMobile",
    summary: "Change the mobile number: send the new number for a code, then the code to verify it.",
    body: mobileUpdateBody,
    ok: MobileUpdateOkSchema,
    errors: [401, 429],
    handler: async ({ body }, ctx) => {
      const { customerId, sessionId } = requireCustomer(ctx);
      if (body.code === undefined) {
        const mobileNumber = mobileOf(ctx, body.mobileNumber!);
        requireOk(await ctx.services.accounts.requestMobileCode(customerId, sessionId, mobileNumber));
        return { codeSent: true };
      }
      requireOk(await ctx.services.accounts.verifyMobile(customerId, sessionId, body.code, ctx.session.ip));
      return { verified: true, customer: await customerPayload(ctx) };
    },
  }),
  customerCall({
    path: "/customer/updateCustomer",
    operationId: "updateCustomer",
    summary: "Change the signed-in customer's name and marketing choice.",
    body: updateCustomerBody,
    ok: CustomerOkSchema,
    errors: [401],
    handler: async ({ body }, ctx) => changeCustomer(ctx, (customerId) => ctx.services.accounts.updateCustomer(customerId, body)),
  }),
  customerCall({
    path: "/customer/emailOptIn",
    operationId: "emailOptIn",
    summary: "Opt in to or out of marketing emails.",
    body: z.object({ optIn: z.boolean({ message: "must be true or false" }) }).meta({ examples: [{ optIn: true }] }),
    ok: CustomerOkSchema,
    errors: [401],
    handler: async ({ body }, ctx) => changeCustomer(ctx, (customerId) => ctx.services.accounts.emailOptIn(customerId, body.optIn)),
  }),
  customerCall({
    path: "/customer/authenticateBasket",
    operationId: "authenticateBasket",
    summary: "Check the basket's vouchers again for the signed-in state (after a sign-in elsewhere).",
    ok: BasketFollowsSchema,
    errors: [],
    handler: async (_input, ctx) => followBasket(ctx),
  }),
];
