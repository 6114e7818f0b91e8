// One quantity rule for a basket line (1 to 99) through every call: adds, sets, removals, quick
// add, the merge of identical lines, bundles, reorder. Past it: a 4xx naming the field, and the
// basket unchanged (docs/decisions/013).
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { sign } from "../../server/http/cookies";
import { apiServer, basketIdOf } from "../support/http";

const api = apiServer();
const services = () => api.t.runtime.services;
type Client = ReturnType<typeof api.server.client>;

async function customerAt(restaurantId = 1001) {
  const c = api.server.client();
  const res = await c.request(`/api/basket/SetRestaurantDistance/${restaurantId}/0.3/W1D%203QU`, { method: "POST" });
  expect(res.status).toBe(200);
  return c;
}
const post = async (c: Client, path: string, json?: unknown) => {
  const res = await c.request(path, { method: "POST", json });
  return { status: res.status, body: await res.json() };
};
const stored = async (c: Client) => (await services().baskets.getOrCreate(basketIdOf(c))).state;
const add = (c: Client, quantity: unknown, itemId = "lemonade") =>
  post(c, "/api/basket/AddToBasket", { restaurantId: 1001, items: [{ itemId, quantity }] });

/** A refusal: 4xx, the field named, and the basket as it was. */
async function expectRefused(c: Client, answer: { status: number; body: { errors: { path: string }[] } }, path: string) {
  expect(answer.status).toBeGreaterThanOrEqual(400);
  expect(answer.status).toBeLessThan(500);
  expect(answer.body.errors[0]!.path).toBe(path);
}

describe("adding", () => {
  it("takes 1 to 99 in one add and refuses 0, 100 or 140, naming the field", async () => {
    const c = await customerAt();
    for (const bad of [0, 100, 140, 2.5]) await expectRefused(c, await add(c, bad), "items.0.quantity");
    expect((await stored(c)).items).toEqual([]);
    expect((await add(c, 99)).status).toBe(200);
    expect((await stored(c)).items[0]!.quantity).toBe(99);
  });

  it("refuses an add to a line of 99, and leaves it at 99", async () => {
    const c = await customerAt();
    expect((await add(c, 99)).status).toBe(200);
    const before = await stored(c);
    await expectRefused(c, await add(c, 1), "items.0.quantity");
    expect(await stored(c)).toEqual(before);
  });

  it("refuses the merge of an identical customised line past 99: 60 + 60 is refused, not made 99", async () => {
    const c = await customerAt();
    const line = {
      itemId: "half-and-half",
      selections: [
        { groupId: "half-and-half-base", optionId: "base-thin", quantity: 1 },
        { groupId: "half-and-half-left", optionId: "left-margherita", quantity: 1 },
        { groupId: "half-and-half-right", optionId: "right-pepperoni-classic", quantity: 1 },
      ],
    };
    expect((await post(c, "/api/basket/AddToBasket", { restaurantId: 1001, items: [{ ...line, quantity: 60 }] })).status).toBe(200);
    const refused = await post(c, "/api/basket/AddToBasket", { restaurantId: 1001, items: [{ ...line, quantity: 60 }] });
    await expectRefused(c, refused, "items.0.quantity");
    expect(refused.status).toBe(409);
    expect(refused.body.errors[0].message).toContain("you can add 39 more");
    expect((await stored(c)).items.map((l) => l.quantity)).toEqual([60]);
    expect((await post(c, "/api/basket/AddToBasket", { restaurantId: 1001, items: [{ ...line, quantity: 39 }] })).status).toBe(200);
    expect((await stored(c)).items.map((l) => l.quantity)).toEqual([99]);
  });

  it("quick add refuses the 100th", async () => {
    const c = await customerAt();
    const first = await post(c, "/api/basket/QuickAddItem/margherita/1");
    const customID = first.body.basket.items[0].customID;
    expect((await post(c, "/api/basket/SetBasketItems", { items: [{ customID, quantity: 99 }] })).status).toBe(200);
    await expectRefused(c, await post(c, "/api/basket/QuickAddItem/margherita/1"), "quantity");
    expect((await stored(c)).items[0]!.quantity).toBe(99);
  });

  it("bundles follow the same rule", async () => {
    const c = await customerAt();
    const bundle = {
      restaurantId: 1001,
      bundleId: "kids-pizza-dough-balls-drink",
      sections: [
        { sectionId: "kids-set-pizza", products: [{ itemId: "kids-margherita", quantity: 1 }] },
        { sectionId: "kids-set-dough-balls", products: [{ itemId: "kids-dough-balls", quantity: 1 }] },
        { sectionId: "kids-set-drink", products: [{ itemId: "apple-juice", quantity: 1 }] },
      ],
    };
    await expectRefused(c, await post(c, "/api/basket/AddBundleToBasket", { ...bundle, quantity: 100 }), "quantity");
    const first = await post(c, "/api/basket/AddBundleToBasket", { ...bundle, quantity: 90 });
    expect(first.status).toBe(200);
    await expectRefused(c, await post(c, "/api/basket/AddBundleToBasket", { ...bundle, quantity: 10 }), "quantity");
    expect((await stored(c)).bundles.map((b) => b.quantity)).toEqual([90]);
  });
});

