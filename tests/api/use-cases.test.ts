// Each use case that has a page and an /api twin, driven through both: the same service function
// answers both, so the outcome is the same whichever door the customer comes through.
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createRepositories } from "../../server/db/repositories";
import { sign } from "../../server/http/cookies";
import { basketIdOf } from "../support/http";
import { pageServer } from "../support/pages";

const site = pageServer();
const services = () => site.server.runtime.services;
type Client = ReturnType<typeof site.server.client>;

const form = (fields: Record<string, string>) => ({
  method: "POST",
  headers: { "content-type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams(fields).toString(),
});

/** A collection basket at Soho with a Margherita, a voucher and a saved reward pick. */
async function fullBasket() {
  const c = site.server.client();
  expect((await c.request("/api/basket/SetRestaurantDistance/1001/0.3/W1D%203QU", { method: "POST" })).status).toBe(200);
  expect((await c.request("/api/basket/QuickAddItem/margherita/1", { method: "POST" })).status).toBe(200);
  await site.server.runtime.basketStore.change(basketIdOf(c), (s) => ({
    ...s,
    voucherCodes: ["SAVE20"],
    rewards: [{ rewardId: 1, productId: "garlic-bread" }],
    rewardDraft: [{ rewardId: 1, productId: "garlic-bread" }],
    rewardsOwner: 1,
  }));
  // The rewards are customer 1's: they stay only while customer 1 holds the basket.
  const session = await services().customers.startSession(1);
  c.jar.set("CUSTOMER_SESSION", sign(session, site.server.runtime.config.sessionSecret));
  return c;
}

const stateOf = async (c: Client) => (await services().baskets.getOrCreate(basketIdOf(c))).state;

describe("changing restaurant", () => {
  const emptied = { items: [], bundles: [], voucherCodes: [], rewards: [], rewardDraft: null };

  it("through the page ('Yes' in 'Are you sure?'): the lines, vouchers and reward picks go", async () => {
    const c = await fullBasket();
    const res = await c.request(
      "/collection?q=W1D%203QU",
      form({ intent: "select-restaurant", restaurantId: "1002", searchTerm: "W1D 3QU", confirmed: "yes" }),
    );
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/collection/menu/1002");
    expect(await stateOf(c)).toMatchObject({ ...emptied, restaurantId: 1002 });
  });

  it("through /api (customer/changeRestaurant): the same goes, and no restaurant is chosen until one is selected", async () => {
    const c = await fullBasket();
    const res = await c.request("/api/customer/changeRestaurant", { method: "POST", json: { restaurantId: 1002 } });
    expect(res.status).toBe(200);
    expect(await stateOf(c)).toMatchObject({ ...emptied, restaurantId: null });
  });

  it("without 'Yes', neither door empties the basket", async () => {
    const c = await fullBasket();
    // What a result card's button sends: the intent and the restaurant in its name.
    const page = await c.request(
      "/collection?q=W1D%203QU",
      form({ "intent:select-restaurant?restaurantId=1002": "", searchTerm: "W1D 3QU" }),
    );
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Are you sure?");
    const api = await c.request("/api/basket/SetRestaurantDistance/1002/0.5/W1D%203QU", { method: "POST" });
    expect(api.status).toBe(409);
    expect((await stateOf(c)).items).toHaveLength(1);
    expect((await stateOf(c)).rewards).toHaveLength(1);
  });

  it("the same restaurant keeps everything", async () => {
    const c = await fullBasket();
    expect((await c.request("/api/customer/changeRestaurant", { method: "POST", json: { restaurantId: 1001 } })).status).toBe(200);
    expect(await stateOf(c)).toMatchObject({ restaurantId: 1001, voucherCodes: ["SAVE20"], rewards: [{ rewardId: 1 }] });
  });
});

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
    const page = await a.request("/collection/payment", form({ ...card, idempotencyKey: key(), expectedTotal: "1" }));
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
    const page = await a.request("/collection/payment", form({ ...card, idempotencyKey: key(), expectedTotal: "12.50" }));
    expect(page.status).toBe(400);
    expect(await page.text()).toContain("Something went wrong, please try again.");
    const api = await a.request("/api/sandbox/pay", { method: "POST", json: { ...card, idempotencyKey: key(), expectedTotal: 12.5 } });
    expect(api.status).toBe(400);
    expect(((await api.json()) as { errors: { path: string }[] }).errors[0]!.path).toBe("expectedTotal");
    expect((await stateOf(a)).orderId).toBeNull();
  });

  it("the same fields pay through both doors", async () => {
    const a = await payable();
    const page = await a.request("/collection/payment", form({ ...card, idempotencyKey: key(), nameOnCard: "G Guest" }));
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toMatch(/^\/collection\/order\/confirmation\?ord=/);
    const b = await payable();
    const api = await b.request("/api/sandbox/pay", { method: "POST", json: { ...card, idempotencyKey: key(), nameOnCard: "G Guest" } });
    expect(api.status).toBe(200);
  });
});

