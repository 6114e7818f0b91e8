// Storage faults in a request (the database is read-only, full, locked past its timeout, or
// unreachable) end in a logged error with the driver's code and a 503 in the site's words: JSON on
// /api, a page elsewhere. The process stays up and keeps serving what does not need the write.
// A page's loader or action meets them in React Router, which hands them to app/entry.server.tsx's
// handleError; the root's middleware answers them (app/forms/storage-faults.server.ts).
import type { NextFunction, Request, Response } from "express";
import type { Logger } from "pino";
import type {} from "pino-http"; // its `req.log` on Express's request
import { paths } from "../../app/paths";
import { storageFault, type StorageFault } from "../db/faults";
import { storageFaults } from "../operations";
import type { Runtime } from "../runtime";

export const STORAGE_HEADING = "We can’t take orders right now";
export const STORAGE_MESSAGE = "We can’t take orders right now. Please try again in a few minutes.";
/** Seconds a client is asked to wait before trying again. */
export const RETRY_AFTER = "120";

/** The one line a storage fault in a request leaves, wherever it is answered. */
export function logFault(logger: Logger, err: unknown, fault: StorageFault) {
  storageFaults.inc({ code: fault.code });
  logger.error({ err, code: fault.code }, `storage fault (${fault.code}): answered 503`);
}

/** /api's answer to a storage fault. */
export const STORAGE_ENVELOPE = { status: "ERROR", errors: [{ path: "server", message: STORAGE_MESSAGE }] } as const;

/** Answers a storage fault on /api with a JSON 503; false when `err` is no storage fault. */
export function answerStorageFault(err: unknown, req: Request, res: Response, logger: Logger): boolean {
  const fault = storageFault(err);
  if (!fault) return false;
  logFault(req.log ?? logger, err, fault);
  if (!res.headersSent) res.status(503).set("Retry-After", RETRY_AFTER).json(STORAGE_ENVELOPE);
  return true;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The page for a storage fault met before React Router could render one (sessions, cookies). */
export function storageFaultPage(brandName: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(STORAGE_HEADING)} – ${escapeHtml(brandName)}</title></head>
<body>
<main>
<h1>${escapeHtml(STORAGE_HEADING)}</h1>
<p>Please try again in a few minutes.</p>
<p><a href="${paths.home()}">Back to ${escapeHtml(brandName)}</a></p>
</main>
</body>
</html>
`;
}

/** The app's last error handler: storage faults answer 503 (JSON on /api, a page elsewhere); anything else a 500. */
export function finalErrorHandler(runtime: Runtime) {
  return (err: unknown, req: Request, res: Response, _next: NextFunction) => {
    const fault = storageFault(err);
    if (!fault) {
      (req.log ?? runtime.logger).error({ err }, "unhandled error");
      if (!res.headersSent) res.status(500).type("text/plain").send("Something went wrong, please try again.");
      return;
    }
    if (req.originalUrl.startsWith("/api/")) {
      answerStorageFault(err, req, res, runtime.logger);
      return;
    }
    logFault(req.log ?? runtime.logger, err, fault);
    if (res.headersSent) return;
    res.status(503).set("Retry-After", RETRY_AFTER).type("html").send(storageFaultPage(runtime.services.brand.name));
  };
}
