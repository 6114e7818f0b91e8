// The developer's pages are off in production (issue 52, decision 033): with production settings
// the site, pages included, answers 404 for /dev/restaurant (which plays the restaurant and can
// reject or cancel any order) as for /dev/outbox, to its document, its navigation data and its
// form post alike, and an order posted to it stays placed, its charge untouched.
import { describe, expect, it } from "vitest";
import { formPost } from "../support/http";
import { pageServer } from "../support/pages";
import { newKey, payingHelpers } from "../support/paying";

const SECRET = "a-test-secret-that-is-long-enough-0123456789";
const site = pageServer({ NODE_ENV: "production", SESSION_SECRET: SECRET });
const api = {
  get t() {
    return site.server.t;
  },
  get server() {
    return site.server;
  },
};
const { collectionBasket, pay, chargesFor } = payingHelpers(api);

describe("developer pages in production", () => {
  it("/dev/restaurant answers 404, like /dev/outbox, and cancels nothing", async () => {
    expect(site.server.runtime.config.devRestaurant).toBe(false);
    const c = await collectionBasket();
    const key = newKey();
    const paid = await pay(c, { idempotencyKey: key });
    expect(paid.status).toBe(200);
    const { order } = await paid.json();

    for (const path of ["/dev/outbox", "/dev/restaurant", "/dev/restaurant.data"]) expect((await c.request(path)).status, path).toBe(404);
    const post = await c.request("/dev/restaurant", formPost({ orderId: order.id, intent: "cancelled" }));
    expect(post.status).toBe(404);

    expect(chargesFor([key])).toEqual([expect.objectContaining({ refundedAt: null })]);
    const now = await (await c.request(`/api/orders/GetOrderForToday/1001/${order.id}`)).json();
    expect(now.order.status).not.toBe("refunded");
  });
});
