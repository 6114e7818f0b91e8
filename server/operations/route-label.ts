// The route pattern a request is counted under in the metrics: the /api route's declared path, or
// the pattern of the React Router routes the address matches (`/:journey/menu/:restaurantId`), so
// that ids and postcodes never become label values. Anything else is one of a few fixed labels.
// A page names the pattern React Router matched for it (app/forms/route-label.server.ts); only a
// page request refused before React Router (a body too large, another origin) is matched here.
import type { Request, Response } from "express";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

/** Set by a router that knows the pattern it matched (the /api router). */
export function setRouteLabel(res: Response, pattern: string) {
  res.locals.routeLabel = pattern;
}

/** The label of a pattern React Router matched: `/` first, and its splat route (the 404 page) is `*`. */
export function pageLabel(pattern: string): string {
  const label = `/${pattern}`.replace(/\/{2,}/g, "/");
  return label === "/*" ? "*" : label;
}

/** The pattern of a page address (a document or its `.data` request), or null when no route matches. */
export function pagePatterns(build: ServerBuild): (pathname: string) => string | null {
  // The build's flat route table as the nested routes matchRoutes reads (an index route has no children).
  const nodes = new Map<string, RouteObject>();
  for (const route of Object.values(build.routes)) {
    if (route) nodes.set(route.id, route.index ? { id: route.id, index: true } : { id: route.id, path: route.path, children: [] });
  }
  const roots: RouteObject[] = [];
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    const parent = route.parentId ? nodes.get(route.parentId) : undefined;
    (parent?.children ?? roots).push(nodes.get(route.id)!);
  }
  return (pathname) => {
    const page = pathname === "/_root.data" ? "/" : pathname.replace(/\.data$/, "");
    const matches = matchRoutes(roots, page);
    if (!matches) return null;
    const last = matches[matches.length - 1]!;
    // A splat route (the 404 page) matches anything: its pattern is one label.
    const parts = matches.map((m) => m.route.path).filter((p): p is string => Boolean(p));
    return last.route.path === "*" ? "*" : pageLabel(parts.join("/"));
  };
}

export function routeLabel(req: Request, res: Response, page: ((pathname: string) => string | null) | null): string {
  const set = res.locals.routeLabel as string | undefined;
  if (set) return set;
  // The whole address: a router mounted at a path (/api) strips it from `req.url` while it answers.
  const path = req.originalUrl.split("?", 1)[0]!;
  if (path.startsWith("/api/")) return "/api/*";
  if (path.startsWith("/assets/")) return "/assets/*";
  return (page && page(path)) ?? "other";
}
