// React Router's request handler on Express, for the pages (decision 023). The address, method,
// headers and body become a web Request as @react-router/express makes it; the answer's status and
// headers are set on Express's response. A page rendered by app/entry.server.tsx is written from
// its bytes in one write: the entry leaves them in the load context's `renderedPage` and answers
// with no body. @react-router/express read every page back through a web stream, chunk by chunk,
// after the entry had wrapped it in one (about 5 % of a page's CPU under load). Any other answer
// (a navigation's data, a resource route's body) is written from its stream, compressed as it goes.
import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@react-router/node";
import type { NextFunction, Request, Response } from "express";
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from "react-router";
import type { RenderedPage } from "../../app/context";
import { compressedPage, compressStreamedAnswer, pageEncoding } from "./compress";

export interface PageHandlerOptions {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "production" | "development";
  /** The request's load context, given the slot the entry leaves a rendered page in. */
  loadContext(req: Request, res: Response, renderedPage: RenderedPage): RouterContextProvider;
}

export function pageHandler({ build, mode, loadContext }: PageHandlerOptions) {
  const handle = createRequestHandler(build, mode);
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const renderedPage: RenderedPage = { chunks: null };
      const response = await handle(webRequest(req, res), loadContext(req, res, renderedPage));
      await send(res, response, renderedPage);
    } catch (error) {
      next(error);
    }
  };
}

/** The request as React Router reads it; it is aborted when the client goes before the answer. */
function webRequest(req: Request, res: Response): globalThis.Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.set(name, value);
  }
  let controller: AbortController | null = new AbortController();
  res.on("finish", () => (controller = null));
  res.on("close", () => controller?.abort());
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers };
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = createReadableStreamFromReadable(req);
    init.duplex = "half";
  }
  const request = new globalThis.Request(requestUrl(req), init);
  // The request's signal is the answer's own. Given in the init, Node's Request would follow it
  // with a listener and a finalizer of its own: half the cost of making the request, on every page.
  Object.defineProperty(request, "signal", { value: controller.signal });
  return request;
}

/** The address the client asked for; behind a trusted proxy, the host it names (X-Forwarded-Host). */
function requestUrl(req: Request): string {
  const [, forwardedPort] = req.app.enabled("trust proxy") ? (req.get("X-Forwarded-Host")?.split(":") ?? []) : [];
  const [, hostPort] = req.get("host")?.split(":") ?? [];
  const port = [forwardedPort, hostPort].map((p) => Number.parseInt(p ?? "", 10)).find((p) => Number.isSafeInteger(p));
  const hostname = req.hostname.split(/[\\/?#@]/)[0] || "localhost";
  return new URL(`${req.protocol}://${hostname}${port ? `:${port}` : ""}${req.originalUrl}`).href;
}

async function send(res: Response, response: globalThis.Response, renderedPage: RenderedPage) {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers) res.append(name, value);
  if (response.body === null) {
    const chunks = renderedPage.chunks ?? [];
    // A client that accepts brotli or gzip gets the page compressed in one call (server/http/compress.ts).
    // Whether compressed or not, the answer depends on what the client accepts: a cache must know.
    const encoding = chunks.length ? pageEncoding(res.req.headers) : null;
    if (chunks.length) res.vary("Accept-Encoding");
    if (encoding) {
      const body = compressedPage(chunks, encoding);
      res.setHeader("Content-Encoding", encoding);
      res.setHeader("Content-Length", body.byteLength);
      res.end(body);
      return;
    }
    // The page's parts leave in one write (corked), without being copied into one buffer first.
    res.cork();
    for (const chunk of chunks) res.write(chunk);
    res.end();
    res.uncork();
    return;
  }
  // Any other body (a navigation's data, a resource route's answer) is compressed as it streams.
  await compressStreamedAnswer(res.req, res);
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (!res.destroyed && !res.writableEnded) throw error;
  }
}
