// Which generated /api requests are certainly invalid, so must get a 4xx (a 200 to garbage is a
// failure too): no route for that method and path, a path segment that does not decode, a
// cross-site write, a parameter its schema refuses, or no readable body for a route whose body has
// required fields.
import type { ApiRoute } from "../../server/api/define";
import type { RawRequest } from "./raw-http";

type Generated = RawRequest & { route: string };

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);
// The media types express.json and express.urlencoded read.
const READ_TYPES = new Set(["application/json", "application/x-www-form-urlencoded"]);

const decoded = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
};

/** The route of `routes` matching the concrete path with this method, and its raw parameters. */
function match(routes: readonly ApiRoute[], method: string, path: string) {
  const segments = path.split("/");
  for (const route of routes) {
    const sameMethod = route.method === method.toLowerCase() || (method === "HEAD" && route.method === "get");
    const pattern = `/api${route.path}`.split("/");
    if (!sameMethod || pattern.length !== segments.length) continue;
    if (!pattern.every((p, i) => (p.startsWith(":") ? segments[i] !== "" : p === segments[i]))) continue;
    const params = Object.fromEntries(pattern.flatMap((p, i) => (p.startsWith(":") ? [[p.slice(1), segments[i]!]] : [])));
    return { route, params };
  }
  return null;
}

/** Why this request must be refused with a 4xx, or null when it may succeed. */
export function mustRefuse(routes: readonly ApiRoute[], defaultHost: string) {
  return (r: Generated): string | null => {
    const path = r.path.split("?")[0]!;
    if (path.split("/").some((s) => decoded(s) === null)) return "a path segment does not decode";
    const h = Object.fromEntries(Object.entries(r.headers ?? {}).map(([k, v]) => [k.toLowerCase(), String(v)]));
    if (!SAFE.has(r.method)) {
      const source = h.origin ?? h.referer;
      const sourceHost = source && URL.canParse(source) ? new URL(source).host : null;
      // Node sends the server's own host when the request names none.
      if (source !== undefined && sourceHost !== (h.host ?? defaultHost)) return "a cross-site write";
    }
    // OPTIONS is answered by the router for any path it knows.
    if (r.method === "OPTIONS") return null;
    const found = match(routes, r.method, path);
    if (!found) return `no ${r.method} route for this path`;
    const params = Object.fromEntries(Object.entries(found.params).map(([k, v]) => [k, decoded(v)]));
    if (found.route.params && !found.route.params.safeParse(params).success) return "a path parameter its schema refuses";
    const mediaType = (h["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
    const unread = r.body === undefined || !READ_TYPES.has(mediaType);
    if (found.route.body && unread && !found.route.body.safeParse({}).success) return "no readable body, and the body has required fields";
    return null;
  };
}
