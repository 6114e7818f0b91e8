// 3-D Secure: a card whose bank asks the customer first. The sandbox gateway's test cards, its
// bank page on its own origin, the return address that finishes the payment, and the attempt's
// idempotency through the challenge (retries, other tabs, parallel returns, expiry).
import { describe, expect, it } from "vitest";
import { createRepositories } from "../../server/db/repositories";
import { basketIdOf } from "../support/http";
import { apiServer } from "../support/http";
import { answerBankPage, CHALLENGE_CARDS, GOOD_CARD, newKey, payingHelpers, type Client } from "../support/paying";

const api = apiServer();
const { services, collectionBasket, firstSlot, pay, chargesFor, ordersOfBasket } = payingHelpers(api);

const CARDS = CHALLENGE_CARDS;

/** The customer on the bank's page: one of its two buttons; answers where the bank sends them back. */
async function answerBank(url: string, answer: "complete" | "fail"): Promise<string> {
  const page = await fetch(url);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain("Complete authentication");
  expect(html).toContain("Fail authentication");
  const res = await answerBankPage(url, answer);
  expect(res.status).toBe(303);
  return res.headers.get("location")!;
}

/** Back on our site at the address the bank sent the customer to. */
async function comeBack(c: Client, location: string) {
  const url = new URL(location);
  expect(url.origin).toBe(api.t.runtime.config.publicUrl);
  return c.request(url.pathname + url.search);
}

const complete = (c: Client, idempotencyKey: string) =>
  c.request("/api/sandbox/completeAuthentication", { method: "POST", json: { idempotencyKey } });

const attempts = () => createRepositories(api.t.runtime.db).payments;

