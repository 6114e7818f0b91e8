// Use case: paying for the basket. Page: the payment page's card form (POST /collection/payment).
// /api: POST /api/sandbox/pay. Service: services.orders.pay. Both build one pay request from the
// same fields (server/checkout/pay-request.ts). Through the real pages (Vite, tests/support/pages.ts).
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createRepositories } from "../../server/db/repositories";
import { sign } from "../../server/http/cookies";
import { basketIdOf, formPost } from "../support/http";
import { pageServer } from "../support/pages";

const site = pageServer();
const services = () => site.server.runtime.services;
type Client = ReturnType<typeof site.server.client>;

const stateOf = async (c: Client) => (await services().baskets.getOrCreate(basketIdOf(c))).state;

describe("paying: one pay request for the page's form and the /api body", () => {
  /** A guest's collection basket at Soho with a slot chosen: ready to pay. */
  async function payable() {
    const c = site.server.client();
    expect((await c.request("/api/basket/SetRestaurantDistance/1001/0.3/W1D%203QU", { method: "POST" })).status).toBe(200);
    expect((await c.request("/api/basket/QuickAddItem/margherita/1", { method: "POST" })).status).toBe(200);
    const id = await services().customers.startSession(null);
    await createRepositories(site.server.runtime.db).sessions.updateData(id, {
      guest: { firstName: "Grace", lastName: "Guest", email: "grace@example.com", mobileNumber: "+447700900999" },
    });
    c.jar.set("CUSTOMER_SESSION", sign(id, site.server.runtime.config.sessionSecret));
    const slots = await services().search.timeSlots(1001);
    await site.server.runtime.basketStore.change(basketIdOf(c), (s) => ({ ...s, collectionTime: slots[2]!.instant }));
    return c;
  }
  const key = () => `k-${randomBytes(9).toString("base64url")}`;
  const card = { cardNumber: "4111111111111111", expiry: "12/28", cvv: "123" };

  it("a total that moved since it was shown is refused through both, and nothing is charged", async () => {
    const a = await payable();
    const page = await a.request("/collection/payment", formPost({ ...card, idempotencyKey: key(), expectedTotal: "1" }));
    expect(page.status).toBe(409);
    const b = await payable();
    const api = await b.request("/api/sandbox/pay", { method: "POST", json: { ...card, idempotencyKey: key(), expectedTotal: 1 } });
    expect(api.status).toBe(409);
    expect(((await api.json()) as { errors: { path: string }[] }).errors[0]!.path).toBe("expectedTotal");
    expect((await stateOf(a)).orderId).toBeNull();
    expect((await stateOf(b)).orderId).toBeNull();
  });

  it("a total given as something other than minor units is refused through both", async () => {
    const a = await payable();
    const page = await a.request("/collection/payment", formPost({ ...card, idempotencyKey: key(), expectedTotal: "12.50" }));
    expect(page.status).toBe(400);
    expect(await page.text()).toContain("Something went wrong, please try again.");
    const api = await a.request("/api/sandbox/pay", { method: "POST", json: { ...card, idempotencyKey: key(), expectedTotal: 12.5 } });
    expect(api.status).toBe(400);
    expect(((await api.json()) as { errors: { path: string }[] }).errors[0]!.path).toBe("expectedTotal");
    expect((await stateOf(a)).orderId).toBeNull();
  });

  it("the same fields pay through both doors", async () => {
    const a = await payable();
    const page = await a.request("/collection/payment", formPost({ ...card, idempotencyKey: key(), nameOnCard: "G Guest" }));
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toMatch(/^\/collection\/order\/confirmation\?ord=/);
    const b = await payable();
    const api = await b.request("/api/sandbox/pay", { method: "POST", json: { ...card, idempotencyKey: key(), nameOnCard: "G Guest" } });
    expect(api.status).toBe(200);
  });
});
