// The payment page's loader and action, called as React Router calls them: the guard's redirects,
// the card form's field messages, a payment, and vouchers that stopped holding at payment.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CARD_MESSAGES } from "../../domain/checkout/card";
import { loader as basketLoader } from "../../app/routes/basket";
import { action, loader } from "../../app/routes/payment";
import { sign } from "../../server/http/cookies";
import { collectionAtSoho, formPost, routeVisitor } from "../support/route-calls";
import { TEST_NOW, testRuntime } from "../support/runtime";

let t: Awaited<ReturnType<typeof testRuntime>>;
beforeAll(async () => {
  t = await testRuntime();
});
afterAll(async () => {
  await t?.close();
});

type Visitor = ReturnType<typeof routeVisitor>;
const HERE = { mode: "collection" };
const GUEST = { firstName: "Grace", lastName: "Guest", email: "grace@example.com", mobileNumber: "+447700900999" };
const card = { cardNumber: "4111111111111111", expiry: "12/28", cvv: "123" };
const key = () => `k-${randomBytes(9).toString("base64url")}`;

const signedIn = (v: Visitor, sessionId: string) => v.jar.set("CUSTOMER_SESSION", sign(sessionId, t.runtime.config.sessionSecret));

/** A collection basket at Soho with a Margherita and a slot chosen, for a guest (or a signed-in customer): ready to pay. */
async function payable(customerId: number | null = null) {
  const v = routeVisitor(t.runtime);
  const basketId = await collectionAtSoho(t.runtime, v, "margherita");
  const { services } = t.runtime;
  signedIn(v, await services.customers.startSession(customerId, customerId === null ? { guest: GUEST } : {}));
  const slots = await services.search.timeSlots(1001);
  await t.runtime.basketStore.change(basketId, (s) => ({ ...s, collectionTime: slots[2]!.instant }));
  return { v, basketId };
}

describe("the payment page's loader", () => {
  it("shows the order summary and a new attempt key for each showing", async () => {
    const { v } = await payable();
    const page = await v.call(loader, "/collection/payment", HERE);
    expect(page.status).toBe(200);
    expect(page.data.customerName).toBe("Grace Guest");
    expect(page.data.view.lines.map((l) => l.name)).toEqual(["Margherita"]);
    expect(page.data.collectionLabel).not.toBeNull();
    expect(page.data.problem).toBeNull();
    const again = await v.call(loader, "/collection/payment", HERE);
    expect(again.data.idempotencyKey).not.toBe(page.data.idempotencyKey);
  });

  it("sends a visitor with no details to log in or continue as a guest first", async () => {
    const v = routeVisitor(t.runtime);
    await collectionAtSoho(t.runtime, v, "margherita");
    const page = await v.call(loader, "/collection/payment", HERE);
    expect(page.status).toBe(302);
    expect(page.location).toMatch(/^\/collection\/checkout\/login/);
  });
});

describe("the payment page's action", () => {
  it("refuses card fields that are not right, each with its message (400), and charges nothing", async () => {
    const { v, basketId } = await payable();
    const answer = await v.call(
      action,
      "/collection/payment",
      HERE,
      formPost({ ...card, cardNumber: "4111 1111 1111 1112", cvv: "1", nameOnCard: "G Guest", idempotencyKey: key() }),
    );
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({
      alert: null,
      errors: { cardNumber: CARD_MESSAGES.number, cvv: CARD_MESSAGES.cvv(3) },
      values: { nameOnCard: "G Guest", expiry: "12/28" },
    });
    expect((await t.runtime.services.baskets.getOrCreate(basketId)).state.orderId).toBeNull();
  });

  it("refuses a form whose hidden attempt key was tampered with, with the page's alert", async () => {
    const { v } = await payable();
    const answer = await v.call(action, "/collection/payment", HERE, formPost({ ...card, idempotencyKey: "no" }));
    expect(answer).toMatchObject({ status: 400, data: { alert: "Something went wrong, please try again.", errors: null } });
  });

  it("pays and goes to the order's confirmation", async () => {
    const { v } = await payable();
    const answer = await v.call(action, "/collection/payment", HERE, formPost({ ...card, idempotencyKey: key() }));
    expect(answer.status).toBe(302);
    expect(answer.location).toMatch(/^\/collection\/order\/confirmation\?ord=[^&]+&rid=1001$/);
  });

  it("a voucher that stopped holding goes: back to the basket, which names it once", async () => {
    const { v, basketId } = await payable(6);
    const { services } = t.runtime;
    expect((await services.vouchers.apply(basketId, "SAVE20", 6)).exceptions).toEqual([]);
    // The voucher's last day passes while the customer is at the payment page.
    t.clock.set(new Date("2028-01-02T12:00:00Z"));
    try {
      const answer = await v.call(action, "/collection/payment", HERE, formPost({ ...card, expiry: "12/29", idempotencyKey: key() }));
      expect(answer).toMatchObject({ status: 302, location: "/collection/basket" });
      expect(v.jar.has("FLASH_MESSAGE")).toBe(true);
      const page = await v.call(basketLoader, "/collection/basket", HERE);
      expect(page.data.removal).toMatchObject({ title: "We’re Sorry!", codes: ["SAVE20"] });
      expect((await v.call(basketLoader, "/collection/basket", HERE)).data.removal).toBeNull();
    } finally {
      t.clock.set(TEST_NOW);
    }
  });
});
