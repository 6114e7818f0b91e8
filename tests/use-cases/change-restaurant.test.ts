// Use case: changing restaurant when the basket holds another restaurant's lines, vouchers and
// reward picks. Page: the search page's 'Are you sure?' (POST /collection, intent
// select-restaurant with confirmed=yes). /api: POST /api/customer/changeRestaurant (and
// SetRestaurantDistance, which asks first). Service: services.journey.selectRestaurant /
// changeRestaurant. Through the real pages (Vite, tests/support/pages.ts).
import { describe, expect, it } from "vitest";
import { sign } from "../../server/http/cookies";
import { basketIdOf, formPost } from "../support/http";
import { pageServer } from "../support/pages";

const site = pageServer();
const services = () => site.server.runtime.services;
type Client = ReturnType<typeof site.server.client>;

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
      formPost({ intent: "select-restaurant", restaurantId: "1002", searchTerm: "W1D 3QU", confirmed: "yes" }),
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
      formPost({ "intent:select-restaurant?restaurantId=1002": "", searchTerm: "W1D 3QU" }),
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
