// Choosing a password (register, reset, change) follows one rule; changing it signs out the
// account's other sessions; the forgotten-password answer waits for neither the look-up nor the
// e-mail (docs/decisions/024).
import { describe, expect, it, vi } from "vitest";
import { createRepositories } from "../../server/db/repositories";
import { accountService } from "../../server/accounts/accounts";
import { PASSWORD_MESSAGES } from "../../domain/accounts/password-rule";
import { apiServer } from "../support/http";

const api = apiServer();
type Client = ReturnType<typeof api.server.client>;

const post = async (c: Client, path: string, json?: unknown) => {
  const res = await c.request(`/api${path}`, { method: "POST", ...(json === undefined ? {} : { json }) });
  return { status: res.status, body: await res.json() };
};
const signedInAs = async (c: Client) =>
  ((await (await c.request("/api/application/getCustomerState")).json()).customer?.email as string | undefined) ?? null;
const login = (c: Client, email: string, password: string) => post(c, "/customer/login", { email, password });
const fieldError = (body: { errors: { path: string; message: string }[] }) => body.errors[0];

describe("register refuses a weak password, naming the field", () => {
  const person = { firstName: "Wes", lastName: "Weak", mobileNumber: "07700 900881" };
  it.each([
    ["password1", PASSWORD_MESSAGES.short],
    ["qwerty123456", PASSWORD_MESSAGES.common],
    ["Weak.Wes@Example.com", PASSWORD_MESSAGES.email],
  ])("%s", async (password, message) => {
    const res = await post(api.server.client(), "/customer/register/web", { ...person, email: "weak.wes@example.com", password });
    expect(res.status).toBe(400);
    expect(fieldError(res.body)).toEqual({ path: "password", message });
  });
});

describe("reset password", () => {
  it("refuses a weak password, naming the field, and the link still works for a good one", async () => {
    const c = api.server.client();
    await post(c, "/customer/forgottenPassword", { email: "bronze@example.com" });
    await api.t.runtime.services.accounts.settled();
    const mail = (await api.t.runtime.services.sentMessages({ recipient: "bronze@example.com", limit: 1 }))[0]!.body;
    const token = /\/resetPassword\/collection\/([\w.-]+)/.exec(mail)![1]!;
    const short = await post(c, "/customer/resetPassword", { token, password: "aaaaaaa1", confirmPassword: "aaaaaaa1" });
    expect(short.status).toBe(400);
    expect(fieldError(short.body)).toEqual({ path: "password", message: PASSWORD_MESSAGES.short });
    // The account's own address is known only from the link: refused by the service.
    const own = await post(c, "/customer/resetPassword", { token, password: "bronze@example.com", confirmPassword: "bronze@example.com" });
    expect(own.status).toBe(400);
    expect(fieldError(own.body)).toEqual({ path: "password", message: PASSWORD_MESSAGES.email });
    expect((await post(c, "/customer/validateResetPasswordCode", { token })).body.valid).toBe(true);
    const good = "bronze-reset-lantern-7";
    expect((await post(c, "/customer/resetPassword", { token, password: good, confirmPassword: good })).status).toBe(200);
    expect((await login(c, "bronze@example.com", good)).status).toBe(200);
  });
});

