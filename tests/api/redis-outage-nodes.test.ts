// Redis going away under two nodes that share a PostgreSQL database (a private PostgreSQL and a
// private redis-server, never the shared ones). Wrong passwords tried through one node count in
// Redis; once Redis stops, the other node, which never saw that account, goes on from the same
// count (the copy in the database), so an account is never given more tries than Redis had left;
// and when Redis comes back without its counts, they go on from the copy.
import { spawn, type ChildProcess } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loggedApiServer } from "../support/http";
import { privatePostgres } from "../support/private-postgres";
import { BLOCKS, privatePort } from "../support/private-port";

const postgres = privatePostgres(privatePort(BLOCKS.redisOutageNodesPostgres));
const REDIS_PORT = privatePort(BLOCKS.redisOutageNodesRedis);
let redis: ChildProcess;
/** A redis-server that keeps nothing on disk: started again, it has no counts. */
const startRedis = () =>
  spawn("redis-server", ["--port", String(REDIS_PORT), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { stdio: "ignore" });
beforeAll(() => {
  redis = startRedis();
  postgres.start();
}, 60_000);
afterAll(() => {
  redis?.kill("SIGKILL");
  postgres.remove();
}, 60_000);

const shared = { DATABASE_URL: postgres.url, REDIS_URL: `redis://127.0.0.1:${REDIS_PORT}` };
const database = { env: {}, drop: async () => {} };
const one = loggedApiServer(shared, database);
const two = loggedApiServer(shared, database);

const login = async (node: typeof one, password: string) =>
  (await node.server.client().request("/api/customer/login", { method: "POST", json: { email: "bronze@example.com", password } })).status;

describe("Redis stopped under two nodes on one database", () => {
  it("gives an account no more tries on the other node than Redis had left", async () => {
    // Three wrong passwords through node one: two tries left of five.
    for (let i = 0; i < 3; i++) expect(await login(one, "wrong-password-1")).toBe(401);

    redis.kill("SIGKILL");
    await expect.poll(async () => ((await (await fetch(`${two.server.base}/readyz`)).json()) as { redis: string }).redis).toBe("down");
    // Node two never saw the account: it goes on from the copied count, one wrong try and then the lock.
    expect(await login(two, "wrong-password-1")).toBe(401);
    expect(await login(two, "wrong-password-1")).toBe(429);
    expect(await login(two, "Password123!")).toBe(429);
    // And node one agrees.
    expect(await login(one, "Password123!")).toBe(429);

    // Redis comes back empty (it kept nothing): the counts go on from the copy, and Redis learns them.
    redis = startRedis();
    const redisOf = async (node: typeof one) => ((await (await fetch(`${node.server.base}/readyz`)).json()) as { redis: string }).redis;
    await expect.poll(() => redisOf(one), { timeout: 15_000 }).toBe("up");
    await expect.poll(() => redisOf(two), { timeout: 15_000 }).toBe("up");
    expect(await login(one, "Password123!")).toBe(429);
    expect(await login(two, "Password123!")).toBe(429);
  });
});
