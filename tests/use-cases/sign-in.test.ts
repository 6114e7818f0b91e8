// Use case: signing in on the way to payment. Page: the checkout login page's 'Log in' form
// (app/routes/checkout-login.tsx action, fields email and password). /api: POST
// /api/customer/login. Services: services.accounts.login, then services.sessionChanged (the
// basket's vouchers checked again for its new holder). Both doors sign the same customer in on
// the same basket, take off a guests-only voucher, and refuse a wrong password in the same words.
import { describe, expect, it } from "vitest";
import { action } from "../../app/routes/checkout-login";
import { apiServer, viewerOf } from "../support/http";
import { formPost } from "../support/route-calls";
import { COLLECTION, useCaseDoors, type ApiErrors } from "../support/use-cases";

const api = apiServer();
const { runtime, services, pageAtSoho, apiAtSoho, post, stored } = useCaseDoors(api);

const LOGIN = "/collection/checkout/login";
const PASSWORD = "Password123!";
const BRONZE = { id: 2, email: "bronze@example.com" };

/** A guest's basket at Soho for each door: a Margherita and GUEST10 (guests only). */
async function guestBaskets() {
  const page = await pageAtSoho("margherita");
  const door = await apiAtSoho("margherita");
  for (const basketId of [page.basketId, door.basketId])
    expect((await services().vouchers.apply(basketId, "GUEST10", null)).exceptions).toEqual([]);
  return { page, door };
}

describe("signing in", () => {
  it("the right e-mail and password: both sign the customer in on the same basket, and the guests' voucher goes", async () => {
    const { page, door } = await guestBaskets();
    const signedIn = await page.v.call(action, LOGIN, COLLECTION, formPost({ email: BRONZE.email, password: PASSWORD }));
    // On to payment, where the customer was going.
    expect(signedIn).toMatchObject({ status: 302, location: "/collection/payment" });
    const answer = await post<{ customer: { email: string } | null; removedVouchers: string[] }>(door.c, "/api/customer/login", {
      email: BRONZE.email,
      password: PASSWORD,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.customer).toMatchObject({ email: BRONZE.email });
    expect(answer.body.removedVouchers).toEqual(["GUEST10"]);

    expect(await viewerOf(runtime(), page.v)).toBe(BRONZE.id);
    expect(await viewerOf(runtime(), door.c)).toBe(BRONZE.id);
    const [viaPage, viaApi] = [(await stored(page.basketId)).state, (await stored(door.basketId)).state];
    expect(viaPage.items).toMatchObject([{ id: "margherita", quantity: 1 }]);
    expect(viaApi.items).toEqual(viaPage.items);
    expect(viaPage.voucherCodes).toEqual([]);
    expect(viaApi.voucherCodes).toEqual([]);
    // The page tells the customer on the basket page, next time it is shown; /api told in its answer.
    expect(viaPage.voucherExceptions).toMatchObject([{ code: "GUEST10" }]);
    expect(viaApi.voucherExceptions).toEqual([]);
  });

  it("a wrong password: both refuse in the same words, sign nobody in, and leave the basket as it was", async () => {
    const { page, door } = await guestBaskets();
    const [pageBefore, apiBefore] = [await stored(page.basketId), await stored(door.basketId)];
    const refusedPage = await page.v.call(
      action,
      LOGIN,
      COLLECTION,
      formPost({ email: "silver@example.com", password: "not-the-password" }),
    );
    expect(refusedPage.status).toBe(400);
    const refusedApi = await post<ApiErrors>(door.c, "/api/customer/login", { email: "silver@example.com", password: "not-the-password" });
    expect(refusedApi.status).toBe(401);
    expect(refusedApi.body.errors).toEqual([{ path: "password", message: expect.any(String) }]);
    expect(refusedPage.data).toMatchObject({ intent: "login", alert: refusedApi.body.errors[0]!.message });

    expect(await viewerOf(runtime(), page.v)).toBeNull();
    expect(await viewerOf(runtime(), door.c)).toBeNull();
    expect(await stored(page.basketId)).toEqual(pageBefore);
    expect(await stored(door.basketId)).toEqual(apiBefore);
  });

  it("an account with two-factor sign-in: both stop at the code, signing nobody in yet", async () => {
    const page = await pageAtSoho("margherita");
    const door = await apiAtSoho("margherita");
    const credentials = { email: "twofactor@example.com", password: PASSWORD };
    const asked = await page.v.call(action, LOGIN, COLLECTION, formPost(credentials));
    expect(asked.status).toBe(302);
    expect(asked.location).toMatch(/^\/collection\/checkout\/twoFactor\b/);
    const answer = await post<{ twoFactorRequired: boolean; customer: unknown }>(door.c, "/api/customer/login", credentials);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ twoFactorRequired: true, customer: null });

    // Each holds a pending session, which names no customer until the code is given.
    expect(page.v.jar.has("CUSTOMER_SESSION")).toBe(true);
    expect(door.c.jar.has("CUSTOMER_SESSION")).toBe(true);
    expect(await viewerOf(runtime(), page.v)).toBeNull();
    expect(await viewerOf(runtime(), door.c)).toBeNull();
  });
});
