import { describe, expect, it } from "vitest";
import { apiServer, basketIdOf, viewerOf } from "../support/http";

const api = apiServer();

async function basketWith(...items: string[]) {
  const c = api.server.client();
  await c.request("/api/basket/SetRestaurantDistance/1001/0.3/W1D%203QU", { method: "POST" });
  for (const item of items) expect((await c.request(`/api/basket/QuickAddItem/${item}/1`, { method: "POST" })).status).toBe(200);
  return c;
}
const addVoucher = async (c: ReturnType<typeof api.server.client>, voucherCode: string) =>
  (await c.request("/api/basket/AddVoucher", { method: "POST", json: { voucherCode } })).json();
const view = (c: ReturnType<typeof api.server.client>) =>
  (async () => api.t.runtime.services.basketView(basketIdOf(c), await viewerOf(api.t.runtime, c)))();

describe("vouchers", () => {
  it("applies a valid code, trimmed and upper-cased, and prices the reduction", async () => {
    const c = await basketWith("margherita", "margherita");
    const res = await addVoucher(c, "  save20 ");
    expect(res.voucherExceptions).toEqual([]);
    expect(res.basket.voucherCodes).toEqual([{ code: "SAVE20", name: "20% off your order", reduction: 438 }]);
    expect(res.basket).toMatchObject({ subTotal: 2190, voucherReduction: 438, total: 2190 - 438 });
    const { view: v } = await view(c);
    expect(v.subTotalMinor).toBe(2190);
    expect(v.voucherLines).toEqual([{ code: "SAVE20", name: expect.any(String), reductionMinor: 438 }]);
    expect(v.totalMinor).toBe(2190 - 438);
  });

  it("does nothing with an empty code", async () => {
    const c = await basketWith("margherita");
    const res = await addVoucher(c, "   ");
    expect(res.voucherExceptions).toEqual([]);
    expect(res.basket.voucherCodes).toEqual([]);
  });

  it("refuses an expired code with its message", async () => {
    const c = await basketWith("margherita");
    const res = await addVoucher(c, "EXPIRED10");
    expect(res.voucherExceptions[0]).toMatchObject({
      code: "EXPIRED10",
      voucherNotLinked: false,
      message: "This voucher expired on 31 Dec 2025.",
    });
  });

  it("tells a guest that an account-only voucher needs a login", async () => {
    const c = await basketWith("margherita");
    const res = await addVoucher(c, "MEMBER15");
    expect(res.voucherExceptions[0]).toMatchObject({
      voucherNotLinked: true,
      message: "Promotion is not valid without account. Please Log in to use your Voucher.",
    });
  });

  it("refuses a not-with-bundles voucher on a basket with a bundle", async () => {
    const c = await basketWith("margherita");
    const sections = [
      { sectionId: "kids-set-pizza", products: [{ itemId: "kids-margherita", quantity: 1 }] },
      { sectionId: "kids-set-dough-balls", products: [{ itemId: "kids-dough-balls", quantity: 1 }] },
      { sectionId: "kids-set-drink", products: [{ itemId: "apple-juice", quantity: 1 }] },
    ];
    await c.request("/api/basket/AddBundleToBasket", {
      method: "POST",
      json: { restaurantId: 1001, bundleId: "kids-pizza-dough-balls-drink", sections },
    });
    const res = await addVoucher(c, "COLLECT30");
    expect(res.voucherExceptions[0].message).toBe("Vouchers cannot be used with bundles");
  });

  it("refuses a second voucher next to an exclusive one", async () => {
    const c = await basketWith("margherita", "margherita");
    expect((await addVoucher(c, "HALFPRICE")).voucherExceptions).toEqual([]);
    const res = await addVoucher(c, "SAVE20");
    expect(res.voucherExceptions[0].message).toBe("Voucher codes can not be applied with another offer.");
  });

  it("removes a voucher, and answers a missing code with 400 naming voucherCode", async () => {
    const c = await basketWith("margherita");
    await addVoucher(c, "SAVE20");
    const removed = await (await c.request("/api/basket/RemoveVoucher", { method: "POST", json: { voucherCode: "save20" } })).json();
    expect(removed.basket.voucherCodes).toEqual([]);
    const bad = await c.request("/api/basket/RemoveVoucher", { method: "POST", json: {} });
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors[0].path).toBe("voucherCode");
  });

  it("drops a voucher that a smaller basket no longer qualifies for", async () => {
    const c = await basketWith("margherita", "margherita", "margherita");
    expect((await addVoucher(c, "FIVEOFF25")).voucherExceptions).toEqual([]);
    const line = (await view(c)).basket.state.items[0]!;
    await api.t.runtime.services.baskets.stepLines(basketIdOf(c), "item", [{ customID: line.customID, delta: -1 }]);
    const removed = await api.t.runtime.services.vouchers.revalidate(basketIdOf(c), null);
    expect(removed).toEqual([{ code: "FIVEOFF25", message: "Spend £25.00 or more to use this voucher.", voucherNotLinked: false }]);
    expect((await view(c)).basket.state.voucherCodes).toEqual([]);
  });

  it("a line call that leaves a voucher invalid drops it and names it in the basket's voucherExceptions", async () => {
    const c = await basketWith("margherita", "margherita", "margherita");
    expect((await addVoucher(c, "FIVEOFF25")).voucherExceptions).toEqual([]);
    const line = (await view(c)).basket.state.items[0]!;
    const res = await c.request("/api/basket/RemoveFromBasket", { method: "POST", json: { customID: line.customID } });
    expect(res.status).toBe(200);
    const { basket } = await res.json();
    expect(basket.voucherCodes).toEqual([]);
    expect(basket.voucherExceptions).toEqual([
      { code: "FIVEOFF25", message: "Spend £25.00 or more to use this voucher.", voucherNotLinked: false },
    ]);
    // The next change has nothing more to say.
    const again = await (await c.request("/api/basket/RemoveFromBasket", { method: "POST", json: { customID: line.customID } })).json();
    expect(again.basket.voucherExceptions).toEqual([]);
  });

  it("adding a bundle drops a voucher that cannot go with bundles, and says so", async () => {
    const c = await basketWith("margherita", "margherita", "margherita");
    expect((await addVoucher(c, "COLLECT30")).voucherExceptions).toEqual([]);
    const sections = [
      { sectionId: "kids-set-pizza", products: [{ itemId: "kids-margherita", quantity: 1 }] },
      { sectionId: "kids-set-dough-balls", products: [{ itemId: "kids-dough-balls", quantity: 1 }] },
      { sectionId: "kids-set-drink", products: [{ itemId: "apple-juice", quantity: 1 }] },
    ];
    const res = await c.request("/api/basket/AddBundleToBasket", {
      method: "POST",
      json: { restaurantId: 1001, bundleId: "kids-pizza-dough-balls-drink", sections },
    });
    expect(res.status).toBe(200);
    const { basket } = await res.json();
    expect(basket.bundles).toHaveLength(1);
    expect(basket.voucherCodes).toEqual([]);
    expect(basket.voucherExceptions).toEqual([
      { code: "COLLECT30", message: "Vouchers cannot be used with bundles", voucherNotLinked: false },
    ]);
  });
});

