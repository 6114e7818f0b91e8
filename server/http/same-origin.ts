// Every state-changing request must come from our own pages. Browsers send Origin on POSTs (and
// Referer as a fallback); a request naming another site is refused. Requests with neither header
// come from non-browser clients (the native app, curl), which carry no ambient cookies to abuse.
import type { NextFunction, Request, Response } from "express";
import { closeAfterAnswer } from "./lingering-close";

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

export function sameOriginCheck(req: Request, res: Response, next: NextFunction) {
  if (SAFE.has(req.method)) return next();
  const host = req.headers.host;
  const source = req.headers.origin ?? req.headers.referer;
  if (!source) return next();
  let sourceHost: string | null = null;
  try {
    sourceHost = new URL(source).host;
  } catch {
    sourceHost = null;
  }
  if (sourceHost && sourceHost === host) return next();
  // The refused request's body is not read: the connection ends after the answer.
  closeAfterAnswer(res);
  const body = { status: "ERROR", errors: [{ path: "origin", message: "Cross-site requests are not allowed." }] };
  if (req.originalUrl.startsWith("/api/")) {
    res.status(403).json(body);
  } else {
    res.status(403).type("text/plain").send("Cross-site requests are not allowed.");
  }
}
