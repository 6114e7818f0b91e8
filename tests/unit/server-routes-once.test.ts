// React Router's ServerRouter built server routes and data routes for every route of the build on
// every page it rendered, and matched each parent path of the address against every route for the
// page's partial manifest, and wrote the module script with that manifest anew for every page.
// patches/react-router+7.18.4.patch builds the routes once per build (again when a route module
// changes: development's hot reload), keeps the routes each parent path matches, and keeps the
// module script per path of a build. This renders through React Router's own request handler, as the site does.
import { createElement, useContext, type ComponentType } from "react";
import { createRequestHandler, Outlet, Scripts, UNSAFE_RouteContext, useLoaderData } from "react-router";
import { describe, expect, it } from "vitest";
import { manifestRoute, renderingEntry, serverBuild } from "../support/server-build";

const seen: { route: unknown; text: string }[] = [];

function pageSaying(text: string): ComponentType {
  return function Page() {
    const { matches } = useContext(UNSAFE_RouteContext);
    seen.push({ route: matches[matches.length - 1]?.route, text });
    return createElement("p", null, text);
  };
}

type RouteSpec = {
  id: string;
  parentId?: string;
  path?: string;
  component: ComponentType;
  loader?: (args: { params: Record<string, string> }) => unknown;
};

function buildOf(specs: RouteSpec[], modulePrefix = "") {
  return serverBuild({
    entry: renderingEntry,
    routes: Object.fromEntries(
      specs.map((r) => [
        r.id,
        { id: r.id, parentId: r.parentId, path: r.path, module: { default: r.component, ...(r.loader && { loader: r.loader }) } },
      ]),
    ),
    assets: {
      entry: { module: "/entry.js", imports: [] },
      routes: Object.fromEntries(
        specs.map((r) => [
          r.id,
          {
            ...manifestRoute({ id: r.id, parentId: r.parentId, path: r.path, module: `${modulePrefix}/${r.id}.js` }),
            hasLoader: Boolean(r.loader),
          },
        ]),
      ),
    },
  });
}

const buildWith = (component: ComponentType) => buildOf([{ id: "root", path: "", component }]);

describe("server rendering of one build", () => {
  it("gives every render the same routes, built once", async () => {
    seen.length = 0;
    const handle = createRequestHandler(buildWith(pageSaying("first")), "production");
    for (let i = 0; i < 3; i++) expect(await (await handle(new Request("http://shop.test/"))).text()).toContain("<p>first</p>");
    expect(seen).toHaveLength(3);
    expect(seen[1]!.route).toBe(seen[0]!.route);
    expect(seen[2]!.route).toBe(seen[0]!.route);
  });

  it("builds them again when a route module changes", async () => {
    seen.length = 0;
    const build = buildWith(pageSaying("before"));
    const handle = createRequestHandler(build, "production");
    expect(await (await handle(new Request("http://shop.test/"))).text()).toContain("<p>before</p>");
    (build.routes.root as { module: unknown }).module = { default: pageSaying("after") };
    expect(await (await handle(new Request("http://shop.test/"))).text()).toContain("<p>after</p>");
    expect(seen.map((s) => s.text)).toEqual(["before", "after"]);
    expect(seen[1]!.route).not.toBe(seen[0]!.route);
  });
});

describe("the partial manifest in each page", () => {
  const Layout = () => createElement("div", null, createElement(Outlet), createElement(Scripts));
  const Page = () => createElement("p", null, "page");
  const handle = createRequestHandler(
    buildOf([
      { id: "root", path: "", component: Layout },
      { id: "shop-list", parentId: "root", path: "shop", component: Page },
      { id: "shop-item", parentId: "root", path: "shop/:id/item", component: Page },
      { id: "other-item", parentId: "root", path: "other/:id/thing", component: Page },
    ]),
    "production",
  );
  /** The route ids in the manifest the page carries. */
  const manifestIds = async (path: string) => {
    const html = await (await handle(new Request(`http://shop.test${path}`))).text();
    const manifest = /window\.__reactRouterManifest = (\{[\s\S]*?\});/.exec(html)?.[1];
    return Object.keys((JSON.parse(manifest!) as { routes: Record<string, unknown> }).routes).sort();
  };

  it("imports each page's own route modules, kept per path and per build", async () => {
    const imports = async (h: typeof handle, path: string) =>
      [...(await (await h(new Request(`http://shop.test${path}`))).text()).matchAll(/import \* as route\d+ from "([^"]+)"/g)].map(
        (m) => m[1],
      );
    const other = createRequestHandler(
      buildOf(
        [
          { id: "root", path: "", component: Layout },
          { id: "shop-list", parentId: "root", path: "shop", component: Page },
        ],
        "/v2",
      ),
      "production",
    );
    for (let i = 0; i < 2; i++) {
      expect(await imports(handle, "/shop")).toEqual(["/root.js", "/shop-list.js"]);
      expect(await imports(handle, "/shop/1/item")).toEqual(["/root.js", "/shop-item.js"]);
      expect(await imports(other, "/shop")).toEqual(["/v2/root.js", "/v2/shop-list.js"]);
    }
  });

  it("holds the page's routes and those its parent paths match, the same on every render", async () => {
    for (let i = 0; i < 2; i++) {
      // "/shop/1" matches nothing; "/shop" is the shop's list.
      expect(await manifestIds("/shop/1/item")).toEqual(["root", "shop-item", "shop-list"]);
      expect(await manifestIds("/other/2/thing")).toEqual(["other-item", "root"]);
    }
  });
});

describe("the matches of an address, kept per build", () => {
  // A loader that changes its params: the next request for the same address must not see it.
  const ItemPage = () => createElement("p", null, `item ${String(useLoaderData())}`);
  const build = buildOf([
    { id: "root", path: "", component: () => createElement(Outlet) },
    {
      id: "item",
      parentId: "root",
      path: "shop/:id/item",
      component: ItemPage,
      loader: ({ params }) => {
        const id = params.id;
        params.id = "changed by the loader";
        return id;
      },
    },
  ]);
  const handle = createRequestHandler(build, "production");
  const page = async (path: string) => (await handle(new Request(`http://shop.test${path}`))).text();

  it("gives every request its own params", async () => {
    for (let i = 0; i < 3; i++) {
      expect(await page("/shop/1/item")).toContain("<p>item 1</p>");
      expect(await page("/shop/2/item")).toContain("<p>item 2</p>");
    }
    expect(await page("/shop/%C3%A9/item")).toContain("<p>item é</p>");
  });
});
