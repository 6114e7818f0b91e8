import { describe, expect, it } from "vitest";
import { findInfoPage } from "./info-pages";

const brand = { name: "Crustello", legalName: "Crustello Restaurants Ltd", code: "UK" } as unknown as Parameters<typeof findInfoPage>[1];

describe("findInfoPage", () => {
  it("finds a page of the table, with the brand's name filled in", () => {
    expect(findInfoPage("about", brand)?.title).toBeTruthy();
  });

  it.each(["__proto__", "constructor", "toString", "hasOwnProperty", "no-such-page"])("names no page for %s", (slug) => {
    expect(findInfoPage(slug, brand)).toBeNull();
  });
});
