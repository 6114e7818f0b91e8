// The pages (server/http/pages.ts): React Router's Express adapter with the site's own server entry.
// A page is sent whole, its scripts with the page's nonce, compressed for a client that accepts it;
// the status, headers, cookies, request body and forwarded host pass through.
import express from "express";
import type { AddressInfo } from "node:net";
import { createElement } from "react";
import { data, Outlet, RouterContextProvider, Scripts } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as serverEntry from "../../app/entry.server";
import { appContext, type AppLoadContext } from "../../app/context";
import { decoded, rawGet as rawAnswer } from "../../tests/support/raw-get";
import { manifestRoute, serverBuild } from "../../tests/support/server-build";
import { pages } from "./pages";

/** The loader of /wait: it waits until its request is aborted. */
let reachedWait = () => {};
const waitReached = new Promise<void>((resolve) => (reachedWait = resolve));
let abortSeen = (_seen: boolean) => {};
const waitAborted = new Promise<boolean>((resolve) => (abortSeen = resolve));

function Document() {
  return createElement(
    "html",
    null,
    createElement("head", null, createElement("title", null, "Menu")),
    createElement("body", null, createElement(Outlet), createElement(Scripts, { nonce: "n" })),
  );
}

const build = serverBuild({
  entry: { module: serverEntry },
  routes: {
    root: { id: "root", path: "", module: { default: Document } },
    menu: {
      id: "menu",
      parentId: "root",
      path: "menu",
      module: {
        default: () => createElement("h1", null, "Pizzas for £9.95"),
        loader: () =>
          data(null, {
            headers: [
              ["Set-Cookie", "a=1"],
              ["Set-Cookie", "b=2"],
              ["Cache-Control", "no-store"],
            ],
          }),
        headers: ({ loaderHeaders }: { loaderHeaders: Headers }) => loaderHeaders,
      },
    },
    feed: {
      id: "feed",
      parentId: "root",
      path: "feed",
      module: {
        loader: ({ request }: { request: Request }) =>
          new Response(
            new ReadableStream({
              start(controller) {
                for (const part of ["one,", "two,", new URL(request.url).host]) controller.enqueue(new TextEncoder().encode(part));
                controller.close();
              },
            }),
            { status: 202, headers: { "Content-Type": "text/plain" } },
          ),
        action: async ({ request }: { request: Request }) => Response.json({ got: await request.text() }),
      },
    },
    report: {
      id: "report",
      parentId: "root",
      path: "report",
      module: {
        loader: () =>
          new Response(
            new ReadableStream({
              start(controller) {
                for (let i = 0; i < 100; i++) controller.enqueue(new TextEncoder().encode(`margherita ${i},`));
                controller.close();
              },
            }),
            { headers: { "Content-Type": "text/plain" } },
          ),
      },
    },
    wait: {
      id: "wait",
      parentId: "root",
      path: "wait",
      module: {
        loader: ({ request }: { request: Request }) =>
          new Promise((_resolve, reject) => {
            request.signal.addEventListener("abort", () => {
              abortSeen(request.signal.aborted);
              reject(new Error("the client went"));
            });
            reachedWait();
          }),
      },
    },
  },
  assets: {
    entry: { module: "/assets/entry.js", imports: [] },
    routes: {
      root: manifestRoute({ id: "root", path: "", module: "/assets/root.js" }),
      menu: manifestRoute({ id: "menu", parentId: "root", path: "menu", module: "/assets/menu.js" }),
      feed: manifestRoute({ id: "feed", parentId: "root", path: "feed", module: "/assets/feed.js" }),
      report: manifestRoute({ id: "report", parentId: "root", path: "report", module: "/assets/report.js" }),
      wait: manifestRoute({ id: "wait", parentId: "root", path: "wait", module: "/assets/wait.js" }),
    },
  },
});

let base = "";
let close = () => {};
beforeAll(async () => {
  const app = express();
  app.set("trust proxy", "loopback");
  app.use((_req, res, next) => {
    res.setHeader("X-Before", "kept");
    next();
  });
  app.use(
    pages({
      build,
      mode: "production",
      getLoadContext() {
        const context = new RouterContextProvider();
        context.set(appContext, { nonce: "n" } as unknown as AppLoadContext);
        return context;
      },
    }),
  );
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

const rawGet = (path: string, acceptEncoding: string) => rawAnswer(`${base}${path}`, acceptEncoding);

describe("the pages", () => {
  it("sends a page whole, with its headers and each cookie", async () => {
    const res = await fetch(`${base}/menu`, { headers: { "Accept-Encoding": "identity" } });
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toMatch(/^<!DOCTYPE html><html>.*<h1>Pizzas for £9\.95<\/h1>.*<\/html>$/s);
    expect(res.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    // Every script React Router writes carries the page's nonce.
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script).toContain('nonce="n"');
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(res.headers.get("X-Before")).toBe("kept");
    expect(res.headers.getSetCookie()).toEqual(["a=1", "b=2"]);
  });

  it("compresses a page for a client that accepts brotli or gzip", async () => {
    const plain = await (await fetch(`${base}/menu`, { headers: { "Accept-Encoding": "identity" } })).text();
    for (const [accepts, encoding] of [
      ["gzip, deflate, br, zstd", "br"],
      ["gzip, br;q=0", "gzip"],
      ["br", "br"],
    ] as const) {
      const body = await rawGet("/menu", accepts);
      expect(body.headers["content-encoding"]).toBe(encoding);
      expect(body.headers.vary).toMatch(/Accept-Encoding/i);
      expect(decoded(body)).toBe(plain);
    }
    const identity = await rawGet("/menu", "identity");
    expect(identity.headers["content-encoding"]).toBeUndefined();
    // Not compressed for this client, but the answer still depends on what it accepts.
    expect(identity.headers.vary).toMatch(/Accept-Encoding/i);
  });

  it("compresses any other answer as it streams, for a client that accepts it", async () => {
    const plain = Array.from({ length: 100 }, (_, i) => `margherita ${i},`).join("");
    for (const [accepts, encoding] of [
      ["gzip, deflate, br", "br"],
      ["gzip", "gzip"],
      ["identity", undefined],
    ] as const) {
      const body = await rawGet("/report", accepts);
      expect(body.headers["content-encoding"]).toBe(encoding);
      expect(encoding ? decoded(body) : body.bytes.toString()).toBe(plain);
    }
  });

  it("answers a HEAD with the page's headers and no body", async () => {
    const res = await fetch(`${base}/menu`, { method: "HEAD" });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("");
  });

  it("writes any other answer from its stream, with its status; behind a trusted proxy the host is the one it names", async () => {
    const res = await fetch(`${base}/feed`, { headers: { "X-Forwarded-Host": "shop.example:8443" } });
    expect(res.status).toBe(202);
    expect(await res.text()).toBe("one,two,shop.example:8443");
  });

  it("aborts the request React Router reads when the client goes before the answer", async () => {
    const client = new AbortController();
    const answer = fetch(`${base}/wait`, { signal: client.signal }).catch(() => null);
    await waitReached;
    client.abort();
    expect(await waitAborted).toBe(true);
    expect(await answer).toBeNull();
  });

  it("hands a posted body to the action", async () => {
    const res = await fetch(`${base}/feed`, { method: "POST", headers: { "Content-Type": "text/plain" }, body: "two margheritas" });
    expect(await res.json()).toEqual({ got: "two margheritas" });
  });
});
