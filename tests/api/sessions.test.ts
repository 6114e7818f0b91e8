import { describe, expect, it } from "vitest";
import { sign } from "../../server/http/cookies";
import { apiServer } from "../support/http";

const api = apiServer();

const state = async (cookie: string) =>
  (await (await api.server.client().request("/api/application/getCustomerState", { headers: { cookie } })).json()).customer;

describe("the customer session cookie", () => {
  it("names a server-side session: signed, and revocable", async () => {
    const customers = api.t.runtime.services.customers;
    const gold = await customers.authenticate("gold@example.com", "Password123!");
    expect(gold?.tier).toBe("gold");
    const id = await customers.startSession(gold!.id);
    const cookie = `CUSTOMER_SESSION=${sign(id, api.t.runtime.config.sessionSecret)}`;
    expect(await state(cookie)).toMatchObject({ email: "gold@example.com", currentTier: { name: "gold" } });

    // A forged signature is ignored, and so is a session id signed with another secret.
    expect(await state(`CUSTOMER_SESSION=${id}.forged`)).toBeNull();
    expect(await state(`CUSTOMER_SESSION=${sign(id, "another-secret-another-secret-12")}`)).toBeNull();

    await customers.endSession(id);
    expect(await state(cookie)).toBeNull();
  });

  it("gives every login a new session id and refuses a wrong password", async () => {
    const customers = api.t.runtime.services.customers;
    expect(await customers.authenticate("gold@example.com", "wrong-password")).toBeNull();
    expect(await customers.authenticate("nobody@example.com", "Password123!")).toBeNull();
    const a = await customers.startSession(4);
    const b = await customers.startSession(4);
    expect(a).not.toBe(b);
  });
});

describe("in-app mode", () => {
  it("is turned on by ?inApp=true for the browsing session, kept by the OOP_IN_APP cookie and turned off by ?inApp=false", async () => {
    const client = api.server.client();
    const inApp = async (query = "") =>
      (await (await client.request(`/api/application/getCustomerState${query}`)).json()).session.inApp as boolean;
    expect(await inApp()).toBe(false);
    expect(await inApp("?inApp=true")).toBe(true);
    const set = client.setCookies.find((c) => c.startsWith("OOP_IN_APP="))!;
    expect(set).toMatch(/^OOP_IN_APP=true;/);
    // A session cookie: it ends with the browsing session, like the app's own.
    expect(set).not.toMatch(/max-age|expires/i);
    expect(await inApp()).toBe(true);
    // Anything but true or false is ignored.
    expect(await inApp("?inApp=yes")).toBe(true);
    expect(await inApp("?inApp=false")).toBe(false);
    expect(client.jar.has("OOP_IN_APP")).toBe(false);
    expect(await inApp()).toBe(false);
  });

  it("is on when the app sets the OOP_IN_APP cookie itself", async () => {
    const res = await api.server.client().request("/api/application/getCustomerState", { headers: { cookie: "OOP_IN_APP=true" } });
    expect((await res.json()).session.inApp).toBe(true);
  });
});
