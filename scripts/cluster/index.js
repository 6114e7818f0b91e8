// npm run start:cluster: several stateless app nodes on one PostgreSQL database (and Redis when
// there is one) behind nginx, for trying the site as it runs in production on one machine.
//
//   npm run build && npm run start:cluster          2 nodes, the proxy on http://localhost:8080
//   NODES=3 PORT=9000 npm run start:cluster         3 nodes, the proxy on 9000 (nodes on 9001…)
//
// Environment: NODES (default 2), PORT (the proxy's, default 8080; node i listens on PORT+i and the
// sandbox payment gateway on PORT+NODES+1), HOST (the proxy's address, default 127.0.0.1),
// DATABASE_URL (default postgres://postgres@127.0.0.1:5432/<brand>_cluster, created when missing),
// REDIS_URL (default redis://127.0.0.1:6379 when it answers; empty: none), SESSION_SECRET (default:
// the one in data/session-secret, as npm run start:local), NGINX (default /usr/sbin/nginx); the rest
// (BRAND, LOG_LEVEL, APP_NOW, FEATURE_*…) reaches every node. Ctrl-C or SIGTERM stops everything.
//
// `startCluster` is also what tests/cluster uses. See docs/decisions/015-many-nodes.md.
/* global fetch, AbortSignal */
import { execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { clearTimeout, setTimeout } from "node:timers";
import { pathToFileURL } from "node:url";
import pg from "pg";
import { nginxConfig, writeUnavailableAnswers } from "./nginx.js";

const ROOT = join(import.meta.dirname, "..", "..");
const OUTPUT_LIMIT = 20_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Creates the database named in `url` on its server unless it exists. */
export async function ensureDatabase(url) {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!/^[A-Za-z0-9_]+$/.test(name)) throw new Error(`DATABASE_URL must name a database of letters, digits and _ (got ${name})`);
  const admin = new URL(url);
  admin.pathname = "/postgres";
  const client = new pg.Client({ connectionString: admin.toString(), connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    const { rowCount } = await client.query("select 1 from pg_database where datname = $1", [name]);
    if (!rowCount) await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
}

/** Whether something accepts connections at the Redis URL's host and port (within half a second). */
function answers(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || 6379) });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500, () => done(false));
    socket.on("connect", () => done(true));
    socket.on("error", () => done(false));
  });
}

/** The session secret every node shares: given, or kept in data/session-secret (made on first use). */
function sharedSecret(given) {
  if (given) return given;
  const file = join(ROOT, "data", "session-secret");
  if (!existsSync(file)) {
    mkdirSync(join(ROOT, "data"), { recursive: true });
    writeFileSync(file, randomBytes(32).toString("hex"), { mode: 0o600 });
  }
  return readFileSync(file, "utf8").trim();
}

