// What React Router worked out again on every request, and patches/react-router+7.18.4.patch now
// keeps or puts off: the `url` given to middleware and loaders is made when first read (it was made
// for every loader, a parse and three setters, and few read it); a page's module preloads are kept
// per manifest and matched routes, and handed to the server's entry rather than rendered as links;
// the matched paths' encoding is kept per path. These render through
// React Router's own request handler, with middleware on, as the site does.
import { createElement, useContext, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import {
  createRequestHandler,
  Outlet,
  RouterContextProvider,
  Scripts,
  ServerRouter,
  UNSAFE_RouteContext,
  type EntryContext,
  type ServerBuild,
} from "react-router";
import { describe, expect, it } from "vitest";
import { manifestRoute, renderingEntry, serverBuild } from "../support/server-build";

type Args = { request: Request; url: URL };
type RouteSpec = {
  id: string;
  parentId?: string;
  path?: string;
  component: ComponentType;
  loader?: (args: Args) => unknown;
  middleware?: ((args: Args, next: () => Promise<unknown>) => unknown)[];
};

function buildOf(specs: RouteSpec[], entry: { module: unknown } = renderingEntry): ServerBuild {
  const build = serverBuild({
    entry,
    routes: Object.fromEntries(
      specs.map((r) => [
        r.id,
        {
          id: r.id,
          parentId: r.parentId,
          path: r.path,
          module: { default: r.component, ...(r.loader && { loader: r.loader }), ...(r.middleware && { middleware: r.middleware }) },
        },
      ]),
    ),
    assets: {
      entry: { module: "/entry.js", imports: [] },
      routes: Object.fromEntries(
        specs.map((r) => [
          r.id,
          { ...manifestRoute({ id: r.id, parentId: r.parentId, path: r.path, module: `/${r.id}.js` }), hasLoader: Boolean(r.loader) },
        ]),
      ),
    },
  });
  return { ...build, future: { ...build.future, v8_middleware: true } };
}

const handlerOf = (build: ServerBuild) => {
  const handle = createRequestHandler(build, "production");
  return async (path: string) => (await handle(new Request(`http://shop.test${path}`), new RouterContextProvider())).text();
};

const Layout = () => createElement("div", null, createElement(Outlet), createElement(Scripts));
const Page = () => createElement("p", null, "page");

describe("the url given to middleware and loaders", () => {
  const read: { by: string; url: URL; again: URL }[] = [];
  const record = (by: string, args: Args) => read.push({ by, url: args.url, again: args.url });
  const handle = handlerOf(
    buildOf([
      {
        id: "root",
        path: "",
        component: Layout,
        middleware: [(args, next) => (record("middleware", args), next())],
        loader: () => null,
      },
      { id: "item", parentId: "root", path: "shop/:id/item", component: Page, loader: (args) => (record("loader", args), null) },
      { id: "quiet", parentId: "root", path: "quiet", component: Page, loader: () => "not read" },
    ]),
  );

  it("is the page's address, the same object each time it is read", async () => {
    read.length = 0;
    await handle("/shop/7/item?q=a%20b&index=");
    expect(read.map((r) => r.by)).toEqual(["middleware", "loader"]);
    for (const { url, again } of read) {
      expect(again).toBe(url);
      expect(url.pathname).toBe("/shop/7/item");
      // As React Router gives it: an empty `index` parameter left out.
      expect(url.search).toBe("?q=a+b");
    }
  });

  it("is the route's address in a navigation's data request too", async () => {
    read.length = 0;
    await handle("/shop/8/item.data?q=x");
    expect(read.map((r) => [r.by, r.url.pathname, r.url.searchParams.get("q")])).toEqual([
      ["middleware", "/shop/8/item", "x"],
      ["loader", "/shop/8/item", "x"],
    ]);
  });

  it("answers a page whose loaders never read it", async () => {
    expect(await handle("/quiet")).toContain("<p>page</p>");
  });
});

/** An entry asking `<Scripts>` for the module preloads, answering with the page and, after it, those. */
const preloadsEntry = {
  module: {
    default: (request: Request, status: number, headers: Headers, context: EntryContext) => {
      const meta = (context.renderMeta ??= {}) as { modulePreloads?: string[] };
      meta.modulePreloads = [];
      const html = renderToString(createElement(ServerRouter, { context, url: request.url }));
      return new Response(`${html}\n${JSON.stringify(meta.modulePreloads)}`, { status, headers });
    },
  },
};

describe("the module preloads of each page", () => {
  const build = buildOf(
    [
      { id: "root", path: "", component: Layout },
      { id: "list", parentId: "root", path: "shop", component: Page },
      { id: "item", parentId: "root", path: "shop/:id/item", component: Page },
    ],
    preloadsEntry,
  );
  const handle = handlerOf(build);
  const preloads = async (path: string) => JSON.parse((await handle(path)).split("\n").at(-1)!) as string[];

  it("are handed to the server's entry that asks for them, not rendered as links", async () => {
    const page = await handle("/shop");
    expect(page).toContain("<p>page</p>");
    expect(page).toContain('type="module"');
    expect(page).not.toContain("modulepreload");
  });

  it("are rendered as links, as React Router does, for an entry that does not ask", async () => {
    const page = await handlerOf(
      buildOf([
        { id: "root", path: "", component: Layout },
        { id: "list", parentId: "root", path: "shop", component: Page },
      ]),
    )("/shop");
    expect([...page.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1])).toEqual(["/entry.js", "/root.js", "/list.js"]);
  });

  it("are each page's own, whichever page came before", async () => {
    for (let i = 0; i < 2; i++) {
      expect(await preloads("/shop")).toEqual(["/entry.js", "/root.js", "/list.js"]);
      expect(await preloads("/shop/1/item")).toEqual(["/entry.js", "/root.js", "/item.js"]);
    }
  });

  it("follow a route's entry when the manifest's entry is replaced (a rebuilt module)", async () => {
    expect(await preloads("/shop")).toContain("/list.js");
    const routes = build.assets.routes as Record<string, { module: string; imports?: string[] }>;
    routes.list = { ...routes.list!, module: "/list-v2.js", imports: ["/shared.js"] };
    expect(await preloads("/shop")).toEqual(["/entry.js", "/root.js", "/list-v2.js", "/shared.js"]);
    expect(await preloads("/shop/1/item")).toEqual(["/entry.js", "/root.js", "/item.js"]);
  });
});

describe("the paths the matched routes render with", () => {
  const paths: string[] = [];
  const MatchPath = () => {
    const { matches } = useContext(UNSAFE_RouteContext);
    paths.push(matches[matches.length - 1]!.pathname);
    return createElement("p", null, "page");
  };
  const handle = handlerOf(
    buildOf([
      { id: "root", path: "", component: Layout },
      { id: "item", parentId: "root", path: "shop/:id/item", component: MatchPath },
    ]),
  );

  it("are each address's own, encoded as the address was", async () => {
    paths.length = 0;
    for (let i = 0; i < 2; i++) {
      await handle("/shop/a%20b/item");
      await handle("/shop/caf%C3%A9/item");
      await handle("/shop/50%25/item");
    }
    expect(paths).toEqual(Array.from({ length: 2 }, () => ["/shop/a%20b/item", "/shop/caf%C3%A9/item", "/shop/50%25/item"]).flat());
  });
});
