// Sessions end when unused: 24 hours for a signed-in session, 15 minutes for a sign-in waiting for
// its two-factor code, besides the absolute 30 days (docs/decisions/024). The test clock moves.
import { afterEach, describe, expect, it } from "vitest";
import { apiServer } from "../support/http";
import { TEST_NOW } from "../support/runtime";

const api = apiServer();
type Client = ReturnType<typeof api.server.client>;

const HOUR = 3_600_000;
const post = async (c: Client, path: string, json?: unknown) => {
  const res = await c.request(`/api${path}`, { method: "POST", ...(json === undefined ? {} : { json }) });
  return { status: res.status, body: await res.json() };
};
/** A use of the session (any page or call reads it): who is signed in, or null. */
const signedInAs = async (c: Client) =>
  ((await (await c.request("/api/application/getCustomerState")).json()).customer?.email as string | undefined) ?? null;
const signIn = async (email = "silver@example.com") => {
  const c = api.server.client();
  expect((await post(c, "/customer/login", { email, password: "Password123!" })).status).toBe(200);
  return c;
};

afterEach(() => api.t.clock.set(TEST_NOW));

describe("a signed-in session", () => {
  it("unused for 24 hours is gone; one used meanwhile lives on", async () => {
    const used = await signIn();
    const left = await signIn();
    api.t.clock.advance(23 * HOUR);
    expect(await signedInAs(used)).toBe("silver@example.com");
    api.t.clock.advance(2 * HOUR);
    expect(await signedInAs(left)).toBeNull();
    expect(await signedInAs(used)).toBe("silver@example.com");
  });

  it("a use within a few minutes of the last is not written, and does not move the limit", async () => {
    const c = await signIn("gold@example.com");
    api.t.clock.advance(2 * 60_000);
    expect(await signedInAs(c)).toBe("gold@example.com");
    // Seen at sign-in, not 2 minutes later: 24 hours after sign-in it has ended.
    api.t.clock.advance(24 * HOUR - 2 * 60_000);
    expect(await signedInAs(c)).toBeNull();
  });

  it("still ends 30 days after sign-in, however often it is used", async () => {
    const c = await signIn("bronze@example.com");
    for (let day = 1; day < 30; day++) {
      api.t.clock.advance(24 * HOUR - 60_000);
      expect(await signedInAs(c)).toBe("bronze@example.com");
    }
    api.t.clock.set(new Date(TEST_NOW.getTime() + 30 * 24 * HOUR));
    expect(await signedInAs(c)).toBeNull();
  });
});

describe("a sign-in waiting for its two-factor code", () => {
  it("is gone after 15 minutes unused, however fresh the code", async () => {
    const c = api.server.client();
    expect((await post(c, "/customer/login", { email: "twofactor@example.com", password: "Password123!" })).body.twoFactorRequired).toBe(
      true,
    );
    const sms = (await api.t.runtime.services.sentMessages({ recipient: "+447700900166", limit: 1 }))[0]!;
    const code = /\b(\d{6})\b/.exec(sms.body)![1]!;
    api.t.clock.advance(15 * 60_000);
    const late = await post(c, "/customer/validate2FA", { code });
    expect(late.status).toBe(409);
    expect(late.body.errors[0].message).toBe("Your sign-in has timed out. Log in again.");
  });

  it("lives on while used: a new code asked at 10 minutes, used at 19", async () => {
    const c = api.server.client();
    await post(c, "/customer/login", { email: "twostep@example.com", password: "Password123!" });
    api.t.clock.advance(10 * 60_000);
    expect((await post(c, "/customer/request2FA/sms")).status).toBe(200);
    const sms = (await api.t.runtime.services.sentMessages({ recipient: "+447700900177", limit: 1 }))[0]!;
    // 19 minutes after the password, 9 after the step was last used (and the code sent).
    api.t.clock.advance(9 * 60_000);
    const ok = await post(c, "/customer/validate2FA", { code: /\b(\d{6})\b/.exec(sms.body)![1]! });
    expect(ok.status).toBe(200);
    expect(ok.body.customer.email).toBe("twostep@example.com");
  });
});
