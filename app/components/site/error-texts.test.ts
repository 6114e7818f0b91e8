import { createStaticHandler, data, type StaticHandlerContext } from "react-router";
import { describe, expect, it } from "vitest";
import { siteErrorText } from "./error-texts";
import { menuItemErrorText } from "../menu/menu-item-error-text";

/** The route error a loader's `throw data(null, { status })` becomes. */
async function routeError(status: number) {
  const handler = createStaticHandler([
    {
      id: "page",
      path: "/",
      loader: () => {
        throw data(null, { status });
      },
      ErrorBoundary: () => null,
    },
  ]);
  const context = (await handler.query(new Request("http://shop.test/"))) as StaticHandlerContext;
  return context.errors!.page;
}

describe("the site's error page", () => {
  it("names a missing page, a storage fault and a refused request", async () => {
    expect(siteErrorText(await routeError(404), false)).toEqual({
      heading: "Page not found",
      body: "Sorry, we couldn’t find that page. It may have moved, or the link may be wrong.",
      links: [{ href: "/", label: "Start a new order" }],
    });
    expect(siteErrorText(await routeError(503), false)).toMatchObject({
      heading: "We can’t take orders right now",
      body: "Please try again in a few minutes.",
    });
    expect(siteErrorText(await routeError(405), false).heading).toBe("We couldn’t read that request");
  });

  it("shows an unexpected error's message in development only", () => {
    const error = new Error("SQLITE_CORRUPT at /srv/data/app.sqlite");
    expect(siteErrorText(error, true)).toMatchObject({ heading: "Unexpected Application Error!", body: error.message });
    const production = siteErrorText(error, false);
    expect(production.heading).toBe("Unexpected Application Error!");
    expect(production.body).toBe("Sorry, something went wrong. Please try again.");
    expect(JSON.stringify(production)).not.toContain("SQLITE");
    expect(siteErrorText("thrown text", false).body).toBe("Sorry, something went wrong. Please try again.");
  });

  it("shows a server error response's status, which tells nothing of the code", async () => {
    expect(siteErrorText(await routeError(500), false).body).toBe("500 Internal Server Error");
  });
});

describe("a page's own error", () => {
  it("an item page that cannot be shown leads back to its menu", async () => {
    const text = menuItemErrorText(await routeError(404), { mode: "delivery", restaurantId: "1001", itemId: "nope" });
    expect(text).toMatchObject({ heading: "Item not available", links: [{ href: "/delivery/menu/1001", label: "Back to the menu" }] });
  });

  it("an address naming no menu leads to the start instead", async () => {
    for (const params of [{ mode: "takeaway", restaurantId: "1001" }, { mode: "collection", restaurantId: "abc" }, {}])
      expect(menuItemErrorText(await routeError(404), params)?.links).toEqual([{ href: "/", label: "Start a new order" }]);
  });

  it("anything else is the site's page (a storage fault, an unexpected error)", async () => {
    for (const error of [await routeError(503), await routeError(500), new Error("boom")]) {
      expect(menuItemErrorText(error, { mode: "collection", restaurantId: "1001" })).toBeNull();
    }
  });
});
