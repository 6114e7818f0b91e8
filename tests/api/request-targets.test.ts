// Request lines in any form answer 4xx at worst, never 5xx: the absolute form (which HTTP/1.1
// servers must accept) is read as its path, for pages and /api alike; other forms are refused.
import { describe, expect, it } from "vitest";
import { pageServer } from "../support/pages";
import { rawRequest } from "../support/raw-http";

const site = pageServer();
const send = (method: string, path: string) => rawRequest(site.server.base, { method, path });

describe("the request target", () => {
  it("in absolute form is read as its path: the page, and an /api answer", async () => {
    const page = await send("GET", "http://evil.example/collection?q=W1D%203QU");
    expect(page.status).toBe(200);
    expect(page.text).toContain("<h1");
    expect(page.text).not.toContain("evil.example");
    const api = await send("GET", "http://evil.example/api/applicationConfig/oop");
    expect(api.status).toBe(200);
    expect(JSON.parse(api.text)).toMatchObject({ status: "OK" });
  });

  it.each([
    ["OPTIONS", "*"],
    ["GET", "collection"],
  ])("%s %s is refused with a 400", async (method, target) => {
    expect((await send(method, target)).status).toBe(400);
  });

  it("an absolute form that does not parse is a client error", async () => {
    // Express finds no path in it and answers 404 before any middleware of ours runs.
    const res = await send("GET", "http://[::1/");
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });
});
