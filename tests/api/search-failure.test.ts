// A search that fails (the geocoder or the restaurant list cannot answer) shows 'Oops! Something
// went wrong, please try again.' under the postcode input, not the error page.
import { afterEach, describe, expect, it } from "vitest";
import { pageServer } from "../support/pages";

const site = pageServer();
const OOPS = "Oops! Something went wrong, please try again.";

describe("a failed search", () => {
  const restore: (() => void)[] = [];
  afterEach(() => restore.splice(0).forEach((undo) => undo()));

  function failing(method: "byPostcode" | "byLocation") {
    const search = site.server.runtime.services.search;
    const original = search[method];
    search[method] = () => Promise.reject(new Error("geocoder unreachable"));
    restore.push(() => {
      search[method] = original as never;
    });
  }

  it.each(["collection", "delivery"])("by postcode on /%s shows the message under the input, with a 200", async (mode) => {
    failing("byPostcode");
    const res = await site.server.client().request(`/${mode}?q=W1D%203QU`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/aria-describedby="search-error"/);
    expect(html).toMatch(new RegExp(`id="search-error"[^>]*>(?:(?!</p>).)*${OOPS.replace(/[.!?]/g, "\\$&")}`, "s"));
  });

  it("by location shows the same message", async () => {
    failing("byLocation");
    const res = await site.server.client().request("/collection?lat=51.51&lon=-0.13");
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(OOPS);
  });

  it("a search that works shows no such message", async () => {
    const res = await site.server.client().request("/collection?q=W1D%203QU");
    expect(res.status).toBe(200);
    expect(await res.text()).not.toContain(OOPS);
  });
});
