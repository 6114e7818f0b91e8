import { describe, expect, it } from "vitest";
import type { MenuView } from "../../domain/menu/menu-view";
import type { RestaurantResult } from "../../domain/search/restaurant";
import { closedMessage, menuFilters } from "./menu.server";
import { allergenCookie } from "../../server/http/cookies";

const open = {
  openingStatus: "open",
  isCollectionDisabled: false,
  isDeliveryDisabled: false,
  isCollectionTempClosed: false,
  isDeliveryTempClosed: false,
} as RestaurantResult;
const menu = { restaurantId: 1001, hash: "h", categories: [{}], count: 1 } as unknown as MenuView;
const empty = { ...menu, categories: [], count: 0 } as MenuView;
const none = { diets: [], allergens: [], showCalories: true };
const TODAY = "Dough! This restaurant is closed for today. Please search for another restaurant.";

describe("the closed-restaurant modal on the menu", () => {
  it("shows for a restaurant closed today, disabled in this journey, temporarily closed, or without a menu", () => {
    expect(closedMessage("collection", open, menu, none)).toBeNull();
    expect(closedMessage("collection", { ...open, openingStatus: "closed-today" }, menu, none)).toBe(TODAY);
    expect(closedMessage("collection", { ...open, openingStatus: "closed-for-day" }, menu, none)).toBe(TODAY);
    expect(closedMessage("delivery", { ...open, isDeliveryDisabled: true }, menu, none)).toBe(TODAY);
    expect(closedMessage("collection", { ...open, isDeliveryDisabled: true }, menu, none)).toBeNull();
    expect(closedMessage("collection", { ...open, isCollectionTempClosed: true, openingStatus: "closed-today" }, menu, none)).toBe(
      "Dough! This restaurant is temporarily closed. Please search for another restaurant.",
    );
    expect(closedMessage("collection", open, null, none)).toBe(TODAY);
    expect(closedMessage("collection", open, empty, none)).toBe(TODAY);
    // Filters that leave nothing are 'No results found', not a closed restaurant.
    expect(closedMessage("collection", open, empty, { ...none, diets: ["Vegan"] })).toBeNull();
  });
});

describe("the menu's filters", () => {
  it("remember the allergens in a cookie when the filter form is applied, and read them back otherwise", () => {
    const applied = menuFilters(new Request("http://x/collection/menu/1001?apply=1&allergen=milk&diet=Vegan&calories=1"), (a) =>
      allergenCookie(a, false),
    );
    expect(applied.filters).toEqual({ diets: ["Vegan"], allergens: ["milk"], showCalories: true });
    expect(applied.setCookie).toMatch(/^menu_allergens=milk; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax$/);
    const later = menuFilters(
      new Request("http://x/collection/menu/1001?calories=0", { headers: { cookie: "menu_allergens=milk" } }),
      (a) => allergenCookie(a, false),
    );
    expect(later).toEqual({ filters: { diets: [], allergens: ["milk"], showCalories: false }, setCookie: null });
  });

  it("mark the remembered allergens Secure when the site's cookies are (production)", () => {
    const applied = menuFilters(new Request("https://x/collection/menu/1001?apply=1&allergen=milk"), (a) => allergenCookie(a, true));
    expect(applied.setCookie).toMatch(/^menu_allergens=milk; Max-Age=31536000; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    const cleared = menuFilters(new Request("https://x/collection/menu/1001?apply=1"), (a) => allergenCookie(a, true));
    expect(cleared.setCookie).toMatch(/^menu_allergens=; Max-Age=0; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
  });
});
