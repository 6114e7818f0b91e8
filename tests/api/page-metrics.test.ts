// Pages are counted in /metrics under their React Router route pattern, documents and their `.data`
// requests alike: a restaurant's id or a postcode never becomes a label value.
import { describe, expect, it, vi } from "vitest";
import { pageServer } from "../support/pages";

const site = pageServer();

const count = (text: string, labels: string) => Number(new RegExp(`^http_requests_total\\{${labels}\\} (\\d+)$`, "m").exec(text)?.[1] ?? 0);

describe("page requests in /metrics", () => {
  it("are labelled by route pattern", async () => {
    const c = site.server.client();
    const before = await (await c.request("/metrics")).text();
    const status = async (path: string) => {
      const res = await c.request(path);
      await res.text();
      return res.status;
    };
    expect(await status("/")).toBe(200);
    expect(await status("/collection/menu/1001")).toBe(200);
    expect(await status("/collection/menu/1002.data")).toBe(200);
    expect(await status("/collection?q=W1D%203QU")).toBe(200);
    expect(await status("/no/such/page/777")).toBe(404);
    // A request is counted when the server has finished its answer, which can come just after the
    // client has read it: the counters are read again until they have moved.
    const after = await vi.waitFor(async () => {
      const text = await (await c.request("/metrics")).text();
      const moved = (labels: string) => count(text, labels) - count(before, labels);
      expect(moved('method="GET",route="/:mode/menu/:restaurantId",status="200"')).toBe(2);
      expect(moved('method="GET",route="/collection",status="200"')).toBe(1);
      expect(moved('method="GET",route="/",status="200"')).toBe(1);
      expect(moved('method="GET",route="\\*",status="404"')).toBe(1);
      expect(moved('method="GET",route="/metrics",status="200"')).toBeGreaterThanOrEqual(1);
      return text;
    });
    // No label value holds an id, a postcode or the address asked for (values are other numbers).
    const labels = after.match(/\{[^}]*\}/g) ?? [];
    expect(labels.filter((l) => /1001|1002|W1D|777/.test(l))).toEqual([]);
  });
});
