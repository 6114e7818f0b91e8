import { describe, expect, it } from "vitest";
import { apiServer, basketIdOf } from "../support/http";

const api = apiServer();

const get = async (path: string) => {
  const res = await api.server.client().request(path);
  return { status: res.status, body: await res.json() };
};

describe("restaurant/LookupName", () => {
  it("lists London restaurants within 10 miles, nearest first, for a postcode in any spacing and case", async () => {
    const { status, body } = await get("/api/restaurant/LookupName/sw1a2aa/false");
    expect(status).toBe(200);
    expect(body.status).toBe("OK");
    expect(body.postcode).toBe("SW1A 2AA");
    expect(body.error).toBeNull();
    expect(body.restaurants.length).toBeGreaterThan(5);
    const distances = body.restaurants.map((r: { distance: number }) => r.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(Math.max(...distances)).toBeLessThanOrEqual(10);
    const first = body.restaurants[0];
    for (const key of [
      "id",
      "name",
      "latitude",
      "longitude",
      "distance",
      "openingTime",
      "closingTime",
      "fullAddress",
      "telephone",
      "facilities",
      "isCollectionDisabled",
      "isDeliveryDisabled",
      "isCollectionHidden",
      "isDeliveryHidden",
      "isDeliveryTempClosed",
      "isCollectionTempClosed",
      "collectionMessage",
      "deliveryMessage",
      "delivery",
    ]) {
      expect(first, key).toHaveProperty(key);
    }
    expect(body.restaurants.some((r: { isCollectionHidden: boolean }) => r.isCollectionHidden)).toBe(false);
    expect(body.canOrderCollection).toBe(true);
  });

  it("finds Glasgow and Belfast restaurants", async () => {
    expect((await get("/api/restaurant/LookupName/G1%201XQ/false")).body.restaurants[0].name).toMatch(/Glasgow/);
    expect((await get("/api/restaurant/LookupName/BT1%205GS/false")).body.restaurants[0].name).toMatch(/Belfast/);
  });

  it("gives delivery results with quotes, and flags the cheapest and fastest", async () => {
    const { body } = await get("/api/restaurant/LookupName/W1D%203QU/true");
    expect(body.restaurants.length).toBeGreaterThan(1);
    const quoted = body.restaurants.filter((r: { delivery: unknown }) => r.delivery);
    expect(quoted.length).toBeGreaterThan(0);
    for (const r of quoted) {
      expect(r.delivery.delivery_fee.currency_code).toBe("GBP");
      expect(Number.isInteger(r.delivery.delivery_fee.fractional)).toBe(true);
      expect(r.delivery.estimated_duration.end).toBeGreaterThan(r.delivery.estimated_duration.begin);
    }
    expect(quoted.some((r: { delivery: { isCheapest: boolean } }) => r.delivery.isCheapest)).toBe(true);
    expect(quoted.some((r: { delivery: { isFastest: boolean } }) => r.delivery.isFastest)).toBe(true);
    expect(body.restaurants.some((r: { isDeliveryHidden: boolean }) => r.isDeliveryHidden)).toBe(false);
    expect(body.canOrderDelivery).toBe(true);
  });

  it("says there are no restaurants within 10 miles of a remote postcode", async () => {
    const { body } = await get("/api/restaurant/LookupName/ZE1%200AA/false");
    expect(body.status).toBe("OK");
    expect(body.restaurants).toEqual([]);
    expect(body.error).toBe("We have no restaurants within a 10 mile radius of your postcode.");
  });

  it("finds no delivery outside every radius but offers collection", async () => {
    const { body } = await get("/api/restaurant/LookupName/B91%201AA/true");
    expect(body.restaurants).toEqual([]);
    expect(body.error).toBeNull();
    expect(body.canOrderDelivery).toBe(false);
    expect(body.canOrderCollection).toBe(true);
  });

  it("answers a bad postcode with 400 naming postCode", async () => {
    const { status, body } = await get("/api/restaurant/LookupName/NOT-A-CODE/false");
    expect(status).toBe(400);
    expect(body.errors).toEqual([{ path: "postCode", message: "Please enter a valid postcode" }]);
    expect((await get("/api/restaurant/LookupName/M1%201AA/maybe")).body.errors[0].path).toBe("isDelivery");
  });
});

describe("restaurant/LookupLatLong", () => {
  it("searches around a location", async () => {
    const { body } = await get("/api/restaurant/LookupLatLong/53.4808/-2.2426/false");
    expect(body.restaurants[0].name).toMatch(/Manchester/);
  });
  it("says it cannot find a location far from every restaurant", async () => {
    const { body } = await get("/api/restaurant/LookupLatLong/60.15/-1.15/false");
    expect(body.error).toBe("Sorry but we can't find your location. Please enter your postcode");
  });
  it("names a bad latitude", async () => {
    const { status, body } = await get("/api/restaurant/LookupLatLong/north/-2/false");
    expect(status).toBe(400);
    expect(body.errors[0].path).toBe("latitude");
  });
});

describe("restaurant/getTimeSlots and geo/LookupAddresses", () => {
  it("offers collection slots every 15 minutes, more than 20 minutes ahead", async () => {
    const { body } = await get("/api/restaurant/getTimeSlots/1001");
    expect(body.status).toBe("OK");
    expect(body.timeSlots.length).toBeGreaterThan(4);
    const first = new Date(body.timeSlots[0].instant).getTime();
    expect(first - new Date("2026-11-20T12:30:00Z").getTime()).toBeGreaterThan(20 * 60_000);
    const gaps = body.timeSlots
      .slice(1)
      .map((s: { instant: string }, i: number) => new Date(s.instant).getTime() - new Date(body.timeSlots[i].instant).getTime());
    expect(new Set(gaps)).toEqual(new Set([15 * 60_000]));
  });
  it("answers an unknown restaurant with 404 naming id", async () => {
    const { status, body } = await get("/api/restaurant/getTimeSlots/424242");
    expect(status).toBe(404);
    expect(body.errors[0].path).toBe("id");
  });
  it("suggests addresses for a postcode and names a bad one", async () => {
    const { body } = await get("/api/geo/LookupAddresses/M1%201AA");
    expect(body.addresses.length).toBeGreaterThan(0);
    expect(body.addresses[0]).toMatchObject({ town: "Manchester", postcode: "M1 1AA" });
    const bad = await get("/api/geo/LookupAddresses/nope");
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].path).toBe("postcode");
  });
});

