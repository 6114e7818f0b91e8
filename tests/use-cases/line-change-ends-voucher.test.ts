// Use case: a line change that ends a voucher (the basket under FIVEOFF25's minimum spend). Page:
// the basket page's '−' stepper (POST /collection/basket, intent dec). /api: POST
// /api/basket/RemoveFromBasket. Service: services.basketLines.stepLine, which checks the vouchers
// again. Through the real pages (Vite, tests/support/pages.ts).
import { describe, expect, it } from "vitest";
import { basketIdOf, formPost } from "../support/http";
import { pageServer } from "../support/pages";

const site = pageServer();
const services = () => site.server.runtime.services;
type Client = ReturnType<typeof site.server.client>;

const stateOf = async (c: Client) => (await services().baskets.getOrCreate(basketIdOf(c))).state;

describe("a line change that ends a voucher", () => {
  /** Three Margheritas and FIVEOFF25 (spend £25 or more): one fewer takes the basket under it. */
  async function withVoucher() {
    const c = site.server.client();
    expect((await c.request("/api/basket/SetRestaurantDistance/1001/0.3/W1D%203QU", { method: "POST" })).status).toBe(200);
    for (let i = 0; i < 3; i++) expect((await c.request("/api/basket/QuickAddItem/margherita/1", { method: "POST" })).status).toBe(200);
    const applied = await c.request("/api/basket/AddVoucher", { method: "POST", json: { voucherCode: "FIVEOFF25" } });
    expect(applied.status).toBe(200);
    expect((await stateOf(c)).voucherCodes).toEqual(["FIVEOFF25"]);
    return { c, customID: (await stateOf(c)).items[0]!.customID };
  }
  const EXCEPTION = { code: "FIVEOFF25", message: "Spend £25.00 or more to use this voucher.", voucherNotLinked: false };

  it("through the basket page: the voucher goes and the page names it, once", async () => {
    const { c, customID } = await withVoucher();
    const res = await c.request("/collection/basket", formPost({ intent: "dec", kind: "item", customID }));
    expect(res.status).toBe(302);
    // The message goes in a signed cookie, not the address (Post/Redirect/Get with a flash message).
    expect(res.headers.get("location")).toBe("/collection/basket");
    expect(c.jar.has("FLASH_MESSAGE")).toBe(true);
    expect((await stateOf(c)).voucherCodes).toEqual([]);
    const page = await c.request("/collection/basket");
    expect(await page.text()).toContain("We’re Sorry!");
    expect(c.jar.has("FLASH_MESSAGE")).toBe(false);
    // Told: the next showing says nothing.
    expect(await (await c.request("/collection/basket")).text()).not.toContain("We’re Sorry!");
  });

  it("through /api (RemoveFromBasket): the same voucher goes, with the same reason", async () => {
    const { c, customID } = await withVoucher();
    const res = await c.request("/api/basket/RemoveFromBasket", { method: "POST", json: { customID, quantity: 1 } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { basket: { voucherCodes: unknown[]; voucherExceptions: { code: string; message: string }[] } };
    expect(body.basket.voucherCodes).toEqual([]);
    expect(body.basket.voucherExceptions).toMatchObject([EXCEPTION]);
  });

  it("made elsewhere (the app): the basket page names the voucher when it is next shown, once", async () => {
    const { c, customID } = await withVoucher();
    await services().basketLines.stepLine({ basketId: basketIdOf(c), customerId: null }, "item", customID, -1);
    expect((await stateOf(c)).voucherExceptions).toEqual([EXCEPTION]);
    expect(await (await c.request("/collection/basket")).text()).toContain("FIVEOFF25");
    expect(await (await c.request("/collection/basket")).text()).not.toContain("We’re Sorry!");
  });
});
