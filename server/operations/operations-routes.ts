// The operator's addresses: /healthz, /readyz and /metrics (Prometheus text). They set no cookies
// and are never cached. /metrics is open in development and tests; in production it needs
// `Authorization: Bearer <METRICS_TOKEN>`, and is not there at all without a METRICS_TOKEN.
import { timingSafeEqual } from "node:crypto";
import express, { type Request } from "express";
import type { Runtime } from "../runtime";
import { registry } from "./metrics";
import { setRouteLabel } from "./route-label";

const HEALTH_PATH = "/healthz";
const READY_PATH = "/readyz";
const METRICS_PATH = "/metrics";

function bearerMatches(req: Request, token: string): boolean {
  const sent = Buffer.from(/^Bearer (.+)$/.exec(req.get("authorization") ?? "")?.[1] ?? "");
  const wanted = Buffer.from(token);
  return sent.length === wanted.length && timingSafeEqual(sent, wanted);
}

export function operationsRoutes(runtime: Runtime): express.Router {
  const router = express.Router();
  const { config } = runtime;
  for (const path of [HEALTH_PATH, READY_PATH, METRICS_PATH])
    router.use(path, (_req, res, next) => {
      setRouteLabel(res, path);
      res.set("Cache-Control", "no-store");
      next();
    });
  router.get(HEALTH_PATH, (_req, res) => {
    res.json({ status: "ok" });
  });
  router.get(READY_PATH, async (_req, res) => {
    const readiness = await runtime.services.readiness();
    res.status(readiness.ready ? 200 : 503).json({ status: readiness.ready ? "ready" : "not ready", ...readiness });
  });
  const token = config.metricsToken;
  if (config.env !== "production" || token)
    router.get(METRICS_PATH, async (req, res) => {
      if (config.env === "production" && token && !bearerMatches(req, token)) {
        res.status(401).set("WWW-Authenticate", 'Bearer realm="metrics"').type("text/plain").send("A bearer token is needed.");
        return;
      }
      res.type(registry.contentType).send(await registry.metrics());
    });
  return router;
}
