// Use case: the first 'Add' on a menu opened from a link (an e-mail, a shared link, a search
// engine) with no restaurant chosen, or another one on this journey. Page: the menu's loader shows
// the menu and stores nothing; its action (app/routes/menu.tsx, intent add) chooses the restaurant
// first through services.journey.chooseFromMenu, asking 'Are you sure?' (confirmed=yes) before it
// empties another restaurant's basket. /api has no twin: its adds refuse a basket at another
// restaurant with 409 naming restaurantId (the client chooses first, as the spec's app does).
import { describe, expect, it } from "vitest";
import { action, loader } from "../../app/routes/menu";
import { apiServer } from "../support/http";
import { collectionAtSoho, formPost, routeVisitor } from "../support/route-calls";
import { useCaseDoors } from "../support/use-cases";

const api = apiServer();
const { runtime, stored } = useCaseDoors(api);

const GARDEN = { mode: "collection", restaurantId: "1002" } as const;
const add = (itemId: string, confirmed?: "yes") => formPost({ intent: "add", itemId, ...(confirmed ? { confirmed } : {}) });

describe("adding from a menu opened from a link", () => {
  it("a first visit: the menu shows and stores nothing; its first 'Add' chooses the restaurant and adds", async () => {
    const v = routeVisitor(runtime());
    const shown = await v.call(loader, "/collection/menu/1002", GARDEN);
    expect(shown).toMatchObject({ status: 200, data: { restaurantName: "Crustello London Covent Garden", chosen: false } });
    expect((await runtime().services.baskets.peek(await v.basketId()))?.state.restaurantId ?? null).toBeNull();

    const added = await v.call(action, "/collection/menu/1002", GARDEN, add("margherita"));
    expect(added).toMatchObject({ status: 302, location: "/collection/menu/1002?added=margherita" });
    const state = (await stored(await v.basketId())).state;
    expect(state).toMatchObject({ restaurantId: 1002, mode: "collection" });
    expect(state.items.map((i) => i.id)).toEqual(["margherita"]);
  });

  it("a basket at another restaurant: 'Are you sure?' first, nothing changed; confirmed, the basket moves here", async () => {
    const v = routeVisitor(runtime());
    const basketId = await collectionAtSoho(runtime(), v, "garlic-bread");
    expect((await v.call(loader, "/collection/menu/1002", GARDEN)).data).toMatchObject({ chosen: false });

    const asked = await v.call(action, "/collection/menu/1002", GARDEN, add("margherita"));
    expect(asked).toMatchObject({ status: 200, data: { confirmRestaurant: "margherita" } });
    expect((await stored(basketId)).state).toMatchObject({ restaurantId: 1001, items: [{ id: "garlic-bread" }] });

    const moved = await v.call(action, "/collection/menu/1002", GARDEN, add("margherita", "yes"));
    expect(moved).toMatchObject({ status: 302, location: "/collection/menu/1002?added=margherita" });
    const state = (await stored(basketId)).state;
    expect(state.restaurantId).toBe(1002);
    expect(state.items.map((i) => i.id)).toEqual(["margherita"]);
  });

  it("delivery: quoted to the basket's postcode when it has one, else the delivery search asks for it", async () => {
    const fresh = routeVisitor(runtime());
    const params = { mode: "delivery", restaurantId: "1002" };
    expect(await fresh.call(action, "/delivery/menu/1002", params, add("margherita"))).toMatchObject({
      status: 302,
      location: "/delivery",
    });

    const v = routeVisitor(runtime());
    const basketId = await v.basketId();
    const { services } = runtime();
    await services.journey.selectRestaurant({ basketId, restaurantId: 1001, mode: "delivery", searchTerm: "W1D 3QU", confirmed: false });
    await services.basketLines.quickAdd({ basketId, customerId: null }, "garlic-bread");
    expect(await v.call(action, "/delivery/menu/1002", params, add("margherita"))).toMatchObject({
      data: { confirmRestaurant: "margherita" },
    });
    expect(await v.call(action, "/delivery/menu/1002", params, add("margherita", "yes"))).toMatchObject({ status: 302 });
    const state = (await stored(basketId)).state;
    expect(state).toMatchObject({ restaurantId: 1002, mode: "delivery", delivery: { postcode: "W1D 3QU" } });
    expect(state.items.map((i) => i.id)).toEqual(["margherita"]);
  });

  it("a menu of the other journey than the basket's still sends the customer to its start (spec 1 §4)", async () => {
    const v = routeVisitor(runtime());
    await collectionAtSoho(runtime(), v);
    expect(await v.call(loader, "/delivery/menu/1001", { mode: "delivery", restaurantId: "1001" })).toMatchObject({
      status: 302,
      location: "/delivery",
    });
  });
});
