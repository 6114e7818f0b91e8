// In-app reward selection on a temporary basket (spec 2 §4, §7; decision 008): the app holds
// tempBasketJSON with tempBasketHash, nothing is stored until the save, and the server refuses a
// temporary basket it did not sign for this basket.
import { describe, expect, it } from "vitest";
import { sign } from "../../server/http/cookies";
import { apiServer, basketIdOf, viewerOf } from "../support/http";

const api = apiServer();
const services = () => api.t.runtime.services;
type Client = ReturnType<typeof api.server.client>;

const GOLD = 4;

interface Section {
  title: string;
  thirdPartyRewardTypeId: number;
  subSections: { offers: { offerId: string; selectedByThisUser: boolean }[] }[];
}
interface TempData {
  sections: Section[];
  message: string | null;
  discounts: { amountMinor: number }[];
  tempBasketJSON: string;
  tempBasketHash: string;
  updateBasketResponse: { basket: { rewards: { rewardId: number; productId: string }[] } };
}

async function signIn(c: Client, customerId: number) {
  const id = await services().customers.startSession(customerId);
  c.jar.set("CUSTOMER_SESSION", sign(id, api.t.runtime.config.sessionSecret));
}

async function basket(items: string[], customerId: number | null = GOLD) {
  const c = api.server.client();
  await c.request("/api/basket/SetRestaurantDistance/1001/0.3/W1D%203QU", { method: "POST" });
  for (const id of items) expect((await c.request(`/api/basket/QuickAddItem/${id}/1`, { method: "POST" })).status).toBe(200);
  if (customerId !== null) await signIn(c, customerId);
  return c;
}

async function open(c: Client): Promise<TempData> {
  const res = await c.request("/api/basket/GetRewardsForTransientBasket/false");
  expect(res.status).toBe(200);
  return (await res.json()) as TempData;
}

const index = (d: TempData, title: string) => {
  const i = d.sections.findIndex((s) => s.title === title);
  expect(i).toBeGreaterThanOrEqual(0);
  return i;
};
const temp = (d: Pick<TempData, "tempBasketJSON" | "tempBasketHash">) => ({
  tempBasketJSON: d.tempBasketJSON,
  tempBasketHash: d.tempBasketHash,
});

async function tap(c: Client, d: TempData, title: string, offerId: string, verb = "selectitem") {
  return c.request(`/api/basket/${verb}/${offerId}/${index(d, title)}`, { method: "POST", json: temp(d) });
}
async function tapOk(c: Client, d: TempData, title: string, offerId: string, verb = "selectitem"): Promise<TempData> {
  const res = await tap(c, d, title, offerId, verb);
  expect(res.status).toBe(200);
  return (await res.json()) as TempData;
}
const stored = (c: Client) => services().baskets.getOrCreate(basketIdOf(c));

