// The second factor is the channel the account set up, and a code completes only the sign-in
// attempt it was sent for (docs/decisions/024).
import { describe, expect, it } from "vitest";
import { apiServer } from "../support/http";

const api = apiServer();
type Client = ReturnType<typeof api.server.client>;

const post = async (c: Client, path: string, json?: unknown) => {
  const res = await c.request(`/api${path}`, { method: "POST", ...(json === undefined ? {} : { json }) });
  return { status: res.status, body: await res.json() };
};
const messagesTo = (to: string) => api.t.runtime.services.sentMessages({ recipient: to });
const lastCodeTo = async (to: string) => /\b(\d{6})\b/.exec((await messagesTo(to))[0]!.body)![1]!;
const login = (c: Client, email: string) => post(c, "/customer/login", { email, password: "Password123!" });

describe("a mobile second factor", () => {
  it("sends codes by SMS only: a code by e-mail is refused, naming the channel, and none is mailed", async () => {
    const c = api.server.client();
    expect((await login(c, "twofactor@example.com")).body).toMatchObject({ twoFactorRequired: true, sentTo: "your mobile ending 166" });
    const refused = await post(c, "/customer/request2FA/email");
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      { path: "channel", message: "Your sign-in codes go to your mobile. We cannot send one by email." },
    ]);
    expect(await messagesTo("twofactor@example.com")).toEqual([]);

    const again = await post(c, "/customer/request2FA/sms");
    expect(again).toMatchObject({ status: 200, body: { sentTo: "your mobile ending 166" } });
    expect((await post(c, "/customer/validate2FA", { code: await lastCodeTo("+447700900166") })).status).toBe(200);
  });
});

describe("an e-mail second factor", () => {
  it("is for accounts without a mobile: codes go by e-mail, and SMS is refused", async () => {
    const email = "mailfactor@example.com";
    const password = "correct-horse-battery-9";
    const made = await post(api.server.client(), "/customer/register/web", {
      firstName: "Mae",
      lastName: "Mailer",
      email,
      mobileNumber: "07700 900871",
      password,
    });
    expect(made.status).toBe(200);
    await api.t.runtime.db
      .updateTable("customers")
      .set({ two_factor_enabled: 1, mobile_number: null })
      .where("email", "=", email)
      .execute();

    const c = api.server.client();
    expect((await post(c, "/customer/login", { email, password })).body).toMatchObject({ twoFactorRequired: true, sentTo: "your email" });
    const sms = await post(c, "/customer/request2FA/sms");
    expect(sms.status).toBe(400);
    expect(sms.body.errors[0]).toEqual({ path: "channel", message: "Your sign-in codes go to your email. We cannot send one by SMS." });
    expect((await post(c, "/customer/request2FA/email")).body.sentTo).toBe("your email");
    expect((await post(c, "/customer/validate2FA", { code: await lastCodeTo(email) })).body.customer.email).toBe(email);
  });
});

describe("a code and its sign-in attempt", () => {
  it("a code sent for attempt A does not complete attempt B, and still completes A", async () => {
    // B (say, whoever has the password) starts first; then the customer's own sign-in, A.
    const b = api.server.client();
    await login(b, "twostep@example.com");
    const a = api.server.client();
    await login(a, "twostep@example.com");
    const codeOfA = await lastCodeTo("+447700900177");

    const inB = await post(b, "/customer/validate2FA", { code: codeOfA });
    expect(inB.status).toBe(400);
    expect(inB.body.errors[0].path).toBe("code");
    expect((await b.request("/api/application/getCustomerState").then((r) => r.json())).customer).toBeNull();

    const inA = await post(a, "/customer/validate2FA", { code: codeOfA });
    expect(inA.status).toBe(200);
    expect(inA.body.customer.email).toBe("twostep@example.com");
  });

  it("a new code asked for in attempt B is B's: attempt A cannot use it", async () => {
    const a = api.server.client();
    await login(a, "twofactor@example.com");
    const b = api.server.client();
    await login(b, "twofactor@example.com");
    expect((await post(b, "/customer/request2FA/sms")).status).toBe(200);
    const codeOfB = await lastCodeTo("+447700900166");
    expect((await post(a, "/customer/validate2FA", { code: codeOfB })).status).toBe(400);
    expect((await post(b, "/customer/validate2FA", { code: codeOfB })).status).toBe(200);
  });
});
