// enableFreshRecommendation (FEATURE_ENABLE_FRESH_RECOMMENDATION) drives the basket's suggestions:
// on, the items the menu marks new ("New" in their uiTags, seeds/*/menu.json) come first; off, the
// usual order, popular items first. The basket page's strip and GetUpsellItems are one list.
import { describe, expect, it } from "vitest";
import { apiServer } from "../support/http";

const fresh = apiServer({ FEATURE_ENABLE_FRESH_RECOMMENDATION: "true" });
const usual = apiServer({ FEATURE_ENABLE_FRESH_RECOMMENDATION: "false" });

/** The suggestions for a basket at Soho holding a margherita, with each item's menu tags. */
async function suggestions(api: typeof fresh) {
  const c = api.server.client();
  expect((await c.request("/api/basket/SetRestaurantDistance/1001/0.3/W1D%203QU", { method: "POST" })).status).toBe(200);
  expect((await c.request("/api/basket/QuickAddItem/margherita/1", { method: "POST" })).status).toBe(200);
  const res = await c.request("/api/basket/GetUpsellItems/1001/Upsell");
  expect(res.status).toBe(200);
  const { items } = (await res.json()) as { items: { id: string }[] };
  const menu = await api.t.runtime.services.menu.record();
  const tags = (id: string) => menu!.menu.items.find((i) => i.id === id)!.uiTags;
  return items.map((i) => ({ id: i.id, isNew: tags(i.id).includes("New"), popular: tags(i.id).includes("Popular") }));
}

describe("fresh recommendations", () => {
  it("on: the items new to the menu are suggested first", async () => {
    const list = await suggestions(fresh);
    const firstOld = list.findIndex((i) => !i.isNew);
    expect(firstOld).toBeGreaterThan(0);
    expect(list.slice(firstOld).some((i) => i.isNew)).toBe(false);
  });

  it("off: the usual order, popular items first, a new one no earlier than its place", async () => {
    const list = await suggestions(usual);
    expect(list[0]!.popular).toBe(true);
    const lastPopular = list.map((i) => i.popular).lastIndexOf(true);
    expect(list.slice(0, lastPopular + 1).every((i) => i.popular)).toBe(true);
    list.forEach((i, at) => {
      if (i.isNew && !i.popular) expect(at).toBeGreaterThan(lastPopular);
    });
    expect(list.map((i) => i.id)).not.toEqual((await suggestions(fresh)).map((i) => i.id));
  });
});
