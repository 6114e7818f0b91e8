// The sandbox bank's 3-D Secure pages, served by the sandbox gateway over HTTP: a charge that asks
// for authentication, its page, the customer's answer, and the confirm that finishes the charge.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixedClock } from "./clock";
import { sandboxPaymentProvider, type ChargeInput, type ChargeResult } from "./payments";
import { SANDBOX_3DS_CARDS } from "./sandbox-cards";
import { gatewayPaymentProvider, startSandboxGateway } from "./payments-gateway";

const NOW = new Date("2026-11-20T12:30:00Z");
const RETURN_URL = "http://shop.example:5173/payment/return?attempt=a1";
const clock = fixedClock(NOW);
let gateway: Awaited<ReturnType<typeof startSandboxGateway>>;

beforeAll(async () => {
  gateway = await startSandboxGateway({ port: 0, sandbox: sandboxPaymentProvider(clock) });
});
afterAll(() => gateway.close());

const input = (over: Partial<ChargeInput> = {}): ChargeInput => ({
  idempotencyKey: `key-${Math.random().toString(36).slice(2)}`,
  amountMinor: 1234,
  currency: "GBP",
  card: { number: SANDBOX_3DS_CARDS.always, expiry: "12/28", cvv: "123" },
  returnUrl: RETURN_URL,
  merchantName: "Crustello",
  ...over,
});

const post = (path: string, body: unknown) =>
  fetch(gateway.url + path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
const answer = (challengeUrl: string, body: string) =>
  fetch(challengeUrl, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body, redirect: "manual" });

/** A charge through the gateway's JSON API that asks for authentication: its key and page. */
async function challenge(over: Partial<ChargeInput> = {}) {
  const charge = input(over);
  const res = await post("/charges", charge);
  expect(res.status).toBe(200);
  const result = (await res.json()) as ChargeResult;
  if (result.outcome !== "requires_action") throw new Error(`expected a challenge, got ${JSON.stringify(result)}`);
  expect(result.challengeUrl.startsWith(`${gateway.url}/challenge/`)).toBe(true);
  return { key: charge.idempotencyKey, url: result.challengeUrl, result };
}

