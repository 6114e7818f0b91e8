// fast-check arbitraries for whole HTTP requests: a route from a given list with real or odd
// parameters, any method, a query string, headers, and a body of many kinds (fuzz-bodies.ts).
import fc from "fast-check";
import routes from "../../app/routes";
import { payload } from "./fuzz-bodies";
import type { RawRequest } from "./raw-http";

/** A route pattern (`/:mode/menu/:restaurantId`) and the values its parameters may take. */
export interface RouteCase {
  method?: string;
  path: string;
}

type RouteEntry = { path?: string | undefined; index?: boolean | undefined; children?: RouteEntry[] | undefined };

/**
 * Every page's full pattern: the leaves of the route tree (a layout such as /:mode is not a page; one
 * without a path, such as the menu pages', adds nothing to its pages' patterns).
 */
export function pagePatterns(entries: RouteEntry[] = routes, parent = ""): RouteCase[] {
  return entries.flatMap((r) => {
    const path = r.index ? parent || "/" : r.path === undefined ? parent : `${parent}/${r.path}`;
    return r.children?.length ? pagePatterns(r.children, path) : [{ path }];
  });
}

// Values a parameter of that name really takes (restaurant 1001, item margherita, …).
export const REAL_PARAMS: Record<string, string[]> = {
  mode: ["collection", "delivery"],
  restaurantId: ["1001", "1002"],
  id: ["1001", "1002"],
  rid: ["1001"],
  itemId: ["margherita", "dough-balls", "half-and-half"],
  productId: ["margherita", "garlic-bread"],
  bundleName: ["meal-deal-for-two", "family-feast", "Meal Deal for Two"],
  name: ["pizzas", "deals", "sides"],
  portionId: ["1", "0"],
  portionTypeId: ["1", "0"],
  thirdPartyRewardTypeId: ["1", "0"],
  channel: ["email", "sms", "web"],
  isWeb: ["true", "false"],
  offerId: ["1", "free-dough-balls"],
  sectionIndex: ["0", "1"],
  type: ["item", "basket"],
  state: ["0", "1", "reset"],
  token: ["abc", "0".repeat(64)],
  page: ["allergens", "terms", "privacy"],
  section: ["help", "legal"],
  distance: ["0.3", "12"],
  postcode: ["W1D 3QU", "D02 X285"],
};
// Odd segments: empty-ish, negative, huge, encoded junk, traversal, non-ASCII, overlong.
const oddSegment = fc.oneof(
  fc.constantFrom(
    "0",
    "-1",
    "1e309",
    "NaN",
    "null",
    "%",
    "%ZZ",
    "%00",
    "..",
    "%2e%2e",
    "%2F",
    "%C0%AF",
    "%E2%82",
    "é",
    "🍕",
    "a".repeat(2000),
  ),
  fc.string({ unit: "grapheme-ascii", maxLength: 20 }),
  fc.string({ unit: "binary", maxLength: 10 }),
);

function fill(pattern: string): fc.Arbitrary<string> {
  const parts = pattern.split("/").map((part) => {
    if (part === "*") return fc.oneof(fc.constant("no-such-page"), oddSegment);
    if (!part.startsWith(":")) return fc.constant(part);
    const real = REAL_PARAMS[part.slice(1).replace(/\?$/, "")] ?? ["1"];
    return fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...real) }, { weight: 1, arbitrary: oddSegment });
  });
  return fc.tuple(...parts).map((segments) => segments.map((s) => (/^[\w.~%-]*$/.test(s) ? s : encodeURIComponent(s))).join("/"));
}

const query = fc.oneof(
  { weight: 3, arbitrary: fc.constant("") },
  {
    weight: 2,
    arbitrary: fc
      .array(
        fc.tuple(
          fc.constantFrom(
            "apply",
            "allergen",
            "diet",
            "calories",
            "category",
            "info",
            "all",
            "filter",
            "added",
            "q",
            "lat",
            "lon",
            "inApp",
            "index",
            "_routes",
            "rid",
            "restaurantId",
            "returnTo",
            "page",
            "step",
          ),
          fc.oneof(
            fc.constantFrom("1", "0", "true", "milk", "Vegan", "pizzas", "margherita", "open", "-91", "1e999", "//evil.example", "/"),
            fc.string({ maxLength: 20 }),
          ),
        ),
        { maxLength: 6 },
      )
      .map((pairs) => `?${new URLSearchParams(pairs)}`),
  },
  { weight: 1, arbitrary: fc.constantFrom("?%", "?a=%ZZ", "?&&&", "?a[]=1&a[]=2", "?=", `?x=${"q".repeat(4000)}`, "?a=%E2%82") },
);

