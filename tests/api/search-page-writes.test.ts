// The delivery search page changes no stored data when it is only read: a delivery held on the
// basket is cleared (spec 1 §4 "If the basket holds a delivery it is cleared before a new search")
// by the search form's post, which then answers with the search's own address.
import { describe, expect, it } from "vitest";
import { basketIdOf, formPost } from "../support/http";
import { pageServer } from "../support/pages";

const site = pageServer();
const stored = (id: string) => site.server.runtime.basketStore.peek(id);

/** A shopper whose basket holds a delivery to W1D 3QU from Covent Garden. */
async function shopperWithDelivery() {
  const c = site.server.client();
  expect((await c.request("/api/basket/UpdateBasketDelivery/W1D%203QU/1002", { method: "POST" })).status).toBe(200);
  const id = basketIdOf(c);
  expect((await stored(id))?.state.delivery?.postcode).toBe("W1D 3QU");
  return { c, id };
}

describe("a new delivery search", () => {
  it("read by its address stores nothing, and its form posts the search", async () => {
    const { c, id } = await shopperWithDelivery();
    const before = await stored(id);
    const page = await c.request("/delivery?q=SE1%207PB");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toMatch(/<form role="search"[^>]* action="\/delivery" method="post">/);
    expect(html).toContain('name="intent" value="search"');
    expect(await stored(id)).toEqual(before);
  });

  it("posted, clears the delivery held for another postcode, then shows the search", async () => {
    const { c, id } = await shopperWithDelivery();
    const res = await c.request("/delivery", formPost({ intent: "search", q: "se1 7pb" }));
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/delivery?q=se1%207pb");
    expect((await stored(id))?.state.delivery).toBeNull();
    // No delivery held now: the form is a plain search again.
    expect(await (await c.request("/delivery")).text()).toMatch(/<form role="search"[^>]* method="get">/);
  });

  it("posted for the same postcode, or for no postcode, keeps the delivery", async () => {
    const { c, id } = await shopperWithDelivery();
    for (const q of ["w1d3qu", "not a postcode", "x".repeat(150)]) {
      expect((await c.request("/delivery", formPost({ intent: "search", q }))).status).toBe(302);
      expect((await stored(id))?.state.delivery?.postcode).toBe("W1D 3QU");
    }
  });

  it("by collection changes nothing held", async () => {
    const { c, id } = await shopperWithDelivery();
    const before = await stored(id);
    expect((await c.request("/collection", formPost({ intent: "search", q: "SE1 7PB" }))).headers.get("location")).toBe(
      "/collection?q=SE1%207PB",
    );
    expect(await stored(id)).toEqual(before);
  });
});