describe("choosing a restaurant through the API", () => {
  it("sets a collection restaurant with its distance and the menu as the checkout-complete path", async () => {
    const c = api.server.client();
    const res = await c.request("/api/basket/SetRestaurantDistance/1001/0.31/W1D%203QU", { method: "POST" });
    const body = await res.json();
    expect(res.status).toBe(200);
    expect(body.basket).toMatchObject({
      restaurantId: 1001,
      isDelivery: false,
      searchTerm: "W1D 3QU",
      checkoutCompletePath: "/collection/menu/1001",
    });
    expect(body.basket.restaurantDistance).toBeCloseTo(0.3, 1);
  });

  it("stores the delivery quote on the basket", async () => {
    const c = api.server.client();
    const res = await c.request("/api/basket/UpdateBasketDelivery/W1D%203QU/1002", { method: "POST" });
    const body = await res.json();
    expect(res.status).toBe(200);
    expect(body.basket.isDelivery).toBe(true);
    // The quote's fee is known; the basket charges it once it has lines (as the basket page does).
    expect(body.basket.delivery.deliveryFeeItem.cost).toBeGreaterThan(0);
    expect(body.basket.deliveryFee).toBe(0);
    expect(body.basket.delivery.deliveryQuote.duration.begin).toBeGreaterThan(0);
    expect((await c.request("/api/basket/QuickAddItem/margherita/1", { method: "POST" })).status).toBe(200);
    const cleared = await (await c.request("/api/basket/ClearBasketDelivery", { method: "POST" })).json();
    // The spec's answer: an empty basket, the delivery choice gone with its lines.
    expect(cleared.basket).toMatchObject({ delivery: null, isDelivery: false, items: [], bundles: [], numberOfItems: 0, total: 0 });
  });

  it("reports the delivery partner's 'no rider' as a quote error", async () => {
    const res = await api.server.client().request("/api/basket/UpdateBasketDelivery/W1D%209ZZ/1002", { method: "POST" });
    expect(res.status).toBe(409);
    expect((await res.json()).errors[0]).toMatchObject({
      path: "deliveryQuote",
      message: expect.stringMatching(/rider is no longer available/),
    });
  });

  it("refuses a restaurant whose collection is disabled, naming restaurantId", async () => {
    const res = await api.server.client().request("/api/basket/SetRestaurantDistance/1016/1/W1D%203QU", { method: "POST" });
    expect(res.status).toBe(409);
    expect((await res.json()).errors[0]).toEqual({ path: "restaurantId", message: "Collection is unavailable at this restaurant today" });
  });

  it("asks for confirmation before dropping another restaurant's basket; changeRestaurant empties it", async () => {
    const c = api.server.client();
    await c.request("/api/basket/SetRestaurantDistance/1001/0.3/W1D%203QU", { method: "POST" });
    await api.t.runtime.basketStore.change(basketIdOf(c), (s) => ({
      ...s,
      items: [{ id: "margherita", customID: "m", quantity: 1, selections: [] }],
    }));
    const refused = await c.request("/api/basket/SetRestaurantDistance/1002/0.2/W1D%203QU", { method: "POST" });
    expect(refused.status).toBe(409);
    const changed = await (await c.request("/api/customer/changeRestaurant", { method: "POST", json: { restaurantId: 1002 } })).json();
    expect(changed.basket.numberOfItems).toBe(0);
    const ok = await c.request("/api/basket/SetRestaurantDistance/1002/0.2/W1D%203QU", { method: "POST" });
    expect(ok.status).toBe(200);
    expect((await ok.json()).basket.restaurantId).toBe(1002);
  });

  it("keeps a search term only when it is a postcode", async () => {
    const c = api.server.client();
    const res = await c.request("/api/basket/SetRestaurantDistance/1001/0.3/not%20a%20postcode", { method: "POST" });
    expect(res.status).toBe(200);
    expect((await res.json()).basket.searchTerm).toBeNull();
    expect((await api.t.runtime.basketStore.peek(basketIdOf(c)))?.state.searchTerm).toBeNull();
  });

  it("remembers the search term for the form while it is a postcode, and offers none that is not", async () => {
    const c = api.server.client();
    await c.request("/api/basket/SetRestaurantDistance/1001/0.3/W1D%203QU", { method: "POST" });
    const id = basketIdOf(c);
    const journey = api.t.runtime.services.journey;
    expect(journey.rememberedSearchTerm(await api.t.runtime.basketStore.peek(id))).toBe("W1D 3QU");
    const stored = await api.t.runtime.basketStore.change(id, (s) => ({ ...s, searchTerm: "Lat 51.5, Lon -0.1" }));
    expect(journey.rememberedSearchTerm(stored)).toBeNull();
  });
});

