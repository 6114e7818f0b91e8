// Stopping a node without losing a request: it stops taking new ones, ends the order-status streams
// at once (a browser's EventSource reconnects, through the proxy, to another node), lets the
// requests in flight finish (a payment above all) for up to 30 seconds, then closes the database.
import type { Server } from "node:http";
import type { Runtime } from "./runtime";

const SHUTDOWN_GRACE_MS = 30_000;

export async function stopGracefully(server: Server, runtime: Runtime, graceMs = SHUTDOWN_GRACE_MS): Promise<void> {
  runtime.logger.info("stopping: no new requests; those in flight may finish");
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  runtime.services.orderStatus.endAll();
  // Kept-alive connections with no request on them go now, and each one whose request was in
  // flight soon after its answer.
  server.closeIdleConnections();
  const sweep = setInterval(() => server.closeIdleConnections(), 100);
  const cut = setTimeout(() => {
    runtime.logger.warn({ graceMs }, "requests still open after the grace: their connections are cut");
    server.closeAllConnections();
  }, graceMs);
  cut.unref();
  await closed;
  clearInterval(sweep);
  clearTimeout(cut);
  await runtime.close();
}