describe("the temporary basket", () => {
  it("open → select → deselect → select → save commits once, and the basket is priced with the discount", async () => {
    const c = await basket(["margherita", "pepperoni-classic"]);
    let d = await open(c);
    expect(JSON.parse(d.tempBasketJSON)).toMatchObject({ basketId: basketIdOf(c), picks: [] });
    expect(d.tempBasketHash).toMatch(/^[0-9a-f]{64}$/);
    const version = (await stored(c)).version;

    d = await tapOk(c, d, "Free Margherita", "margherita");
    expect(JSON.parse(d.tempBasketJSON).picks).toEqual([{ rewardId: 105, productId: "margherita" }]);
    expect(d.discounts.map((x) => x.amountMinor)).toEqual([1095]);
    d = await tapOk(c, d, "Free Margherita", "margherita", "deselectitem");
    expect(JSON.parse(d.tempBasketJSON).picks).toEqual([]);
    d = await tapOk(c, d, "Free Margherita", "margherita");
    // Nothing is stored while picking.
    expect((await stored(c)).version).toBe(version);
    expect(d.updateBasketResponse.basket.rewards).toEqual([]);

    const saved = await c.request("/api/basket/savediscounts", { method: "POST", json: temp(d) });
    expect(saved.status).toBe(200);
    const body = await saved.json();
    expect(body.saved).toBe(true);
    expect(body.updateBasketResponse.basket.rewards).toEqual([{ rewardId: 105, productId: "margherita" }]);
    const { view } = await services().basketView(basketIdOf(c), await viewerOf(api.t.runtime, c));
    expect(view.discounts.map((x) => [x.offerTitle, x.amountMinor])).toEqual([["GOLD#Free Margherita", 1095]]);
    expect(view.totalMinor).toBe(view.subTotalMinor - 1095);

    // Saving the same picks again: the hash is the saved one, nothing is written.
    const after = (await stored(c)).version;
    const again = await c.request("/api/basket/savediscounts", { method: "POST", json: temp(d) });
    expect(again.status).toBe(200);
    expect((await again.json()).saved).toBe(false);
    expect((await stored(c)).version).toBe(after);
    // Opened again, the temporary basket starts from the saved picks, with the same hash.
    expect((await open(c)).tempBasketHash).toBe(d.tempBasketHash);
  });

  it("refuses a tampered JSON or hash, or a missing hash, naming the field", async () => {
    const c = await basket(["margherita", "pepperoni-classic"]);
    const d = await tapOk(c, await open(c), "Half price Margherita", "margherita");
    const forged = d.tempBasketJSON.replace('"rewardId":104', '"rewardId":105');
    expect(forged).not.toBe(d.tempBasketJSON);
    for (const json of [
      { tempBasketJSON: forged, tempBasketHash: d.tempBasketHash },
      { tempBasketJSON: d.tempBasketJSON, tempBasketHash: "0".repeat(64) },
      { tempBasketJSON: "not json", tempBasketHash: d.tempBasketHash },
    ]) {
      for (const path of ["/api/basket/savediscounts", `/api/basket/selectitem/pepperoni-classic/${index(d, "Free Romana Upgrade")}`]) {
        const res = await c.request(path, { method: "POST", json });
        expect(res.status, path).toBe(400);
        expect((await res.json()).errors[0].path).toBe("tempBasketJSON");
      }
    }
    const missing = await c.request("/api/basket/savediscounts", { method: "POST", json: { tempBasketJSON: d.tempBasketJSON } });
    expect(missing.status).toBe(400);
    expect((await missing.json()).errors[0].path).toBe("tempBasketHash");
    expect((await stored(c)).state.rewards).toEqual([]);
  });

  it("refuses another basket's temporary basket, and one from before the basket was cleared", async () => {
    const mine = await basket(["margherita"]);
    const theirs = await basket(["margherita"]);
    const d = await tapOk(theirs, await open(theirs), "Free Margherita", "margherita");
    const res = await mine.request("/api/basket/savediscounts", { method: "POST", json: temp(d) });
    expect(res.status).toBe(400);
    expect((await res.json()).errors[0]).toEqual({
      path: "tempBasketJSON",
      message: "The temporary basket is for another basket: open your rewards again.",
    });
    // Cleared, the basket has a new key: the old temporary basket no longer fits it.
    await theirs.request("/api/basket/ClearBasket", { method: "POST" });
    await theirs.request("/api/basket/SetRestaurantDistance/1001/0.3/W1D%203QU", { method: "POST" });
    await theirs.request("/api/basket/QuickAddItem/margherita/1", { method: "POST" });
    const stale = await theirs.request("/api/basket/savediscounts", { method: "POST", json: temp(d) });
    expect(stale.status).toBe(400);
    expect((await stale.json()).errors[0].path).toBe("tempBasketJSON");
  });

  it("cleardiscounts takes the saved rewards off and answers an empty temporary basket", async () => {
    const c = await basket(["margherita"]);
    const d = await tapOk(c, await open(c), "Free Margherita", "margherita");
    expect((await c.request("/api/basket/savediscounts", { method: "POST", json: temp(d) })).status).toBe(200);
    const res = await c.request("/api/basket/cleardiscounts", { method: "POST", json: temp(d) });
    expect(res.status).toBe(200);
    const cleared = (await res.json()) as TempData;
    expect(JSON.parse(cleared.tempBasketJSON).picks).toEqual([]);
    expect(cleared.updateBasketResponse.basket.rewards).toEqual([]);
    expect((await stored(c)).state.rewards).toEqual([]);
  });

  it("in-app a voucher blocks rewards, with the app's message", async () => {
    const c = await basket(["margherita", "pepperoni-classic"]);
    const voucher = await c.request("/api/basket/AddVoucher", { method: "POST", json: { voucherCode: "SAVE20" } });
    expect((await voucher.json()).voucherExceptions).toEqual([]);
    const d = await open(c);
    const message = "Loyalty Rewards and Vouchers can\u2018t be used together. Please remove your voucher code to add your rewards.";
    expect(d.message).toBe(message);
    const refused = await tap(c, d, "Free Margherita", "margherita");
    expect(refused.status).toBe(409);
    expect((await refused.json()).errors[0]).toEqual({ path: "voucherCodes", message });
    const quick = await c.request("/api/basket/QuickAddItemAndReward/margherita/1/105", { method: "POST" });
    expect(quick.status).toBe(409);
    expect((await quick.json()).errors[0]).toEqual({ path: "voucherCodes", message });
  });

  it("is for club members only", async () => {
    const c = await basket(["margherita"], null);
    const res = await c.request("/api/basket/GetRewardsForTransientBasket/false");
    expect(res.status).toBe(403);
    expect((await res.json()).errors[0].path).toBe("customer");
  });
});

