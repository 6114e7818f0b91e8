import { describe, expect, it } from "vitest";
import { consentFromForm, parseCookieConsent, serialiseCookieConsent } from "./cookie-consent";
import { cookieSettingsHref } from "../app/paths";

const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  return f;
};

describe("the cookie_accepted value", () => {
  it('reads "true" as everything accepted, as the banner and the app have always set it', () => {
    expect(parseCookieConsent("true")).toEqual({ analytics: true });
  });

  it('reads "necessary" as analytics refused', () => {
    expect(parseCookieConsent("necessary")).toEqual({ analytics: false });
  });

  it.each([undefined, "", "false", "TRUE", "yes", "necessary,analytics", "x".repeat(500)])("reads %j as no choice yet", (value) => {
    expect(parseCookieConsent(value)).toBeNull();
  });

  it("writes each choice so that it reads back the same", () => {
    expect(serialiseCookieConsent({ analytics: true })).toBe("true");
    expect(serialiseCookieConsent({ analytics: false })).toBe("necessary");
    for (const analytics of [true, false]) expect(parseCookieConsent(serialiseCookieConsent({ analytics }))).toEqual({ analytics });
  });
});

describe("the cookies form", () => {
  it("'Accept cookies' accepts everything, with or without its choice field (a page from before the settings)", () => {
    expect(consentFromForm(form({ choice: "all" }))).toEqual({ analytics: true });
    expect(consentFromForm(form({ redirectTo: "/collection" }))).toEqual({ analytics: true });
  });

  it("the settings accept analytics only when ticked", () => {
    expect(consentFromForm(form({ choice: "settings", analytics: "on" }))).toEqual({ analytics: true });
    expect(consentFromForm(form({ choice: "settings" }))).toEqual({ analytics: false });
  });

  it("refuses a choice or a box it does not know", () => {
    expect(consentFromForm(form({ choice: "some" }))).toBeNull();
    expect(consentFromForm(form({ choice: "settings", analytics: "maybe" }))).toBeNull();
  });
});

it("the settings page comes back to the page it was opened from", () => {
  expect(cookieSettingsHref("/delivery/menu/1001?category=pizzas")).toBe(
    "/cookies/settings?redirectTo=%2Fdelivery%2Fmenu%2F1001%3Fcategory%3Dpizzas",
  );
});
