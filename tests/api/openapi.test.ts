// The OpenAPI document (GET /api/openapi.json) is valid OpenAPI 3.1, holds every route of the
// table, and the application and customer calls answer what it declares: their OK answers and
// their errors pass the document's response schemas (tests/support/contract.ts).
import { Validator } from "@seriousme/openapi-schema-validator";
import { beforeAll, describe, expect, it } from "vitest";
import { apiRoutes } from "../../server/api/routes";
import { customerRoutes } from "../../server/accounts/customer-routes";
import { openApiPath, type OpenApiDocument } from "../../server/api/openapi";
import { contractOf, type Contract } from "../support/contract";
import { apiServer } from "../support/http";

const api = apiServer();
let contract: Contract;
let doc: OpenApiDocument;

beforeAll(async () => {
  const res = await fetch(`${api.server.base}/api/openapi.json`);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^application\/json/);
  doc = (await res.json()) as OpenApiDocument;
  contract = contractOf(doc);
});

describe("the document", () => {
  it("is valid OpenAPI 3.1", async () => {
    const result = await new Validator().validate(structuredClone(doc) as unknown as Parameters<Validator["validate"]>[0]);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.info.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(doc.info.title).toBe("Crustello API");
  });

  it("holds every route of the table, once, with a unique operation id", () => {
    const ids = new Set<string>();
    for (const route of apiRoutes) {
      const operation = doc.paths[openApiPath(route.path)]?.[route.method];
      expect(operation, `${route.method} ${route.path}`).toBeDefined();
      expect(ids.has(operation!.operationId), operation!.operationId).toBe(false);
      ids.add(operation!.operationId);
      expect(operation!.responses["200"]).toBeDefined();
      expect(operation!.responses["400"]).toBeDefined();
    }
    const count = Object.values(doc.paths).reduce((n, ops) => n + Object.keys(ops).length, 0);
    expect(count).toBe(apiRoutes.length);
  });

  it("turns Express parameters into OpenAPI ones", () => {
    const register = doc.paths["/customer/register/{channel}"]!.post!;
    expect(register.parameters).toEqual([
      { name: "channel", in: "path", required: true, schema: { type: "string", enum: ["web", "app"] } },
    ]);
    expect(Object.keys(doc.paths).some((p) => p.includes(":"))).toBe(false);
  });

  it("declares each customer call's body, answers and error statuses", () => {
    for (const route of [...customerRoutes, ...apiRoutes.filter((r) => r.tag === "Application")]) {
      const operation = doc.paths[openApiPath(route.path)]![route.method]!;
      expect(operation.tags).toEqual([route.tag]);
      expect(operation.responses["200"]!.content!["application/json"], operation.operationId).toBeDefined();
      for (const status of route.errors ?? [])
        expect(operation.responses[String(status)], `${operation.operationId} ${status}`).toBeDefined();
      if (route.body) expect(operation.requestBody!.content["application/json"]!.schema.type).toBe("object");
    }
  });

  it("describes money as integer minor units and the error envelope's field path", () => {
    const error = doc.components.schemas.ErrorEnvelope as {
      properties: { errors: { items: { properties: { path: { description: string } } } } };
    };
    expect(error.properties.errors.items.properties.path.description).toMatch(/field, parameter or header/);
    expect(doc.info.description).toMatch(/minor units/);
  });
});

type Client = ReturnType<typeof api.server.client>;

/** Sends a request and checks the answer against the document; gives back status and body. */
async function call(c: Client, method: "GET" | "POST", route: string, concrete: string, json?: unknown) {
  const res = await c.request(`/api${concrete}`, { method, ...(json === undefined ? {} : { json }) });
  const body = await res.json();
  contract.expectAnswer(method, route, res.status, body, res.headers.get("content-type") ?? "");
  return { status: res.status, body };
}
const lastCode = async (to: string) =>
  /\b(\d{6})\b/.exec((await api.t.runtime.services.sentMessages({ recipient: to, limit: 1 }))[0]!.body)![1]!;

describe("the application calls answer what they declare", () => {
  it("applicationConfig/oop and customer/acceptcookies", async () => {
    const c = api.server.client();
    expect((await call(c, "GET", "/applicationConfig/oop", "/applicationConfig/oop")).body.CURRENCY).toBe("GBP");
    expect((await call(c, "GET", "/customer/acceptcookies", "/customer/acceptcookies")).body.cookiesAccepted).toBe(true);
  });
});

