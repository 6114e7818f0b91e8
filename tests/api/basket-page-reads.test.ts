// The basket page opens the basket once: dropping unsaved reward picks, checking the vouchers
// again, telling what was taken off, pricing it and the member's rewards all work on the basket as
// read, and it is read again only after a step that changed it.
import { afterEach, describe, expect, it, vi } from "vitest";
import { basketIdOf } from "../support/http";
import { pageServer } from "../support/pages";

const site = pageServer();
const store = () => site.server.runtime.basketStore;

/** A signed-in club member with three Margheritas and FIVEOFF25 (spend £25 or more), which holds. */
async function memberWithVoucher() {
  const c = site.server.client();
  const login = await c.request("/api/customer/login", { method: "POST", json: { email: "silver@example.com", password: "Password123!" } });
  expect(login.status).toBe(200);
  expect((await c.request("/api/basket/SetRestaurantDistance/1001/0.3/W1D%203QU", { method: "POST" })).status).toBe(200);
  for (let i = 0; i < 3; i++) expect((await c.request("/api/basket/QuickAddItem/margherita/1", { method: "POST" })).status).toBe(200);
  expect((await c.request("/api/basket/AddVoucher", { method: "POST", json: { voucherCode: "FIVEOFF25" } })).status).toBe(200);
  return c;
}

/** How often the basket is read through the basket service while `run` runs. */
async function readsDuring(run: () => Promise<void>): Promise<number> {
  const getOrCreate = vi.spyOn(store(), "getOrCreate");
  const peek = vi.spyOn(store(), "peek");
  await run();
  return getOrCreate.mock.calls.length + peek.mock.calls.length;
}
afterEach(() => {
  vi.restoreAllMocks();
});

describe("the basket page", () => {
  it("reads the basket once when nothing on it changes", async () => {
    const c = await memberWithVoucher();
    let html = "";
    const reads = await readsDuring(async () => {
      const page = await c.request("/collection/basket");
      expect(page.status).toBe(200);
      html = await page.text();
    });
    expect(html).toContain("FIVEOFF25");
    expect(html).not.toContain("We’re Sorry!");
    expect(reads).toBe(1);
  });

  it("drops unsaved reward picks, keeps the voucher and still reads the basket once", async () => {
    const c = await memberWithVoucher();
    await store().change(basketIdOf(c), (s) => ({ ...s, rewardDraft: [] }));
    const reads = await readsDuring(async () => {
      expect(await (await c.request("/collection/basket")).text()).toContain("FIVEOFF25");
    });
    expect(reads).toBe(1);
    const after = (await store().getOrCreate(basketIdOf(c))).state;
    expect(after.rewardDraft).toBeNull();
    expect(after.voucherCodes).toEqual(["FIVEOFF25"]);
  });

  it("reads it again after each step that changed it: a voucher taken off, then the customer told", async () => {
    const c = await memberWithVoucher();
    const id = basketIdOf(c);
    // Made elsewhere: two Margheritas are under the voucher's £25.
    await store().change(id, (s) => ({ ...s, items: s.items.map((line) => ({ ...line, quantity: 2 })) }));
    let html = "";
    const reads = await readsDuring(async () => {
      html = await (await c.request("/collection/basket")).text();
    });
    expect(html).toContain("We’re Sorry!");
    expect(reads).toBe(3);
    expect((await store().getOrCreate(id)).state.voucherCodes).toEqual([]);
  });
});
