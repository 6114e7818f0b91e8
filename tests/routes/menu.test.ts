// The menu page's loader and action, called as React Router calls them.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action, loader } from "../../app/routes/menu";
import { collectionAtSoho, formPost, routeVisitor } from "../support/route-calls";
import { testRuntime } from "../support/runtime";

let t: Awaited<ReturnType<typeof testRuntime>>;
beforeAll(async () => {
  t = await testRuntime();
});
afterAll(async () => {
  await t?.close();
});

const SOHO = { mode: "collection", restaurantId: "1001" };
const itemsOf = async (basketId: string) => (await t.runtime.services.baskets.getOrCreate(basketId)).state.items;

describe("the menu's loader", () => {
  it("shows the chosen restaurant's menu, one category with the tabs to the others", async () => {
    const v = routeVisitor(t.runtime);
    await collectionAtSoho(t.runtime, v);
    const page = await v.call(loader, "/collection/menu/1001", SOHO);
    expect(page.status).toBe(200);
    expect(page.data.restaurantName).toBe((await t.runtime.services.search.restaurant(1001))!.name);
    expect(page.data.tabs.length).toBeGreaterThan(1);
    expect(page.data.view?.categories.map((c) => c.id)).toEqual([page.data.active]);
    expect(page.data.closedMessage).toBeNull();
  });

  it("keeps the filters in the address", async () => {
    const v = routeVisitor(t.runtime);
    await collectionAtSoho(t.runtime, v);
    const page = await v.call(loader, "/collection/menu/1001?diet=vegan&filter=open", SOHO);
    expect(page.data.filters.diets).toEqual(["Vegan"]);
    expect(page.data.filterOpen).toBe(true);
  });

  it("answers 404 for an address that names no restaurant", async () => {
    const v = routeVisitor(t.runtime);
    await collectionAtSoho(t.runtime, v);
    for (const params of [
      { mode: "collection", restaurantId: "soho" },
      { mode: "takeaway", restaurantId: "1001" },
    ])
      expect((await v.call(loader, "/x/menu/y", params)).status).toBe(404);
  });

  it("shows another restaurant's menu to a visitor whose basket is elsewhere (a link), as not chosen yet", async () => {
    const v = routeVisitor(t.runtime);
    await collectionAtSoho(t.runtime, v);
    const page = await v.call(loader, "/collection/menu/1002", { mode: "collection", restaurantId: "1002" });
    expect(page).toMatchObject({ status: 200, data: { restaurantName: "Crustello London Covent Garden", chosen: false } });
  });
});

describe("the menu's action ('Add')", () => {
  it("adds the item and, without JavaScript, comes back to the menu saying so", async () => {
    const v = routeVisitor(t.runtime);
    const basketId = await collectionAtSoho(t.runtime, v);
    const answer = await v.call(action, "/collection/menu/1001", SOHO, formPost({ intent: "add", itemId: "margherita" }));
    expect(answer).toMatchObject({ status: 302, location: "/collection/menu/1001?added=margherita" });
    expect((await itemsOf(basketId)).map((i) => [i.id, i.quantity])).toEqual([["margherita", 1]]);
  });

  it("answers the fetcher in place with JavaScript", async () => {
    const v = routeVisitor(t.runtime);
    const basketId = await collectionAtSoho(t.runtime, v);
    const answer = await v.call(action, "/collection/menu/1001", SOHO, formPost({ intent: "add", itemId: "garlic-bread", js: "1" }));
    expect(answer).toMatchObject({ status: 200, data: { added: "garlic-bread" } });
    expect(await itemsOf(basketId)).toHaveLength(1);
  });

  it("refuses an item id that is not one (400) and an item not on the menu (409), adding nothing", async () => {
    const v = routeVisitor(t.runtime);
    const basketId = await collectionAtSoho(t.runtime, v);
    const bad = await v.call(action, "/collection/menu/1001", SOHO, formPost({ intent: "add", itemId: "<script>" }));
    expect(bad).toMatchObject({ status: 400, data: { error: "This item could not be added." } });
    const unknown = await v.call(action, "/collection/menu/1001", SOHO, formPost({ intent: "add", itemId: "no-such-pizza" }));
    expect(unknown.status).toBe(409);
    expect(unknown.data).toMatchObject({ error: expect.any(String) });
    expect(await itemsOf(basketId)).toEqual([]);
  });
});
