// A server start without the HTTP layer, for tests that run it as its own process: the runtime is
// made from the environment (as server/index.js does) and a failure is reported by the same code
// (server/process-guards.js). Prints "started" and exits 0 when the runtime came up.
import { createRuntime } from "../../server/runtime";
import { guardProcess, reportStartFailure } from "../../server/process-guards.js";

let logger: Awaited<ReturnType<typeof createRuntime>>["logger"] | null = null;
guardProcess(() => logger);
createRuntime(process.env, { reconcile: false }).then(async (runtime) => {
  logger = runtime.logger;
  console.log("started");
  await runtime.close();
}, reportStartFailure);
