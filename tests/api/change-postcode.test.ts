// 'Change postcode' (docs/decisions/020): one use case, journey.changeDeliveryPostcode, behind the
// delivery pages' dialog and its /api twin. A postcode the restaurant delivers to keeps the basket
// with the new quote; one it does not leads to the delivery search; a bad one is refused by the field.
import { describe, expect, it } from "vitest";
import { contractCaller } from "../support/contract-caller";
import { basketIdOf, formPost } from "../support/http";
import { pageServer } from "../support/pages";

const site = pageServer();
const services = () => site.server.runtime.services;
type Client = ReturnType<typeof site.server.client>;
const { call } = contractCaller();

const stateOf = async (c: Client) => (await services().baskets.getOrCreate(basketIdOf(c))).state;

/** A delivery basket from Covent Garden (1.5-mile radius) to W1D 3QU, with a Margherita. */
async function deliveryBasket() {
  const c = site.server.client();
  expect((await c.request("/api/basket/UpdateBasketDelivery/W1D%203QU/1002", { method: "POST" })).status).toBe(200);
  expect((await c.request("/api/basket/QuickAddItem/margherita/1", { method: "POST" })).status).toBe(200);
  const before = await stateOf(c);
  expect(before.delivery).toMatchObject({ postcode: "W1D 3QU", duration: { begin: 25, end: 40 } });
  return c;
}

// EC1A is about 1.2 miles from Covent Garden: inside its radius, a longer ride than W1D.
const NEARBY = "ec1a1bb";
// SE5 is over 3 miles away: outside it.
const FAR = "SE5 8AF";

describe("the page's dialog (menu, basket, checkout details)", () => {
  it("a postcode the restaurant delivers to: the same page, the items kept, the new quote", async () => {
    const c = await deliveryBasket();
    const res = await c.request("/delivery/basket?postcode=change", formPost({ intent: "change-postcode", postcode: NEARBY }));
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/delivery/basket?postcode=changed");
    const after = await stateOf(c);
    expect(after.items).toHaveLength(1);
    expect(after).toMatchObject({ restaurantId: 1002, mode: "delivery", searchTerm: "EC1A 1BB" });
    expect(after.delivery).toMatchObject({ postcode: "EC1A 1BB", duration: { begin: 30, end: 45 }, addressLine1: null });
    const page = await (await c.request("/delivery/menu/1002?postcode=changed")).text();
    expect(page).toContain("Delivering to EC1A 1BB");
    expect(page).toContain("Estimated delivery time: 30 - 45 mins");
  });

  it("the menu's form keeps the page's other query (the filters) when it comes back", async () => {
    const c = await deliveryBasket();
    const res = await c.request(
      "/delivery/menu/1002?diet=Vegetarian&postcode=change",
      formPost({ intent: "change-postcode", postcode: NEARBY }),
    );
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/delivery/menu/1002?diet=Vegetarian&postcode=changed");
  });

  it("a postcode it does not deliver to: the delivery search for it, the basket unchanged", async () => {
    const c = await deliveryBasket();
    const menu = await c.request("/delivery/menu/1002?postcode=change", formPost({ intent: "change-postcode", postcode: FAR }));
    expect(menu.status).toBe(302);
    expect(menu.headers.get("location")).toBe("/delivery?q=SE5%208AF");
    const after = await stateOf(c);
    expect(after.items).toHaveLength(1);
    expect(after.delivery).toMatchObject({ postcode: "W1D 3QU" });
  });

  it("a bad postcode: the dialog again, its message by the field, what was typed kept", async () => {
    const c = await deliveryBasket();
    const res = await c.request("/delivery/basket?postcode=change", formPost({ intent: "change-postcode", postcode: "NOT A CODE" }));
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toMatch(/<dialog[^>]*open/);
    expect(html).toContain('id="change-postcode-error"');
    expect(html).toContain("Please enter a valid postcode");
    expect(html).toMatch(/aria-invalid="true"[^>]*aria-describedby="change-postcode-hint change-postcode-error"/);
    expect(html).toContain('value="NOT A CODE"');
    expect((await stateOf(c)).delivery).toMatchObject({ postcode: "W1D 3QU" });
  });

  it("the dialog renders from the address without JavaScript, with the page behind inert", async () => {
    const c = await deliveryBasket();
    const html = await (await c.request("/delivery/menu/1002?postcode=change")).text();
    expect(html).toMatch(/<dialog[^>]*open/);
    expect(html).toMatch(/autocomplete="postal-code"/i);
    expect(html).toMatch(/<label[^>]*for="change-postcode"[^>]*>Enter your postcode<\/label>/);
    expect(html).toMatch(/<header[^>]*inert/);
    // The dialog's module comes on demand: it is written in its place all the same, not held back
    // for a script to move in (which would never run without JavaScript).
    expect(html).not.toMatch(/<template id="B:|hidden id="S:/);
  });
});

describe("/api twin: basket/ChangeDeliveryPostcode", () => {
  it("kept: the basket with the new quote", async () => {
    const c = await deliveryBasket();
    const body = await call(c, "POST", "/api/basket/ChangeDeliveryPostcode", { postcode: NEARBY });
    expect(body).toMatchObject({ delivered: true, searchPath: null });
    expect(body.basket.delivery.deliveryQuote.duration).toEqual({ begin: 30, end: 45 });
    expect(body.basket.items).toHaveLength(1);
  });

  it("not delivered: the search path, the basket unchanged", async () => {
    const c = await deliveryBasket();
    const body = await call(c, "POST", "/api/basket/ChangeDeliveryPostcode", { postcode: FAR });
    expect(body).toMatchObject({ delivered: false, searchPath: "/delivery?q=SE5%208AF" });
    expect((await stateOf(c)).delivery).toMatchObject({ postcode: "W1D 3QU" });
  });

  it("no rider for the new postcode counts as not delivered there", async () => {
    const c = await deliveryBasket();
    const body = await call(c, "POST", "/api/basket/ChangeDeliveryPostcode", { postcode: "WC2H 9ZZ" });
    expect(body).toMatchObject({ delivered: false, searchPath: "/delivery?q=WC2H%209ZZ" });
  });

  it("a bad postcode: 400 naming the field, with the brand's message", async () => {
    const c = await deliveryBasket();
    const res = await c.request("/api/basket/ChangeDeliveryPostcode", { method: "POST", json: { postcode: "ZZ1" } });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ status: "ERROR", errors: [{ path: "postcode", message: "Please enter a valid postcode" }] });
    const missing = await c.request("/api/basket/ChangeDeliveryPostcode", { method: "POST", json: {} });
    expect(missing.status).toBe(400);
    expect((await missing.json()).errors[0].path).toBe("postcode");
  });

  it("a collection basket has no delivery postcode to change: 409", async () => {
    const c = site.server.client();
    expect((await c.request("/api/basket/SetRestaurantDistance/1001/0.3/W1D%203QU", { method: "POST" })).status).toBe(200);
    const res = await c.request("/api/basket/ChangeDeliveryPostcode", { method: "POST", json: { postcode: NEARBY } });
    expect(res.status).toBe(409);
    expect((await res.json()).errors[0].path).toBe("postcode");
  });
});
