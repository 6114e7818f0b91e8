// The basket page opens the basket once: forgetting unsaved reward picks, checking the vouchers
// again, telling what was taken off, pricing it and the member's rewards all work on the basket as
// read, and it is read again only after a step that changed it. Forgetting the picks stores nothing.
import { afterEach, describe, expect, it, vi } from "vitest";
import { basketIdOf } from "../support/http";
import { pageServer } from "../support/pages";
import { GOLD, loyaltyHelpers } from "../support/loyalty";
import { REWARDS_REMOVED_MESSAGE } from "../../domain/loyalty/loyalty-picks";

const site = pageServer();
const store = () => site.server.runtime.basketStore;
const { basket, rewards, sectionIndex, select } = loyaltyHelpers({
  get t() {
    return { runtime: site.server.runtime };
  },
  get server() {
    return site.server;
  },
} as unknown as Parameters<typeof loyaltyHelpers>[0]);

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

  it("tells a voucher taken off elsewhere once, from the basket as read, and stores nothing", async () => {
    const c = await memberWithVoucher();
    const id = basketIdOf(c);
    // Made elsewhere: two Margheritas are under the voucher's £25.
    const changed = await store().change(id, (s) => ({ ...s, items: s.items.map((line) => ({ ...line, quantity: 2 })) }));
    let html = "";
    const reads = await readsDuring(async () => {
      html = await (await c.request("/collection/basket")).text();
    });
    expect(html).toContain("We’re Sorry!");
    expect(html).not.toContain("Vouchers applied");
    expect(reads).toBe(1);
    expect(await store().getOrCreate(id)).toEqual(changed);
    // Told: the next showing says nothing, though nothing was stored.
    const again = await (await c.request("/collection/basket")).text();
    expect(again).not.toContain("We’re Sorry!");
    expect(again).not.toContain("Vouchers applied");
    // The next change (the app takes a Margherita out) stores the removal; the page does not tell it again.
    const customID = changed.state.items[0]!.customID;
    await site.server.runtime.services.basketLines.stepLine({ basketId: id, customerId: null }, "item", customID, -1);
    expect((await store().getOrCreate(id)).state).toMatchObject({ voucherCodes: [], voucherExceptions: [{ code: "FIVEOFF25" }] });
    expect(await (await c.request("/collection/basket")).text()).not.toContain("We’re Sorry!");
  });

  it("tells the same voucher again when it is applied again and taken off again", async () => {
    const c = await memberWithVoucher();
    const id = basketIdOf(c);
    const fewer = (s: Parameters<Parameters<ReturnType<typeof store>["change"]>[1]>[0]) => ({
      ...s,
      items: s.items.map((line) => ({ ...line, quantity: 2 })),
    });
    await store().change(id, fewer);
    expect(await (await c.request("/collection/basket")).text()).toContain("We’re Sorry!");
    await store().change(id, (s) => ({ ...s, items: s.items.map((line) => ({ ...line, quantity: 3 })) }));
    expect((await c.request("/api/basket/AddVoucher", { method: "POST", json: { voucherCode: "FIVEOFF25" } })).status).toBe(200);
    expect(await (await c.request("/collection/basket")).text()).not.toContain("We’re Sorry!");
    await store().change(id, fewer);
    expect(await (await c.request("/collection/basket")).text()).toContain("We’re Sorry!");
  });
});

describe("rewards that were another member's", () => {
  it("are left out and said once, and the page stores nothing", async () => {
    const c = await memberWithVoucher();
    const id = basketIdOf(c);
    // Saved by someone else (another login on this basket): not this member's to use.
    const theirs = await store().change(id, (s) => ({
      ...s,
      voucherCodes: [],
      rewards: [{ rewardId: 1, productId: "margherita" }],
      rewardsOwner: 999_999,
    }));
    const message = (html: string) => html.replaceAll("&#x27;", "'").includes(REWARDS_REMOVED_MESSAGE.replaceAll("’", "'"));
    expect(message(await (await c.request("/collection/basket")).text())).toBe(true);
    expect(await store().getOrCreate(id)).toEqual(theirs);
    expect(message(await (await c.request("/collection/basket")).text())).toBe(false);
    // Signing out stores their going (a write that checks them): not said again.
    await site.server.runtime.services.loyalty.dropForeignRewards(id, null);
    expect((await store().getOrCreate(id)).state).toMatchObject({ rewards: [], rewardsRemoved: true });
    expect(message(await (await c.request("/collection/basket")).text())).toBe(false);
  });
});

describe("a visitor with no basket", () => {
  it("is led to the search, and no basket is made for them", async () => {
    const count = async () =>
      Number(
        (
          await site.server.runtime.db
            .selectFrom("baskets")
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const res = await site.server.client().request("/collection/basket");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/collection");
    expect(await count()).toBe(before);
  });
});

describe("leaving the reward screen for the basket page", () => {
  it("forgets the unsaved picks without storing anything; picks made after it are kept until the next visit", async () => {
    const c = await basket(GOLD, ["margherita", "garlic-bread"]);
    const id = basketIdOf(c);
    const garlicBreadPicked = async () => {
      const data = await rewards(c);
      return data.sections[sectionIndex(data, "Free Garlic Bread")]!.subSections[0]!.offers.find((o) => o.offerId === "garlic-bread")!
        .selectedByThisUser;
    };
    const openBasketPage = async () => {
      const page = await c.request("/collection/basket");
      expect(page.status).toBe(200);
      await page.text();
    };
    expect((await select(c, await rewards(c), "Free Garlic Bread", "garlic-bread")).status).toBe(200);
    expect(await garlicBreadPicked()).toBe(true);

    const stored = await store().peek(id);
    const reads = await readsDuring(openBasketPage);
    expect(reads).toBe(1);
    expect(await store().peek(id)).toEqual(stored);
    expect(await garlicBreadPicked()).toBe(false);

    expect((await select(c, await rewards(c), "Free Garlic Bread", "garlic-bread")).status).toBe(200);
    expect(await garlicBreadPicked()).toBe(true);
    await openBasketPage();
    expect(await garlicBreadPicked()).toBe(false);
    // Saved picks stay, whatever page the customer opens.
    expect((await select(c, await rewards(c), "Free Garlic Bread", "garlic-bread")).status).toBe(200);
    expect((await c.request("/api/basket/savediscounts", { method: "POST" })).status).toBe(200);
    await openBasketPage();
    expect(await garlicBreadPicked()).toBe(true);
  });
});
