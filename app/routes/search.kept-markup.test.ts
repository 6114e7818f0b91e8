// The search results' cards are kept (app/components/kept-markup.tsx): the markup the server keeps
// must be the markup React writes for the same page in place, or the browser would hydrate cards
// that differ from the ones it shows; and a list kept for one search, address or answer must never
// be shown for another.
import { createElement, type ComponentProps } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { KeepMarkupProvider } from "../components/kept-markup";
import { keepMarkup } from "../lib/kept-markup.server";
import { encodedAnswer } from "../lib/encoded-json";
import type { RestaurantResult, SearchResult } from "../domain/restaurant";
import Search from "./search";

type LoaderData = ComponentProps<typeof Search>["loaderData"];

function restaurant(id: number, overrides: Partial<RestaurantResult> = {}): RestaurantResult {
  return {
    id,
    name: `Crustello Test ${id}`,
    latitude: 51.5,
    longitude: -0.13,
    distance: 0.4,
    openingTime: "11:30",
    closingTime: "23:00",
    openingStatus: "open",
    closingSoon: false,
    fullAddress: `${id} Test Street, London, W1D 3QU`,
    telephone: "020 7946 0000",
    facilities: ["WiFi"],
    isCollectionDisabled: false,
    isDeliveryDisabled: false,
    isCollectionHidden: false,
    isDeliveryHidden: false,
    isCollectionTempClosed: false,
    isDeliveryTempClosed: false,
    collectionMessage: null,
    deliveryMessage: null,
    delivery: {
      estimated_duration: { begin: 25, end: 40 },
      isCheapest: true,
      isFastest: false,
      delivery_fee: { fractional: 199, currency_code: "GBP" },
      location: { lat: 51.5, lon: -0.13 },
      error: null,
    },
    ...overrides,
  };
}

function result(restaurants: RestaurantResult[]): SearchResult {
  return { postcode: "W1D 3QU", restaurants, canOrderDelivery: true, canOrderCollection: true, error: null };
}

function loaderData(found: SearchResult, overrides: Partial<LoaderData> = {}): LoaderData {
  return {
    mode: "collection",
    brandName: "Crustello",
    brandCode: "uk",
    currencySymbol: "£",
    distanceUnit: "miles",
    allergenUrl: "/info/allergens",
    inApp: false,
    term: "W1D 3QU",
    location: null,
    result: encodedAnswer(found),
    banners: [],
    bannerStylesheet: "/banners.css",
    ...overrides,
  } as unknown as LoaderData;
}

/** The server's keeper, counting the lists it was asked for. */
const asked = { count: 0 };
const counting: typeof keepMarkup = (source, variant, render, most) => {
  asked.count++;
  return keepMarkup(source, variant, render, most);
};

function page(data: LoaderData, keep: boolean, at = "/collection?q=W1D%203QU") {
  const props = { loaderData: data, actionData: undefined, params: {}, matches: [] } as unknown as ComponentProps<typeof Search>;
  const Stub = createRoutesStub([{ path: "*", Component: () => createElement(Search, props) }]);
  const stub = createElement(Stub, { initialEntries: [at] });
  return renderToString(keep ? createElement(KeepMarkupProvider, { value: counting }, stub) : stub);
}

/** The cards' markup in a page. */
const cards = (html: string) => html.slice(html.indexOf("<article"), html.lastIndexOf("</article>"));

const two = result([restaurant(1001), restaurant(1002, { openingStatus: "closed-today", openingTime: null, closingTime: null })]);

describe("the search results' kept cards", () => {
  it.each([
    ["collection results", loaderData(two)],
    ["delivery results", loaderData(two, { mode: "delivery" })],
    ["results for a location", loaderData(two, { term: "", location: { latitude: 51.5, longitude: -0.13 } })],
    ["Irish results, in euro and kilometres", loaderData(two, { currencySymbol: "€", distanceUnit: "km" })],
  ])("are what React writes in place: %s", (_, data) => {
    const inPlace = page(data, false);
    expect(inPlace).toContain("<article");
    asked.count = 0;
    expect(page(data, true)).toBe(inPlace);
    // Kept, and asked again: the same.
    expect(page(data, true)).toBe(inPlace);
    expect(asked.count).toBe(2);
  });

  it("tell one answer, search, journey and address from another", () => {
    const first = page(loaderData(two), true);
    const closed = page(
      loaderData(result([restaurant(1001, { openingStatus: "closed-today", openingTime: null, closingTime: null }), restaurant(1002)])),
      true,
    );
    expect(closed).not.toBe(first);
    expect(closed).toBe(
      page(
        loaderData(result([restaurant(1001, { openingStatus: "closed-today", openingTime: null, closingTime: null }), restaurant(1002)])),
        false,
      ),
    );
    const otherTerm = page(loaderData(two, { term: "W1D 4AA" }), true);
    expect(otherTerm).toContain('name="searchTerm" value="W1D 4AA"');
    const delivery = page(loaderData(two, { mode: "delivery" }), true);
    expect(delivery).toContain("Delivery");
    expect(delivery).not.toBe(first);
    // The cards' forms post to the page's own address.
    const elsewhere = cards(page(loaderData(two), true, "/collection?q=W1D%203QU&page=2"));
    expect(elsewhere.match(/action="\/collection\?q=W1D%203QU&amp;page=2"/g)).toHaveLength(2);
    expect(cards(first)).not.toContain("page=2");
  });
});
