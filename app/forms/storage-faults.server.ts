// A storage fault met by a page (the database refuses a write: docs/decisions/014) is answered
// 503 in the site's words, for a document and for a client navigation's `.data` alike. React
// Router gives every loader, action and render error to app/entry.server.tsx's handleError, which
// logs it and notes a storage fault on the request's context; the root's middleware answers it
// here, whatever page or layout met it, so no service needs wrapping to say what it threw.
import { data, type MiddlewareFunction } from "react-router";
import { RETRY_AFTER, STORAGE_MESSAGE } from "../../server/http/storage-errors";
import { getApp } from "../context";
import { PRIVATE_CACHE_CONTROL } from "./private-answers.server";

/**
 * The root's innermost middleware: once the page is made, a noted fault replaces it with a 503
 * route error, which React Router draws with the root's ErrorBoundary (or sends as the root's
 * error in `.data`). Innermost, so the new answer still passes the root's other middleware.
 */
export const storageFaults: MiddlewareFunction<Response> = async ({ context }, next) => {
  const response = await next();
  if (!getApp(context).faults.storage) return response;
  // The page drawn with the error is never sent: stop its stream rather than leave it waiting.
  response.body?.cancel().catch(() => {});
  throw data({ message: STORAGE_MESSAGE }, { status: 503, statusText: "Service Unavailable" });
};

/**
 * The root's outermost middleware: the fault's 503 says when to try again, as /api's does, and
 * is kept by no cache (it may stand in for a personal page, whose own middleware did not run).
 */
export const storageFaultAnswers: MiddlewareFunction<Response> = async ({ context }, next) => {
  const response = await next();
  if (!getApp(context).faults.storage || response.status !== 503) return response;
  const headers = { "Retry-After": RETRY_AFTER, "Cache-Control": PRIVATE_CACHE_CONTROL };
  try {
    for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
    return response;
  } catch {
    // A response with immutable headers is answered as a copy that carries them.
    const copy = new Response(response.body, response);
    for (const [name, value] of Object.entries(headers)) copy.headers.set(name, value);
    return copy;
  }
};