describe("setting and removing", () => {
  it("SetBasketItems and UpdateBasket take 0 to 99 and refuse 100, naming the line's field", async () => {
    const c = await customerAt();
    const customID = (await post(c, "/api/basket/QuickAddItem/margherita/1")).body.basket.items[0].customID;
    await expectRefused(c, await post(c, "/api/basket/SetBasketItems", { items: [{ customID, quantity: 100 }] }), "items.0.quantity");
    const version = (await post(c, "/api/basket/SetBasketItems", { items: [{ customID, quantity: 99 }] })).body.basket.version;
    expect((await stored(c)).items[0]!.quantity).toBe(99);
    await expectRefused(
      c,
      await post(c, "/api/basket/UpdateBasket", { restaurantId: 1001, version, items: [{ customID, quantity: 105 }] }),
      "items.0.quantity",
    );
    expect((await stored(c)).items[0]!.quantity).toBe(99);
  });

  it("a removal takes exactly what it says off (99 - 1 = 98), and refuses an amount past 99", async () => {
    const c = await customerAt();
    const customID = (await post(c, "/api/basket/QuickAddItem/margherita/1")).body.basket.items[0].customID;
    await post(c, "/api/basket/SetBasketItems", { items: [{ customID, quantity: 99 }] });
    expect((await post(c, "/api/basket/RemoveFromBasket", { customID })).body.basket.numberOfItems).toBe(98);
    await expectRefused(c, await post(c, "/api/basket/RemoveFromBasket", { customID, quantity: 105 }), "quantity");
    await expectRefused(c, await post(c, "/api/basket/RemoveFromBasket", { customID, quantity: 0 }), "quantity");
    expect((await stored(c)).items[0]!.quantity).toBe(98);
    expect((await post(c, "/api/basket/RemoveFromBasket", { customID, quantity: 98 })).body.basket.numberOfItems).toBe(0);
  });
});

describe("reorder", () => {
  it("skips a line that would take the basket's line past 99, saying why", async () => {
    const c = await customerAt();
    const customID = (await post(c, "/api/basket/QuickAddItem/margherita/1")).body.basket.items[0].customID;
    await post(c, "/api/basket/SetBasketItems", { items: [{ customID, quantity: 60 }] });
    const slot = (await services().search.timeSlots(1001))[0]!;
    await api.t.runtime.basketStore.change(basketIdOf(c), (s) => ({ ...s, collectionTime: slot.instant }));
    c.jar.set("CUSTOMER_SESSION", sign(await services().customers.startSession(1), api.t.runtime.config.sessionSecret));
    const paid = await c.request("/api/sandbox/pay", {
      method: "POST",
      json: { idempotencyKey: `test-${randomBytes(9).toString("base64url")}`, cardNumber: "4111111111111111", expiry: "12/28", cvv: "123" },
    });
    expect(paid.status).toBe(200);
    const { order } = await paid.json();
    // The basket, emptied by the payment, gets 60 again; the order's 60 would make 120.
    await post(c, "/api/basket/QuickAddItem/margherita/1");
    await post(c, "/api/basket/SetBasketItems", { items: [{ customID, quantity: 60 }] });
    const again = await post(c, `/api/orders/reorder/${order.id}`, {});
    expect(again.status).toBe(200);
    expect(again.body.added).toBe(0);
    expect(again.body.skipped).toEqual([{ name: expect.any(String), message: expect.stringContaining("you can add 39 more") }]);
    expect((await stored(c)).items.map((l) => l.quantity)).toEqual([60]);
  });
});

describe("reward lines", () => {
  it("QuickAddItemAndReward refuses one more on a line of 99, naming the product, and changes nothing", async () => {
    const c = await customerAt();
    const customID = (await post(c, "/api/basket/QuickAddItem/margherita/1")).body.basket.items[0].customID;
    await post(c, "/api/basket/SetBasketItems", { items: [{ customID, quantity: 99 }] });
    c.jar.set("CUSTOMER_SESSION", sign(await services().customers.startSession(4), api.t.runtime.config.sessionSecret)); // gold
    const before = await stored(c);
    const refused = await post(c, "/api/basket/QuickAddItemAndReward/margherita/1/105");
    await expectRefused(c, refused, "productId");
    expect(refused.body.errors[0].message).toBe("You can have at most 99 of one item in your basket.");
    const after = await stored(c);
    expect(after.items).toEqual(before.items);
    expect(after.rewards).toEqual([]);
  });
});
