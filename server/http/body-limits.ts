// Request limits, decided from the request line and headers before a byte of the body is read
// (docs/decisions/011-request-limits.md). Pages take forms only, up to PAGE_BODY_LIMIT, with a
// declared length; /api takes JSON or form bodies up to API_BODY_LIMIT. A refused request gets a
// 4xx: a small HTML page in the site's words for pages, the error envelope for /api.
import { parse as parseContentType } from "content-type";
import type { IncomingHttpHeaders } from "node:http";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { paths } from "../../app/paths";
import { closeAfterAnswer } from "./lingering-close";

/** The largest body a page accepts: our biggest form (checkout details) is a few hundred bytes. */
const PAGE_BODY_LIMIT = 64 * 1024;
/** The largest body an /api route accepts (express.json and express.urlencoded use it too). */
export const API_BODY_LIMIT = 100 * 1024;

const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);
// Pages are read (GET, HEAD) and their forms posted (POST); React Router ignores a GET's body and
// Node discards it.
const PAGE_METHODS = new Set(["GET", "HEAD", "POST"]);

export interface Refusal {
  status: 400 | 405 | 411 | 413 | 415;
  title: string;
  message: string;
}

const AGAIN = "Please go back to the start and try again.";
const REFUSALS = {
  tooLarge: { status: 413, title: "That form is too large", message: `Oops! That was more than a form on this site can hold. ${AGAIN}` },
  notAForm: { status: 415, title: "That is not one of our forms", message: `Oops! This page only takes the site’s own forms. ${AGAIN}` },
  noBoundary: { status: 400, title: "We couldn’t read that form", message: `Oops! We couldn’t read that form. ${AGAIN}` },
  methodNotAllowed: {
    status: 405,
    title: "We couldn’t do that",
    message: `Oops! Our pages don’t take that kind of request. ${AGAIN}`,
  },
  badHost: { status: 400, title: "We couldn’t read that request", message: `Oops! We couldn’t read that request. ${AGAIN}` },
  badAddress: { status: 400, title: "We couldn’t read that address", message: `Oops! We couldn’t read that address. ${AGAIN}` },
  lengthRequired: {
    status: 411,
    title: "We couldn’t read that form",
    message: `Oops! We couldn’t read that form: it did not say how long it is. ${AGAIN}`,
  },
} satisfies Record<string, Refusal>;

/** The body length the request declares: a number, "chunked" when it is sent without one, or null for no body. */
function declaredLength(headers: IncomingHttpHeaders): number | "chunked" | null {
  const length = headers["content-length"];
  // Node's parser has already refused a malformed or conflicting Content-Length with a 400.
  if (length !== undefined) return Number(length);
  return headers["transfer-encoding"] !== undefined ? "chunked" : null;
}

/**
 * Why a page request cannot be served, or null when it can. The Host header must make an address,
 * the method be GET, HEAD or POST, and a POST's body a form (URL-encoded, or multipart with its
 * boundary) whose declared length is within the limit: Node's parser then never hands on more
 * than that many bytes, so nothing larger is ever held in memory.
 */
function pageRequestRefusal(method: string, headers: IncomingHttpHeaders): Refusal | null {
  // The page's own address is built from the Host header (Node has made sure there is one).
  if (!URL.canParse(`http://${headers.host ?? ""}/`)) return REFUSALS.badHost;
  const length = declaredLength(headers);
  if (typeof length === "number" && length > PAGE_BODY_LIMIT) return REFUSALS.tooLarge;
  if (!PAGE_METHODS.has(method)) return REFUSALS.methodNotAllowed;
  if (method !== "POST") return null;
  const type = headers["content-type"] ? parseContentType(headers["content-type"]) : null;
  const mediaType = type?.type.toLowerCase();
  if (!mediaType || !FORM_TYPES.has(mediaType)) return REFUSALS.notAForm;
  if (mediaType === "multipart/form-data" && !type?.parameters.boundary) return REFUSALS.noBoundary;
  if (length === "chunked") return REFUSALS.lengthRequired;
  return null;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** A small, complete page for a refused request: a heading, what happened and the way back. */
function refusalPage(refusal: Pick<Refusal, "title" | "message">, brand: { name: string; locale: string }): string {
  const title = escapeHtml(refusal.title);
  return `<!DOCTYPE html>
<html lang="${escapeHtml(brand.locale)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} – ${escapeHtml(brand.name)}</title></head>
<body>
<main>
<h1>${title}</h1>
<p>${escapeHtml(refusal.message)}</p>
<p><a href="${paths.home()}">Back to the start</a></p>
</main>
</body>
</html>
`;
}

export function sendRefusalPage(
  res: Response,
  refusal: Pick<Refusal, "title" | "message">,
  status: number,
  brand: { name: string; locale: string },
) {
  res.status(status).type("html").setHeader("Cache-Control", "no-store");
  // The rest of a refused body (it may be 50 MB) is not read: the connection ends after the page.
  closeAfterAnswer(res);
  res.send(refusalPage(refusal, brand));
}

/**
 * Whether every segment of a path decodes (no malformed percent escape) to text without control
 * characters (no page address has one; React Router cannot draw a page at `/%0D/…`).
 */
function decodablePath(path: string): boolean {
  if (!path.includes("%")) return true;
  try {
    // eslint-disable-next-line no-control-regex
    return path.split("/").every((segment) => !/[\u0000-\u001f\u007f]/.test(decodeURIComponent(segment)));
  } catch {
    return false;
  }
}

/** Pages: refuses what React Router's actions could not read, before any body is read. */
export function pageRequestLimits(brand: { name: string; locale: string }): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    // An address React Router could not decode is refused here: it would print it whole, token and all.
    const refusal = pageRequestRefusal(req.method, req.headers) ?? (decodablePath(req.path) ? null : REFUSALS.badAddress);
    if (!refusal) return next();
    if (refusal.status === 405) res.setHeader("Allow", "GET, HEAD, POST");
    sendRefusalPage(res, refusal, refusal.status, brand);
  };
}

/**
 * /api: a declared body over the limit is refused unread; a streamed one (no declared length) is
 * counted as it arrives and refused the moment it passes the limit. Either way `refuse` answers
 * with the /api error envelope, whose sender ends the connection after the answer with the rest of
 * the body unread (`sendErrors`, server/http/lingering-close.ts). (body-parser
 * stops keeping a streamed body at its limit too, but reads it to the end before answering.)
 * Counting starts before the parsers attach, within the same tick: no data is missed; an answer
 * given sooner (a 400 for a body of the wrong type, say) ends the counting with the connection.
 */
export function apiBodyLimit(refuse: (res: Response) => void): RequestHandler {
  return (req, res, next) => {
    const length = declaredLength(req.headers);
    if (typeof length === "number" && length > API_BODY_LIMIT) return refuse(res);
    if (length === "chunked") {
      let seen = 0;
      const count = (chunk: Buffer) => {
        seen += chunk.length;
        if (seen <= API_BODY_LIMIT) return;
        req.off("data", count);
        if (!res.headersSent) refuse(res);
      };
      req.on("data", count);
    }
    next();
  };
}
