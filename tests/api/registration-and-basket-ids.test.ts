// Sign-up limits, e-mail verification and the welcome reward it unlocks, and the new basket id
// after sign-out and after payment (docs/decisions/025).
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { WELCOME_LOCKED_TEXT } from "../../domain/loyalty/loyalty-wallet";
import { paths } from "../../app/paths";
import { apiServer, basketIdOf, formPost } from "../support/http";
import { payingHelpers } from "../support/paying";
import { pageServer } from "../support/pages";

// The site with its pages (the verifyemail and confirmation pages), seen as an API server.
const site = pageServer();
const api = {
  get t() {
    return site.server.t;
  },
  get server() {
    return site.server;
  },
};
// A server of its own for the burst: its address budget is spent by it alone.
const burst = apiServer();
type Client = ReturnType<typeof api.server.client>;

const PASSWORD = "correct-horse-battery-9";
let n = 0;
const person = (email = `new-${++n}@example.com`) => ({
  firstName: "Nell",
  lastName: "Newcomer",
  email,
  mobileNumber: "07700 900456",
  password: PASSWORD,
});
const register = async (c: Client, details = person()) => {
  const res = await c.request("/api/customer/register/web", { method: "POST", json: details });
  return { status: res.status, body: await res.json(), email: details.email };
};
const post = async (c: Client, path: string, json?: unknown) => {
  const res = await c.request(`/api${path}`, { method: "POST", ...(json === undefined ? {} : { json }) });
  return { status: res.status, body: await res.json() };
};
/** The token of the newest verification link sent to an address. */
async function verifyToken(email: string): Promise<string> {
  const [message] = await api.t.runtime.services.sentMessages({ recipient: email, limit: 1 });
  expect(message?.subject).toBe("Verify your Crustello email address");
  const link = /\/verifyemail\/([A-Za-z0-9_.-]+)/.exec(message!.body);
  expect(link).not.toBeNull();
  return link![1]!;
}
const customerIdOf = async (email: string) => (await api.t.runtime.services.customers.authenticate(email, PASSWORD))!.id;
const welcomeOf = async (customerId: number) =>
  (await api.t.runtime.services.loyalty.memberWallet(customerId))?.find((w) => w.def.tags[0]?.startsWith("signup"));

describe("sign-up limits", () => {
  it("30 sign-ups from one address: the first 20 make accounts, the rest meet a 429 and make none", async () => {
    const answers = [];
    for (let i = 0; i < 30; i++) answers.push(await register(burst.server.client(), person(`burst-${i}@example.com`)));
    expect(answers.slice(0, 20).map((a) => a.status)).toEqual(Array(20).fill(200));
    for (const a of answers.slice(20)) {
      expect(a.status).toBe(429);
      expect(a.body.errors).toEqual([{ path: "email", message: "Too many attempts. Please try again in 60 minutes." }]);
    }
    expect(await burst.t.runtime.services.customers.authenticate("burst-25@example.com", PASSWORD)).toBeNull();
    // Past the limit a taken e-mail is not told apart from a new one.
    expect((await register(burst.server.client(), person("burst-0@example.com"))).status).toBe(429);
  });

  it("under the limit a taken e-mail is told so; past 3 tries of one e-mail, too many", async () => {
    const email = "taken@example.com";
    expect((await register(api.server.client(), person(email))).status).toBe(200);
    const again = await register(api.server.client(), person(email));
    expect(again.status).toBe(409);
    expect(again.body.errors).toEqual([{ path: "email", message: "An account with this email address already exists. Log in instead." }]);
    expect((await register(api.server.client(), person(email))).status).toBe(409);
    const fourth = await register(api.server.client(), person(email));
    expect(fourth.status).toBe(429);
    expect(fourth.body.errors[0]).toMatchObject({ path: "email", message: expect.stringMatching(/^Too many attempts/) });
  });
});