describe("a line change that ends a voucher", () => {
  /** Three Margheritas and FIVEOFF25 (spend £25 or more): one fewer takes the basket under it. */
  async function withVoucher() {
    const c = site.server.client();
    expect((await c.request("/api/basket/SetRestaurantDistance/1001/0.3/W1D%203QU", { method: "POST" })).status).toBe(200);
    for (let i = 0; i < 3; i++) expect((await c.request("/api/basket/QuickAddItem/margherita/1", { method: "POST" })).status).toBe(200);
    const applied = await c.request("/api/basket/AddVoucher", { method: "POST", json: { voucherCode: "FIVEOFF25" } });
    expect(applied.status).toBe(200);
    expect((await stateOf(c)).voucherCodes).toEqual(["FIVEOFF25"]);
    return { c, customID: (await stateOf(c)).items[0]!.customID };
  }
  const EXCEPTION = { code: "FIVEOFF25", message: "Spend £25.00 or more to use this voucher.", voucherNotLinked: false };

  it("through the basket page: the voucher goes and the page names it, once", async () => {
    const { c, customID } = await withVoucher();
    const res = await c.request("/collection/basket", form({ intent: "dec", kind: "item", customID }));
    expect(res.status).toBe(302);
    // The message goes in a signed cookie, not the address (Post/Redirect/Get with a flash message).
    expect(res.headers.get("location")).toBe("/collection/basket");
    expect(c.jar.has("FLASH_MESSAGE")).toBe(true);
    expect((await stateOf(c)).voucherCodes).toEqual([]);
    const page = await c.request("/collection/basket");
    expect(await page.text()).toContain("We’re Sorry!");
    expect(c.jar.has("FLASH_MESSAGE")).toBe(false);
    // Told: the basket holds no exception for the next showing.
    expect((await stateOf(c)).voucherExceptions).toEqual([]);
  });

  it("through /api (RemoveFromBasket): the same voucher goes, with the same reason", async () => {
    const { c, customID } = await withVoucher();
    const res = await c.request("/api/basket/RemoveFromBasket", { method: "POST", json: { customID, quantity: 1 } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { basket: { voucherCodes: unknown[]; voucherExceptions: { code: string; message: string }[] } };
    expect(body.basket.voucherCodes).toEqual([]);
    expect(body.basket.voucherExceptions).toMatchObject([EXCEPTION]);
  });

  it("made elsewhere (the app): the basket page names the voucher when it is next shown, once", async () => {
    const { c, customID } = await withVoucher();
    await services().basketLines.stepLine({ basketId: basketIdOf(c), customerId: null }, "item", customID, -1);
    expect((await stateOf(c)).voucherExceptions).toEqual([EXCEPTION]);
    expect(await (await c.request("/collection/basket")).text()).toContain("FIVEOFF25");
    expect(await (await c.request("/collection/basket")).text()).not.toContain("We’re Sorry!");
  });
});
