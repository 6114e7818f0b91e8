// Runs the Express app on a random local port and gives a small fetch client with a cookie jar.
import type { Server } from "node:http";
import { afterAll, beforeAll } from "vitest";
import { testRuntime, type TestDatabase } from "./runtime";
import type { AddressInfo } from "node:net";
import { createApp } from "../../server/app";
import type { Runtime } from "../../server/runtime";
import { recordApiAnswer } from "./example-recorder";
import { unsign } from "../../server/http/cookies";

export async function serve(runtime: Runtime) {
  const app = createApp({ runtime });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    client: () => cookieClient(base),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A form post's body, as a browser sends it. */
export const formPost = (fields: Record<string, string>): RequestInit => ({
  method: "POST",
  headers: { "content-type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams(fields).toString(),
});

export function cookieClient(base: string) {
  const jar = new Map<string, string>();
  const setCookies: string[] = [];
  async function request(path: string, init: RequestInit & { json?: unknown } = {}) {
    const headers = new Headers(init.headers);
    if (jar.size) headers.set("cookie", [...jar].map(([k, v]) => `${k}=${v}`).join("; "));
    let body = init.body;
    if (init.json !== undefined) {
      headers.set("content-type", "application/json");
      body = JSON.stringify(init.json);
    }
    const res = await fetch(base + path, { ...init, headers, body, redirect: "manual" });
    await recordApiAnswer(init.method ?? "GET", path, init.json, res);
    for (const c of res.headers.getSetCookie()) {
      setCookies.push(c);
      const [pair] = c.split(";");
      const eq = pair!.indexOf("=");
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      if (/max-age=0/i.test(c)) jar.delete(name);
      else jar.set(name, value);
    }
    return res;
  }
  return { request, jar, setCookies };
}

/**
 * The basket id a client's BASKET_ID cookie names (the cookie holds `<id>.<signature>`), for tests
 * that reach the basket through the services.
 */
export function basketIdOf(client: { jar: Map<string, string> }): string {
  const value = client.jar.get("BASKET_ID");
  if (!value) throw new Error("this client has no basket cookie yet");
  return value.slice(0, value.lastIndexOf("."));
}

/**
 * The customer signed in on a client (its CUSTOMER_SESSION cookie names a live session), or null:
 * whom the basket page prices the client's basket for.
 */
export async function viewerOf(runtime: Runtime, client: { jar: Map<string, string> }): Promise<number | null> {
  const raw = client.jar.get("CUSTOMER_SESSION");
  const id = raw ? unsign(raw, runtime.config.sessionSecret) : null;
  return id ? ((await runtime.services.customers.resolveSession(id))?.customerId ?? null) : null;
}

/** One runtime (its own database) and one HTTP server for a test file, up before its tests and torn down after. */
export function apiServer(env: Record<string, string> = {}) {
  const api = {} as { t: Awaited<ReturnType<typeof testRuntime>>; server: Awaited<ReturnType<typeof serve>> };
  beforeAll(async () => {
    api.t = await testRuntime(env);
    api.server = await serve(api.t.runtime);
  });
  afterAll(async () => {
    await api.server?.close();
    await api.t?.close();
  });
  return api;
}

/** A line of the app's JSON log, as the tests read it. */
interface LogLine {
  level: number;
  msg: string;
  code?: string;
  err?: { message?: string };
}

/**
 * `apiServer` whose log is kept in `logged` (at `LOG_LEVEL=warn` unless `env` says otherwise), on
 * `database` when given (a private server or a file on a disk of the test's own). A file's own
 * set-up that must come first (mounting, starting a server) goes in a `beforeAll` registered before
 * this call, its teardown in an `afterAll` registered before it too (after-hooks run in reverse).
 */
export function loggedApiServer(env: Record<string, string> = {}, database?: TestDatabase) {
  const site = { logged: [] as LogLine[] } as {
    t: Awaited<ReturnType<typeof testRuntime>>;
    server: Awaited<ReturnType<typeof serve>>;
    logged: LogLine[];
  };
  beforeAll(async () => {
    site.t = await testRuntime({ LOG_LEVEL: "warn", ...env }, database, {
      log: { write: (line: string) => void site.logged.push(JSON.parse(line) as LogLine) },
    });
    site.server = await serve(site.t.runtime);
  }, 120_000);
  afterAll(async () => {
    await site.server?.close();
    await site.t?.close();
  }, 60_000);
  return site;
}