const METHODS = fc.oneof(
  { weight: 4, arbitrary: fc.constant("POST") },
  { weight: 3, arbitrary: fc.constant("GET") },
  { weight: 3, arbitrary: fc.constantFrom("HEAD", "PUT", "PATCH", "DELETE", "OPTIONS", "PROPFIND", "TRACE", "PURGE") },
);

/** Headers beyond Content-Type and Content-Length; `cookies` are real session cookies to mix in. */
function headers(cookies: string[], host: string) {
  const printable = fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 60 });
  return fc.record(
    {
      cookie: fc.oneof(
        fc.constantFrom(...cookies),
        fc.constantFrom(
          "BASKET_ID=../../etc",
          "CUSTOMER_SESSION=x.y",
          "menu_allergens=milk.%ZZ",
          "OOP_IN_APP=true",
          "REWARDS_LEFT=../1.99999999999",
          "BASKET_TOLD=00000000-0000-4000-8000-000000000001:v1-%ZZ,r",
          "cookie_accepted=true",
          "=;=;",
        ),
        printable,
      ),
      accept: fc.constantFrom("text/html", "application/json", "*/*", "text/x-script", "", "image/*;q=0"),
      "accept-encoding": fc.constantFrom("gzip", "br", "deflate", "identity;q=0", "zstd", "*", "x"),
      "accept-language": fc.constantFrom("en-GB", "ga-IE", "*", "xx-ZZ;q=2"),
      origin: fc.constantFrom(`http://${host}`, "https://evil.example", "null", "not a url"),
      referer: fc.constantFrom(`http://${host}/collection`, "https://evil.example/", "::"),
      host: fc.constantFrom(host, "[", "a b", "example.com:99999", "localhost:0", "[::1]:1"),
      "x-forwarded-host": fc.constantFrom("evil.example", "["),
      "x-forwarded-for": fc.constantFrom("1.2.3.4", "junk"),
      "user-agent": fc.constantFrom("Mozilla/5.0", "Googlebot/2.1", "curl/8", ""),
      "if-none-match": fc.constantFrom('"abc"', "*", "W/junk"),
      "content-encoding": fc.constantFrom("gzip", "br", "identity", "x"),
      range: fc.constantFrom("bytes=0-10", "bytes=junk"),
      "x-http-method-override": fc.constantFrom("DELETE", "PATCH"),
      "x-junk": printable,
    },
    { requiredKeys: [] },
  );
}

/**
 * One request to one of `routes`: route and parameters, method (the route's own one often),
 * query, headers, and a body with its Content-Type and a length that is right or left out.
 */
export function requestArb(routes: RouteCase[], opts: { cookies: string[]; host: string }): fc.Arbitrary<RawRequest & { route: string }> {
  const route = fc.constantFrom(...routes).chain((r) =>
    fc.record({
      route: fc.constant(r.path),
      path: fill(r.path),
      method: r.method ? fc.oneof({ weight: 3, arbitrary: fc.constant(r.method) }, { weight: 2, arbitrary: METHODS }) : METHODS,
    }),
  );
  return fc
    .record({
      r: route,
      query,
      headers: headers(opts.cookies, opts.host),
      payload,
      length: fc.constantFrom("declared", "declared", "declared", "chunked", "short"),
    })
    .map(({ r, query, headers, payload: [contentType, body], length }) => {
      const h: Record<string, string | number> = { ...headers };
      if (contentType !== undefined) h["content-type"] = contentType;
      const withBody = body !== undefined && r.method !== "GET" && r.method !== "HEAD";
      // A declared length shorter than the body leaves the rest as a broken next request.
      if (withBody && length !== "chunked") h["content-length"] = length === "short" ? Math.floor(body.length / 2) : body.length;
      if (!withBody) h["content-length"] = 0;
      return {
        route: r.route,
        method: r.method,
        path: r.path + query,
        headers: h,
        ...(withBody ? { body, chunked: length === "chunked" } : {}),
      };
    });
}
