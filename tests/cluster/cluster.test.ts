// Two app nodes on one PostgreSQL database (and Redis) behind nginx, started by the code behind
// npm run start:cluster (the production build: npm run build first). Requests go through the proxy,
// which spreads them over both nodes (each answer's X-Node header says which); some go to one node
// directly. CLUSTER_PORT moves the ports (the proxy, the two nodes after it, then the gateway).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { basketIdOf } from "../support/http";
import { rawRequest } from "../support/raw-http";
import { startCluster } from "../../scripts/cluster/index.js";
import type { GatewayCall } from "../../server/providers/payments-gateway";
import { GOOD_CARD, clusterDatabase, eventually, newKey, nodeClient, pay, readyBasket, statusStream, type NodeClient } from "./support";

const PORT = Number(process.env.CLUSTER_PORT ?? 4890);
const db = clusterDatabase();
let cluster: Awaited<ReturnType<typeof startCluster>>;

const client = () => nodeClient(cluster.url);
const ledger = async () =>
  (await (await fetch(`${cluster.gatewayUrl}/ledger`)).json()) as {
    charges: { chargeId: string; idempotencyKey: string; refundedAt: string | null }[];
    calls: GatewayCall[];
  };
/**
 * The nodes that answer `count` requests through the proxy, each on a connection of its own: a
 * reload of nginx (a node taken out or put back) ends the old workers' kept-alive connections,
 * which a browser would open again.
 */
async function answeringNodes(count: number) {
  const nodes = new Set<unknown>();
  for (let i = 0; i < count; i++) {
    const res = await rawRequest(cluster.url, { method: "GET", path: "/api/applicationConfig/oop" }, 10_000);
    expect(res.status).toBe(200);
    nodes.add(res.headers["x-node"]);
  }
  return nodes;
}
const bothNodes = (c: NodeClient) => expect(new Set(c.nodes)).toEqual(new Set(["node-1", "node-2"]));

beforeAll(async () => {
  cluster = await startCluster({
    nodes: 2,
    port: PORT,
    databaseUrl: db.url,
    redisUrl: "redis://127.0.0.1:6379",
    env: {
      PATH: process.env.PATH ?? "",
      BRAND: "uk",
      APP_NOW: "2026-11-20T12:30:00Z",
      SESSION_SECRET: "cluster-test-session-secret-0123456789abcdef",
      LOG_LEVEL: "warn",
      // Limits of this run only: earlier runs' counts (same addresses, same Redis) stay apart.
      REDIS_KEY_PREFIX: `cluster-test-${process.pid}-${Date.now()}:`,
      DEV_CLOCK: "true",
      // Both nodes look for stale payments several times a second.
      RECONCILE_INTERVAL_MS: "200",
    },
    // A gateway across a network answers in milliseconds, not microseconds: reconciliation runs overlap.
    gatewayEnv: { GATEWAY_LATENCY_MS: "15" },
  });
}, 120_000);

afterAll(async () => {
  await cluster?.stop();
  await db.drop();
}, 60_000);