describe("e-mail verification", () => {
  it("the link in the outbox verifies once; the second use is refused", async () => {
    const c = api.server.client();
    const { email } = await register(c);
    const id = await customerIdOf(email);
    expect((await api.t.runtime.services.customers.getById(id))!.emailVerifiedAt).toBeNull();
    const token = await verifyToken(email);
    // Only the token's HMAC is stored.
    const codes = await sql<{ code_hash: string }>`select code_hash from one_time_codes where purpose = 'verify-email'`.execute(
      api.t.runtime.db,
    );
    expect(codes.rows.length).toBeGreaterThan(0);
    for (const row of codes.rows) expect(row.code_hash).not.toContain(token.split(".")[1]);

    expect(await post(c, "/customer/verifyEmail", { token })).toEqual({ status: 200, body: { status: "OK", verified: true } });
    expect((await api.t.runtime.services.customers.getById(id))!.emailVerifiedAt).not.toBeNull();
    const second = await post(c, "/customer/verifyEmail", { token });
    expect(second.status).toBe(410);
    expect(second.body.errors[0].path).toBe("token");
    // A forged secret with a real id is refused too.
    const forged = await post(api.server.client(), "/customer/verifyEmail", { token: `${token.split(".")[0]}.nope` });
    expect(forged.status).toBe(410);
  });

  it("an expired link is refused, and the signed-in customer gets a new one that works", async () => {
    const c = api.server.client();
    const { email } = await register(c);
    const token = await verifyToken(email);
    const clock = api.t.clock;
    const start = clock.now();
    // A day later, the customer having used the site meanwhile (a session unused for 24 hours ends).
    clock.advance(12 * 3600_000);
    try {
      expect((await c.request("/api/application/getCustomerState")).status).toBe(200);
      clock.advance(12 * 3600_000);
      expect((await post(c, "/customer/verifyEmail", { token })).status).toBe(410);
      const page = await c.request(paths.verifyEmail(token));
      expect(page.status).toBe(200);
      expect(await page.text()).toContain("This link has expired or was already used.");
      // The page's 'Send a new link', then the app's request: each sends one.
      const resent = await c.request(paths.verifyEmail(token), formPost({ "intent:resend": "" }));
      expect(resent.status).toBe(302);
      expect(resent.headers.get("location")).toBe(`${paths.verifyEmail(token)}?sent=1`);
      const byPage = await verifyToken(email);
      expect(byPage).not.toBe(token);
      const again = await post(c, "/customer/requestEmailVerification");
      expect(again).toEqual({ status: 200, body: { status: "OK", sentTo: email } });
      const fresh = await verifyToken(email);
      expect(fresh).not.toBe(byPage);
      expect((await post(c, "/customer/verifyEmail", { token: fresh })).status).toBe(200);
    } finally {
      clock.set(start);
    }
    expect((await post(api.server.client(), "/customer/requestEmailVerification")).status).toBe(401);
  });

  it("the verifyemail page verifies nothing when opened, and verifies the address when its button is pressed", async () => {
    const c = api.server.client();
    const { email } = await register(c);
    const id = await customerIdOf(email);
    const link = paths.verifyEmail(await verifyToken(email));
    const verifiedAt = async () => (await api.t.runtime.services.customers.getById(id))!.emailVerifiedAt;
    // A mail scanner opens the link, twice: the page asks, and the address stays unverified.
    const visitor = api.server.client();
    for (let i = 0; i < 2; i++) {
      const opened = await visitor.request(link);
      expect(opened.status).toBe(200);
      expect(opened.headers.get("cache-control")).toContain("no-store");
      expect(await opened.text()).toContain("Verify my email address");
    }
    expect(await verifiedAt()).toBeNull();

    const pressed = await visitor.request(link, formPost({ "intent:verify": "" }));
    expect(pressed.status).toBe(302);
    expect(pressed.headers.get("location")).toBe(link);
    expect(await verifiedAt()).not.toBeNull();
    expect(await (await visitor.request(link)).text()).toContain("Thank you: your email address is verified.");
    // A post naming no button is refused, naming nothing done.
    expect((await visitor.request(link, formPost({ intent: "other" }))).status).toBe(400);
  });

  it("the welcome reward of an app-approved member waits, locked, for the verified address", async () => {
    const c = api.server.client();
    const { email } = await register(c);
    const id = await customerIdOf(email);
    await sql`update customers set app_approved = 1 where id = ${id}`.execute(api.t.runtime.db);
    expect(await welcomeOf(id)).toMatchObject({ locked: true, lockedText: WELCOME_LOCKED_TEXT });
    // The reward screen shows it among the locked ones, not the usable ones.
    const screen = await api.t.runtime.services.loyalty.memberWallet(id);
    expect(screen!.filter((w) => !w.locked).some((w) => w.def.tags[0]?.startsWith("signup"))).toBe(false);
    expect((await post(c, "/customer/verifyEmail", { token: await verifyToken(email) })).status).toBe(200);
    expect(await welcomeOf(id)).toMatchObject({ locked: false, lockedText: null });
  });
});

