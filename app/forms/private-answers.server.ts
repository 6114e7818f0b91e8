// Answers that depend on who asks are never kept by a cache (docs/decisions/027): a personal page
// and its navigation data (`.data`) carry `Cache-Control: private, no-store`, so Back after signing
// out fetches the page again and a shared cache never stores a customer's details. The root's
// `privateAnswers` marks every answer for a customer session (signed in, a guest's details, a
// pending two-factor sign-in), every answer that sets a cookie, and every address that carries a
// secret (a reset or verification link); a personal page (the basket, checkout, confirmation,
// orders, loyalty, account pages) adds `personalPage` to its own middleware so it is private for
// anyone. Shared answers (menus, search, assets, /api/menu) keep their own caching.
import type { MiddlewareFunction } from "react-router";
import { scrubUrl } from "../../server/logging";
import { getApp } from "../context";

export const PRIVATE_CACHE_CONTROL = "private, no-store";

function markPrivate(response: Response): Response {
  try {
    response.headers.set("Cache-Control", PRIVATE_CACHE_CONTROL);
    return response;
  } catch {
    // A response with immutable headers is answered as a copy that carries the header.
    const copy = new Response(response.body, response);
    copy.headers.set("Cache-Control", PRIVATE_CACHE_CONTROL);
    return copy;
  }
}

/** Whether an address carries a secret (what the logs redact: a token segment, a `code` parameter). */
function secretAddress(url: string): boolean {
  const { pathname, search } = new URL(url);
  const address = pathname + search;
  return scrubUrl(address) !== address;
}

export const privateAnswers: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const app = getApp(context);
  const personal = app.session.sessionId !== null || secretAddress(request.url);
  const response = await next();
  return personal || app.setsCookie() || response.headers.has("Set-Cookie") ? markPrivate(response) : response;
};

/** For a page that is personal whoever asks (the basket, checkout, confirmation, orders, account pages). */
export const personalPage: MiddlewareFunction<Response> = async (_args, next) => markPrivate(await next());
