// The sandbox payment gateway the app nodes of `npm run start:cluster` share (one process beside
// them, as a real gateway is one service): PORT, APP_NOW (the sandbox's clock) and
// GATEWAY_LATENCY_MS (a pause before each answer) from the environment.
import { startSandboxGateway } from "../../build/server/index.js";

const gateway = await startSandboxGateway({
  port: Number(process.env.PORT ?? 0),
  appNow: process.env.APP_NOW || undefined,
  latencyMs: Number(process.env.GATEWAY_LATENCY_MS ?? 0),
});
console.log(`sandbox payment gateway on ${gateway.url}`);
const stop = () => void gateway.close().then(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