describe("the spec's delivery selection (UpdateBasketDelivery with a body)", () => {
  /** The selection a spec client sends: the restaurant's fields, the fee it was quoted, the place and the search. */
  const selection = (fee: number, extra: Record<string, unknown> = {}) => ({
    id: 1002,
    name: "Crustello London Covent Garden",
    restaurantId: 1002,
    searchTerm: "W1D 3QU",
    userPostcode: "w1d3qu",
    lat: 51.5136,
    lon: -0.1313,
    deliveryFee: fee,
    deliveryQuote: { fee, duration: { begin: 1, end: 2 } },
    ...extra,
  });
  const choose = (c: ReturnType<typeof api.server.client>, json?: unknown) =>
    c.request("/api/basket/UpdateBasketDelivery/W1D%203QU/1002", { method: "POST", json });

  it("keeps our quote when the client's fee is lower, and says ours replaced it", async () => {
    const ours = (await (await choose(api.server.client())).json()).deliveryQuote as { fee: number; source: string };
    expect(ours.source).toBe("site");
    expect(ours.fee).toBeGreaterThan(0);
    const c = api.server.client();
    const res = await choose(c, selection(1));
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.deliveryQuote).toMatchObject({ fee: ours.fee, source: "site" });
    expect(body.basket.delivery.deliveryFeeItem.cost).toBe(ours.fee);
    expect((await api.t.runtime.services.baskets.getOrCreate(basketIdOf(c))).state.delivery!.feeMinor).toBe(ours.fee);
  });

  it("keeps the client's fee when it is not below ours, with our duration", async () => {
    const ours = (await (await choose(api.server.client())).json()).deliveryQuote as { fee: number; duration: object };
    const c = api.server.client();
    const body = await (await choose(c, selection(ours.fee + 50))).json();
    expect(body.deliveryQuote).toEqual({ fee: ours.fee + 50, duration: ours.duration, source: "client" });
    expect((await api.t.runtime.services.baskets.getOrCreate(basketIdOf(c))).state.delivery!.feeMinor).toBe(ours.fee + 50);
  });

  it("refuses a selection whose restaurant, search or postcode is not the one in the address, naming the field", async () => {
    for (const [extra, field] of [
      [{ restaurantId: 1001 }, "restaurantId"],
      [{ searchTerm: "SW1A 2AA" }, "searchTerm"],
      [{ userPostcode: "SW1A 2AA" }, "userPostcode"],
      [{ deliveryFee: "free" }, "deliveryFee"],
    ] as const) {
      const c = api.server.client();
      await c.request("/api/application/getCustomerState");
      const res = await choose(c, selection(100, extra));
      expect(res.status).toBe(400);
      expect((await res.json()).errors[0].path).toBe(field);
      expect((await api.t.runtime.services.baskets.getOrCreate(basketIdOf(c))).state.restaurantId).toBeNull();
    }
  });
});
