import { href } from "react-router";
import { describe, expect, it } from "vitest";
import { COOKIE_SETTINGS_PATH, cookieSettingsHref, paths, withQuery } from "./paths";

describe("withQuery", () => {
  it("leaves a path without a query as it is", () => {
    expect(withQuery("/orders")).toBe("/orders");
    expect(withQuery("/orders", {})).toBe("/orders");
    expect(withQuery("/orders", { a: undefined, b: null })).toBe("/orders");
  });

  it("keeps the order given, repeats a key per value of a list, and keeps an empty value", () => {
    expect(withQuery("/p", { b: 2, a: "1" })).toBe("/p?b=2&a=1");
    expect(withQuery("/p", { diet: ["Vegan", "Gluten-Free"], calories: 0 })).toBe("/p?diet=Vegan&diet=Gluten-Free&calories=0");
    expect(withQuery("/p", { diet: [], category: "" })).toBe("/p?category=");
    expect(withQuery("/p", { inApp: false })).toBe("/p?inApp=false");
  });

  it("encodes keys and values as encodeURIComponent does: a space is %20, never +", () => {
    expect(withQuery("/p", { q: "SW1A 1AA" })).toBe("/p?q=SW1A%201AA");
    expect(withQuery("/p", { redirectTo: "/collection/basket?checkout=1&upsell=seen" })).toBe(
      "/p?redirectTo=%2Fcollection%2Fbasket%3Fcheckout%3D1%26upsell%3Dseen",
    );
    expect(withQuery("/p", { gone: "Chef's (large) pizza!", "a b": "x+y" })).toBe("/p?gone=Chef's%20(large)%20pizza!&a%20b=x%2By");
    expect(withQuery("/p", { gone: "Jalapeño", focus: "dec|item|abc" })).toBe("/p?gone=Jalape%C3%B1o&focus=dec%7Citem%7Cabc");
  });
});

