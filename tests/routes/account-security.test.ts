// The two-factor page offers only the account's own channel; the change password page's action
// names a wrong current password and a weak new one beside their fields (docs/decisions/024).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PASSWORD_MESSAGES } from "../../domain/accounts/password-rule";
import { action as changeAction, loader as changeLoader } from "../../app/routes/change-password";
import { action as codeAction, loader as codeLoader } from "../../app/routes/checkout-two-factor";
import { sign } from "../../server/http/cookies";
import { formPost, routeVisitor } from "../support/route-calls";
import { testRuntime } from "../support/runtime";

let t: Awaited<ReturnType<typeof testRuntime>>;
beforeAll(async () => {
  t = await testRuntime();
});
afterAll(async () => {
  await t?.close();
});

const HERE = { mode: "collection" };
const withSession = (sessionId: string) => {
  const v = routeVisitor(t.runtime);
  v.jar.set("CUSTOMER_SESSION", sign(sessionId, t.runtime.config.sessionSecret));
  return v;
};

describe("the two-factor page", () => {
  it("offers a new code by the account's own channel only, and sends it there", async () => {
    const login = await t.runtime.services.accounts.login({ email: "twofactor@example.com", password: "Password123!" }, "203.0.113.7", {
      sessionId: null,
    });
    if (!login.ok || login.outcome !== "two-factor")
      throw new Error(`expected a two-factor step, got ${login.ok ? login.outcome : login.reason}`);
    const v = withSession(login.sessionId);
    const page = await v.call(codeLoader, "/collection/checkout/twoFactor", HERE);
    expect(page.data).toMatchObject({ channel: "sms", sentTo: "your mobile ending 166" });

    const before = (await t.runtime.services.sentMessages({ recipient: "twofactor@example.com" })).length;
    const resent = await v.call(codeAction, "/collection/checkout/twoFactor", HERE, formPost({ "intent:resend": "" }));
    expect(resent.data).toMatchObject({ notice: "We have sent a new code to your mobile ending 166." });
    // The old by-email choice is no longer a choice: it is read as a code to check.
    const byEmail = await v.call(codeAction, "/collection/checkout/twoFactor", HERE, formPost({ "intent:resend-email": "" }));
    expect(byEmail.data).toMatchObject({ errors: { code: "Enter the 6-digit code" } });
    expect(await t.runtime.services.sentMessages({ recipient: "twofactor@example.com" })).toHaveLength(before);
  });
});

describe("the change password page", () => {
  it("sends a visitor who is not signed in to log in first, and back", async () => {
    const page = await routeVisitor(t.runtime).call(changeLoader, "/changePassword", {});
    expect(page.location).toBe("/collection/checkout/login?redirectTo=%2FchangePassword");
  });

  it("names a wrong current password and a weak new one beside their fields; a good one redirects", async () => {
    const v = withSession(await t.runtime.services.customers.startSession(4));
    const post = (fields: Record<string, string>) => v.call(changeAction, "/changePassword", {}, formPost(fields));
    const wrong = await post({ currentPassword: "not-it", newPassword: "gold-new-saddle-river" });
    expect(wrong).toMatchObject({ status: 400, data: { errors: { currentPassword: "Your current password is incorrect." } } });
    const weak = await post({ currentPassword: "Password123!", newPassword: "qwerty123456" });
    expect(weak).toMatchObject({ status: 400, data: { errors: { newPassword: PASSWORD_MESSAGES.common } } });
    const own = await post({ currentPassword: "Password123!", newPassword: "GOLD@example.com" });
    expect(own).toMatchObject({ status: 400, data: { errors: { newPassword: PASSWORD_MESSAGES.email } } });
    const done = await post({ currentPassword: "Password123!", newPassword: "gold-new-saddle-river" });
    expect(done.location).toBe("/changePassword?changed=1");
    expect((await v.call(changeLoader, "/changePassword?changed=1", {})).data).toMatchObject({ changed: true });
  });
});
