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
