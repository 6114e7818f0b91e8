// The Express application: security headers, compression, logging, static assets, cookies and
// sessions, the /api routers and the React Router request handler, in that order.
import express, { type NextFunction, type Request, type Response } from "express";
import helmet from "helmet";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { pinoHttp } from "pino-http";
import { RouterContextProvider, type ServerBuild } from "react-router";
import { appContext } from "../app/context";
import { BANNER_STYLES_PATH, PAYMENT_RETURN_PATH, STATIC_MAP_PATH } from "../app/paths";
import { apiRouter } from "./api";
import { operationsRoutes, pageLabel, requestMetrics, setRouteLabel } from "./operations";
import { compressAnswers, compressFiles } from "./http/compress";
import { pages } from "./http/pages";
import { pageRequestLimits, sendRefusalPage } from "./http/body-limits";
import { bannerStylesHandler } from "./menu";
import { framedPaymentReturn, paymentReturn } from "./checkout";
import { DEV_CLOCK_PATH, devClockHandler } from "./http/dev-clock";
import { sameOriginCheck } from "./http/same-origin";
import { requestTarget } from "./http/request-target";
import { siteStylesheet, stylesForPage } from "./http/site-stylesheet";
import { staticMapHandler } from "./maps/static-map";
import { appendSetCookie, sessionMiddleware, type RequestSession } from "./http/session";
import { nonceSource } from "./security/nonces";
import { finalErrorHandler } from "./http/storage-errors";
import type { Runtime } from "./runtime";
import { errorSerializer, requestSerializer, responseSerializer } from "./logging";

const BAD_REQUEST = {
  title: "We couldn’t read that request",
  message: "Oops! We couldn’t read that request. Please go back to the start and try again.",
};

export interface AppOptions {
  runtime: Runtime;
  /** The React Router server build; absent in /api-only tests. */
  build?: ServerBuild | (() => Promise<ServerBuild>);
  /** Directory of the built client (hashed assets under assets/). */
  clientDir?: string;
  /** Development: Vite's middleware serves modules and HMR. */
  viteMiddleware?: express.RequestHandler;
}

/**
 * Helmet's headers do not vary by request, except the pages' script nonce: run helmet once to learn
 * them, then set that list on every answer (helmet builds its policy text anew on every call). The
 * page policy is learnt with a placeholder nonce, and each answer gets its own nonce in its place.
 */
const NONCE_PLACEHOLDER = "__nonce__";
function staticHeaders(middleware: express.RequestHandler): [string, string][] {
  const headers: [string, string][] = [];
  const fake = {
    setHeader: (name: string, value: string) => headers.push([name, String(value)]),
    removeHeader: () => {},
    getHeader: () => undefined,
    locals: { cspNonce: NONCE_PLACEHOLDER },
  };
  middleware(fake as unknown as express.Request, fake as unknown as express.Response, () => {});
  return headers;
}

