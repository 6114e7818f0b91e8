// Storage faults in a request (the database is read-only, full, locked past its timeout, or
// unreachable) end in a logged error with the driver's code and a 503 in the site's words: JSON on
// /api, a page elsewhere. The process stays up and keeps serving what does not need the write.
import type { NextFunction, Request, Response } from "express";
import type { Logger } from "pino";
import type {} from "pino-http"; // its `req.log` on Express's request
import { data } from "react-router";
import { paths } from "../../app/paths";
import { storageFault, type StorageFault } from "../db/faults";
import type { Runtime } from "../runtime";
import type { Services } from "../services";

export const STORAGE_HEADING = "We can’t take orders right now";
export const STORAGE_MESSAGE = "We can’t take orders right now. Please try again in a few minutes.";
/** Seconds a client is asked to wait before trying again. */
const RETRY_AFTER = "120";

function logFault(logger: Logger, err: unknown, fault: StorageFault) {
  logger.error({ err, code: fault.code }, `storage fault (${fault.code}): answered 503`);
}

/** Answers a storage fault on /api with a JSON 503; false when `err` is no storage fault. */
export function answerStorageFault(err: unknown, req: Request, res: Response, logger: Logger): boolean {
  const fault = storageFault(err);
  if (!fault) return false;
  logFault(req.log ?? logger, err, fault);
  if (!res.headersSent)
    res
      .status(503)
      .set("Retry-After", RETRY_AFTER)
      .json({ status: "ERROR", errors: [{ path: "server", message: STORAGE_MESSAGE }] });
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

const pageServicesOf = new WeakMap<Runtime, Services>();

/**
 * The services as page loaders and actions see them: a storage fault thrown by any of them becomes
 * a 503 route error response (React Router renders the root ErrorBoundary with STORAGE_MESSAGE, for
 * a document and for a client-side navigation alike); other errors pass unchanged. Made once per runtime.
 */
export function pageServices(runtime: Runtime): Services {
  const known = pageServicesOf.get(runtime);
  if (known) return known;
  const translate = (err: unknown) => {
    const fault = storageFault(err);
    if (!fault) return err;
    logFault(runtime.logger, err, fault);
    return data({ message: STORAGE_MESSAGE }, { status: 503, statusText: "Service Unavailable" });
  };
  const wrapFunction =
    (fn: (...args: unknown[]) => unknown, self: unknown) =>
    (...args: unknown[]) => {
      try {
        const result = fn.apply(self, args);
        return result instanceof Promise ? result.catch((e: unknown) => Promise.reject(translate(e))) : result;
      } catch (e) {
        throw translate(e);
      }
    };
  const proxies = new WeakMap<object, object>();
  const answerFor = (obj: object, key: string | symbol, value: unknown): unknown => {
    // A frozen property must read as itself (a Proxy invariant).
    const own = Object.getOwnPropertyDescriptor(obj, key);
    if (own && !own.configurable && !own.writable) return value;
    if (typeof value === "function") return wrapFunction(value as (...args: unknown[]) => unknown, obj);
    // The services' own parts (baskets, orders, repositories): one level down.
    if (obj === runtime.services && value && typeof value === "object" && !Array.isArray(value)) return wrap(value);
    return value;
  };
  const wrap = (target: object): object => {
    let proxy = proxies.get(target);
    if (!proxy) {
      // What each property read last gave, and what the proxy answered for it: a page reads a few
      // dozen services per request, so each is wrapped once, not on every read.
      const answered = new Map<string | symbol, { value: unknown; answer: unknown }>();
      proxy = new Proxy(target, {
        get(obj, key, receiver) {
          const value: unknown = Reflect.get(obj, key, receiver);
          const last = answered.get(key);
          if (last !== undefined && last.value === value) return last.answer;
          const answer = answerFor(obj, key, value);
          answered.set(key, { value, answer });
          return answer;
        },
      });
      proxies.set(target, proxy);
    }
    return proxy;
  };
  const services = wrap(runtime.services) as Services;
  pageServicesOf.set(runtime, services);
  return services;
}
