// A route module's loader or action called directly, as React Router calls it (after the middleware
// of the layouts above it in app/routes.ts: the journey's, the menu's, the checkout's): a Request,
// the route's params and the context the server builds (the runtime's services, the session read
// from the visitor's cookies by the same resolver). A visitor keeps its cookies from one call to the
// next, so what an answer sets (the basket id, a flash message) reaches the following request.
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import {
  matchRoutes,
  RouterContextProvider,
  type RouteObject,
  type UNSAFE_DataWithResponseInit as DataWithResponseInit,
} from "react-router";
import { appContext } from "../../app/context";
import routes from "../../app/routes";
import { middleware as checkoutMiddleware } from "../../app/routes/checkout-layout";
import { middleware as journeyMiddleware } from "../../app/routes/journey";
import { middleware as menuMiddleware } from "../../app/routes/menu-layout";
import { appendSetCookie, sessionResolver } from "../../server/http/session";
import type { Runtime } from "../../server/runtime";

const ORIGIN = "http://shop.test";

type Middleware = (args: never, next: () => Promise<Response>) => unknown;
/** Every layout's middleware, by its module in app/routes.ts. */
const LAYOUTS: Record<string, readonly Middleware[]> = {
  "routes/journey.tsx": journeyMiddleware,
  "routes/menu-layout.tsx": menuMiddleware,
  "routes/checkout-layout.tsx": checkoutMiddleware,
};

/** app/routes.ts as routes to match, each with its module in `handle`. */
const tree = (entries: RouteConfigEntry[]): RouteObject[] =>
  entries.map(({ path, index, file, children }) =>
    index ? { index: true, path, handle: file } : { path, handle: file, children: children && tree(children) },
  );
const ROUTES = tree(routes);

/** The middleware React Router runs before a page at `pathname`: its layouts', outermost first. */
function middlewareFor(pathname: string): Middleware[] {
  const matches = matchRoutes(ROUTES, pathname) ?? [];
  return matches.slice(0, -1).flatMap(({ route }) => {
    const steps = LAYOUTS[route.handle as string];
    if (!steps) throw new Error(`route-calls: no middleware listed for the layout ${String(route.handle)}`);
    return steps;
  });
}

interface RouteArgs {
  request: Request;
  url: URL;
  pattern: string;
  params: Record<string, string | undefined>;
  context: RouterContextProvider;
}

/** A loader's or action's answer, returned or thrown: a redirect, `data(…, init)` or plain data. */
export interface RouteAnswer<T = unknown> {
  status: number;
  /** A redirect's target, else null. */
  location: string | null;
  data: T;
}

// `data()`'s class is exported as a type only: a value is recognised by its tag.
const isDataWithInit = (value: unknown): value is DataWithResponseInit<unknown> =>
  typeof value === "object" && value !== null && (value as { type?: unknown }).type === "DataWithResponseInit";
type Unwrap<R> = R extends DataWithResponseInit<infer D> ? D : R;
/** What a loader or action answers with, `data()` unwrapped and redirects left out. */
type Answered<F extends (args: never) => unknown> = Exclude<Unwrap<Awaited<ReturnType<F>>>, Response>;

export { formPost } from "./http";

export function routeVisitor(runtime: Runtime) {
  const resolve = sessionResolver(runtime);
  const jar = new Map<string, string>();
  const keep = (cookies: string[]) => {
    for (const cookie of cookies) {
      const [pair = ""] = cookie.split(";");
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq).trim();
      if (/max-age=0/i.test(cookie)) jar.delete(name);
      else jar.set(name, pair.slice(eq + 1).trim());
    }
  };

  /** Calls `fn` (a route's loader or action) for `path`, with the visitor's cookies. */
  async function call<F extends (args: never) => unknown>(
    fn: F,
    path: string,
    params: Record<string, string | undefined>,
    init: RequestInit = {},
  ): Promise<RouteAnswer<Answered<F>>> {
    type T = Answered<F>;
    const request = new Request(ORIGIN + path, init);
    const headers = new Map<string, string | string[]>();
    const res = {
      getHeader: (name: string) => headers.get(name.toLowerCase()),
      setHeader: (name: string, value: string | string[]) => headers.set(name.toLowerCase(), value),
      hasHeader: (name: string) => headers.has(name.toLowerCase()),
      // A request over plain http, as the tests' server is.
      req: { secure: false },
    } as unknown as ExpressResponse;
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
    const req = { headers: { cookie }, url: path, ip: "203.0.113.7", socket: {} } as unknown as ExpressRequest;
    const session = await resolve(req, res);
    const context = new RouterContextProvider();
    context.set(appContext, {
      services: runtime.services,
      session,
      nonce: "test-nonce",
      siteStyles: null,
      setCookie: (value) => appendSetCookie(res, value),
      setsCookie: () => res.hasHeader("Set-Cookie"),
      countAs: () => {},
      log: runtime.logger,
      faults: { storage: null },
    });
    const args: RouteArgs = { request, url: new URL(request.url), pattern: "", params, context };
    let outcome: unknown;
    try {
      // A page runs below its layouts, whose middleware reads the journey and its rules first.
      for (const step of middlewareFor(args.url.pathname)) await step(args as never, async () => new Response());
      outcome = await (fn as unknown as (args: RouteArgs) => unknown)(args);
    } catch (e) {
      if (!(e instanceof Response) && !isDataWithInit(e)) throw e;
      outcome = e;
    }
    const set = headers.get("set-cookie");
    keep(set === undefined ? [] : Array.isArray(set) ? set : [set]);
    if (outcome instanceof Response) {
      keep(outcome.headers.getSetCookie());
      return { status: outcome.status, location: outcome.headers.get("location"), data: null as T };
    }
    if (isDataWithInit(outcome)) {
      keep(new Headers(outcome.init?.headers).getSetCookie());
      return { status: outcome.init?.status ?? 200, location: null, data: outcome.data as T };
    }
    return { status: 200, location: null, data: outcome as T };
  }

  return {
    jar,
    call,
    /** The basket id the visitor's BASKET_ID cookie names (issued now, as on a first visit, if none yet). */
    async basketId(): Promise<string> {
      if (!jar.has("BASKET_ID")) {
        const headers = new Map<string, string | string[]>();
        const res = {
          getHeader: (n: string) => headers.get(n),
          setHeader: (n: string, v: string[]) => headers.set(n, v),
          req: { secure: false },
        };
        const req = { headers: {}, url: "/", ip: "203.0.113.7", socket: {} } as unknown as ExpressRequest;
        void (await resolve(req, res as unknown as ExpressResponse)).basketId;
        keep([headers.get("Set-Cookie") ?? []].flat());
      }
      const value = jar.get("BASKET_ID")!;
      return value.slice(0, value.lastIndexOf("."));
    },
  };
}

/** A collection basket at Soho (1001) holding these items, as after the search and the menu's 'Add'. */
export async function collectionAtSoho(runtime: Runtime, visitor: ReturnType<typeof routeVisitor>, ...itemIds: string[]) {
  const basketId = await visitor.basketId();
  const { services } = runtime;
  await services.journey.selectRestaurant({ basketId, restaurantId: 1001, mode: "collection", searchTerm: "W1D 3QU", confirmed: false });
  for (const itemId of itemIds) await services.basketLines.quickAdd({ basketId, customerId: null }, itemId);
  return basketId;
}
