// The restaurant calls answer what they declare (the spec's Restaurant entity, spec 1 §3) with the
// seeded values, in both brands.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { MenuSeed, RestaurantSeed } from "../../server/seed/schemas";
import { apiServer } from "../support/http";
import { menuContractCalls, ukRestaurants } from "../support/menu-contract";

const api = apiServer();
const irish = apiServer({ BRAND: "ie" });
const { call, callError } = menuContractCalls(api);

describe("restaurant calls", () => {
  it("answers a restaurant by id with the search result's fields and its delivery fee", async () => {
    const seed = ukRestaurants.find((r) => r.id === 1001)!;
    const { restaurant } = await call("get /restaurant/GetById/:id", "/restaurant/GetById/1001");
    expect(restaurant).toMatchObject({ id: 1001, name: seed.name, fullAddress: "48 Old Compton Street, London, W1D 9AW", distance: 0 });
    expect(restaurant.delivery).toMatchObject({
      delivery_fee: { fractional: seed.delivery.feeMinor, currency_code: "GBP" },
      feeMinor: seed.delivery.feeMinor,
      estimated_duration: null,
      location: { lat: seed.latitude, lon: seed.longitude },
    });
    expect(restaurant.address).toEqual(seed.address);
    await callError("get /restaurant/GetById/:id", "/restaurant/GetById/424242", 404);
  });

  it("answers delivery searches with the spec's Restaurant entity and its quote", async () => {
    const body = await call("get /restaurant/LookupName/:postCode/:isDelivery", "/restaurant/LookupName/W1D%203QU/true");
    expect(body).toMatchObject({ postcode: "W1D 3QU", canOrderDelivery: true, error: null });
    const quoted = body.restaurants.filter((r: { delivery: unknown }) => r.delivery);
    expect(quoted.length).toBeGreaterThan(1);
    for (const r of quoted) {
      const seed = ukRestaurants.find((x) => x.id === r.id)!;
      // The fee is at least the restaurant's own, in minor units.
      expect(r.delivery.delivery_fee.fractional).toBeGreaterThanOrEqual(seed.delivery.feeMinor);
      expect(r.delivery.location).toEqual({ lat: expect.any(Number), lon: expect.any(Number) });
    }
  });

  it("answers collection and location searches, collection times and addresses", async () => {
    const collection = await call("get /restaurant/LookupName/:postCode/:isDelivery", "/restaurant/LookupName/SW1A%202AA/false");
    expect(collection.restaurants.every((r: { delivery: unknown }) => r.delivery === null)).toBe(true);
    const near = await call(
      "get /restaurant/LookupLatLong/:latitude/:longitude/:isDelivery",
      "/restaurant/LookupLatLong/53.4808/-2.2426/false",
    );
    expect(near.postcode).toBeNull();
    expect(near.restaurants[0].name).toMatch(/Manchester/);
    const slots = await call("get /restaurant/getTimeSlots/:id", "/restaurant/getTimeSlots/1001");
    expect(slots.timeSlots.length).toBeGreaterThan(0);
    await callError("get /restaurant/getTimeSlots/:id", "/restaurant/getTimeSlots/424242", 404);
    const addresses = await call("get /geo/LookupAddresses/:postcode", "/geo/LookupAddresses/M1%201AA");
    expect(addresses.postcode).toBe("M1 1AA");
  });
});

describe("the Irish brand", () => {
  it("prices the menu and the delivery fee in cent of EUR", async () => {
    const ieMenu = JSON.parse(readFileSync("seeds/ie/menu.json", "utf8")) as MenuSeed;
    const ieRestaurants = JSON.parse(readFileSync("seeds/ie/restaurants.json", "utf8")) as RestaurantSeed[];
    const c = irish.server.client();
    const first = ieRestaurants[0]!;
    const { restaurant } = await call("get /restaurant/GetById/:id", `/restaurant/GetById/${first.id}`, c);
    expect(restaurant.delivery.delivery_fee).toEqual({ fractional: first.delivery.feeMinor, currency_code: "EUR" });
    const { item } = await call("get /restaurant/getSingleMenuItem/:id/:itemId", `/restaurant/getSingleMenuItem/${first.id}/margherita`, c);
    expect(item.displayPrice).toBe(ieMenu.items.find((i) => i.id === "margherita")!.basePriceMinor);
  });
});