describe("upsells", () => {
  it("suggests at most 9 addable items not in the basket nor out of stock, and at most 2 dips", async () => {
    const c = await basketWith("garlic-bread");
    const up = await (await c.request("/api/basket/GetUpsellItems/1001/Upsell")).json();
    expect(up.items.length).toBeGreaterThan(0);
    expect(up.items.length).toBeLessThanOrEqual(9);
    const ids = up.items.map((i: { id: string }) => i.id);
    expect(ids).not.toContain("garlic-bread");
    expect(ids).not.toContain("tiramisu"); // out of stock at 1001
    const dips = await (await c.request("/api/basket/GetUpsellItems/1001/Dips")).json();
    expect(dips.items.length).toBeGreaterThan(0);
    expect(dips.items.length).toBeLessThanOrEqual(2);
    const bad = await c.request("/api/basket/GetUpsellItems/1001/Sides");
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors[0].path).toBe("type");
  });
});

describe("out of stock and unavailable lines", () => {
  it("are flagged and removed together, leaving the rest", async () => {
    const c = await basketWith("margherita");
    const id = basketIdOf(c);
    await api.t.runtime.basketStore.change(id, (s) => ({
      ...s,
      items: [
        ...s.items,
        { id: "tiramisu", customID: "aaaaaaaa00000001", quantity: 1, selections: [] },
        { id: "retired-pizza", customID: "aaaaaaaa00000002", quantity: 1, selections: [] },
      ],
    }));
    const check = await (await c.request("/api/basket/CheckOutOfStock", { method: "POST" })).json();
    expect(check.outOfStockItems).toEqual(["aaaaaaaa00000001"]);
    expect(check.unavailableItems).toEqual([{ customID: "aaaaaaaa00000002", doesNotExistInCurrentMenu: true }]);
    const v = (await view(c)).view;
    expect(v.lines.filter((l) => l.outOfStock || l.unavailable).map((l) => l.customID)).toEqual(["aaaaaaaa00000001", "aaaaaaaa00000002"]);
    const after = await (await c.request("/api/basket/RemoveOutOfStockItemsFromBasket", { method: "POST" })).json();
    expect(after.basket.items.map((l: { id: string }) => l.id)).toEqual(["margherita"]);
  });
});
