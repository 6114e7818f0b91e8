// A storage fault in a page's loader or action (thrown as a 503 by pageServices) reaches the root
// ErrorBoundary as a 503 route error: the document's status is 503 and the page speaks the site's words.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createStaticHandler, type StaticHandlerContext } from "react-router";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { pageServices, STORAGE_HEADING } from "../server/http/storage-errors";
import type { Runtime } from "../server/runtime";
import { ErrorBoundary, meta } from "./root";

describe("a storage fault in a page", () => {
  it("renders as a 503 page saying to try again in a few minutes", async () => {
    const fault = Object.assign(new Error("attempt to write a readonly database"), { code: "SQLITE_READONLY" });
    const runtime = {
      logger: pino({ level: "silent" }),
      services: { baskets: { clear: () => Promise.reject(fault) } },
    } as unknown as Runtime;
    const services = pageServices(runtime);
    const handler = createStaticHandler([
      {
        id: "root",
        path: "/",
        action: async () => {
          await services.baskets.clear("basket");
          return null;
        },
        ErrorBoundary: () => null,
      },
    ]);
    const context = (await handler.query(new Request("http://shop.test/", { method: "POST" }))) as StaticHandlerContext;
    expect(context.statusCode).toBe(503);
    const error = context.errors!.root;

    const html = renderToStaticMarkup(createElement(ErrorBoundary, { error, params: {}, loaderData: undefined } as never));
    expect(html).toContain(`>${STORAGE_HEADING}</h1>`);
    expect(html).toContain("Please try again in a few minutes.");
    expect(meta({ error } as never)).toEqual([{ title: STORAGE_HEADING }]);
  });
});

describe("any other error in a page", () => {
  it("renders the generic fallback page, titled as the spec has it, with the message", () => {
    const html = renderToStaticMarkup(
      createElement(ErrorBoundary, { error: new Error("The oven is cold"), params: {}, loaderData: undefined } as never),
    );
    expect(html).toContain(">Unexpected Application Error!</h1>");
  });
});
