// Use case: choosing a restaurant from the search results. Page: a result card's button on the
// search page (POST /collection or /delivery, app/routes/search.tsx action, intent
// select-restaurant with restaurantId and searchTerm). /api: POST
// /api/basket/SetRestaurantDistance/:id/:distance/:searchTerm (collection) and
// /api/basket/UpdateBasketDelivery/:searchTerm/:restaurantId (delivery). Service:
// services.journey.selectRestaurant. Both doors store the same journey and lead to the same menu.
// (Moving a basket that holds another restaurant's lines: change-restaurant.test.ts.)
import { describe, expect, it } from "vitest";
import { action } from "../../app/routes/search";
import { apiServer, basketIdOf } from "../support/http";
import { formPost, routeVisitor } from "../support/route-calls";
import { useCaseDoors, type ApiErrors } from "../support/use-cases";

const api = apiServer();
const { runtime, post, stored } = useCaseDoors(api);

const choose = (restaurantId: string) => formPost({ intent: "select-restaurant", restaurantId, searchTerm: "W1D 3QU" });

/** A first visit through each door: a page visitor and an /api client, neither with a basket yet. */
function newVisitors() {
  const v = routeVisitor(runtime());
  const c = api.server.client();
  return { v, c };
}

describe("choosing a restaurant", () => {
  it("for collection: the search page's choice and SetRestaurantDistance store the same journey and lead to the menu", async () => {
    const { v, c } = newVisitors();
    const chosen = await v.call(action, "/collection?q=W1D%203QU", {}, choose("1001"));
    // A first visit sent no basket cookie: the menu checks that it comes back (decision 035).
    expect(chosen).toMatchObject({ status: 302, location: "/collection/menu/1001?cookies=check" });
    const answer = await post<{ menuPath: string }>(c, "/api/basket/SetRestaurantDistance/1001/0.3/W1D%203QU");
    expect(answer.status).toBe(200);
    expect(answer.body.menuPath).toBe("/collection/menu/1001");

    const viaPage = (await stored(await v.basketId())).state;
    const viaApi = (await stored(basketIdOf(c))).state;
    expect(viaPage).toMatchObject({ restaurantId: 1001, mode: "collection", searchTerm: "W1D 3QU", delivery: null });
    expect(viaApi).toEqual(viaPage);
  });

  it("for delivery: the search page's choice and UpdateBasketDelivery store the same journey and delivery quote", async () => {
    const { v, c } = newVisitors();
    const chosen = await v.call(action, "/delivery?q=W1D%203QU", {}, choose("1001"));
    expect(chosen).toMatchObject({ status: 302, location: "/delivery/menu/1001?cookies=check" });
    const answer = await post<{ menuPath: string }>(c, "/api/basket/UpdateBasketDelivery/W1D%203QU/1001");
    expect(answer.status).toBe(200);
    expect(answer.body.menuPath).toBe("/delivery/menu/1001");

    const viaPage = (await stored(await v.basketId())).state;
    const viaApi = (await stored(basketIdOf(c))).state;
    expect(viaPage).toMatchObject({ restaurantId: 1001, mode: "delivery", delivery: expect.any(Object) });
    expect(viaApi).toEqual(viaPage);
  });

  it("a restaurant that cannot be found: both refuse, naming it in the same words, and choose nothing", async () => {
    const { v, c } = newVisitors();
    const refusedPage = await v.call(action, "/collection?q=W1D%203QU", {}, choose("999999"));
    expect(refusedPage.status).toBe(409);
    const refusedApi = await post<ApiErrors>(c, "/api/basket/SetRestaurantDistance/999999/0.3/W1D%203QU");
    expect(refusedApi.status).toBe(409);
    expect(refusedApi.body.errors).toEqual([{ path: "restaurantId", message: "This restaurant could not be found." }]);
    expect(refusedPage.data).toEqual({ kind: "error", message: refusedApi.body.errors[0]!.message });

    expect((await stored(await v.basketId())).state.restaurantId).toBeNull();
    expect((await stored(basketIdOf(c))).state.restaurantId).toBeNull();
  });
});
