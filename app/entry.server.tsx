// Server rendering with the per-response CSP nonce on every inline script React Router writes and on
// the inlined stylesheet (decision 023). The page's modules load after its first paint
// (app/lib/scripts-after-paint.server.ts).
// No page defers data, so the whole document is rendered before it is sent, as one body: the
// shell and the hydration data in one write rather than a stream of small chunks.
//
// React's renderer is its string-writing build (`react-dom/server.bun`, the same renderer as
// `react-dom/server` with another output stage): it hands each piece of the page over as a string,
// which is joined and encoded once. The Node build encodes every piece (a tag name, a class, a
// text) into a byte buffer as it goes, and runs the render inside an AsyncLocalStorage: together
// about a tenth of a page's CPU under load (decision 023). It needs nothing of Bun's: its one
// reference to Bun is in server-action forms, which this site does not have.
import type { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server.bun";
import { ServerRouter, type EntryContext, type RouterContextProvider } from "react-router";
import { appContext, type InlineStyles } from "./context";
import { NonceProvider } from "./components/nonce";
import { scriptsAfterPaint } from "./lib/scripts-after-paint.server";

export const streamTimeout = 5_000;

/**
 * The document's parts to send in order, with the stylesheet's bytes in place of its placeholder
 * (the first one: the head's). The parts are slices of the one string React's pieces make, written
 * as they are: the socket's write encodes them into its own storage, freed when the write is done.
 * Encoded here, each page's bytes were buffers the garbage collector had to find, and under load
 * they filled V8's budget for memory outside its heap, which calls full collections (decision 023).
 */
function documentParts(parts: string[], styles: InlineStyles | null): (string | Uint8Array)[] {
  if (!styles) return parts;
  const at = parts.findIndex((part) => part.includes(styles.placeholder));
  if (at === -1) return parts;
  const part = parts[at]!;
  const from = part.indexOf(styles.placeholder);
  return [...parts.slice(0, at), part.slice(0, from), styles.css, part.slice(from + styles.placeholder.length), ...parts.slice(at + 1)];
}

type HandedOver = { modulePreloads?: readonly string[] };

/**
 * Asks React Router's `<Scripts>` (patches/react-router+7.18.4.patch) to hand the page's module
 * preloads over, in what this returns, instead of rendering them as links: the boot script adds
 * them once the page has painted.
 */
function askForModulePreloads(context: EntryContext): HandedOver {
  const meta = (context.renderMeta ??= {}) as HandedOver;
  meta.modulePreloads = [];
  return meta;
}

/**
 * The document's parts as UTF-8 bytes, made as soon as React has finished. Left as strings until the
 * socket took them, the whole page (one string after the search, two bytes a character where it
 * holds a ’ or a –) stayed in V8's young generation through the answer's wait in the event loop:
 * under load a young collection found a third of the pages in flight and copied them, then
 * promoted them into old-generation pages the system had to map again (decision 023). As bytes it
 * lives outside V8's heap, and the socket writes it without encoding it.
 */
const asBytes = (parts: readonly (string | Uint8Array)[]): Uint8Array[] =>
  parts.map((part) => (typeof part === "string" ? Buffer.from(part, "utf8") : part));

/** The document's length in bytes, as sent. */
const byteLength = (chunks: readonly Uint8Array[]) => chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0);

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce, inlineStyles, renderedPage } = loadContext.get(appContext);
  const handedOver = askForModulePreloads(routerContext);

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        {/* React puts a style with a precedence at the top of the head; the browser renders no DOM for it here. */}
        {inlineStyles === null ? null : (
          <style href="site-styles" precedence="default" nonce={nonce}>
            {inlineStyles.placeholder}
          </style>
        )}
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        // The same nonce for React's scripts and for the inlined stylesheet.
        nonce: { script: nonce, style: nonce },
        // The document is sent whole, so every part of it is written in its place. React would
        // otherwise send a large part that waited for its module (a dialog fetched on demand)
        // hidden, to be moved in by a script: without JavaScript it would never show.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          shellRendered = true;
          // React writes the page as strings, thousands of them: joined, then encoded once.
          let text = "";
          const body = {
            write(chunk: string) {
              text += chunk;
              return true;
            },
            on() {
              return body;
            },
            // React's way of failing a page it had started to write.
            destroy(error: unknown) {
              clearTimeout(timeoutId);
              reject(error);
            },
            end() {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              const chunks = asBytes(documentParts(scriptsAfterPaint(text, nonce, handedOver.modulePreloads ?? []), inlineStyles));
              responseHeaders.set("Content-Type", "text/html; charset=utf-8");
              responseHeaders.set("Content-Length", String(byteLength(chunks)));
              // The server writes these bytes itself: a body here would be a web stream to read back.
              renderedPage.chunks = chunks;
              resolve(new Response(null, { headers: responseHeaders, status: responseStatusCode }));
            },
          };
          pipe(body as unknown as Writable);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
