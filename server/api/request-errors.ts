// The 4xx errors Express and its body parsers raise before a route runs, each naming what is at
// fault: the path parameter with a broken percent-escape (or the url), the Content-Type header
// (an unsupported charset), the Content-Encoding header (an unknown or false encoding), the
// Content-Length header, or the body.
import type { Request } from "express";
import type { ApiRoute, FieldError } from "./define";

interface ParserError {
  type?: string;
  code?: string;
  status?: number;
  statusCode?: number;
  message?: string;
}

const decodes = (segment: string) => {
  try {
    decodeURIComponent(segment);
    return true;
  } catch {
    return false;
  }
};

/** The path parameter whose segment does not decode, of the route with that shape; else "url". */
function undecodableParam(req: Request, routes: readonly ApiRoute[]): string {
  const segments = req.path.split("/");
  for (const route of routes) {
    if (route.method !== req.method.toLowerCase() && !(req.method === "HEAD" && route.method === "get")) continue;
    const pattern = route.path.split("/");
    if (pattern.length !== segments.length) continue;
    if (!pattern.every((part, i) => part.startsWith(":") || part === segments[i])) continue;
    const at = pattern.findIndex((part, i) => part.startsWith(":") && !decodes(segments[i]!));
    if (at >= 0) return pattern[at]!.slice(1);
  }
  return "url";
}

/** A 4xx raised before the route ran, as field errors; null for anything else. */
export function requestError(err: unknown, req: Request, routes: readonly ApiRoute[]): { status: number; errors: FieldError[] } | null {
  const e = (err ?? {}) as ParserError;
  const status = e.status ?? e.statusCode;
  if (!status || status < 400 || status >= 500) return null;
  const one = (path: string, message: string) => ({ status, errors: [{ path, message }] });
  if (err instanceof URIError || /^Failed to decode param/.test(e.message ?? ""))
    return one(undecodableParam(req, routes), "This part of the address has a broken percent-escape (%XX).");
  switch (e.type) {
    case "entity.parse.failed":
      return one("body", "The request body is not valid JSON.");
    case "charset.unsupported":
      return one("content-type", "The body's character set is not one the API reads: send UTF-8.");
    case "encoding.unsupported":
      return one("content-encoding", "The body's Content-Encoding is not one the API reads (gzip, deflate, br or identity).");
    case "request.size.invalid":
      return one("content-length", "The body's length is not the Content-Length the request declared.");
    case "parameters.too.many":
      return one("body", "The form has too many fields.");
    default:
      break; // the other errors: by their code or status, below
  }
  // zlib could not inflate the body: it is not in the encoding the header claims.
  if (typeof e.code === "string" && e.code.startsWith("Z_"))
    return one("content-encoding", "The body is not in the encoding its Content-Encoding header names.");
  return one("body", "The request body could not be read.");
}
