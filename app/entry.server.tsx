// Server rendering with React's Node build, as React Router's default entry does, with the
// per-response CSP nonce on every script and style React and React Router write.
// No page defers data, so the answer starts once the whole document is ready (`onAllReady`), for
// every client, not only crawlers: a customer without JavaScript gets every part in its place.
// Every error a loader, an action or the render throws comes to `handleError`, which logs it and
// notes a storage fault for the root's middleware to answer (app/forms/storage-faults.server.ts).
import { Transform } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { isRouteErrorResponse, ServerRouter, type EntryContext, type HandleErrorFunction, type RouterContextProvider } from "react-router";
import { storageFault } from "../server/db/faults";
import { logFault } from "../server/http/storage-errors";
import { appContext, appIn } from "./context";
import { NonceProvider } from "./components/site/nonce";
import { SiteStylesProvider } from "./components/site/site-styles";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce, siteStyles } = loadContext.get(appContext);

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Abort the render after `streamTimeout`, so React has time to send the rejected boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <SiteStylesProvider value={siteStyles}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </SiteStylesProvider>
      </NonceProvider>,
      {
        nonce: { script: nonce, style: nonce },
        // The document is sent whole, so every part of it is written in its place. React would
        // otherwise send a large part that waited for its module (a dialog fetched on demand)
        // hidden, to be moved in by a script: without JavaScript it would never show.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          shellRendered = true;
          // The whole document, handed on as one chunk: React writes it in pieces of about 2 kB,
          // and the adapter flushes the compressor after every piece it is given, which cost a
          // page a fifth more bytes on the wire (brotli starting afresh every 2 kB).
          const pieces: Buffer[] = [];
          const body = new Transform({
            transform(piece: Buffer, _encoding, callback) {
              pieces.push(piece);
              callback();
            },
            flush(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback(null, Buffer.concat(pieces));
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          clearTimeout(timeoutId);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors inside the shell are logged by React Router when the promise rejects.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  // A customer who left: nothing went wrong that anyone will see.
  if (request.signal.aborted) return;
  // A router error response (a 404 it made itself) carries the error behind it.
  const err = isRouteErrorResponse(error) && "error" in error && error.error ? error.error : error;
  const app = appIn(context);
  if (!app) {
    // Before the server set its context (no logger of ours yet): React Router's own default.
    console.error(err);
    return;
  }
  const fault = storageFault(err);
  if (!fault) {
    app.log.error({ err }, "unhandled error in a page");
    return;
  }
  // One line a request: several loaders may meet the same fault at once.
  if (app.faults.storage) return;
  app.faults.storage = fault;
  logFault(app.log, err, fault);
};
