// The layouts below /:mode that hold a rule for every page under them, called as React Router calls
// a page (its layouts' middleware first): the menu pages' journey (the basket here, at this
// restaurant) and checkout details' and payment's basket (on this journey).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as bundle from "../../app/routes/bundle";
import * as checkoutDetails from "../../app/routes/checkout-details";
import * as customise from "../../app/routes/customise";
import * as payment from "../../app/routes/payment";
import { collectionAtSoho, formPost, routeVisitor } from "../support/route-calls";
import { testRuntime } from "../support/runtime";

let t: Awaited<ReturnType<typeof testRuntime>>;
beforeAll(async () => {
  t = await testRuntime();
});
afterAll(async () => {
  await t?.close();
});

const KIDS = encodeURIComponent("Kids Pizza");

describe("the menu pages' layout", () => {
  it("shows an item page of the restaurant the basket is at", async () => {
    const v = routeVisitor(t.runtime);
    await collectionAtSoho(t.runtime, v);
    const page = await v.call(customise.loader, "/collection/menu/1001/customise/margherita", {
      mode: "collection",
      restaurantId: "1001",
      itemId: "margherita",
    });
    expect(page.status).toBe(200);
    expect(page.data).toMatchObject({
      mode: "collection",
      menuPath: "/collection/menu/1001",
      item: { id: "margherita", name: "Margherita" },
    });
  });

  it("shows an item page of another restaurant (a link), asking 'Are you sure?' at its add; the other journey goes to its start", async () => {
    const v = routeVisitor(t.runtime);
    const basketId = await collectionAtSoho(t.runtime, v, "garlic-bread");
    const elsewhere = { mode: "collection", restaurantId: "1002", itemId: "margherita" };
    const path = "/collection/menu/1002/customise/margherita";
    expect(await v.call(customise.loader, path, elsewhere)).toMatchObject({ status: 200, data: { confirmRestaurant: false } });
    const asked = await v.call(customise.action, path, elsewhere, formPost({ intent: "add" }));
    expect(asked.status).toBe(302);
    expect(asked.location).toMatch(/^\/collection\/menu\/1002\/customise\/margherita\?c=[^&]+&confirm=restaurant$/);
    expect(await v.call(customise.loader, asked.location!, elsewhere)).toMatchObject({ data: { confirmRestaurant: true } });
    const delivery = { mode: "delivery", restaurantId: "1001", bundleName: "Kids Pizza" };
    expect(await v.call(bundle.loader, `/delivery/menu/1001/bundle/${KIDS}`, delivery)).toMatchObject({
      status: 302,
      location: "/delivery",
    });
    // Nothing changed in the basket at Soho.
    expect((await t.runtime.services.baskets.getOrCreate(basketId)).state).toMatchObject({
      restaurantId: 1001,
      items: [{ id: "garlic-bread" }],
    });
  });

  it("answers 404 in the item page for an address that names no menu", async () => {
    const v = routeVisitor(t.runtime);
    await collectionAtSoho(t.runtime, v);
    const params = { mode: "collection", restaurantId: "soho", itemId: "margherita" };
    expect((await v.call(customise.loader, "/collection/menu/soho/customise/margherita", params)).status).toBe(404);
  });
});

describe("the checkout's layout (details and payment)", () => {
  it("sends a visitor whose basket is on the other journey, or who has none, back to the journey's start", async () => {
    const v = routeVisitor(t.runtime);
    await collectionAtSoho(t.runtime, v, "margherita");
    const delivery = { mode: "delivery" };
    expect(await v.call(checkoutDetails.loader, "/delivery/checkout/details", delivery)).toMatchObject({
      status: 302,
      location: "/delivery",
    });
    expect(await v.call(payment.loader, "/delivery/payment", delivery)).toMatchObject({ status: 302, location: "/delivery" });
    const stranger = routeVisitor(t.runtime);
    expect(await stranger.call(checkoutDetails.loader, "/collection/checkout/details", { mode: "collection" })).toMatchObject({
      status: 302,
      location: "/collection",
    });
  });

  it("then holds each page to its own rule: details want a name, so a visitor with none logs in first", async () => {
    const v = routeVisitor(t.runtime);
    await collectionAtSoho(t.runtime, v, "margherita");
    const page = await v.call(checkoutDetails.loader, "/collection/checkout/details", { mode: "collection" });
    expect(page.status).toBe(302);
    expect(page.location).toMatch(/^\/collection\/checkout\/login\?redirectTo=/);
  });
});
