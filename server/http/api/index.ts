import express, { type NextFunction, type Request, type Response } from "express";
import type { Runtime } from "../../runtime";
import { sessionResolver, type RequestSession } from "../session";
import { ApiError, issuesToErrors, sendErrors, type FieldError } from "./define";
import { apiRoutes } from "./routes";

// Routes that declare `session: false` get this: touching it is a programming error.
const NO_SESSION = new Proxy({} as RequestSession, {
  get() {
    throw new Error("this /api route declared that it uses no session");
  },
});

export function apiRouter(runtime: Runtime) {
  const resolveSession = sessionResolver(runtime);
  const router = express.Router();
  router.use(express.json({ limit: "100kb" }));
  router.use(express.urlencoded({ extended: false, limit: "100kb" }));
  router.use((_req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    next();
  });

  for (const route of apiRoutes) {
    router[route.method](route.path, async (req: Request, res: Response, next: NextFunction) => {
      try {
        const errors: FieldError[] = [];
        const parse = (where: string, schema: typeof route.params, value: unknown) => {
          if (!schema) return {};
          const r = schema.safeParse(value ?? {});
          if (!r.success) errors.push(...issuesToErrors(where, r.error));
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
    if (err instanceof ApiError) return sendErrors(res, err.status, err.errors);
    const e = err as { type?: string; status?: number; statusCode?: number };
    if (e?.type === "entity.parse.failed") return sendErrors(res, 400, [{ path: "body", message: "The request body is not valid JSON." }]);
    if (e?.type === "entity.too.large") return sendErrors(res, 413, [{ path: "body", message: "The request body is too large." }]);
    const status = e?.status ?? e?.statusCode;
    if (status && status >= 400 && status < 500)
      return sendErrors(res, status, [{ path: "request", message: "The request could not be read." }]);
    req.log?.error({ err }, "api error");
    sendErrors(res, 500, [{ path: "server", message: "Something went wrong, please try again." }]);
  });
  return router;
}