function setHeaders(headers: [string, string][]): express.RequestHandler {
  return (_req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}

/** The page headers, with a fresh nonce (res.locals.cspNonce) in each answer's script policy. */
function setPageHeaders(headers: [string, string][]): express.RequestHandler {
  const split = headers.map(([name, value]) => [name, value.split(NONCE_PLACEHOLDER)] as const);
  const freshNonce = nonceSource();
  return (_req, res, next) => {
    const nonce = freshNonce();
    res.locals.cspNonce = nonce;
    for (const [name, parts] of split) res.setHeader(name, parts.length === 1 ? parts[0]! : parts.join(nonce));
    next();
  };
}

export function createApp({ runtime, build, clientDir, viteMiddleware }: AppOptions) {
  const { config, logger } = runtime;
  const dev = config.env === "development";
  const app = express();
  app.disable("x-powered-by");
  // /api answers are not cached (no-store) and the menu sets its own ETag: hashing every body for
  // an ETag nobody uses is wasted work.
  app.set("etag", false);
  // Behind a reverse proxy, req.ip is the client's address from X-Forwarded-For (TRUST_PROXY).
  app.set("trust proxy", config.trustProxy);
  // Several nodes behind one proxy: each answer says which node gave it.
  const nodeName = config.nodeName;
  if (nodeName)
    app.use((_req, res, next) => {
      res.setHeader("X-Node", nodeName);
      next();
    });
  // An absolute-form target (`GET http://host/path`) is read as its path; anything else is a 400.
  app.use(requestTarget);
  // Every answer counted and timed for /metrics; the operator's addresses answer before the request
  // log (a load balancer polls them every few seconds) and before sessions.
  app.use(requestMetrics(build && typeof build !== "function" ? build : null));
  app.use(operationsRoutes(runtime));
  // The public files besides the scripts (favicon, images, robots.txt, the no-JavaScript styles).
  const publicRoots = new Set(clientDir ? readdirSync(clientDir).filter((name) => name !== "assets") : []);
  const isPublicFile = (req: Request) => publicRoots.has(req.path.split("/", 2)[1] ?? "");
  const isFilePath = (path: string) => path.startsWith("/assets/") || path === STATIC_MAP_PATH || path === BANNER_STYLES_PATH;

  // Request logs at info level; a quieter configuration skips the per-request logger entirely.
  if (logger.isLevelEnabled("info"))
    app.use(
      pinoHttp({
        logger,
        // Addresses, headers and errors are logged scrubbed of secrets (server/logging.ts).
        serializers: { req: requestSerializer, res: responseSerializer, err: errorSerializer },
        autoLogging: { ignore: (req) => /^\/(assets|images|maps)\//.test(req.url ?? "") },
        customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? "error" : res.statusCode >= 400 ? "warn" : "info"),
      }),
    );

  // /api answers JSON: the basic security headers and a policy that allows nothing (no page to run).
  app.use(
    "/api",
    setHeaders(
      staticHeaders(
        helmet({
          contentSecurityPolicy: { useDefaults: false, directives: { "default-src": ["'none'"], "frame-ancestors": ["'none'"] } },
          crossOriginEmbedderPolicy: false,
          referrerPolicy: { policy: "strict-origin-when-cross-origin" },
        }),
      ),
    ),
    compressAnswers(),
    sameOriginCheck,
    // The /api router builds the cookie session itself, for the routes that use one.
    apiRouter(runtime),
  );

  // Files (scripts, the stylesheet, images, maps): the headers a file needs, about a kilobyte fewer
  // than a page's on each of the thirty-odd a menu page loads. An SVG opened on its own runs nothing
  // and may be framed only by us.
  const fileHeaders = setHeaders(
    staticHeaders(
      helmet({
        contentSecurityPolicy: {
          useDefaults: false,
          directives: { "default-src": ["'none'"], "style-src": ["'unsafe-inline'"], "frame-ancestors": ["'self'"], sandbox: [] },
        },
        crossOriginEmbedderPolicy: false,
        crossOriginOpenerPolicy: false,
        originAgentCluster: false,
        referrerPolicy: false,
        xDnsPrefetchControl: false,
        xDownloadOptions: false,
        xFrameOptions: false,
        xPermittedCrossDomainPolicies: false,
        xXssProtection: false,
      }),
    ),
  );
  const isFile = (req: Request) => isFilePath(req.path) || isPublicFile(req);
  const pageHeaders = setPageHeaders(
    staticHeaders(
      helmet({
        contentSecurityPolicy: {
          useDefaults: true,
          directives: {
            "script-src": ["'self'", (_req, res) => `'nonce-${(res as Response).locals.cspNonce as string}'`],
            // Vite injects styles in development; in production each page carries the site's
            // stylesheet in a <style> with the page's nonce (app/components/site/site-styles.tsx).
            "style-src": dev
              ? ["'self'", "'unsafe-inline'"]
              : ["'self'", (_req, res) => `'nonce-${(res as Response).locals.cspNonce as string}'`],
            "img-src": ["'self'", "data:"],
            "connect-src": dev ? ["'self'", "ws:"] : ["'self'"],
            // Paying may lead to the card's bank's 3-D Secure page (a redirect after our form's post).
            "form-action": ["'self'", runtime.paymentPagesOrigin],
            // With JavaScript, that page shows in a dialog's frame.
            "frame-src": ["'self'", runtime.paymentPagesOrigin],
            // The brand's app may frame the site from its configured origin (in-app mode).
            "frame-ancestors": ["'self'", config.inAppParentOrigin],
            // HTTPS is enforced by the TLS terminator in front (HSTS); upgrading here would break local runs.
            "upgrade-insecure-requests": null,
          },
        },
        // X-Frame-Options cannot name another origin; frame-ancestors above says who may frame us.
        xFrameOptions: new URL(config.publicUrl).origin === config.inAppParentOrigin ? { action: "sameorigin" } : false,
        // The brand's app opens us in a web view; cross-origin isolation is not needed.
        crossOriginEmbedderPolicy: false,
        // "no-referrer" would make browsers send `Origin: null` on our own form posts.
        referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      }),
    ),
  );
  app.use((req, res, next) => (isFile(req) ? fileHeaders(req, res, next) : pageHeaders(req, res, next)));
  // Files and the few answers served the same to everyone are compressed here at the files'
  // effort; pages below, at the answers' (server/http/compress.ts).
  app.use(compressFiles(isFile));

  if (viteMiddleware) app.use(viteMiddleware);
  if (clientDir) {
    app.use("/assets", express.static(join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false }));
    // The other public files: only a path under one of them looks on disk, so a page request costs
    // no file-system lookup.
    const publicFiles = express.static(clientDir, { maxAge: "1h", index: false });
    app.use((req, res, next) => (isPublicFile(req) ? publicFiles(req, res, next) : next()));
  }

  app.use(sameOriginCheck);
  // Each of these answers one address, so it is mounted at it: a page request passes them with one
  // address test each, not a pass through a router of its own.
  const devClock = devClockHandler(runtime);
  if (devClock) app.post(DEV_CLOCK_PATH, devClock);
  // Map images come before sessions: they set no cookies and are cached publicly.
  app.get(STATIC_MAP_PATH, staticMapHandler);
  app.get(BANNER_STYLES_PATH, bannerStylesHandler(runtime));
  // Page requests whose body an action could not read are refused before sessions and rendering.
  app.use(pageRequestLimits(runtime.services.brand));
  app.get(PAYMENT_RETURN_PATH, framedPaymentReturn);
  app.use(sessionMiddleware(runtime));
  app.get(PAYMENT_RETURN_PATH, paymentReturn(runtime));

  if (build) {
    const siteStyles = clientDir && typeof build !== "function" ? siteStylesheet(build, clientDir) : null;
    app.use(
      pages({
        build,
        mode: config.env === "production" ? "production" : "development",
        getLoadContext(req, res) {
          const context = new RouterContextProvider();
          context.set(appContext, {
            services: runtime.services,
            session: res.locals.session as RequestSession,
            nonce: res.locals.cspNonce as string,
            siteStyles: stylesForPage(req, res, siteStyles),
            setCookie: (cookie) => appendSetCookie(res, cookie),
            setsCookie: () => res.hasHeader("Set-Cookie"),
            countAs: (pattern) => setRouteLabel(res, pageLabel(pattern)),
            log: req.log ?? runtime.logger,
            faults: { storage: null },
          });
          return context;
        },
      }),
    );
  }

  // A request the server could not read (a malformed address, say) is the client's error.
  app.use((err: unknown, req: Request, res: Response, next: NextFunction) => {
    const status = (err as { status?: unknown } | null)?.status;
    if (res.headersSent || typeof status !== "number" || status < 400 || status >= 500) return next(err);
    req.log?.warn({ err }, "unreadable request");
    sendRefusalPage(res, BAD_REQUEST, status, runtime.services.brand);
  });
  app.use(finalErrorHandler(runtime));
  return app;
}
