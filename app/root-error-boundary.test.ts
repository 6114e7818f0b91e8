// A storage fault in a page's loader or action reaches React Router's handleError
// (app/entry.server.tsx), which logs it once and notes it on the request's context; the root's
// middleware then answers with a 503 route error that the root ErrorBoundary draws in the site's
// words. Here the routes are asked as React Router's server asks them (tests/api/durability.test.ts
// asks the real pages over HTTP).
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import {
  createStaticHandler,
  isRouteErrorResponse,
  RouterContextProvider,
  type MiddlewareFunction,
  type StaticHandlerContext,
} from "react-router";
import pino from "pino";
import { afterEach, describe, expect, it, vi } from "vitest";
import { STORAGE_HEADING, STORAGE_MESSAGE } from "../server/http/storage-errors";
import { appContext, type AppLoadContext } from "./context";
import { handleError } from "./entry.server";
import { storageFaultAnswers, storageFaults } from "./forms/storage-faults.server";
import { ErrorBoundary, meta } from "./root";

interface Line {
  level: number;
  msg: string;
  code?: string;
  err?: { message: string };
}

const readOnly = () => Object.assign(new Error("attempt to write a readonly database"), { code: "SQLITE_READONLY" });

/** A request's context as the server makes it (the parts these routes use), with a logger the test reads. */
function requestContext() {
  const logged: Line[] = [];
  const app: Pick<AppLoadContext, "log" | "faults"> = {
    log: pino({ level: "info" }, { write: (line: string) => void logged.push(JSON.parse(line) as Line) }),
    faults: { storage: null },
  };
  const context = new RouterContextProvider();
  context.set(appContext, app as AppLoadContext);
  return { context, app, logged };
}

type Handler = () => Promise<unknown>;

/**
 * A page below a root with the site's storage middleware, asked as React Router's server asks it:
 * every error of the query goes to handleError before the answer is made, and each render is kept.
 */
async function ask(request: Request, handlers: { root?: Handler; page: { action?: Handler; loader?: Handler } }) {
  const { context, app, logged } = requestContext();
  const handler = createStaticHandler([
    {
      id: "root",
      path: "/",
      loader: handlers.root,
      // The server's middleware answers a Response, as React Router's server runtime has it.
      middleware: [storageFaultAnswers, storageFaults] as MiddlewareFunction[],
      ErrorBoundary: () => null,
      children: [{ id: "page", index: true, ...handlers.page }],
    },
  ]);
  const renders: StaticHandlerContext[] = [];
  const response = await handler.query(request, {
    requestContext: context,
    generateMiddlewareResponse: async (query) => {
      const result = await query(request);
      if (result instanceof Response) return result;
      for (const error of Object.values(result.errors ?? {}))
        if (!isRouteErrorResponse(error)) handleError(error, { request, context, params: {} });
      renders.push(result);
      return new Response("the page", { status: result.statusCode });
    },
  });
  if (!(response instanceof Response)) throw new Error("a query with middleware answers a Response");
  return { response, renders, app, logged };
}

const post = () => new Request("http://shop.test/?index", { method: "POST" });

describe("a storage fault in a page", () => {
  it("is logged once with its code and answered 503 by the root ErrorBoundary, to try again in a few minutes", async () => {
    const { response, renders, logged } = await ask(post(), { page: { action: () => Promise.reject(readOnly()) } });
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("120");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(logged).toEqual([
      expect.objectContaining({ level: 50, code: "SQLITE_READONLY", msg: "storage fault (SQLITE_READONLY): answered 503" }),
    ]);

    // The page drawn first gives way to the root's error: a 503 in the site's words.
    expect(renders).toHaveLength(2);
    const error = renders[1]!.errors!.root;
    expect(isRouteErrorResponse(error) && error.status).toBe(503);
    expect(error).toMatchObject({ data: { message: STORAGE_MESSAGE } });
    const html = renderToStaticMarkup(createElement(ErrorBoundary, { error, params: {}, loaderData: undefined } as never));
    expect(html).toContain(`>${STORAGE_HEADING}</h1>`);
    expect(html).toContain("Please try again in a few minutes.");
    expect(meta({ error } as never)).toEqual([{ title: STORAGE_HEADING }]);
  });

  it("met by several loaders at once leaves one line", async () => {
    const fail = () => Promise.reject(readOnly());
    const { response, logged } = await ask(new Request("http://shop.test/"), { root: fail, page: { loader: fail } });
    expect(response.status).toBe(503);
    expect(logged.filter((l) => l.msg.startsWith("storage fault"))).toHaveLength(1);
  });
});

describe("any other error in a page", () => {
  it("is logged through the request's logger and stays the page's own 500, with no storage answer", async () => {
    const { response, app, logged } = await ask(post(), { page: { action: () => Promise.reject(new Error("The oven is cold")) } });
    expect(response.status).toBe(500);
    expect(response.headers.has("retry-after")).toBe(false);
    expect(app.faults.storage).toBeNull();
    expect(logged).toEqual([
      expect.objectContaining({
        level: 50,
        msg: "unhandled error in a page",
        err: expect.objectContaining({ message: "The oven is cold" }),
      }),
    ]);
  });

  it("renders the generic fallback page, titled as the spec has it, with the message", () => {
    const html = renderToStaticMarkup(
      createElement(ErrorBoundary, { error: new Error("The oven is cold"), params: {}, loaderData: undefined } as never),
    );
    expect(html).toContain(">Unexpected Application Error!</h1>");
  });
});

describe("handleError", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("says nothing of a request the customer left, and notes no fault for it", () => {
    const { context, app, logged } = requestContext();
    const left = new AbortController();
    left.abort();
    handleError(readOnly(), { request: new Request("http://shop.test/", { signal: left.signal }), context, params: {} });
    expect(logged).toEqual([]);
    expect(app.faults.storage).toBeNull();
  });

  it("without the server's context (an error before it was made) falls back to console.error", () => {
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    const error = readOnly();
    handleError(error, { request: new Request("http://shop.test/"), context: new RouterContextProvider(), params: {} });
    expect(consoleError).toHaveBeenCalledExactlyOnceWith(error);
  });
});
