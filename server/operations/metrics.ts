// Prometheus metrics (prom-client), as an operator reads them at /metrics: requests by route
// pattern (never the raw path) and status, how long they took, the event loop's lag and the
// process's own figures, orders placed, card payments by outcome, storage faults, rate-limit
// refusals, and whether Redis is up. One registry per module instance (tests load the app twice).
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";

export const registry = new Registry();
// CPU, memory, handles and the event loop's lag (nodejs_eventloop_lag_seconds and percentiles).
collectDefaultMetrics({ register: registry });

const labelled = <L extends string>(name: string, help: string, labelNames: readonly L[]) =>
  new Counter<L>({ name, help, labelNames, registers: [registry] });

export const httpRequests = labelled("http_requests_total", "Requests answered, by method, route pattern and status.", [
  "method",
  "route",
  "status",
]);

export const httpDuration = new Histogram<"method" | "route" | "status">({
  name: "http_request_duration_seconds",
  help: "Time from a request's arrival to its answer's last byte, by method, route pattern and status.",
  labelNames: ["method", "route", "status"],
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

export const ordersPlaced = labelled("orders_placed_total", "Orders written after an approved charge, by collection or delivery.", [
  "mode",
]);

export const paymentOutcomes = labelled(
  "payments_total",
  "Card charges by outcome: approved, declined, provider-error, requires_action (the card's bank asks the customer first); and refunded, for a charge given back because no order could be written.",
  ["outcome"],
);

export const storageFaults = labelled(
  "storage_faults_total",
  "Requests answered 503 because the database could not take them, by driver code.",
  ["code"],
);

export const rateLimitRefusals = labelled("rate_limit_refusals_total", "Tries refused by a rate limit, by limit.", ["limit"]);

let redisProbe: (() => boolean) | null = null;
const redisUp = new Gauge({
  name: "redis_up",
  help: "1 while Redis is connected, 0 while it is configured but down (rate limits then count in each process); absent without REDIS_URL.",
  registers: [registry],
  collect() {
    if (redisProbe) this.set(redisProbe() ? 1 : 0);
  },
});

/** Says how to tell whether Redis is up (the runtime's client); null: no Redis configured. */
export function watchRedis(probe: (() => boolean) | null) {
  redisProbe = probe;
  if (!probe) redisUp.reset();
}
