// An error nobody caught ends the process with a fatal log line carrying its code, and status 1.
import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "../..");

function run(body: string) {
  const script = `
    import pino from "pino";
    import { guardProcess } from "./server/process-guards.js";
    const logger = pino();
    guardProcess(() => logger);
    ${body}
  `;
  return spawnSync(process.execPath, ["--input-type=module", "-e", script], { cwd: root, encoding: "utf8" });
}

describe("process guards", () => {
  it.each([
    [
      "an uncaught exception",
      `setTimeout(() => { throw Object.assign(new Error("disk gone"), { code: "EIO" }); });`,
      "uncaught exception",
      "EIO",
    ],
    [
      "an unhandled rejection",
      `Promise.reject(Object.assign(new Error("lost"), { code: "ECONNRESET" }));`,
      "unhandled promise rejection",
      "ECONNRESET",
    ],
  ])("%s is logged as fatal with its code, and the process exits 1", (_name, body, what, code) => {
    const r = run(body);
    expect(r.status).toBe(1);
    const line = JSON.parse(r.stdout.trim());
    expect(line).toMatchObject({ level: 60, code, msg: `${what}: the server stops` });
  });
});
