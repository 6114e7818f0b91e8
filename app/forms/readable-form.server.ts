// A page's form body the server cannot parse (a truncated multipart body, say) is the sender's
// error: it is refused with a 400 before any action reads it, so no action fails on it. What can
// be decided from the headers alone (the type, the length) is refused earlier, by the server's
// request limits (server/http/body-limits.ts, docs/decisions/011-request-limits.md).
import { data, type MiddlewareFunction } from "react-router";

export const readableForm: MiddlewareFunction<Response> = async ({ request }, next) => {
  if (request.method !== "GET" && request.method !== "HEAD" && request.body) {
    try {
      // The body is at most the page limit (64 kB): reading a copy costs little.
      await request.clone().formData();
    } catch {
      throw data("unreadable form", { status: 400, statusText: "Bad Request" });
    }
  }
  return next();
};