describe("paths", () => {
  it("makes the journey's start, search and menu pages", () => {
    expect(paths.home()).toBe("/");
    expect(paths.home({ inApp: true })).toBe("/?inApp=true");
    expect(paths.search("collection")).toBe("/collection");
    expect(paths.search("delivery", { q: "W1D 3QU" })).toBe("/delivery?q=W1D%203QU");
    expect(paths.search("collection", { q: "" })).toBe("/collection");
    expect(paths.search("collection", { q: null })).toBe("/collection");
    expect(paths.search("delivery", { lat: 51.5136, lon: -0.1319 })).toBe("/delivery?lat=51.5136&lon=-0.1319");
    expect(paths.menu("collection", 1001)).toBe("/collection/menu/1001");
    expect(paths.menu("delivery", 7, { category: "pizzas" })).toBe("/delivery/menu/7?category=pizzas");
    expect(paths.menu("collection", 1001, { added: "margherita" })).toBe("/collection/menu/1001?added=margherita");
    expect(paths.menu("collection", 1001, { info: "margherita", diet: ["Vegan"] })).toBe(
      "/collection/menu/1001?info=margherita&diet=Vegan",
    );
    expect(paths.menu("collection", 1001, { apply: 1, calories: 1, category: "sides" })).toBe(
      "/collection/menu/1001?apply=1&calories=1&category=sides",
    );
  });

  it("makes the product pages, encoding their path segments", () => {
    expect(paths.customise("collection", 1001, "margherita")).toBe("/collection/menu/1001/customise/margherita");
    expect(paths.customise("delivery", 1001, "margherita", { customId: "abcdef0123456789" })).toBe(
      "/delivery/menu/1001/customise/margherita?customId=abcdef0123456789",
    );
    expect(paths.customise("collection", 1001, "margherita", { diet: ["Vegan", "Vegetarian"] })).toBe(
      "/collection/menu/1001/customise/margherita?diet=Vegan&diet=Vegetarian",
    );
    expect(paths.bundle("collection", 1001, "Lunch Deal & Drink")).toBe("/collection/menu/1001/bundle/Lunch%20Deal%20%26%20Drink");
    expect(paths.bundle("delivery", 1001, "Kids", { customId: "0123456789abcdef" })).toBe(
      "/delivery/menu/1001/bundle/Kids?customId=0123456789abcdef",
    );
  });

  it("makes the basket with the states it keeps in its address", () => {
    expect(paths.basket("collection")).toBe("/collection/basket");
    expect(paths.basket("delivery", { checkout: 1 })).toBe("/delivery/basket?checkout=1");
    expect(paths.basket("collection", { checkout: 1, upsell: "seen" })).toBe("/collection/basket?checkout=1&upsell=seen");
    expect(paths.basket("collection", { checkout: 1, upsell: "open" })).toBe("/collection/basket?checkout=1&upsell=open");
    expect(paths.basket("collection", { minimum: "seen" })).toBe("/collection/basket?minimum=seen");
    expect(paths.basket("collection", { removed: "SAVE20,FIVEOFF25" })).toBe("/collection/basket?removed=SAVE20%2CFIVEOFF25");
    expect(paths.basket("collection", { gone: "Margherita" })).toBe("/collection/basket?gone=Margherita");
    expect(paths.basket("collection", { line: "aaaa", focus: "inc|item|aaaa" })).toBe(
      "/collection/basket?line=aaaa&focus=inc%7Citem%7Caaaa",
    );
  });

  it("makes the rewards, checkout steps, payment and confirmation", () => {
    expect(paths.loyalty("delivery")).toBe("/delivery/loyalty");
    expect(paths.checkoutLogin("collection")).toBe("/collection/checkout/login");
    expect(paths.checkoutLogin("delivery", { redirectTo: "/delivery/loyalty" })).toBe(
      "/delivery/checkout/login?redirectTo=%2Fdelivery%2Floyalty",
    );
    expect(paths.checkoutTwoFactor("collection", { redirectTo: "/collection/payment" })).toBe(
      "/collection/checkout/twoFactor?redirectTo=%2Fcollection%2Fpayment",
    );
    expect(paths.checkoutJoin("collection")).toBe("/collection/checkout/join/true");
    expect(paths.checkoutJoin("delivery", { redirectTo: "/orders" })).toBe("/delivery/checkout/join/true?redirectTo=%2Forders");
    expect(paths.checkoutForgottenPassword("collection")).toBe("/collection/checkout/forgottenPassword");
    expect(paths.checkoutVerifyMobile("delivery", { redirectTo: "/delivery/payment" })).toBe(
      "/delivery/checkout/verifyMobile?redirectTo=%2Fdelivery%2Fpayment",
    );
    expect(paths.checkoutDetails("collection")).toBe("/collection/checkout/details");
    expect(paths.checkoutDetails("collection", { expired: 1 })).toBe("/collection/checkout/details?expired=1");
    expect(paths.checkoutDetails("collection", { expired: "seen" })).toBe("/collection/checkout/details?expired=seen");
    expect(paths.checkoutUpdateDetails("delivery")).toBe("/delivery/checkout/updateDetails");
    expect(paths.payment("collection")).toBe("/collection/payment");
    expect(paths.orderConfirmation("delivery", { ord: "ord 1/2", rid: 1001 })).toBe(
      "/delivery/order/confirmation?ord=ord%201%2F2&rid=1001",
    );
  });

  it("makes the account, cookie and other pages", () => {
    expect(paths.resetPassword("delivery", "AbC-_1.xYz")).toBe("/resetPassword/delivery/AbC-_1.xYz");
    expect(paths.passwordResetConfirmation({ journey: "collection" })).toBe("/passwordResetConfirmation?journey=collection");
    expect(paths.orders()).toBe("/orders");
    expect(paths.changePassword()).toBe("/changePassword");
    expect(paths.changePassword({ changed: 1 })).toBe("/changePassword?changed=1");
    expect(paths.logout()).toBe("/logout");
    expect(paths.welcome()).toBe("/welcome");
    expect(paths.cookies()).toBe("/cookies");
    expect(paths.cookieSettings()).toBe("/cookies/settings");
    expect(paths.cookieSettings({ redirectTo: "/collection?q=W1D 3QU" })).toBe(
      "/cookies/settings?redirectTo=%2Fcollection%3Fq%3DW1D%203QU",
    );
    expect(COOKIE_SETTINGS_PATH).toBe("/cookies/settings");
    expect(cookieSettingsHref("/info/cookies")).toBe("/cookies/settings?redirectTo=%2Finfo%2Fcookies");
    expect(paths.appClose()).toBe("/app/close");
    expect(paths.apiReference()).toBe("/developers/api");
    expect(paths.info("cookies")).toBe("/info/cookies");
    expect(paths.info("social", "instagram")).toBe("/info/social/instagram");
  });

  it("fills each pattern of app/routes.ts as React Router's href does", () => {
    const cases: [string, string][] = [
      [paths.home(), href("/")],
      [paths.search("collection"), href("/collection")],
      [paths.search("delivery"), href("/delivery")],
      [paths.basket("delivery"), href("/:mode/basket", { mode: "delivery" })],
      [paths.loyalty("collection"), href("/:mode/loyalty", { mode: "collection" })],
      [paths.menu("collection", 1001), href("/:mode/menu/:restaurantId", { mode: "collection", restaurantId: "1001" })],
      [
        paths.customise("collection", 1001, "margherita"),
        href("/:mode/menu/:restaurantId/customise/:itemId", { mode: "collection", restaurantId: "1001", itemId: "margherita" }),
      ],
      [
        paths.bundle("delivery", 2, "Kids"),
        href("/:mode/menu/:restaurantId/bundle/:bundleName", { mode: "delivery", restaurantId: "2", bundleName: "Kids" }),
      ],
      [paths.checkoutLogin("collection"), href("/:mode/checkout/login", { mode: "collection" })],
      [paths.checkoutTwoFactor("collection"), href("/:mode/checkout/twoFactor", { mode: "collection" })],
      [paths.checkoutJoin("collection"), href("/:mode/checkout/join/true", { mode: "collection" })],
      [paths.checkoutForgottenPassword("collection"), href("/:mode/checkout/forgottenPassword", { mode: "collection" })],
      [paths.checkoutVerifyMobile("collection"), href("/:mode/checkout/verifyMobile", { mode: "collection" })],
      [paths.checkoutDetails("collection"), href("/:mode/checkout/details", { mode: "collection" })],
      [paths.checkoutUpdateDetails("collection"), href("/:mode/checkout/updateDetails", { mode: "collection" })],
      [paths.payment("delivery"), href("/:mode/payment", { mode: "delivery" })],
      [paths.orderConfirmation("delivery"), href("/:mode/order/confirmation", { mode: "delivery" })],
      [paths.resetPassword("collection", "a.b"), href("/resetPassword/:state/:token", { state: "collection", token: "a.b" })],
      [paths.passwordResetConfirmation(), href("/passwordResetConfirmation")],
      [paths.orders(), href("/orders")],
      [paths.changePassword(), href("/changePassword")],
      [paths.logout(), href("/logout")],
      [paths.welcome(), href("/welcome")],
      [paths.cookies(), href("/cookies")],
      [paths.cookieSettings(), href("/cookies/settings")],
      [paths.appClose(), href("/app/close")],
      [paths.apiReference(), href("/developers/api")],
      [paths.info("terms"), href("/info/:page", { page: "terms" })],
      [paths.info("app", "ios"), href("/info/:section/:page", { section: "app", page: "ios" })],
    ];
    for (const [ours, router] of cases) expect(ours).toBe(router);
  });
});
