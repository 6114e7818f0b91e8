// Use case: signing out. Page: the header's 'Log out' (POST /logout, app/routes/logout.tsx action,
// with `from` the page it was on and `confirmed` once asked). /api: POST /api/customer/logout.
// Service: services.signOut. Both doors end the session, empty the basket and go on under a new
// basket id; the page alone asks first when it could lose a basket the customer is looking at.
import { describe, expect, it } from "vitest";
import { action } from "../../app/routes/logout";
import { apiServer, basketIdOf, viewerOf } from "../support/http";
import { formPost } from "../support/route-calls";
import { useCaseDoors } from "../support/use-cases";

const api = apiServer();
const { runtime, services, pageAtSoho, apiAtSoho, post, signIn, stored } = useCaseDoors(api);

/** Customer 1 signed in on a basket at Soho holding a Margherita, through each door. */
async function signedInBaskets() {
  const page = await pageAtSoho("margherita");
  const door = await apiAtSoho("margherita");
  const sessions = [await signIn(page.v, 1), await signIn(door.c, 1)];
  expect(await viewerOf(runtime(), page.v)).toBe(1);
  expect(await viewerOf(runtime(), door.c)).toBe(1);
  return { page, door, sessions };
}

describe("signing out", () => {
  it("both end the session, empty the basket, and go on under a new, empty basket", async () => {
    const { page, door, sessions } = await signedInBaskets();
    const out = await page.v.call(action, "/logout", {}, formPost({ from: "/collection/menu/1001" }));
    expect(out).toMatchObject({ status: 302, location: "/" });
    const answer = await post<{ customer: unknown }>(door.c, "/api/customer/logout");
    expect(answer.status).toBe(200);
    expect(answer.body.customer).toBeNull();

    for (const [who, oldBasket] of [
      [page.v, page.basketId],
      [door.c, door.basketId],
    ] as const) {
      expect(who.jar.has("CUSTOMER_SESSION")).toBe(false);
      expect(await viewerOf(runtime(), who)).toBeNull();
      // The old basket id names an empty basket; the visitor goes on under another.
      const old = await stored(oldBasket);
      expect(old.state).toMatchObject({ items: [], restaurantId: null, voucherCodes: [], rewards: [] });
      expect(basketIdOf(who)).not.toBe(oldBasket);
      expect((await stored(basketIdOf(who))).state.items).toEqual([]);
    }
    for (const sessionId of sessions) expect(await services().customers.resolveSession(sessionId)).toBeNull();
  });

  it("from the basket page with items, the page asks first ('Are you sure?') and changes nothing until confirmed", async () => {
    const { page, sessions } = await signedInBaskets();
    const before = await stored(page.basketId);
    const asked = await page.v.call(action, "/logout", {}, formPost({ from: "/collection/basket" }));
    expect(asked).toMatchObject({ status: 200, data: { from: "/collection/basket" } });
    expect(await stored(page.basketId)).toEqual(before);
    expect(await viewerOf(runtime(), page.v)).toBe(1);

    const confirmed = await page.v.call(action, "/logout", {}, formPost({ from: "/collection/basket", confirmed: "1" }));
    expect(confirmed).toMatchObject({ status: 302, location: "/" });
    expect((await stored(page.basketId)).state.items).toEqual([]);
    expect(await services().customers.resolveSession(sessions[0]!)).toBeNull();
  });
});