describe("the sandbox bank's challenge page", () => {
  it("shows the payment and two answers; completing it sends the customer back, and confirm charges", async () => {
    const { key, url } = await challenge();
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/^text\/html; charset=utf-8/);
    expect(page.headers.get("cache-control")).toBe("no-store");
    expect(page.headers.get("x-frame-options")).toBeNull();
    // Framable by the shop; its form posts here, and the bank then sends the customer to the shop.
    const csp = page.headers.get("content-security-policy");
    expect(csp).toContain("frame-ancestors *;");
    expect(csp).toContain("form-action 'self' http://shop.example:5173;");
    const html = await page.text();
    expect(html).toMatch(/^<!DOCTYPE html>\n<html lang="en">/);
    expect(html.match(/<h1>/g)).toHaveLength(1);
    expect(html).toContain("<h1>Confirm your payment</h1>");
    expect(html).toContain("Sandbox Bank asks you to confirm a payment of £12.34 to Crustello with your Visa ending 3184.");
    expect(html.match(/<form /g)).toHaveLength(1);
    expect(html).toContain('<form method="post">');
    expect(html).toContain('<button name="answer" value="complete">Complete authentication</button>');
    expect(html).toContain('<button name="answer" value="fail">Fail authentication</button>');
    expect(html).not.toContain(SANDBOX_3DS_CARDS.always);

    const answered = await answer(url, "answer=complete");
    expect(answered.status).toBe(303);
    expect(answered.headers.get("location")).toBe(RETURN_URL);
    // Answered: the page sends the customer back too, and a second answer changes nothing.
    const again = await fetch(url, { redirect: "manual" });
    expect([again.status, again.headers.get("location")]).toEqual([303, RETURN_URL]);
    expect((await answer(url, "answer=fail")).headers.get("location")).toBe(RETURN_URL);

    const confirmed = await post(`/charges/${key}/confirm`, {});
    expect(confirmed.status).toBe(200);
    const result = (await confirmed.json()) as ChargeResult;
    expect(result).toEqual({ outcome: "approved", chargeId: expect.stringMatching(/^sandbox_/) });
    expect(await (await post(`/charges/${key}/confirm`, {})).json()).toEqual(result);
    const ledger = (await (await fetch(`${gateway.url}/ledger`)).json()) as { charges: { idempotencyKey: string }[]; calls: unknown[] };
    expect(ledger.charges.filter((c) => c.idempotencyKey === key)).toHaveLength(1);
    expect(ledger.calls).toContainEqual({ op: "confirm", ref: key });
  });

  it("declines a failed authentication", async () => {
    const { key, url } = await challenge({ amountMinor: 1050, currency: "EUR" });
    expect(await (await fetch(url)).text()).toContain("a payment of €10.50 to Crustello");
    expect((await answer(url, "answer=fail")).status).toBe(303);
    expect(await (await post(`/charges/${key}/confirm`, {})).json()).toEqual({
      outcome: "declined",
      code: "authentication-failed",
      message: "Authentication failed",
    });
  });

  it("escapes what the shop sent", async () => {
    const { url } = await challenge({ merchantName: `<script>alert("Crust & Co")</script>` });
    const html = await (await fetch(url)).text();
    expect(html).not.toContain("<script>");
    expect(html).toContain("to &#60;script&#62;alert(&#34;Crust &#38; Co&#34;)&#60;/script&#62; with");
  });

  it("answers 404 for an unknown challenge and 400 for an answer that is neither", async () => {
    for (const res of [
      await fetch(`${gateway.url}/challenge/made-up`),
      await answer(`${gateway.url}/challenge/made-up`, "answer=complete"),
    ]) {
      expect(res.status).toBe(404);
      expect(await res.text()).toContain("This payment was not found.");
    }
    const { key, url } = await challenge();
    for (const body of ["answer=maybe", "", "answer=complete&answer=fail"]) {
      const res = await answer(url, body);
      expect(res.status).toBe(400);
      expect(await res.text()).toContain("This answer was not understood.");
    }
    expect((await answer(url, `answer=${"x".repeat(5000)}`)).status).toBe(413);
    // Still unanswered.
    expect((await (await post(`/charges/${key}/confirm`, {})).json()) as ChargeResult).toMatchObject({ outcome: "requires_action" });
  });

  it("ends a challenge after 15 minutes: 410 with a way back, and confirm declines it", async () => {
    const { key, url } = await challenge();
    clock.advance(15 * 60_000);
    try {
      for (const res of [await fetch(url), await answer(url, "answer=complete")]) {
        expect(res.status).toBe(410);
        const html = await res.text();
        expect(html).toContain("This authentication has expired.");
        expect(html).toContain(`<a href="${RETURN_URL}">Return to Crustello</a>`);
      }
      expect(await (await post(`/charges/${key}/confirm`, {})).json()).toEqual({
        outcome: "declined",
        code: "authentication-expired",
        message: "Authentication expired",
      });
    } finally {
      clock.set(NOW);
    }
  });

  it("refuses a charge whose return address is not http(s), and a confirm for a key it does not know", async () => {
    expect((await post("/charges", input({ returnUrl: "javascript:alert(1)" }))).status).toBe(400);
    const res = await post("/charges/no-such-key/confirm", {});
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: "no charge with this key" });
  });

  it("needs a return address only for a card whose bank asks first", async () => {
    const { returnUrl: _r, merchantName: _m, ...bare } = input();
    expect((await post("/charges", bare)).status).toBe(400);
    const frictionless = await post("/charges", { ...bare, card: { ...bare.card, number: "4111111111111111" } });
    expect(frictionless.status).toBe(200);
    expect(await frictionless.json()).toMatchObject({ outcome: "approved" });
  });

  it("is what a node's gateway provider charges, confirms and writes in its ledger", async () => {
    const node = gatewayPaymentProvider(gateway.url, clock);
    const charge = input();
    const result = await node.charge(charge);
    if (result.outcome !== "requires_action") throw new Error("expected a challenge");
    expect(await node.confirm(charge.idempotencyKey)).toEqual(result);
    await answer(result.challengeUrl, "answer=complete");
    const confirmed = await Promise.all([node.confirm(charge.idempotencyKey), node.confirm(charge.idempotencyKey)]);
    expect(confirmed[0]).toEqual({ outcome: "approved", chargeId: expect.stringMatching(/^sandbox_/) });
    expect(confirmed[1]).toEqual(confirmed[0]);
    expect(node.charges()).toEqual([expect.objectContaining({ idempotencyKey: charge.idempotencyKey, amountMinor: 1234, last4: "3184" })]);
    expect(await node.confirm("no-such-key")).toBeNull();
    // Another node that did not make the charge finds it in the gateway's ledger.
    const other = gatewayPaymentProvider(gateway.url, clock);
    expect(await other.confirm(charge.idempotencyKey)).toEqual(confirmed[0]);
    expect(other.charges()).toEqual([
      expect.objectContaining({ chargeId: (confirmed[0] as { chargeId: string }).chargeId, amountMinor: 1234 }),
    ]);
  });
});