describe("many nodes behind one proxy", () => {
  it("places a whole order through the proxy, its requests spread over both nodes", async () => {
    const c = client();
    await readyBasket(c, ["margherita", "margherita"]);
    const res = await pay(c);
    expect(res.status).toBe(200);
    const { order } = (await res.json()) as { order: { id: string; number: string; totalMinor: number } };
    bothNodes(c);
    const rows = await db.query<{ number: string; total_minor: number }>("select number, total_minor from orders where id = $1", [
      order.id,
    ]);
    expect(rows).toEqual([{ number: order.number, total_minor: order.totalMinor }]);
    // The order reads back on either node.
    for (const n of cluster.nodes) {
      const again = await fetch(`${n.url}/api/orders/GetOrderForToday/1001/${order.id}`, { headers: { cookie: c.cookieHeader() } });
      expect(again.status).toBe(200);
    }
  });

  it("delivers an order's status change made on one node to streams held by the other and by the proxy", async () => {
    const c = client();
    await readyBasket(c);
    const { order } = (await (await pay(c)).json()) as { order: { id: string } };
    const path = `/api/orders/${order.id}/events?rid=1001`;
    const onNode1 = await statusStream(`${cluster.nodes[0]!.url}${path}`, c.cookieHeader());
    const viaProxy = await statusStream(`${cluster.url}${path}`, c.cookieHeader());
    try {
      expect((await onNode1.next()).status).toBe("placed");
      expect((await viaProxy.next()).status).toBe("placed");
      // Six minutes later on node 2: the order is in the oven. Node 1's own timer would say
      // "accepted" only after a real minute.
      const moved = await fetch(`${cluster.nodes[1]!.url}/dev/clock?minutes=6`, { method: "POST" });
      expect(moved.status).toBe(200);
      expect(moved.headers.get("x-node")).toBe("node-2");
      expect(await onNode1.next()).toEqual({ status: "in-oven", statusLabel: "In the oven", final: false });
      expect((await viaProxy.next()).status).toBe("in-oven");
    } finally {
      onNode1.close();
      viaProxy.close();
    }
  });

  it("charges a basket once when 20 payments for it arrive at both nodes together", async () => {
    const c = client();
    await readyBasket(c);
    // Read before paying: the payment hands the visitor a new basket id.
    const basketId = basketIdOf(c);
    const keys = Array.from({ length: 20 }, () => newKey("par"));
    const answers = await Promise.all(keys.map((k) => pay(c, k)));
    const bodies = (await Promise.all(answers.map((r) => r.json()))) as { order?: { id: string } }[];
    expect(new Set(c.nodes.slice(-20))).toEqual(new Set(["node-1", "node-2"]));
    const orders = await db.query<{ id: string }>("select id from orders where basket_id = $1", [basketId]);
    expect(orders).toHaveLength(1);
    // Every answer that says paid names that one order; the rest say the payment is under way.
    for (const [i, r] of answers.entries()) {
      if (r.status === 200) expect(bodies[i]!.order?.id).toBe(orders[0]!.id);
      else expect(r.status).toBe(409);
    }
    const charges = (await ledger()).charges.filter((ch) => keys.includes(ch.idempotencyKey));
    expect(charges).toHaveLength(1);
  });

  it("settles each abandoned payment once while both nodes reconcile", async () => {
    // Charges the gateway made whose requests never came back: pending attempts nobody touched since.
    const keys = Array.from({ length: 16 }, () => newKey("rec"));
    for (const key of keys) {
      const res = await fetch(`${cluster.gatewayUrl}/charges`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          idempotencyKey: key,
          amountMinor: 1500,
          currency: "GBP",
          card: { number: GOOD_CARD.cardNumber, expiry: GOOD_CARD.expiry, cvv: GOOD_CARD.cvv },
        }),
      });
      expect(((await res.json()) as { outcome: string }).outcome).toBe("approved");
    }
    const at = "2026-01-01T00:00:00.000Z";
    const values = keys.map((_, i) => `($${i + 1}, 'abandoned-basket', $${i + 1}, 'pending', 1500, 'GBP', '${at}', '${at}')`).join(", ");
    await db.query(
      `insert into payment_attempts (idempotency_key, basket_id, basket_lock, status, amount_minor, currency, created_at, updated_at) values ${values}`,
      keys,
    );
    await eventually(async () => {
      const rows = await db.query<{ n: string }>(
        "select count(*) as n from payment_attempts where idempotency_key = any($1) and status = 'refunded'",
        [keys],
      );
      return Number(rows[0]!.n) === keys.length;
    });
    const { charges, calls } = await ledger();
    const chargeOf = new Map(charges.map((ch) => [ch.idempotencyKey, ch.chargeId]));
    for (const key of keys) {
      expect(calls.filter((call) => call.op === "lookup" && call.ref === key)).toHaveLength(1);
      expect(calls.filter((call) => call.op === "refund" && call.ref === chargeOf.get(key))).toHaveLength(1);
    }
  });

  // Needs the sign-in limits in a store both nodes share (Redis): with counts in each process's
  // memory, five wrong passwords split over two nodes reach the limit on neither.
  it("locks an account after five wrong passwords spread over both nodes", async () => {
    const c = client();
    const login = (password: string) =>
      c.request("/api/customer/login", { method: "POST", json: { email: "silver@example.com", password } });
    for (let i = 0; i < 4; i++) expect((await login("wrong")).status).toBe(401);
    expect((await login("wrong")).status).toBe(429);
    bothNodes(c);
    expect((await login("Password123!")).status).toBe(429);
  });

  it("takes a node that stops answering /readyz out of the proxy, and puts it back when it answers", async () => {
    const frozen = cluster.processes.find((p) => p.name === "node-2")!.child.pid!;
    // The node (its watcher and server) stops dead: connections are taken but never answered.
    process.kill(-frozen, "SIGSTOP");
    try {
      await eventually(async () => cluster.inUpstream()["node-2"] === false);
      expect(await answeringNodes(6)).toEqual(new Set(["node-1"]));
    } finally {
      process.kill(-frozen, "SIGCONT");
    }
    await eventually(async () => cluster.inUpstream()["node-2"] === true);
    expect(await answeringNodes(6)).toEqual(new Set(["node-1", "node-2"]));
  });

  it("restarts both nodes, one after the other, under load without a 5xx", async () => {
    let restarting = true;
    const answers: number[] = [];
    const failures: string[] = [];
    // A customer's requests, each on a connection of its own (see answeringNodes).
    const load = async () => {
      const c = client();
      expect((await c.request("/api/basket/SetRestaurantDistance/1001/0.3/W1D%203QU", { method: "POST" })).status).toBe(200);
      const headers = { cookie: c.cookieHeader(), origin: cluster.url };
      while (restarting) {
        for (const [method, path] of [
          ["GET", "/collection/menu/1001"],
          ["POST", "/api/basket/QuickAddItem/margherita/1"],
          ["GET", "/api/application/getCustomerState"],
        ] as const) {
          try {
            answers.push((await rawRequest(cluster.url, { method, path, headers }, 30_000)).status);
          } catch (e) {
            failures.push(`${method} ${path}: ${String(e)}`);
          }
        }
      }
    };
    const loads = Array.from({ length: 4 }, load);
    await cluster.restart(0);
    await cluster.restart(1);
    restarting = false;
    await Promise.all(loads);
    expect(failures).toEqual([]);
    expect(answers.length).toBeGreaterThan(20);
    expect(answers.filter((status) => status >= 500)).toEqual([]);
    expect(cluster.inUpstream()).toEqual({ "node-1": true, "node-2": true });
  });

  it("finishes on the other node every payment a killed node was in the middle of: one charge each, every order kept", async () => {
    const clients = Array.from({ length: 10 }, () => client());
    for (const c of clients) await readyBasket(c);
    const keys = clients.map(() => newKey("crash"));
    // The gateway answers slowly now, so every payment is in the middle (charging) when the node dies.
    expect((await fetch(`${cluster.gatewayUrl}/latency?ms=1500`, { method: "PUT" })).status).toBe(204);
    try {
      const paying = clients.map((c, i) =>
        pay(c, keys[i]).then(async (res) => ({ status: res.status, body: (await res.json()) as { order?: { id: string } } })),
      );
      await eventually(async () => (await ledger()).calls.filter((call) => call.op === "charge" && keys.includes(call.ref)).length >= 10);
      // Node 2 dies as a crash does, with its payments charging.
      await cluster.kill(1, "SIGKILL");
      const results = await Promise.all(paying);
      // The proxy sent each of its payments to node 1, which took them over: every customer has their order.
      expect(results.map((r) => r.status)).toEqual(keys.map(() => 200));
      const acknowledged = results.map((r) => r.body.order!.id);
      const stored = await db.query<{ id: string }>("select id from orders where id = any($1)", [acknowledged]);
      expect(stored.map((r) => r.id).sort()).toEqual([...acknowledged].sort());
      const after = await ledger();
      // One charge per payment, none refunded; node 1 asked again for the ones node 2 had started.
      for (const key of keys)
        expect(after.charges.filter((ch) => ch.idempotencyKey === key)).toEqual([expect.objectContaining({ refundedAt: null })]);
      const askedTwice = keys.filter((key) => after.calls.filter((call) => call.op === "charge" && call.ref === key).length === 2);
      expect(askedTwice.length).toBeGreaterThan(0);
    } finally {
      await fetch(`${cluster.gatewayUrl}/latency?ms=15`, { method: "PUT" });
    }
    // The proxy sends everything to the node that is left.
    const after = client();
    for (let i = 0; i < 4; i++) expect((await after.request("/api/applicationConfig/oop")).status).toBe(200);
    expect(new Set(after.nodes)).toEqual(new Set(["node-1"]));
  });

  // Last: it leaves no node running.
  it("answers in the site's own words when no node can: a page, and /api's error envelope", async () => {
    await cluster.kill(0, "SIGKILL");
    const page = await rawRequest(cluster.url, { method: "GET", path: "/collection" });
    expect(page.status).toBe(502);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.headers["retry-after"]).toBe("30");
    const html = page.text;
    expect(html).toContain("<h1>We can’t take orders right now</h1>");
    expect(html).toContain("<title>We can’t take orders right now – Crustello</title>");
    expect(html).not.toMatch(/nginx/i);
    const api = await rawRequest(cluster.url, { method: "POST", path: "/api/basket/QuickAddItem/margherita/1" });
    expect(api.status).toBe(502);
    expect(api.headers["content-type"]).toMatch(/^application\/json/);
    expect(JSON.parse(api.text)).toEqual({
      status: "ERROR",
      errors: [{ path: "server", message: "We can’t take orders right now. Please try again in a few minutes." }],
    });
  });
});