describe("the customer calls answer what they declare", () => {
  const ada = {
    firstName: "Ada",
    lastName: "Lovelace",
    email: "ada.contract@example.com",
    mobileNumber: "07700 900457",
    password: "analytical-engine-1843",
  };

  it("register: OK, a field at fault (400) and a taken email (409)", async () => {
    const c = api.server.client();
    const route = "/customer/register/:channel";
    expect((await call(c, "POST", route, "/customer/register/web", ada)).status).toBe(200);
    const bad = await call(api.server.client(), "POST", route, "/customer/register/web", { ...ada, mobileNumber: "12345" });
    expect(bad).toMatchObject({ status: 400, body: { errors: [{ path: "mobileNumber" }] } });
    const channel = await call(api.server.client(), "POST", route, "/customer/register/fax", ada);
    expect(channel).toMatchObject({ status: 400, body: { errors: [{ path: "channel" }] } });
    expect((await call(api.server.client(), "POST", route, "/customer/register/web", ada)).status).toBe(409);
  });

  it("login, logout, profile, email choice, mobile number and the basket following", async () => {
    const c = api.server.client();
    expect((await call(c, "POST", "/customer/updateCustomer", "/customer/updateCustomer", { firstName: "A", lastName: "B" })).status).toBe(
      401,
    );
    expect((await call(c, "POST", "/customer/emailOptIn", "/customer/emailOptIn", { optIn: true })).status).toBe(401);
    expect((await call(c, "POST", "/customer/mobileUpdate", "/customer/mobileUpdate", { code: "123456" })).status).toBe(401);
    const wrong = await call(c, "POST", "/customer/login", "/customer/login", { email: "silver@example.com", password: "nope" });
    expect(wrong).toMatchObject({ status: 401, body: { errors: [{ path: "password" }] } });
    const missing = await call(c, "POST", "/customer/login", "/customer/login", {});
    expect(missing.body.errors.map((e: { path: string }) => e.path)).toEqual(["email", "password"]);
    const login = await call(c, "POST", "/customer/login", "/customer/login", { email: "silver@example.com", password: "Password123!" });
    expect(login.body).toMatchObject({ twoFactorRequired: false, customer: { email: "silver@example.com" } });
    const updated = await call(c, "POST", "/customer/updateCustomer", "/customer/updateCustomer", {
      firstName: "Sil",
      lastName: "Ver",
      emailOptIn: "on",
    });
    expect(updated.body.customer.firstName).toBe("Sil");
    expect((await call(c, "POST", "/customer/updateCustomer", "/customer/updateCustomer", { firstName: "<b>" })).status).toBe(400);
    expect((await call(c, "POST", "/customer/emailOptIn", "/customer/emailOptIn", { optIn: false })).status).toBe(200);
    expect((await call(c, "POST", "/customer/emailOptIn", "/customer/emailOptIn", { optIn: "yes" })).body.errors[0].path).toBe("optIn");
    const neither = await call(c, "POST", "/customer/mobileUpdate", "/customer/mobileUpdate", {});
    expect(neither).toMatchObject({ status: 400, body: { errors: [{ path: "mobileNumber" }] } });
    expect(
      (await call(c, "POST", "/customer/mobileUpdate", "/customer/mobileUpdate", { mobileNumber: "07700 900458" })).body.codeSent,
    ).toBe(true);
    const code = await lastCode("+447700900458");
    const verified = await call(c, "POST", "/customer/mobileUpdate", "/customer/mobileUpdate", { code });
    expect(verified.body).toMatchObject({ verified: true, customer: { mobileNumber: "+447700900458" } });
    expect((await call(c, "POST", "/customer/authenticateBasket", "/customer/authenticateBasket")).body.removedVouchers).toEqual([]);
    expect((await call(c, "POST", "/customer/logout", "/customer/logout")).body.customer).toBeNull();
  });

  it("two-factor sign-in: a code asked again, a wrong one (400), the right one, and none pending (409)", async () => {
    const c = api.server.client();
    expect((await call(c, "POST", "/customer/validate2FA", "/customer/validate2FA", { code: "123456" })).status).toBe(409);
    const login = await call(c, "POST", "/customer/login", "/customer/login", { email: "twofactor@example.com", password: "Password123!" });
    expect(login.body).toMatchObject({ twoFactorRequired: true, customer: null });
    expect((await call(c, "POST", "/customer/request2FA/:channel", "/customer/request2FA/sms")).body.sentTo).toBe("your mobile ending 166");
    // The account's factor is its mobile: a code by e-mail is refused, naming the channel.
    const byEmail = await call(c, "POST", "/customer/request2FA/:channel", "/customer/request2FA/email");
    expect(byEmail.status).toBe(400);
    expect(byEmail.body.errors[0].path).toBe("channel");
    expect((await call(c, "POST", "/customer/request2FA/:channel", "/customer/request2FA/pigeon")).body.errors[0].path).toBe("channel");
    const code = await lastCode("+447700900166");
    const wrong = await call(c, "POST", "/customer/validate2FA", "/customer/validate2FA", {
      code: code === "000000" ? "111111" : "000000",
    });
    expect(wrong.status).toBe(400);
    expect((await call(c, "POST", "/customer/validate2FA", "/customer/validate2FA", { code: "12" })).body.errors[0].path).toBe("code");
    expect((await call(c, "POST", "/customer/validate2FA", "/customer/validate2FA", { code })).body.customer.email).toBe(
      "twofactor@example.com",
    );
  });

  it("guests: details in, a field at fault, and refused when signed in (409)", async () => {
    const guest = { firstName: "Grace", lastName: "Hopper", email: "grace@example.com", mobileNumber: "07700 900459" };
    const c = api.server.client();
    const ok = await call(c, "POST", "/customer/guestLogin", "/customer/guestLogin", guest);
    expect(ok.body.guest.mobileNumber).toBe("+447700900459");
    expect(
      (await call(c, "POST", "/customer/updateGuestDetails", "/customer/updateGuestDetails", { ...guest, lastName: "Brewster" })).status,
    ).toBe(200);
    const bot = await call(c, "POST", "/customer/guestLogin", "/customer/guestLogin", { ...guest, website: "spam" });
    expect(bot.body.errors[0].path).toBe("website");
    const s = api.server.client();
    await call(s, "POST", "/customer/login", "/customer/login", { email: "silver@example.com", password: "Password123!" });
    expect((await call(s, "POST", "/customer/guestLogin", "/customer/guestLogin", guest)).status).toBe(409);
  });

  it("password reset: the link is mailed, checked and used once", async () => {
    const c = api.server.client();
    const journey = await call(c, "POST", "/customer/forgottenPassword", "/customer/forgottenPassword", {
      email: "bronze@example.com",
      journey: "by-sea",
    });
    expect(journey.body.errors[0].path).toBe("journey");
    expect(
      (await call(c, "POST", "/customer/forgottenPassword", "/customer/forgottenPassword", { email: "bronze@example.com" })).body.sent,
    ).toBe(true);
    // The e-mail is made after the answer.
    await api.t.runtime.services.accounts.settled();
    const mail = (await api.t.runtime.services.sentMessages({ recipient: "bronze@example.com", limit: 1 }))[0]!.body;
    const token = /\/resetPassword\/collection\/([\w.-]+)/.exec(mail)![1]!;
    expect(
      (await call(c, "POST", "/customer/validateResetPasswordCode", "/customer/validateResetPasswordCode", { token })).body.valid,
    ).toBe(true);
    expect(
      (await call(c, "POST", "/customer/validateResetPasswordCode", "/customer/validateResetPasswordCode", {})).body.errors[0].path,
    ).toBe("token");
    const mismatch = await call(c, "POST", "/customer/resetPassword", "/customer/resetPassword", {
      token,
      password: "brand-new-teapot-42",
      confirmPassword: "other",
    });
    expect(mismatch.body.errors[0].path).toBe("confirmPassword");
    const reset = { token, password: "brand-new-teapot-42", confirmPassword: "brand-new-teapot-42" };
    expect((await call(c, "POST", "/customer/resetPassword", "/customer/resetPassword", reset)).body.reset).toBe(true);
    expect((await call(c, "POST", "/customer/resetPassword", "/customer/resetPassword", reset)).status).toBe(410);
  });
});
