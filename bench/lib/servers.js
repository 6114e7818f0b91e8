// The servers under test, one at a time: each starts in production mode on a free port, is measured
// while `fn` runs, and is stopped after. Children and the temporary directory go, whatever ends the run.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort, killAllSync, startServer, stopServer } from "./processes.js";
import { ROOT } from "./settings.js";

let tempDir = null;

/** Ends the children and removes the temporary directory on exit, and exits on a signal. */
export function cleanUpOnExit() {
  process.on("exit", () => {
    killAllSync();
    if (tempDir) rmSync(tempDir, { recursive: true, force: true });
  });
  for (const [signal, code] of [
    ["SIGINT", 130],
    ["SIGTERM", 143],
    ["SIGHUP", 129],
  ]) {
    process.on(signal, () => {
      console.error(`\n${signal}: stopping the servers`);
      process.exit(code);
    });
  }
}

/** A temporary directory for the run (the site's database), removed on exit. */
export function runTempDir() {
  tempDir = mkdtempSync(join(tmpdir(), "pizza-bench-"));
  return tempDir;
}

async function withServer(spec, fn) {
  console.log(`starting ${spec.name}`);
  const server = await startServer(spec);
  try {
    return await fn(server.child.pid);
  } finally {
    await stopServer(server);
  }
}

/**
 * Runs `node <nodeFlags> <script>` from the project root with NODE_ENV=production, PORT and `env`,
 * waits until `readyPath` answers, then runs `fn(base, pid)` with the server's base URL and process
 * id (for its CPU time) and stops the server.
 */
export async function serve({ name, script, nodeFlags = [], env = {}, readyPath, timeoutMs = 20_000 }, fn) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  await withServer(
    {
      name,
      args: [...nodeFlags, script],
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: "production", PORT: String(port), ...env },
      readyUrl: `${base}${readyPath}`,
      timeoutMs,
    },
    (pid) => fn(base, pid),
  );
}
