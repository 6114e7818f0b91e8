// 3-D Secure through the shared sandbox gateway (PAYMENTS_SANDBOX_URL, as start:cluster runs it):
// the challenge comes from the gateway over HTTP, its page is on the gateway's origin, and the
// charge is confirmed there once the customer is back.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSandboxGateway } from "../../server/providers/payments-gateway";
import { apiServer, basketIdOf } from "../support/http";
import { answerBankPage, CHALLENGE_CARDS, newKey, payingHelpers } from "../support/paying";
import { TEST_NOW } from "../support/runtime";

const env: Record<string, string> = {};
let gateway: Awaited<ReturnType<typeof startSandboxGateway>>;
beforeAll(async () => {
  gateway = await startSandboxGateway({ port: 0, appNow: TEST_NOW.toISOString() });
  env["PAYMENTS_SANDBOX_URL"] = gateway.url;
});
afterAll(async () => {
  await gateway?.close();
});
const api = apiServer(env);
const { collectionBasket, pay, chargesFor, ordersOfBasket } = payingHelpers(api);

describe("3-D Secure through the shared gateway", () => {
  it("the gateway's page asks; back on the site, the gateway confirms one charge and the order is placed", async () => {
    const c = await collectionBasket();
    const paidId = basketIdOf(c);
    const key = newKey();
    const res = await pay(c, { idempotencyKey: key, cardNumber: CHALLENGE_CARDS.always });
    expect(res.status).toBe(202);
    const { requiresAction } = await res.json();
    expect(new URL(requiresAction.url).origin).toBe(gateway.url);
    expect(api.t.runtime.paymentPagesOrigin).toBe(gateway.url);

    const answered = await answerBankPage(requiresAction.url, "complete");
    expect(answered.status).toBe(303);
    const back = new URL(answered.headers.get("location")!);
    const done = await c.request(back.pathname + back.search);
    expect(done.status).toBe(303);
    expect(done.headers.get("location")).toMatch(/^\/collection\/order\/confirmation\?ord=/);
    expect(await ordersOfBasket(paidId)).toHaveLength(1);
    expect(chargesFor([key])).toHaveLength(1);
    const ledger = (await (await fetch(`${gateway.url}/ledger`)).json()) as { charges: { idempotencyKey: string }[] };
    expect(ledger.charges.filter((ch) => ch.idempotencyKey === key)).toHaveLength(1);
  });

  it("a card saved through the gateway pays by its token there, and is removed there", async () => {
    const c = await collectionBasket({ customerId: 2 });
    expect((await pay(c, { saveCard: true })).status).toBe(200);
    const { cards } = await (await c.request("/api/customer/savedCards")).json();
    expect(cards).toEqual([expect.objectContaining({ label: "Visa ending 1111" })]);
    const next = await collectionBasket({ customerId: 2 });
    const key = newKey();
    const paid = await next.request("/api/sandbox/pay", {
      method: "POST",
      json: { idempotencyKey: key, savedCardId: cards[0].id, cvv: "123" },
    });
    expect(paid.status).toBe(200);
    // The node's own ledger learns the card's last digits from the gateway.
    expect(chargesFor([key])).toEqual([expect.objectContaining({ last4: "1111" })]);
    expect((await c.request("/api/customer/removeSavedCard", { method: "POST", json: { id: cards[0].id } })).status).toBe(200);
    const ledger = (await (await fetch(`${gateway.url}/ledger`)).json()) as { calls: { op: string }[] };
    expect(ledger.calls.filter((call) => call.op === "remove-card")).toHaveLength(1);
  });
});
