import express, { type NextFunction, type Request, type Response } from "express";
import type { Runtime } from "../runtime";
import { API_BODY_LIMIT, apiBodyLimit } from "../http/body-limits";
import { sessionResolver, type RequestSession } from "../http/session";
import { ApiError, issuesToErrors, sendErrors, type FieldError } from "./define";
import { apiRoutes } from "./routes";
import { answerStorageFault } from "../http/storage-errors";
import { requestError } from "./request-errors";
import { Refusal } from "../refusals";
import { setRouteLabel } from "../operations";

// Routes that declare `session: false` get this: touching it is a programming error.
const NO_SESSION = new Proxy({} as RequestSession, {
  get() {
    throw new Error("this /api route declared that it uses no session");
  },
});

const TOO_LARGE: FieldError = { path: "body", message: `The request body is too large (at most ${API_BODY_LIMIT / 1024} kB).` };

export function apiRouter(runtime: Runtime) {
  const resolveSession = sessionResolver(runtime);
  const router = express.Router();
  // A body over the limit is refused: unread when declared, at the limit when streamed.
  router.use(apiBodyLimit((res) => sendErrors(res, 413, [TOO_LARGE])));
  // A GET or HEAD passes the body parsers by: no such route reads a body (routes.test.ts).
  const json = express.json({ limit: API_BODY_LIMIT });
  const urlencoded = express.urlencoded({ extended: false, limit: API_BODY_LIMIT });
  router.use((req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    json(req, res, (error?: unknown) => (error ? next(error) : urlencoded(req, res, next)));
  });
  router.use((_req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    next();
  });

  // The contract of every route below, as OpenAPI 3.1 (docs/api.md).
  router.get("/openapi.json", (_req, res) => {
    res.json(runtime.services.apiDocument());
  });

  for (const route of apiRoutes) {
    router[route.method](route.path, async (req: Request, res: Response, next: NextFunction) => {
      setRouteLabel(res, `/api${route.path}`);
      try {
        const errors: FieldError[] = [];
        const parse = (where: string, schema: typeof route.params, value: unknown) => {
          if (!schema) return {};
          const r = schema.safeParse(value ?? {});
          if (!r.success) errors.push(...issuesToErrors(where, r.error, value ?? {}));
          return r.success ? r.data : undefined;
        };
        const params = parse("params", route.params, req.params);
        const query = parse("query", route.query, req.query);
        const body = parse("body", route.body, req.body);
        if (errors.length) return sendErrors(res, 400, errors);
        const session = route.session === false ? NO_SESSION : await resolveSession(req, res);
        const payload = await route.handler({ params, query, body }, { req, res, runtime, services: runtime.services, session });
        if (payload !== null && !res.headersSent) res.json({ status: "OK", ...payload });
      } catch (e) {
        next(e);
      }
    });
  }

  router.use((req, res) => sendErrors(res, 404, [{ path: "url", message: `No endpoint ${req.method} /api${req.path}` }]));

  // Errors never leave with a stack trace: known ones keep their status and fields.
  router.use((err: unknown, req: Request, res: Response, _next: NextFunction) => {
    // Already answered (a streamed body refused at the limit, say).
    if (res.headersSent) return;
    if (err instanceof ApiError) return sendErrors(res, err.status, err.errors);
    // A use case refused (a rule of the basket, a stale copy): 409 naming the field, in its words.
    if (err instanceof Refusal) return sendErrors(res, 409, [{ path: err.field, message: err.message }]);
    // The database cannot take the request now: a logged 503 saying to try again shortly.
    if (answerStorageFault(err, req, res, runtime.logger)) return;
    if ((err as { type?: string })?.type === "entity.too.large") return sendErrors(res, 413, [TOO_LARGE]);
    // Refused before the route ran (a broken escape, charset or encoding): the error names the part.
    const refused = requestError(err, req, apiRoutes);
    if (refused) return sendErrors(res, refused.status, refused.errors);
    (req.log ?? runtime.logger).error({ err }, "api error");
    sendErrors(res, 500, [{ path: "server", message: "Something went wrong, please try again." }]);
  });
  return router;
}
