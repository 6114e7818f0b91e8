// Operations: health and readiness, Prometheus metrics and the request metrics' route labels.
export { readinessCheck } from "./health";
export { operationsRoutes } from "./operations-routes";
export { ordersPlaced, paymentOutcomes, rateLimitRefusals, storageFaults, watchRedis } from "./metrics";
export { pageLabel, setRouteLabel } from "./route-label";
export { requestMetrics } from "./request-metrics";
