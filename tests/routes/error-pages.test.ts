// Pages whose failure is their own say so inside the page, keeping the status: an item page whose
// address names no menu. An order that is not the visitor's goes to the start instead, which says
// why. Whole documents, from the site's server.
import { describe, expect, it } from "vitest";
import { pageServer } from "../support/pages";

const site = pageServer();

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe("a page's own error", () => {
  it("an order that is not the visitor's: back to the start, which says why once", async () => {
    const c = site.server.client();
    const res = await c.request("/collection/order/confirmation?ord=not-an-order&rid=1001", { redirect: "manual" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const start = await (await c.request("/")).text();
    expect(start).toContain("We can&#x27;t show that order here.");
    expect(await (await c.request("/")).text()).not.toContain("show that order");
  });

  it("an item page whose address names no menu: 404, said on the page with the way back", async () => {
    const c = site.server.client();
    for (const path of ["/collection/menu/soho/customise/margherita", `/collection/menu/0/bundle/${encodeURIComponent("Kids Pizza")}`]) {
      const res = await c.request(path);
      expect(res.status).toBe(404);
      const html = await res.text();
      expect(html).toContain(">Item not available</h1>");
      expect(html).toContain('<a href="/">Start a new order</a>');
      expect(titleOf(html)).toBe("Item not available");
    }
  });

  it("a page that does not exist is still the site's 'Page not found'", async () => {
    const res = await site.server.client().request("/no-such-page");
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain(">Page not found</h1>");
    expect(titleOf(html)).toBe("Page not found");
  });
});
