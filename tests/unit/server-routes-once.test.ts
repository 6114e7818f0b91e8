// React Router's ServerRouter built server routes and data routes for every route of the build on
// every page it rendered (a tenth of a page's CPU under load). patches/react-router+7.18.4.patch
// builds them once per build and again only when a route module changes (development's hot
// reload). This renders through React Router's own request handler, as the site does, and reads the
// route object each render got.
import { createElement, useContext, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { createRequestHandler, ServerRouter, UNSAFE_RouteContext, type EntryContext, type ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";

const seen: { route: unknown; text: string }[] = [];

function pageSaying(text: string): ComponentType {
  return function Page() {
    const { matches } = useContext(UNSAFE_RouteContext);
    seen.push({ route: matches[matches.length - 1]?.route, text });
    return createElement("p", null, text);
  };
}

function buildWith(component: ComponentType) {
  const routeAssets = {
    id: "root",
    path: "",
    module: "/root.js",
    hasAction: false,
    hasLoader: false,
    hasClientAction: false,
    hasClientLoader: false,
    hasClientMiddleware: false,
    hasErrorBoundary: false,
    imports: [],
  };
  return {
    entry: {
      module: {
        default: (request: Request, status: number, headers: Headers, context: EntryContext) =>
          new Response(renderToString(createElement(ServerRouter, { context, url: request.url })), { status, headers }),
      },
    },
    routes: { root: { id: "root", path: "", module: { default: component } } },
    assets: { entry: { module: "/entry.js", imports: [] }, routes: { root: routeAssets }, url: "/manifest.js", version: "1" },
    future: {},
    basename: "/",
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    isSpaMode: false,
    ssr: true,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
}

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
