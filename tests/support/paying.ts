// Set-up shared by the payment API tests: a signed-in customer or a guest with details, a
// collection basket ready to pay, a pay call with a good card and a fresh idempotency key, and the
// charges and orders a basket or a key led to.
import { randomBytes } from "node:crypto";
import { expect } from "vitest";
import { createRepositories } from "../../server/db/repositories";
import { sign } from "../../server/http/cookies";
import { basketIdOf, type apiServer } from "./http";

type Api = ReturnType<typeof apiServer>;
export type Client = ReturnType<Api["server"]["client"]>;

export const GOOD_CARD = { cardNumber: "4111111111111111", expiry: "12/28", cvv: "123" };
export const newKey = () => `test-${randomBytes(9).toString("base64url")}`;

/** The public sandbox cards whose bank asks the customer first (3-D Secure). */
export const CHALLENGE_CARDS = { always: "4000002760003184", required: "4000000000003220", insufficientFunds: "4000008260003178" } as const;

/** The customer's answer on the bank's 3-D Secure page: the redirect it answers (303, back to the site). */
export const answerBankPage = (url: string, answer: "complete" | "fail") =>
  fetch(url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: `answer=${answer}`,
    redirect: "manual",
  });

/** The helpers, bound to the test file's server (`apiServer()`). */
export function payingHelpers(api: Api) {
  const services = () => api.t.runtime.services;

  /** Signs the client in as a seeded customer (1 has a mobile number, 7 has none). */
  async function signIn(c: Client, customerId: number) {
    const id = await services().customers.startSession(customerId);
    c.jar.set("CUSTOMER_SESSION", sign(id, api.t.runtime.config.sessionSecret));
  }

  /** A guest who gave details at checkout: a session row holding them. */
  async function asGuest(c: Client) {
    const id = await services().customers.startSession(null);
    await createRepositories(api.t.runtime.db).sessions.updateData(id, {
      guest: { firstName: "Grace", lastName: "Guest", email: "grace@example.com", mobileNumber: "+447700900999" },
    });
    c.jar.set("CUSTOMER_SESSION", sign(id, api.t.runtime.config.sessionSecret));
  }

  async function firstSlot(restaurantId = 1001) {
    const slots = await services().search.timeSlots(restaurantId);
    expect(slots.length).toBeGreaterThan(0);
    return slots[0]!;
  }

  /** A collection basket at 1001 with the given items, signed in as customer 1, with the first slot chosen. */
  async function collectionBasket(opts: { items?: string[]; customerId?: number | null; slot?: boolean } = {}) {
    const c = api.server.client();
    expect((await c.request("/api/basket/SetRestaurantDistance/1001/0.3/W1D%203QU", { method: "POST" })).status).toBe(200);
    for (const item of opts.items ?? ["margherita", "margherita"]) {
      expect((await c.request(`/api/basket/QuickAddItem/${item}/1`, { method: "POST" })).status).toBe(200);
    }
    if (opts.customerId !== null) await signIn(c, opts.customerId ?? 1);
    if (opts.slot !== false) {
      const slot = await firstSlot();
      await api.t.runtime.basketStore.change(basketIdOf(c), (s) => ({ ...s, collectionTime: slot.instant }));
    }
    return c;
  }

  const pay = (c: Client, body: Record<string, unknown> = {}, path = "/api/sandbox/pay") =>
    c.request(path, { method: "POST", json: { idempotencyKey: newKey(), ...GOOD_CARD, ...body } });

  const chargesFor = (keys: string[]) => api.t.runtime.payments.charges().filter((ch) => keys.includes(ch.idempotencyKey));
  const ordersOfBasket = (basketId: string) =>
    api.t.runtime.db.selectFrom("orders").selectAll().where("basket_id", "=", basketId).execute();

  return { services, signIn, asGuest, firstSlot, collectionBasket, pay, chargesFor, ordersOfBasket };
}