describe("the quick reward calls", () => {
  it("QuickAddItemAndReward adds one more of the product with the reward on it", async () => {
    const c = await basket(["pepperoni-classic"]);
    const res = await c.request("/api/basket/QuickAddItemAndReward/margherita/1/105", { method: "POST" });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.basket.rewards).toEqual([{ rewardId: 105, productId: "margherita" }]);
    expect(body.basket.items.find((l: { id: string }) => l.id === "margherita").quantity).toBe(1);
    const { view } = await services().basketView(basketIdOf(c), await viewerOf(api.t.runtime, c));
    expect(view.discounts.map((x) => [x.offerTitle, x.amountMinor])).toEqual([["GOLD#Free Margherita", 1095]]);
    // An upgrade reward comes with its upgrade: the Romana base.
    const up = await c.request("/api/basket/QuickAddItemAndReward/pepperoni-classic/1/107", { method: "POST" });
    expect(up.status).toBe(200);
    const lines = (await stored(c)).state.items.filter((l) => l.id === "pepperoni-classic");
    expect(lines.map((l) => l.selections.some((x) => x.optionId === "base-romana"))).toEqual([false, true]);
  });

  it("QuickAddItemAndReward refuses a reward not held, or a product not among its offers, naming the field", async () => {
    const c = await basket(["margherita"], 2); // bronze: no gold rewards
    const notHeld = await c.request("/api/basket/QuickAddItemAndReward/margherita/1/105", { method: "POST" });
    expect(notHeld.status).toBe(409);
    expect((await notHeld.json()).errors[0].path).toBe("thirdPartyRewardTypeId");
    const wrong = await c.request("/api/basket/QuickAddItemAndReward/garlic-bread/1/103", { method: "POST" });
    expect(wrong.status).toBe(409);
    expect((await wrong.json()).errors[0].path).toBe("productId");
    expect((await stored(c)).state.items.map((l) => l.id)).toEqual(["margherita"]);
    const guest = await basket(["margherita"], null);
    expect((await guest.request("/api/basket/QuickAddItemAndReward/margherita/1/105", { method: "POST" })).status).toBe(403);
  });

  it("QuickSelectItem/…/306 applies the welcome reward, adding the product only when no line carries it", async () => {
    const c = await basket(["margherita", "dough-balls"]);
    const res = await c.request("/api/basket/QuickSelectItem/dough-balls/1/306", { method: "POST" });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.basket.rewards).toEqual([{ rewardId: 101, productId: "dough-balls" }]);
    expect(body.basket.items.find((l: { id: string }) => l.id === "dough-balls").quantity).toBe(1);
    const { view } = await services().basketView(basketIdOf(c), await viewerOf(api.t.runtime, c));
    expect(view.discounts.map((x) => x.offerTitle)).toEqual(["WELCOME#Free Dough Balls"]);

    const without = await basket(["margherita"]);
    expect((await without.request("/api/basket/QuickSelectItem/dough-balls/1/306", { method: "POST" })).status).toBe(200);
    expect((await stored(without)).state.items.map((l) => l.id)).toEqual(["margherita", "dough-balls"]);
    const other = await without.request("/api/basket/QuickSelectItem/dough-balls/1/305", { method: "POST" });
    expect(other.status).toBe(400);
    expect((await other.json()).errors[0].path).toBe("thirdPartyRewardTypeId");
  });
});
