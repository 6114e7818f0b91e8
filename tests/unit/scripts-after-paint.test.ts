// The page's modules load after its first paint (app/lib/scripts-after-paint.server.ts). The
// document here is rendered by the site's own server entry through React Router's request handler
// and `<Scripts>`, as every page is, so a React Router that writes its scripts differently fails
// this test rather than leaving every page without JavaScript.
import { runInNewContext } from "node:vm";
import { createElement } from "react";
import { createRequestHandler, Outlet, RouterContextProvider, Scripts } from "react-router";
import { describe, expect, it } from "vitest";
import * as serverEntry from "../../app/entry.server";
import { appContext, type AppLoadContext, type RenderedPage } from "../../app/context";
import { scriptsAfterPaint } from "../../app/lib/scripts-after-paint.server";
import { manifestRoute, serverBuild } from "../support/server-build";

const NONCE = "bm9uY2Utb2YtdGhlLXBhZ2U=";
const MODULES = ["/assets/entry.js", "/assets/shell.js", "/assets/root.js", "/assets/menu.js"];

function Document() {
  return createElement(
    "html",
    null,
    createElement("head", null, createElement("title", null, "Menu")),
    createElement("body", null, createElement(Outlet), createElement(Scripts, { nonce: NONCE })),
  );
}

const route = (id: string, module: string, parentId?: string) =>
  manifestRoute({ id, parentId, path: parentId ? "menu" : "", module, imports: ["/assets/shell.js"] });

const build = serverBuild({
  entry: { module: serverEntry },
  routes: {
    root: { id: "root", path: "", module: { default: Document } },
    menu: { id: "menu", parentId: "root", path: "menu", module: { default: () => createElement("h1", null, "Pizzas") } },
  },
  assets: {
    entry: { module: "/assets/entry.js", imports: ["/assets/shell.js"] },
    routes: { root: route("root", "/assets/root.js"), menu: route("menu", "/assets/menu.js", "root") },
  },
});

const handle = createRequestHandler(build, "production");
async function page() {
  const context = new RouterContextProvider();
  const renderedPage: RenderedPage = { chunks: null };
  context.set(appContext, { nonce: NONCE, inlineStyles: null, renderedPage } as AppLoadContext);
  const response = await handle(new Request("http://shop.test/menu"), context);
  // The entry leaves the page's bytes for the server to write (server/http/page-handler.ts).
  expect(response.body).toBeNull();
  // As bytes, made once React has finished: not strings kept in V8's heap until the socket takes them.
  expect(renderedPage.chunks!.every((chunk) => chunk instanceof Uint8Array)).toBe(true);
  const html = Buffer.concat(renderedPage.chunks!);
  expect(response.headers.get("Content-Length")).toBe(String(html.byteLength));
  return html.toString("utf8");
}

type Added = { tag: string; rel?: string; href?: string; type?: string; nonce?: string; textContent?: string };

/**
 * A stand-in for the browser's side of the boot script: what it adds, and when. `paintTiming`:
 * whether the browser reports paints (PerformanceObserver with "paint" entries).
 */
