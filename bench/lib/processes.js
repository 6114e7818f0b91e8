// Child processes of a bench run: servers and build commands. Every child is remembered so it can be
// ended on exit, error or Ctrl-C (killAllSync), and a server's recent output is kept for its error.
/* global fetch, AbortSignal */
import { spawn } from "node:child_process";
import { createServer } from "node:net";
import { clearTimeout, setTimeout } from "node:timers";

const children = new Set();
const OUTPUT_LIMIT = 16_000;

/** A port nobody listens on now (the OS's choice), for a child to listen on next. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

function track(child) {
  children.add(child);
  child.on("exit", () => children.delete(child));
  return child;
}

/** Runs a command to its end with inherited output; rejects on a non-zero exit. */
export function runCommand(command, args, { cwd, env } = {}) {
  return new Promise((resolve, reject) => {
    const child = track(spawn(command, args, { cwd, env: env ?? process.env, stdio: ["ignore", "inherit", "inherit"] }));
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(" ")} failed (${signal ?? `exit ${code}`})`));
    });
  });
}

/**
 * Starts `node <args>` and waits until `readyUrl` answers 200. Rejects (after ending the child) when
 * the child exits first or the time runs out, with the child's last output in the message.
 */
export async function startServer({ name, args, cwd, env, readyUrl, timeoutMs = 60_000 }) {
  const child = track(spawn(process.execPath, args, { cwd, env, stdio: ["ignore", "pipe", "pipe"] }));
  let output = "";
  const keep = (chunk) => {
    output = (output + chunk.toString()).slice(-OUTPUT_LIMIT);
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  let exited = null;
  const exitPromise = new Promise((resolve) => child.on("exit", (code, signal) => resolve((exited = signal ?? `exit ${code}`))));
  child.on("error", (e) => keep(`spawn error: ${e.message}\n`));

  const deadline = Date.now() + timeoutMs;
  let last = "no answer";
  while (Date.now() < deadline && exited === null) {
    try {
      const res = await fetch(readyUrl, { signal: AbortSignal.timeout(2_000) });
      await res.arrayBuffer();
      if (res.status === 200) return { name, child, output: () => output, exitPromise };
      last = `status ${res.status}`;
    } catch (e) {
      last = e.cause?.code ?? e.message;
    }
    await Promise.race([new Promise((r) => setTimeout(r, 200)), exitPromise]);
  }
  const why = exited !== null ? `exited (${exited})` : `did not answer 200 on ${readyUrl} within ${timeoutMs / 1000} s (last: ${last})`;
  await stopServer({ child, exitPromise });
  const err = new Error(`${name} failed to start: ${why}\n--- its output ---\n${output.trim() || "(none)"}`);
  err.serverStart = true;
  throw err;
}

/** SIGTERM, then SIGKILL if the child is still there after `graceMs`. */
export async function stopServer({ child, exitPromise }, graceMs = 5_000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill("SIGTERM");
  let timer;
  const timedOut = await Promise.race([exitPromise.then(() => false), new Promise((r) => (timer = setTimeout(() => r(true), graceMs)))]);
  clearTimeout(timer);
  if (timedOut) {
    child.kill("SIGKILL");
    await exitPromise;
  }
}

/** For exit handlers: ends every child still running, at once. */
export function killAllSync() {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) {
      try {
        child.kill("SIGKILL");
      } catch {
        // already gone
      }
    }
  }
}