describe("change password", () => {
  const email = "silver@example.com";
  const next = "silver-change-harbour-3";

  it("needs a signed-in customer", async () => {
    const res = await post(api.server.client(), "/customer/changePassword", { currentPassword: "Password123!", newPassword: next });
    expect(res.status).toBe(401);
  });

  it("refuses a wrong current password and a weak new one, naming each field", async () => {
    const c = api.server.client();
    await login(c, email, "Password123!");
    const wrong = await post(c, "/customer/changePassword", { currentPassword: "not-it", newPassword: next });
    expect(wrong.status).toBe(400);
    expect(fieldError(wrong.body)).toEqual({ path: "currentPassword", message: "Your current password is incorrect." });
    for (const [newPassword, message] of [
      ["qwerty123", PASSWORD_MESSAGES.short],
      ["1qaz2wsx3edc", PASSWORD_MESSAGES.common],
      [`my ${email}`, PASSWORD_MESSAGES.email],
    ] as const) {
      const weak = await post(c, "/customer/changePassword", { currentPassword: "Password123!", newPassword });
      expect(weak.status).toBe(400);
      expect(fieldError(weak.body)).toEqual({ path: "newPassword", message });
    }
    expect((await login(api.server.client(), email, "Password123!")).status).toBe(200);
  });

  it("sets the new password, keeps this session, signs out every other one, and e-mails the customer", async () => {
    const here = api.server.client();
    const elsewhere = api.server.client();
    await login(here, email, "Password123!");
    await login(elsewhere, email, "Password123!");
    const res = await post(here, "/customer/changePassword", { currentPassword: "Password123!", newPassword: next });
    expect(res).toMatchObject({ status: 200, body: { changed: true } });
    expect(await signedInAs(here)).toBe(email);
    expect(await signedInAs(elsewhere)).toBeNull();
    const mail = (await api.t.runtime.services.sentMessages({ recipient: email, limit: 1 }))[0]!;
    expect(mail.subject).toBe("Your Crustello password was changed");
    expect((await login(api.server.client(), email, "Password123!")).status).toBe(401);
    expect((await login(api.server.client(), email, next)).status).toBe(200);
  });

  it("is limited like sign-in: after 5 wrong current passwords even the right one waits", async () => {
    const c = api.server.client();
    await login(c, "gold@example.com", "Password123!");
    for (let i = 0; i < 4; i++)
      expect((await post(c, "/customer/changePassword", { currentPassword: `wrong-${i}`, newPassword: next })).status).toBe(400);
    const fifth = await post(c, "/customer/changePassword", { currentPassword: "wrong-4", newPassword: next });
    expect(fifth.status).toBe(429);
    expect(fieldError(fifth.body)?.path).toBe("currentPassword");
    const right = await post(c, "/customer/changePassword", { currentPassword: "Password123!", newPassword: next });
    expect(right.status).toBe(429);
  });
});

describe("forgotten password", () => {
  it("answers before the look-up and the e-mail, for a known and an unknown address alike", async () => {
    const { runtime } = api.t;
    const repos = createRepositories(runtime.db, { postgres: runtime.config.database.kind === "postgres" });
    const lookedUp: string[] = [];
    const sent: string[] = [];
    const accounts = accountService({
      repos: {
        ...repos,
        customers: {
          ...repos.customers,
          getByEmail: (e: string) => {
            lookedUp.push(e);
            return repos.customers.getByEmail(e);
          },
        },
      },
      clock: api.t.clock,
      config: runtime.config,
      // A notifier that never finishes sending.
      notifier: {
        send: (m) => {
          sent.push(m.recipient);
          return new Promise<void>(() => {});
        },
      },
      customers: runtime.services.customers,
      brandName: "Crustello",
      logger: { error: vi.fn() },
    });
    for (const email of ["employee@example.com", "nobody-here@example.com"]) {
      const sentBefore = sent.length;
      expect(await accounts.forgottenPassword(email, "203.0.113.9", "collection")).toEqual({ ok: true });
      // Answered with nothing looked up or sent yet: the answer cannot depend on the address.
      expect(lookedUp).toEqual([]);
      expect(sent).toHaveLength(sentBefore);
      await vi.waitFor(() => expect(lookedUp).toEqual([email]));
      lookedUp.length = 0;
    }
    // The same work ran for both; only the known address was mailed (and that send never ends).
    await vi.waitFor(() => expect(sent).toEqual(["employee@example.com"]));
  });

  it("through the API: mails a known address once the work is done, and nobody for an unknown one", async () => {
    const c = api.server.client();
    for (const email of ["signup@example.com", "nobody-else@example.com"])
      expect((await post(c, "/customer/forgottenPassword", { email })).body).toMatchObject({ sent: true });
    await api.t.runtime.services.accounts.settled();
    expect((await api.t.runtime.services.sentMessages({ recipient: "signup@example.com" })).map((m) => m.subject)).toEqual([
      "Reset your Crustello password",
    ]);
    expect(await api.t.runtime.services.sentMessages({ recipient: "nobody-else@example.com" })).toEqual([]);
  });
});
