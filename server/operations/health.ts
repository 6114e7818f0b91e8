// Health for operators and load balancers: /healthz says the process is up and answering; /readyz
// says this node can take orders, by making the small database write an order needs the database
// to take (a full disk, a read-only file or a database gone fails it). Redis is reported, not
// required: without it the rate limits count in each process's memory.
import type { Clock } from "../providers/clock";
import type { Redis } from "../redis";

interface Readiness {
  ready: boolean;
  database: "ok" | "failing";
  redis: "up" | "down" | "not configured";
}

/** How long the database write may take before the node counts as not ready. */
const READINESS_TIMEOUT_MS = 1_000;

export function readinessCheck(deps: {
  note: (node: string, now: string) => Promise<void>;
  clock: Clock;
  node: string;
  redis: Redis | null;
  onFailure: (err: unknown) => void;
  timeoutMs?: number;
}) {
  const timeoutMs = deps.timeoutMs ?? READINESS_TIMEOUT_MS;
  return async function readiness(): Promise<Readiness> {
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`the database did not take a write within ${timeoutMs} ms`)), timeoutMs);
    });
    let database: Readiness["database"] = "ok";
    try {
      await Promise.race([deps.note(deps.node, deps.clock.now().toISOString()), timedOut]);
    } catch (err) {
      database = "failing";
      deps.onFailure(err);
    } finally {
      clearTimeout(timer);
    }
    const redis = !deps.redis ? "not configured" : deps.redis.status === "ready" ? "up" : "down";
    return { ready: database === "ok", database, redis };
  };
}