function runBoot(html: string, { visibilityState = "visible", paintTiming = true } = {}) {
  const boot = [...html.matchAll(/<script nonce="([^"]*)">(\(function \(d, me, hrefs\)[\s\S]*?)<\/script>/g)];
  expect(boot).toHaveLength(1);
  const inert = { textContent: /type="text\/x-after-paint">([\s\S]*?)<\/script>/.exec(html)![1], parentNode: null as unknown };
  const added: Added[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const observers: { report: (...paints: string[]) => void; options: unknown; disconnected: boolean }[] = [];
  inert.parentNode = { replaceChild: (el: Added, old: unknown) => old === inert && added.push(el) };
  const document = {
    visibilityState,
    head: { appendChild: (el: Added) => added.push(el) },
    currentScript: { nonce: boot[0]![1], previousElementSibling: inert },
    createElement: (tag: string) => ({ tag }),
  };
  class PerformanceObserver {
    static supportedEntryTypes = ["navigation", "paint", "resource"];
    constructor(callback: (list: unknown, observer: PerformanceObserver) => void) {
      // The paint entries reported in one call, by name ("first-paint", "first-contentful-paint").
      const list = (paints: string[]) => ({
        getEntriesByName: (name: string) => paints.filter((p) => p === name).map((p) => ({ name: p })),
      });
      const entry = { report: (...paints: string[]) => callback(list(paints), this), options: null as unknown, disconnected: false };
      observers.push(entry);
    }
    observe(options: unknown) {
      observers.at(-1)!.options = options;
    }
    disconnect() {
      observers.at(-1)!.disconnected = true;
    }
  }
  runInNewContext(boot[0]![2]!, {
    document,
    window: paintTiming ? { PerformanceObserver } : {},
    requestAnimationFrame: (f: () => void) => frames.push(f),
    setTimeout: (f: () => void) => timers.push(f),
  });
  return { added, frames, timers, observers };
}

/** What the boot script added: every module preloaded with the nonce, then React Router's script. */
function expectStarted(added: Added[]) {
  const preloads = added.filter((el) => el.tag === "link");
  expect(preloads.map((el) => el.href).sort()).toEqual([...MODULES].sort());
  expect(preloads.every((el) => el.rel === "modulepreload" && el.nonce === NONCE)).toBe(true);
  const scripts = added.filter((el) => el.tag === "script");
  expect(scripts).toHaveLength(1);
  expect(scripts[0]).toMatchObject({ type: "module", nonce: NONCE });
  expect(scripts[0]!.textContent).toContain('import("/assets/entry.js")');
}

describe("a page's scripts, after its first paint", () => {
  it("names no module to preload and has no module script the browser would run as it reads the page", async () => {
    const html = await page();
    expect(html).toContain("<h1>Pizzas</h1>");
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    // React Router's script, kept whole under a type the browser does not run.
    expect(html).toMatch(
      /<script nonce="[^"]+" type="text\/x-after-paint">[\s\S]*window\.__reactRouterManifest[\s\S]*import\("\/assets\/entry\.js"\)/,
    );
  });

  it("once the page has painted its content, preloads every module and runs React Router's script, with the page's nonce", async () => {
    const { added, observers, frames } = runBoot(await page());
    expect(observers).toHaveLength(1);
    // The paint already made counts too (buffered).
    expect(observers[0]!.options).toEqual({ type: "paint", buffered: true });
    expect(added).toEqual([]);
    // A first paint of the background alone is not yet the page's content: nothing starts.
    observers[0]!.report("first-paint");
    expect(observers[0]!.disconnected).toBe(false);
    expect(added).toEqual([]);
    observers[0]!.report("first-contentful-paint");
    expect(observers[0]!.disconnected).toBe(true);
    expectStarted(added);
    expect(frames).toEqual([]);
  });

  it("without paint timing, starts after the next frame is drawn", async () => {
    const { added, frames, timers } = runBoot(await page(), { paintTiming: false });
    // Nothing before the frame, nor in the frame's own callback (it runs before the frame is drawn).
    expect(added).toEqual([]);
    expect(frames).toHaveLength(1);
    frames[0]!();
    expect(added).toEqual([]);
    expect(timers).toHaveLength(1);
    timers[0]!();
    expectStarted(added);
  });

  it("starts at once on a page nobody sees (a background tab paints nothing)", async () => {
    const { added, frames, observers } = runBoot(await page(), { visibilityState: "hidden" });
    expect(frames).toEqual([]);
    expect(observers).toEqual([]);
    expectStarted(added);
  });

  it("leaves a document without React Router's module script as it is", () => {
    const html = '<html><head><link rel="modulepreload" href="/a.js"/></head><body><p>Sorry</p></body></html>';
    expect(scriptsAfterPaint(html, NONCE, ["/a.js"])).toEqual([html]);
  });
});