describe("a new basket id", () => {
  const { pay, signIn } = payingHelpers(api);

  it("after sign-out: the cookie changes and the old id's basket is empty and not the new one", async () => {
    const c = api.server.client();
    expect((await register(c)).status).toBe(200);
    await c.request("/api/basket/SetRestaurantDistance/1001/0.3/W1D%203QU", { method: "POST" });
    expect((await c.request("/api/basket/QuickAddItem/margherita/1", { method: "POST" })).status).toBe(200);
    const before = basketIdOf(c);
    const out = await post(c, "/customer/logout");
    expect(out.status).toBe(200);
    const after = basketIdOf(c);
    expect(after).not.toBe(before);
    expect(out.body.basket.basketId ?? out.body.basket.id).toBe(after);
    const old = await api.t.runtime.services.baskets.peek(before);
    expect(old?.state.items).toEqual([]);
    expect(old?.state.restaurantId).toBeNull();
  });

  it("after payment: the cookie changes, the confirmation is still the payer's, and the paid basket keeps no address", async () => {
    const c = api.server.client();
    expect((await c.request("/api/basket/UpdateBasketDelivery/W1D%203QU/1001", { method: "POST" })).status).toBe(200);
    for (let i = 0; i < 3; i++) expect((await c.request("/api/basket/QuickAddItem/margherita/1", { method: "POST" })).status).toBe(200);
    await signIn(c, 1);
    const paidId = basketIdOf(c);
    await api.t.runtime.basketStore.change(paidId, (s) => ({
      ...s,
      delivery: s.delivery && { ...s.delivery, addressLine1: "1 Dean Street", addressLine2: "Flat 2", town: "London" },
    }));
    const res = await pay(c);
    expect(res.status).toBe(200);
    const { order } = await res.json();
    expect(order.deliveryAddress).toMatchObject({ line1: "1 Dean Street", postcode: "W1D 3QU" });

    const newId = basketIdOf(c);
    expect(newId).not.toBe(paidId);
    // The confirmation (the page and its /api read) still answers the payer.
    const page = await c.request(paths.orderConfirmation("delivery", { ord: order.id, rid: 1001 }));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(order.number);
    expect((await c.request(`/api/orders/GetOrderForToday/1001/${order.id}`)).status).toBe(200);
    expect((await c.request(paths.orderConfirmation("delivery"))).status).toBe(200);

    // The paid basket's row holds nothing of the basket: no address, no order, no lines.
    const rows = await sql<{ id: string; data: string }>`select id, data from baskets where id in (${paidId}, ${newId})`.execute(
      api.t.runtime.db,
    );
    const paidRow = rows.rows.find((r) => r.id === paidId)!;
    for (const text of ["Dean Street", "Flat 2", "London", order.id]) expect(paidRow.data).not.toContain(text);
    expect(JSON.parse(paidRow.data)).toMatchObject({ items: [], orderId: null, delivery: null });
    // The new basket carries the order and the postcode, but no address lines either.
    const newRow = rows.rows.find((r) => r.id === newId)!;
    expect(newRow.data).not.toContain("Dean Street");
    expect(JSON.parse(newRow.data)).toMatchObject({ orderId: order.id, delivery: { postcode: "W1D 3QU", addressLine1: null } });
    // And the order keeps its own copy.
    const stored = await sql<{ data: string }>`select data from orders where id = ${order.id}`.execute(api.t.runtime.db);
    expect(stored.rows[0]!.data).toContain("1 Dean Street");
  });
});
