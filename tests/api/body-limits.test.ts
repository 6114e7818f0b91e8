// Request limits (docs/decisions/011-request-limits.md): what pages and /api refuse, with which
// status and answer, and that a 50 MB body is refused without the server holding it.
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { pageServer } from "../support/pages";
import { rawRequest, type RawRequest } from "../support/raw-http";

// Production settings behind a trusted proxy: the site's cookies are Secure over HTTPS.
const site = pageServer({
  NODE_ENV: "production",
  SESSION_SECRET: "a-test-secret-that-is-long-enough-0123456789",
  TRUST_PROXY: "loopback",
});
const send = (req: RawRequest) => rawRequest(site.server.base, req);
const form = (body: string) => ({ "content-type": "application/x-www-form-urlencoded", "content-length": Buffer.byteLength(body) });

function expectRefusalPage(res: { headers: Record<string, unknown>; text: string }, heading: string, message: RegExp) {
  expect(res.headers["content-type"]).toMatch(/^text\/html/);
  expect(res.text).toMatch(/^<!DOCTYPE html>/i);
  expect(res.text).toContain(`<h1>${heading}</h1>`);
  expect(res.text).toMatch(message);
  expect(res.text).toContain('<a href="/">Back to the start</a>');
  // A page in the site's words, never a stack trace.
  expect(res.text).not.toMatch(/ at |Error:|node_modules/);
}

describe("a page sent something other than a form", () => {
  it.each([
    ["application/json", "{}"],
    ["text/plain", "intent=add"],
    ["application/xml", "<a/>"],
  ])("answers 415 with a short page and a way back (%s)", async (type, body) => {
    const res = await send({ method: "POST", path: "/collection/basket", headers: { "content-type": type }, body });
    expect(res.status).toBe(415);
    expectRefusalPage(res, "That is not one of our forms", /This page only takes the site’s own forms/);
  });

  it("answers 415 to a post with no Content-Type at all", async () => {
    const res = await send({ method: "POST", path: "/collection/checkout/login", headers: { "content-length": 0 } });
    expect(res.status).toBe(415);
    expectRefusalPage(res, "That is not one of our forms", /the site’s own forms/);
  });
});

describe("a page asked something it does not take", () => {
  it.each(["PUT", "DELETE", "OPTIONS", "PATCH"])("answers 405 with the methods it takes (%s)", async (method) => {
    const res = await send({ method, path: "/collection/basket", headers: form("intent=add"), body: "intent=add" });
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe("GET, HEAD, POST");
    expectRefusalPage(res, "We couldn’t do that", /Our pages don’t take that kind of request/);
  });

  it.each(["[", "a b", "example.com:99999"])("answers 400 to a Host header that makes no address (%s)", async (host) => {
    const res = await send({ method: "GET", path: "/", headers: { host } });
    expect(res.status).toBe(400);
    expectRefusalPage(res, "We couldn’t read that request", /We couldn’t read that request/);
  });

  it.each(["/%0D/checkout/details", "/collection/menu/1001/customise/%00", "/%7F"])(
    "answers 400 to an address with a control character in it (%s)",
    async (path) => {
      const res = await send({ method: "GET", path, headers: {} });
      expect(res.status).toBe(400);
      expectRefusalPage(res, "We couldn’t read that address", /We couldn’t read that address/);
    },
  );
});

describe("a page sent a form it cannot read", () => {
  it("answers 400 to multipart without a boundary", async () => {
    const res = await send({ method: "POST", path: "/collection/basket", headers: { "content-type": "multipart/form-data" }, body: "x" });
    expect(res.status).toBe(400);
    expectRefusalPage(res, "We couldn’t read that form", /We couldn’t read that form/);
  });

  it("answers 400 with the site's error page to a truncated multipart body", async () => {
    const body = '--b0undary\r\nContent-Disposition: form-data; name="intent"\r\n\r\nadd';
    const res = await send({
      method: "POST",
      path: "/collection/basket",
      headers: { "content-type": "multipart/form-data; boundary=b0undary" },
      body,
    });
    expect(res.status).toBe(400);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.text).toContain("We couldn’t read that request");
    expect(res.text).toContain('href="/"');
    // The same for the data request a page's script makes.
    const data = await send({
      method: "POST",
      path: "/collection/basket.data",
      headers: { "content-type": "multipart/form-data; boundary=b0undary" },
      body,
    });
    expect(data.status).toBe(400);
  });

  it("reads a complete multipart form as the action's form", async () => {
    const body = '--b0undary\r\nContent-Disposition: form-data; name="intent"\r\n\r\nnothing\r\n--b0undary--\r\n';
    const res = await send({
      method: "POST",
      path: "/collection/basket",
      headers: { "content-type": "multipart/form-data; boundary=b0undary" },
      body,
    });
    expect(res.status).toBeLessThan(500);
    expect([400, 411, 413, 415]).not.toContain(res.status);
  });

  it("answers 411 to a form sent without its length", async () => {
    const res = await send({
      method: "POST",
      path: "/collection/basket",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      stream: { chunk: Buffer.from("intent=add&"), count: 3 },
    });
    expect(res.status).toBe(411);
    expectRefusalPage(res, "We couldn’t read that form", /it did not say how long it is/);
  });
});