/** A child process whose output is kept (and shown, prefixed, when `print`). */
function launch(name, command, args, env, print) {
  // Its own process group: a node is a watcher and its server (server/supervisor.js), and a crash
  // (SIGKILL) takes both.
  const child = spawn(command, args, { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"], detached: true });
  const proc = { name, child, output: "", exited: null };
  const keep = (chunk) => {
    const text = chunk.toString();
    proc.output = (proc.output + text).slice(-OUTPUT_LIMIT);
    if (print) for (const line of text.split("\n")) if (line) process.stdout.write(`[${name}] ${line}\n`);
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  child.on("error", (e) => keep(`could not start: ${e.message}\n`));
  proc.done = new Promise((resolve) =>
    child.on("exit", (code, signal) => {
      proc.exited = signal ?? `exit ${code}`;
      resolve(proc.exited);
    }),
  );
  return proc;
}

/** Waits until `url` answers 2xx; fails with the process's last output when it exits or time runs out. */
async function ready(proc, url, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until && proc.exited === null) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(150);
  }
  throw new Error(`${proc.name} did not start (${proc.exited ?? "no answer at " + url}):\n${proc.output}`);
}

/** SIGKILL reaches the whole process group; other signals the process, which passes them on. */
function signal(proc, name) {
  if (name !== "SIGKILL") return void proc.child.kill(name);
  try {
    process.kill(-proc.child.pid, "SIGKILL");
  } catch {
    proc.child.kill("SIGKILL");
  }
}

/** Ends a process: `name`, then SIGKILL if it is still there after `graceMs`. */
async function end(proc, name = "SIGTERM", graceMs = 5000) {
  if (proc.exited !== null) return;
  signal(proc, name);
  const timer = setTimeout(() => proc.exited === null && signal(proc, "SIGKILL"), graceMs);
  await proc.done;
  clearTimeout(timer);
}

/**
 * Starts the gateway, the nodes (the first alone: it migrates and seeds the database) and nginx.
 * Answers where they listen, `kill(i, signal)` for one node and `stop()` for all.
 */
export async function startCluster(options = {}) {
  const nodes = options.nodes ?? 2;
  const port = options.port ?? 8080;
  const host = options.host ?? "127.0.0.1";
  const env = options.env ?? process.env;
  const print = options.print ?? false;
  const nginxBin = options.nginx ?? env.NGINX ?? "/usr/sbin/nginx";
  if (!Number.isInteger(nodes) || nodes < 1 || nodes > 16) throw new Error("NODES must be a whole number from 1 to 16");
  if (!existsSync(join(ROOT, "build", "server", "index.js"))) throw new Error("No production build: run npm run build first.");
  if (!existsSync(nginxBin)) throw new Error(`nginx is not at ${nginxBin}: apt-get install -y nginx (or set NGINX)`);

  const brand = env.BRAND ?? "uk";
  const databaseUrl =
    options.databaseUrl ?? env.DATABASE_URL ?? `postgres://postgres@127.0.0.1:5432/${brand === "ie" ? "ardoven" : "crustello"}_cluster`;
  await ensureDatabase(databaseUrl);
  let redisUrl = options.redisUrl !== undefined ? options.redisUrl : env.REDIS_URL;
  if (redisUrl === undefined && (await answers("redis://127.0.0.1:6379"))) redisUrl = "redis://127.0.0.1:6379";
  const dir = mkdtempSync(join(tmpdir(), "cluster-nginx-"));
  const procs = [];
  const stopAll = async () => {
    // The proxy first (no new requests), then the nodes, then the gateway they were using.
    for (const group of [
      procs.filter((p) => p.name === "nginx"),
      procs.filter((p) => p.name.startsWith("node-")),
      procs.filter((p) => p.name === "gateway"),
    ])
      await Promise.all(group.map((p) => end(p)));
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    const gatewayPort = port + nodes + 1;
    const gateway = launch(
      "gateway",
      process.execPath,
      ["scripts/cluster/gateway.js"],
      { ...env, PORT: String(gatewayPort), ...options.gatewayEnv },
      print,
    );
    procs.push(gateway);
    const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
    await ready(gateway, `${gatewayUrl}/ledger`);

    const common = {
      ...env,
      NODE_ENV: "production",
      DATABASE_URL: databaseUrl,
      SESSION_SECRET: sharedSecret(env.SESSION_SECRET),
      TRUST_PROXY: "loopback",
      PAYMENTS_SANDBOX_URL: gatewayUrl,
      PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${port}`,
      ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
    };
    if (!redisUrl) delete common.REDIS_URL;
    const nodeList = Array.from({ length: nodes }, (_, i) => ({ name: `node-${i + 1}`, port: port + i + 1, out: false, inUpstream: true }));
    const startNode = async (n) => {
      const proc = launch(n.name, process.execPath, ["server/index.js"], { ...common, PORT: String(n.port), NODE_NAME: n.name }, print);
      procs.push(proc);
      n.proc = proc;
      await ready(proc, `http://127.0.0.1:${n.port}/api/applicationConfig/oop`);
    };
    await startNode(nodeList[0]);
    await Promise.all(nodeList.slice(1).map(startNode));

    // The nodes' own storage-fault answers, for nginx to give when no node answers.
    const { unavailableAnswers } = await import(pathToFileURL(join(ROOT, "build", "server", "index.js")).href);
    writeUnavailableAnswers({ dir, ...unavailableAnswers(brand) });
    const conf = join(dir, "nginx.conf");
    const nginxArgs = ["-p", dir, "-c", conf, "-e", join(dir, "error.log")];
    const writeConf = () =>
      writeFileSync(conf, nginxConfig({ dir, listen: `${host}:${port}`, nodes: nodeList, errorsPort: port + nodes + 2 }));
    writeConf();
    const nginx = launch("nginx", nginxBin, nginxArgs, env, print);
    procs.push(nginx);
    /** Takes a node out of nginx's upstream or puts it back: a new configuration and a reload. */
    const setOut = async (n, out, why) => {
      if (n.out === out) return;
      n.out = out;
      writeConf();
      execFileSync(nginxBin, [...nginxArgs, "-s", "reload"], { stdio: "ignore" });
      if (print) process.stdout.write(`[cluster] ${n.name} ${out ? "taken out" : "back in"}: ${why}\n`);
      // The reload starts new workers; the old ones finish what they hold.
      await sleep(300);
      n.inUpstream = !out;
    };
    const url = `http://${host === "0.0.0.0" ? "127.0.0.1" : host}:${port}`;
    await ready(nginx, `${url}/api/applicationConfig/oop`).catch((e) => {
      const log = existsSync(join(dir, "error.log")) ? readFileSync(join(dir, "error.log"), "utf8") : "";
      throw new Error(`${e.message}\n${log}`);
    });

    // Debian's nginx has no active health checks: every node's /readyz is asked in turn, and a node
    // that fails it (or does not answer within a second and a half) is taken out until it passes.
    const pollReadiness = async () => {
      for (const n of nodeList) {
        if (n.restarting) continue;
        if (n.proc.exited !== null) {
          await setOut(n, true, `it ended (${n.proc.exited})`);
          continue;
        }
        let ok = false;
        try {
          ok = (await fetch(`http://127.0.0.1:${n.port}/readyz`, { signal: AbortSignal.timeout(1500) })).ok;
        } catch {
          ok = false;
        }
        if (!n.restarting) await setOut(n, !ok, ok ? "/readyz passes" : "/readyz fails");
      }
    };
    let polling = true;
    void (async () => {
      while (polling) {
        await pollReadiness().catch(() => {});
        await sleep(options.readyIntervalMs ?? 1000);
      }
    })();
    const stopCluster = async () => {
      polling = false;
      await stopAll();
    };

    return {
      url,
      databaseUrl,
      redisUrl: redisUrl || null,
      gatewayUrl,
      nodes: nodeList.map((n) => ({ name: n.name, port: n.port, url: `http://127.0.0.1:${n.port}`, process: n.proc })),
      /** Ends one node with `signal` (SIGKILL: as a crash) and waits for it to be gone. */
      async kill(index, signal = "SIGTERM") {
        const proc = nodeList[index]?.proc;
        if (!proc) throw new Error(`no node ${index}`);
        await end(proc, signal);
      },
      /**
       * Restarts one node as a rolling restart does: out of nginx's upstream first, then SIGTERM (its
       * requests in flight finish), started again, and back in once its /readyz passes.
       */
      async restart(index) {
        const n = nodeList[index];
        if (!n) throw new Error(`no node ${index}`);
        n.restarting = true;
        try {
          await setOut(n, true, "restart");
          await end(n.proc, "SIGTERM", 35_000);
          procs.splice(procs.indexOf(n.proc), 1);
          await startNode(n);
          await ready(n.proc, `http://127.0.0.1:${n.port}/readyz`);
          await setOut(n, false, "restarted");
        } finally {
          n.restarting = false;
        }
      },
      /** Whether each node is in nginx's upstream now (by name). */
      inUpstream: () => Object.fromEntries(nodeList.map((n) => [n.name, n.inUpstream])),
      /** Every process: name, child, output (the last part), exited (null while running), done. */
      processes: procs,
      stop: stopCluster,
    };
  } catch (e) {
    await stopAll();
    throw e;
  }
}

async function main() {
  const env = { ...process.env };
  // A local try, as npm run start:local: sign-in codes at /dev/outbox and the app simulator at /dev/app.
  env.DEV_OUTBOX ??= "true";
  env.DEV_RESTAURANT ??= "true";
  env.DEV_EVENTS ??= "true";
  env.DEV_APP_SIMULATOR ??= "true";
  const cluster = await startCluster({
    nodes: Number(env.NODES ?? 2),
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? "127.0.0.1",
    env,
    print: true,
  });
  console.log(
    `${cluster.nodes.length} nodes (${cluster.nodes.map((n) => n.port).join(", ")}) behind nginx on ${cluster.url}\n` +
      `  PostgreSQL ${cluster.databaseUrl.replace(/\/\/[^@/]*@/, "//")}, Redis ${cluster.redisUrl ?? "none"}, payments gateway ${cluster.gatewayUrl}`,
  );
  let stopping = false;
  const stop = async (code) => {
    if (stopping) return;
    stopping = true;
    await cluster.stop();
    process.exit(code);
  };
  process.on("SIGINT", () => void stop(0));
  process.on("SIGTERM", () => void stop(0));
  // A node that ends is reported and nginx sends its share to the others; without the proxy, the
  // gateway or any node the cluster stops.
  for (const p of cluster.processes)
    void p.done.then((how) => {
      if (stopping) return;
      console.error(`${p.name} ended (${how})`);
      const nodesLeft = cluster.processes.some((q) => q.name.startsWith("node-") && q.exited === null);
      if (!p.name.startsWith("node-") || !nodesLeft) void stop(1);
    });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((e) => {
    console.error(e.message ?? e);
    process.exit(1);
  });
}
