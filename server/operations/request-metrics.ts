// Counts every answer and times it, labelled by method, route pattern (route-label.ts) and status.
import type { RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import { httpDuration, httpRequests } from "./metrics";
import { pagePatterns, routeLabel } from "./route-label";

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

export function requestMetrics(build: ServerBuild | null): RequestHandler {
  const page = build ? pagePatterns(build) : null;
  return (req, res, next) => {
    const done = httpDuration.startTimer();
    res.once("finish", () => {
      const labels = {
        method: METHODS.has(req.method) ? req.method : "other",
        route: routeLabel(req, res, page),
        status: String(res.statusCode),
      };
      httpRequests.inc(labels);
      done(labels);
    });
    next();
  };
}