describe("3-D Secure", () => {
  it("asks the bank first: nothing charged until the customer completes it, then one order", async () => {
    const c = await collectionBasket();
    const paidId = basketIdOf(c);
    const key = newKey();
    const res = await pay(c, { idempotencyKey: key, cardNumber: CARDS.always });
    expect(res.status).toBe(202);
    const { requiresAction } = await res.json();
    expect(requiresAction.idempotencyKey).toBe(key);
    expect(new URL(requiresAction.url).origin).toBe(api.t.runtime.paymentPagesOrigin);
    expect(new URL(requiresAction.url).origin).not.toBe(new URL(api.t.runtime.config.publicUrl).origin);
    expect(chargesFor([key])).toHaveLength(0);

    // Back before answering the bank: still waiting, the same page.
    const early = await complete(c, key);
    expect(early.status).toBe(202);
    expect((await early.json()).requiresAction.url).toBe(requiresAction.url);

    const back = await comeBack(c, await answerBank(requiresAction.url, "complete"));
    expect(back.status).toBe(303);
    expect(back.headers.get("location")).toMatch(/^\/collection\/order\/confirmation\?ord=[0-9a-f-]{36}&rid=1001$/);
    expect(chargesFor([key])).toHaveLength(1);
    expect(await ordersOfBasket(paidId)).toHaveLength(1);

    // A reload of the return, or the app completing it too: the same order, no second charge.
    const again = await complete(c, key);
    expect(again.status).toBe(200);
    expect((await again.json()).order.id).toBe(new URL(back.headers.get("location")!, "http://x").searchParams.get("ord"));
    expect(chargesFor([key])).toHaveLength(1);
  });

  it("a failed authentication declines with the basket kept, and another card can pay", async () => {
    const c = await collectionBasket();
    const id = basketIdOf(c);
    const key = newKey();
    const { requiresAction } = await (await pay(c, { idempotencyKey: key, cardNumber: CARDS.required })).json();
    const back = await comeBack(c, await answerBank(requiresAction.url, "fail"));
    expect(back.status).toBe(303);
    expect(back.headers.get("location")).toBe("/collection/payment");
    expect(back.headers.get("set-cookie")).toMatch(/FLASH/i);
    expect(await attempts().get(key)).toEqual(
      expect.objectContaining({ status: "declined", declineCode: "authentication-failed", basketLock: null }),
    );
    expect((await services().baskets.peek(id))?.state.items).toHaveLength(1);
    expect(chargesFor([key])).toHaveLength(0);

    const api402 = await complete(c, key);
    expect(api402.status).toBe(402);
    expect((await api402.json()).errors[0]).toEqual({ path: "cardNumber", message: "Authentication failed" });

    const other = await pay(c, GOOD_CARD);
    expect(other.status).toBe(200);
  });

  it("a card declined after its authentication: insufficient funds, nothing charged", async () => {
    const c = await collectionBasket();
    const key = newKey();
    const { requiresAction } = await (await pay(c, { idempotencyKey: key, cardNumber: CARDS.insufficientFunds })).json();
    await answerBank(requiresAction.url, "complete");
    const res = await complete(c, key);
    expect(res.status).toBe(402);
    expect(await res.json()).toEqual(expect.objectContaining({ declineCode: "2001" }));
    expect(chargesFor([key])).toHaveLength(0);
    expect((await services().baskets.peek(basketIdOf(c)))?.state.items).toHaveLength(1);
  });

  it("10 parallel payments of one basket share one challenge; 10 parallel returns make one order and one charge", async () => {
    const c = await collectionBasket();
    const paidId = basketIdOf(c);
    const keys = Array.from({ length: 10 }, () => newKey());
    const answers = await Promise.all(keys.map((idempotencyKey) => pay(c, { idempotencyKey, cardNumber: CARDS.always })));
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(202));
    const challenges = (await Promise.all(answers.map((r) => r.json()))).map((b) => b.requiresAction);
    expect(new Set(challenges.map((ch) => ch.url)).size).toBe(1);
    const key = challenges[0].idempotencyKey as string;
    expect(new Set(challenges.map((ch) => ch.idempotencyKey))).toEqual(new Set([key]));

    await answerBank(challenges[0].url, "complete");
    const returns = await Promise.all(Array.from({ length: 10 }, () => complete(c, key)));
    expect(returns.map((r) => r.status)).toEqual(Array(10).fill(200));
    const orders = new Set((await Promise.all(returns.map((r) => r.json()))).map((b) => b.order.id));
    expect(orders.size).toBe(1);
    expect(await ordersOfBasket(paidId)).toHaveLength(1);
    expect(chargesFor(keys)).toHaveLength(1);

    // More tabs back from the bank at once, each with the basket id the visitor now has (made after
    // the payment): every one finds the same order there, none leaves the others an emptied basket.
    const after = basketIdOf(c);
    expect(after).not.toBe(paidId);
    const late = await Promise.all(Array.from({ length: 5 }, () => complete(c, key)));
    expect(late.map((r) => r.status)).toEqual(Array(5).fill(200));
    expect(new Set((await Promise.all(late.map((r) => r.json()))).map((b) => b.order.id))).toEqual(orders);
    expect(basketIdOf(c)).toBe(after);
  });

  it("a challenge left for 15 minutes expires and frees the basket", async () => {
    const c = await collectionBasket();
    const key = newKey();
    const { requiresAction } = await (await pay(c, { idempotencyKey: key, cardNumber: CARDS.always })).json();
    expect(Date.parse(requiresAction.expiresAt) - api.t.clock.now().getTime()).toBe(15 * 60_000);
    // Another payment meanwhile is the same challenge.
    expect((await pay(c, GOOD_CARD)).status).toBe(202);

    api.t.clock.advance(15 * 60_000 + 1);
    expect(await services().orders.reconcile()).toEqual({ refunded: 0, ended: 1 });
    expect(await attempts().get(key)).toEqual(
      expect.objectContaining({ status: "declined", declineCode: "authentication-expired", basketLock: null }),
    );
    // Answering the bank now changes nothing: the attempt is over.
    const late = await answerBankPage(requiresAction.url, "complete");
    expect(late.status).toBe(410);
    expect((await complete(c, key)).status).toBe(402);
    expect(chargesFor([key])).toHaveLength(0);

    // The slot chosen before has passed meanwhile: the next one, and the basket pays.
    const slot = await firstSlot();
    await api.t.runtime.basketStore.change(basketIdOf(c), (s) => ({ ...s, collectionTime: slot.instant }));
    const paid = await pay(c, GOOD_CARD);
    expect(paid.status).toBe(200);
  });

  it("after the expiry, another card pays at once, before the reconciler's round", async () => {
    const c = await collectionBasket();
    const key = newKey();
    expect((await pay(c, { idempotencyKey: key, cardNumber: CARDS.always })).status).toBe(202);
    api.t.clock.advance(15 * 60_000);
    const slot = await firstSlot();
    await api.t.runtime.basketStore.change(basketIdOf(c), (s) => ({ ...s, collectionTime: slot.instant }));
    expect((await pay(c, GOOD_CARD)).status).toBe(200);
    expect(await attempts().get(key)).toEqual(expect.objectContaining({ status: "declined", declineCode: "authentication-expired" }));
  });

  it("the return address with an attempt that is not this visitor's, or none, goes back to the payment page", async () => {
    const c = await collectionBasket();
    const { requiresAction } = await (await pay(c, { cardNumber: CARDS.always })).json();
    const stranger = api.server.client();
    const res = await stranger.request(`/payment/authenticated?attempt=${requiresAction.idempotencyKey}`);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/collection/payment");
    expect((await stranger.request("/payment/authenticated")).headers.get("location")).toBe("/collection/payment");
    expect((await complete(c, requiresAction.idempotencyKey)).status).toBe(202);
  });

  it("the dialog's frame back from the bank gets a short page and never a cookie of the site", async () => {
    const res = await fetch(`${api.server.base}/payment/authenticated?attempt=${newKey()}`, { headers: { "sec-fetch-dest": "iframe" } });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Checking your payment");
    expect(res.headers.get("set-cookie")).toBeNull();
  });

  it("documents the challenge answer in the OpenAPI document, and the call that completes it with its body", async () => {
    type Schema = { $ref?: string; type?: string; format?: string; properties?: Record<string, Schema>; required?: string[] };
    const doc = await (await api.server.client().request("/api/openapi.json")).json();
    // A schema the document names elsewhere (components) is followed to its definition.
    const resolve = (schema: Schema): Schema =>
      schema.$ref
        ? resolve(
            schema.$ref
              .slice(2)
              .split("/")
              .reduce((node, key) => node[key], doc),
          )
        : schema;
    const jsonSchema = (part: { content: Record<string, { schema: Schema }> }) => resolve(part.content["application/json"]!.schema);

    /** An answer 202: `requiresAction` with the bank's page, the attempt and the expiry, all required. */
    const expectChallenge = (answer: { content: Record<string, { schema: Schema }> }) => {
      const body = jsonSchema(answer);
      expect(body.required).toEqual(expect.arrayContaining(["status", "requiresAction"]));
      const action = resolve(body.properties!.requiresAction!);
      expect(action.type).toBe("object");
      expect(action.required).toEqual(expect.arrayContaining(["url", "idempotencyKey", "expiresAt"]));
      expect(resolve(action.properties!.url!)).toMatchObject({ type: "string", format: "uri" });
      expect(resolve(action.properties!.idempotencyKey!)).toMatchObject({ type: "string" });
      expect(resolve(action.properties!.expiresAt!)).toMatchObject({ type: "string" });
    };
    expectChallenge(doc.paths["/sandbox/pay"].post.responses["202"]);

    const complete = doc.paths["/sandbox/completeAuthentication"].post;
    expect(complete.operationId).toBe("completeAuthentication");
    expect(complete.requestBody.required).toBe(true);
    const request = jsonSchema(complete.requestBody);
    expect(request.required).toEqual(["idempotencyKey"]);
    expect(resolve(request.properties!.idempotencyKey!)).toMatchObject({ type: "string" });
    // It answers as pay does: the order, the challenge still open, or the decline.
    expect(jsonSchema(complete.responses["200"]).required).toEqual(expect.arrayContaining(["order"]));
    expectChallenge(complete.responses["202"]);
    expect(complete.responses["402"]).toBeDefined();
  });

  it("a voucher that stopped holding while the bank asked is taken off, and nothing is charged", async () => {
    const addVoucher = async (c: Client, voucherCode: string) =>
      (await c.request("/api/basket/AddVoucher", { method: "POST", json: { voucherCode } })).json();
    const waiting = await collectionBasket({ customerId: 3 });
    expect((await addVoucher(waiting, "FIRSTORDER")).voucherExceptions).toEqual([]);
    const key = newKey();
    const { requiresAction } = await (await pay(waiting, { idempotencyKey: key, cardNumber: CARDS.always })).json();
    // Meanwhile the same customer's other basket uses the single-use voucher.
    const other = await collectionBasket({ customerId: 3 });
    expect((await addVoucher(other, "FIRSTORDER")).voucherExceptions).toEqual([]);
    expect((await pay(other)).status).toBe(200);

    const back = await comeBack(waiting, await answerBank(requiresAction.url, "complete"));
    expect(back.status).toBe(303);
    expect(back.headers.get("location")).toBe("/collection/basket");
    expect(back.headers.get("set-cookie")).toMatch(/FLASH/i);
    expect(chargesFor([key])).toHaveLength(0);
    expect(await attempts().get(key)).toEqual(
      expect.objectContaining({ status: "declined", declineCode: "vouchers-removed", basketLock: null }),
    );
  });
});