describe("the size of a page's form", () => {
  it("takes a form up to 64 kB and refuses a larger one with 413", async () => {
    const near = `intent=nothing&note=${"a".repeat(64 * 1024 - 40)}`;
    const ok = await send({ method: "POST", path: "/collection/basket", headers: form(near), body: near });
    expect(ok.status).not.toBe(413);
    expect(ok.status).toBeLessThan(500);
    const over = `intent=nothing&note=${"a".repeat(64 * 1024)}`;
    const res = await send({ method: "POST", path: "/collection/basket", headers: form(over), body: over });
    expect(res.status).toBe(413);
    expectRefusalPage(res, "That form is too large", /more than a form on this site can hold/);
  });
});

describe("/api answers", () => {
  it("carry a Content-Security-Policy that allows nothing, beside the other security headers", async () => {
    const res = await fetch(`${site.server.base}/api/applicationConfig/oop`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-security-policy")).toBe("default-src 'none';frame-ancestors 'none'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    const missing = await fetch(`${site.server.base}/api/nothing-here`);
    expect(missing.headers.get("content-security-policy")).toBe("default-src 'none';frame-ancestors 'none'");
  });

  it("refuse a body over 100 kB with 413 in the error envelope, declared or streamed", async () => {
    const big = JSON.stringify({ restaurantId: 1001, items: [], note: "a".repeat(100 * 1024) });
    const declared = await send({
      method: "POST",
      path: "/api/basket/AddToBasket",
      headers: { "content-type": "application/json", "content-length": Buffer.byteLength(big) },
      body: big,
    });
    expect(declared.status).toBe(413);
    expect(JSON.parse(declared.text)).toEqual({
      status: "ERROR",
      errors: [{ path: "body", message: "The request body is too large (at most 100 kB)." }],
    });
    const streamed = await send({
      method: "POST",
      path: "/api/basket/AddToBasket",
      headers: { "content-type": "application/json" },
      stream: { chunk: Buffer.from(big), count: 1 },
    });
    expect(streamed.status).toBe(413);
  });
});

describe("the menu's remembered allergen filter", () => {
  it("is a Secure cookie when the site's cookies are", async () => {
    const c = site.server.client();
    expect((await c.request("/api/basket/SetRestaurantDistance/1001/0.3/W1D%203QU", { method: "POST" })).status).toBe(200);
    const res = await c.request("/collection/menu/1001?apply=1&allergen=milk", { headers: { "x-forwarded-proto": "https" } });
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().find((s) => s.startsWith("menu_allergens="));
    expect(cookie).toMatch(/^menu_allergens=milk;.*; Secure;/);
    expect(cookie).toMatch(/HttpOnly/);
    // The same page over plain http: kept by every browser, so not Secure.
    const plain = await c.request("/collection/menu/1001?apply=1&allergen=milk");
    expect(plain.headers.getSetCookie().find((s) => s.startsWith("menu_allergens="))).not.toMatch(/Secure/);
  });
});

// 50 MB bodies: refused at once, and the server never holds them. Memory is read in this process
// (the server runs here) at its peak while the body is being sent, after a collection beforehand.
setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;
const MB = 1024 * 1024;
const chunk = Buffer.alloc(64 * 1024, "a");
const fifty = { chunk, count: (50 * MB) / chunk.length };

async function peakGrowth(during: () => Promise<void>) {
  gc();
  const base = process.memoryUsage();
  let peak = 0;
  const sample = () => {
    peak = Math.max(peak, process.memoryUsage.rss());
  };
  const timer = setInterval(sample, 5);
  try {
    await during();
  } finally {
    clearInterval(timer);
  }
  sample();
  // The heap's (and buffers') peak counts garbage not yet collected, such as the discarded rest of
  // a refused body: for the heap, what stays after a collection is what counts.
  gc();
  return { rss: (peak - base.rss) / MB, heapRetained: (process.memoryUsage().heapUsed - base.heapUsed) / MB };
}

describe("a 50 MB body", () => {
  it("is refused with 413 by a page and by /api, and memory grows by less than 30 MB", async () => {
    // Warm both paths first, so what is measured is the body, not first use.
    await send({ method: "POST", path: "/collection/checkout/login", headers: form("a=1"), body: "a=1" });
    await send({ method: "POST", path: "/api/customer/login", headers: { "content-type": "application/json" }, body: "{}" });
    const statuses: number[] = [];
    const growth = await peakGrowth(async () => {
      const declared = (type: string) => ({ "content-type": type, "content-length": 50 * MB });
      statuses.push(
        (
          await send({
            method: "POST",
            path: "/collection/checkout/login",
            headers: declared("application/x-www-form-urlencoded"),
            stream: fifty,
          })
        ).status,
      );
      statuses.push(
        (
          await send({
            method: "POST",
            path: "/collection/checkout/login",
            headers: { "content-type": "application/x-www-form-urlencoded" },
            stream: fifty,
          })
        ).status,
      );
      statuses.push(
        (await send({ method: "POST", path: "/api/customer/login", headers: declared("application/json"), stream: fifty })).status,
      );
      statuses.push(
        (await send({ method: "POST", path: "/api/customer/login", headers: { "content-type": "application/json" }, stream: fifty }))
          .status,
      );
      statuses.push(
        (await send({ method: "POST", path: "/api/customer/login", headers: declared("application/x-www-form-urlencoded"), stream: fifty }))
          .status,
      );
    });
    // The process's resident memory at its peak: a server holding one such body would add 50 MB.
    expect(growth.rss).toBeLessThan(30);
    expect(growth.heapRetained).toBeLessThan(30);
    // Declared: 413 before a byte is read. Streamed without a length: a page asks for one (411),
    // /api stops reading at 100 kB (413).
    expect(statuses).toEqual([413, 411, 413, 413, 413]);
    console.log(growth);
  });
});
