// The server bundle's entry: Vite builds this file together with the React Router server build,
// so the Express app and the routes ship as one module (build/server/index.js).
import * as build from "virtual:react-router/server-build";
import { createApp, type AppOptions } from "./app";
import { createRuntime } from "./runtime";
import { brands, type BrandCode } from "./brands";
import { STORAGE_ENVELOPE, storageFaultPage } from "./http/storage-errors";

export { ConfigError } from "./config";
/** index.js stops the node with it on SIGTERM. */
export { stopGracefully } from "./shutdown";
export { SeedError } from "./seed/load";
/**
 * What the cluster's nginx answers when no node can (scripts/cluster/nginx.js): the nodes' own
 * storage-fault page and /api envelope, in the brand's name.
 */
export function unavailableAnswers(brand: BrandCode): { html: string; json: string } {
  return { html: storageFaultPage(brands[brand].name), json: `${JSON.stringify(STORAGE_ENVELOPE)}\n` };
}
/** The sandbox payment gateway several nodes share (scripts/cluster/gateway.js starts it). */
export { startSandboxGateway } from "./providers/payments-gateway";

export async function startApp(options: Omit<AppOptions, "runtime" | "build"> = {}) {
  const runtime = await createRuntime();
  const app = createApp({ ...options, runtime, build });
  return { app, runtime };
}
