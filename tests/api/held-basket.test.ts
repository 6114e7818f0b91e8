// 'Save basket' when the customer closes the app (spec 2 §4, §9): the basket is held for an hour,
// then it expires (emptied, flagged expiredBasket) — unless the customer orders again meanwhile.
import { afterEach, describe, expect, it } from "vitest";
import { apiServer, basketIdOf } from "../support/http";
import { TEST_NOW } from "../support/runtime";

const api = apiServer();
const MINUTE = 60_000;

async function basketWithPizza() {
  const client = api.server.client();
  await client.request("/api/application/getCustomerState");
  const id = basketIdOf(client);
  const baskets = api.t.runtime.basketStore;
  await baskets.change(id, (s) => ({ ...s, restaurantId: 1001, mode: "collection" }));
  expect((await client.request("/api/basket/QuickAddItem/margherita/1", { method: "POST" })).status).toBe(200);
  const state = async () => (await (await client.request("/api/application/getCustomerState")).json()).basket.basket;
  return { id, baskets, state };
}

describe("a basket held when the app closes", () => {
  afterEach(() => api.t.clock.set(TEST_NOW));

  it("is kept for an hour, then expires with a new key", async () => {
    const { id, baskets, state } = await basketWithPizza();
    const before = await state();
    await baskets.hold(id);
    expect((await state()).heldUntil).toBe(new Date(TEST_NOW.getTime() + 60 * MINUTE).toISOString());
    api.t.clock.advance(59 * MINUTE);
    expect(await state()).toMatchObject({ numberOfItems: 1, expiredBasket: false, key: before.key });
    api.t.clock.advance(MINUTE);
    const expired = await state();
    expect(expired).toMatchObject({ numberOfItems: 0, expiredBasket: true, restaurantId: null, heldUntil: null });
    expect(expired.key).not.toBe(before.key);
    // A new order starts: the flag goes once a restaurant is chosen.
    await baskets.change(id, (s) => ({ ...s, restaurantId: 1001, mode: "collection" }));
    expect(await state()).toMatchObject({ expiredBasket: false });
  });

  it("expires for a page that only reads it without storing anything; the next change stores it, under the same key", async () => {
    const { id, baskets, state } = await basketWithPizza();
    await baskets.hold(id);
    const stored = async () =>
      await api.t.runtime.db.selectFrom("baskets").select(["version", "key", "data"]).where("id", "=", id).executeTakeFirstOrThrow();
    const held = await stored();
    api.t.clock.advance(60 * MINUTE);
    const seen = await state();
    expect(seen).toMatchObject({ numberOfItems: 0, expiredBasket: true });
    expect(await state()).toMatchObject({ key: seen.key });
    expect(await stored()).toEqual(held);
    await baskets.change(id, (s) => ({ ...s, searchTerm: "W1D 3QU" }));
    expect(await state()).toMatchObject({ numberOfItems: 0, expiredBasket: true, key: seen.key });
    expect((await stored()).version).toBe(held.version + 1);
  });

  it("ends when the customer orders again within the hour, but not when a page only looks at it", async () => {
    const { id, baskets, state } = await basketWithPizza();
    await baskets.hold(id);
    await baskets.change(id, (s) => ({ ...s, searchTerm: "W1D 3QU" }));
    expect((await state()).heldUntil).not.toBeNull();
    expect((await api.server.client().request("/api/application/getCustomerState")).status).toBe(200);
    await baskets.quickAdd(id, "garlic-bread", async () => []);
    expect((await state()).heldUntil).toBeNull();
    api.t.clock.advance(2 * 60 * MINUTE);
    expect(await state()).toMatchObject({ numberOfItems: 2, expiredBasket: false });
  });
});
