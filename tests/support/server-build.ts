// A React Router server build made in a test: the routes and browser-manifest entries the test
// names, with the settings of the site's own build (server rendering, lazy route discovery).
import type { ServerBuild } from "react-router";

type ManifestRoute = { id: string; parentId?: string; path?: string; module: string; imports?: string[] };

/** A route's entry in the browser manifest: no loaders, actions or error boundary of its own. */
export function manifestRoute({ imports = [], ...route }: ManifestRoute) {
  return {
    ...route,
    hasAction: false,
    hasLoader: false,
    hasClientAction: false,
    hasClientLoader: false,
    hasClientMiddleware: false,
    hasErrorBoundary: false,
    imports,
  };
}

export function serverBuild(parts: {
  entry: { module: unknown };
  routes: Record<string, unknown>;
  assets: { entry: { module: string; imports: string[] }; routes: Record<string, unknown> };
}): ServerBuild {
  return {
    ...parts,
    assets: { ...parts.assets, url: "/assets/manifest.js", version: "1" },
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
