// After paying: who may read an order, a customer's history and reorder.
import { describe, expect, it } from "vitest";
import { apiServer, basketIdOf } from "../support/http";
import { payingHelpers } from "../support/paying";
import { TEST_NOW } from "../support/runtime";

const api = apiServer();
const { services, signIn, collectionBasket, pay } = payingHelpers(api);

describe("who may read an order", () => {
  it("another visitor gets 404, by id or by number; the same customer from another basket may read it", async () => {
    const c = await collectionBasket({ items: ["margherita"] });
    const { order } = await (await pay(c)).json();
    const stranger = api.server.client();
    for (const id of [order.id, order.number]) {
      const res = await stranger.request(`/api/orders/GetOrderForToday/1001/${id}`);
      expect(res.status).toBe(404);
      expect((await res.json()).status).toBe("ERROR");
    }
    expect((await stranger.request("/api/orders/GetOrderForToday/1001")).status).toBe(404);
    const otherCustomer = api.server.client();
    await signIn(otherCustomer, 4);
    expect((await otherCustomer.request(`/api/orders/GetOrderForToday/1001/${order.id}`)).status).toBe(404);

    const sameCustomer = api.server.client();
    await signIn(sameCustomer, 1);
    const res = await sameCustomer.request(`/api/orders/GetOrderForToday/1001/${order.id}`);
    expect(res.status).toBe(200);
    expect((await res.json()).order.number).toBe(order.number);
  });

  it("lists a customer's history newest first and puts an order back into a basket", async () => {
    const c = await collectionBasket({ items: ["margherita", "garlic-bread"] });
    // A minute after the other orders (the test clock stands still otherwise).
    api.t.clock.set(new Date(TEST_NOW.getTime() + 60_000));
    const { order } = await (await pay(c).finally(() => api.t.clock.set(TEST_NOW))).json();
    const history = await services().orders.history(1);
    expect(history[0]!.id).toBe(order.id);
    expect(history.length).toBeLessThanOrEqual(20);

    const fresh = api.server.client();
    await fresh.request("/api/application/getCustomerState");
    const basketId = basketIdOf(fresh);
    const outcome = await services().orders.reorder({ orderId: order.id, viewer: { basketId, sessionId: null, customerId: 1 }, basketId });
    expect(outcome).toMatchObject({ status: "ok", added: 2, skipped: [] });
    const basket = await services().baskets.getOrCreate(basketId);
    expect(basket.state).toMatchObject({ restaurantId: 1001, mode: "collection" });
    expect(basket.state.items.map((l) => l.id).sort()).toEqual(["garlic-bread", "margherita"]);
    expect(
      await services().orders.reorder({
        orderId: order.id,
        viewer: { basketId: "someone-else", sessionId: null, customerId: null },
        basketId,
      }),
    ).toEqual({
      status: "not-found",
    });
  });
});
