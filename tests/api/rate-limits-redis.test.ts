// Rate limits in Redis (REDIS_URL): every app process shares the counts, and they outlive a
// restart. Each test keeps its keys under a prefix of its own and deletes them afterwards.
import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { serve } from "../support/http";
import { testDatabase, testRuntime } from "../support/runtime";

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const admin = new Redis(REDIS_URL, { lazyConnect: true });
const prefixes: string[] = [];

/** An environment with a key prefix nobody else uses. */
function redisEnv() {
  const prefix = `test:${randomBytes(6).toString("hex")}:`;
  prefixes.push(prefix);
  return { REDIS_URL, REDIS_KEY_PREFIX: prefix };
}
const keysUnder = (prefix: string) => admin.keys(`${prefix}*`);

afterEach(async () => {
  for (const prefix of prefixes.splice(0)) {
    const keys = await keysUnder(prefix);
    if (keys.length) await admin.del(...keys);
  }
});
afterAll(() => admin.quit());

type Server = Awaited<ReturnType<typeof serve>>;
const login = async (server: Server, password: string) => {
  const res = await server.client().request("/api/customer/login", { method: "POST", json: { email: "bronze@example.com", password } });
  return res.status;
};

describe("rate limits in Redis", () => {
  it("are shared by two app processes: 3 wrong passwords on one and 3 on the other lock the account", async () => {
    const db = await testDatabase();
    const env = redisEnv();
    const a = await testRuntime(env, db);
    const b = await testRuntime(env, db);
    const [serverA, serverB] = [await serve(a.runtime), await serve(b.runtime)];
    try {
      expect([await login(serverA, "wrong-1"), await login(serverA, "wrong-2"), await login(serverA, "wrong-3")]).toEqual([401, 401, 401]);
      // Node B counts on from A's three: its second wrong password is the fifth for the account.
      expect([await login(serverB, "wrong-4"), await login(serverB, "wrong-5"), await login(serverB, "wrong-6")]).toEqual([401, 429, 429]);
      expect(await login(serverA, "Password123!")).toBe(429);
      expect(await login(serverB, "Password123!")).toBe(429);
      // The counts are in Redis, under this deployment's prefix, keyed by a digest of the e-mail.
      const keys = await keysUnder(env.REDIS_KEY_PREFIX);
      expect(keys.filter((k) => k.startsWith(`${env.REDIS_KEY_PREFIX}rl:login-account:`))).toHaveLength(1);
      expect(keys.join(" ")).not.toMatch(/example\.com|127\.0\.0\.1/);
    } finally {
      await serverA.close();
      await serverB.close();
      await a.close({ keep: true });
      await b.close();
    }
  });

  it("hold across a restart, and another deployment's prefix does not see them", async () => {
    const db = await testDatabase();
    const env = redisEnv();
    const first = await testRuntime(env, db);
    let server = await serve(first.runtime);
    for (let i = 0; i < 5; i++) await login(server, `wrong-${i}`);
    expect(await login(server, "Password123!")).toBe(429);
    await server.close();
    await first.close({ keep: true });

    const second = await testRuntime(env, db);
    server = await serve(second.runtime);
    expect(await login(server, "Password123!")).toBe(429);
    await server.close();
    await second.close({ keep: true });

    // The same database under another key prefix (another deployment): its own, empty counts.
    const other = await testRuntime(redisEnv(), db);
    server = await serve(other.runtime);
    expect(await login(server, "Password123!")).toBe(200);
    await server.close();
    await other.close();
  });

  it("fail safe when Redis does not answer: the app starts and each process still limits", async () => {
    // Nothing listens on port 1: every Redis command fails at once.
    const t = await testRuntime({ REDIS_URL: "redis://127.0.0.1:1", REDIS_KEY_PREFIX: "test:down:" });
    const server = await serve(t.runtime);
    try {
      const tries = [];
      for (let i = 0; i < 5; i++) tries.push(await login(server, `wrong-${i}`));
      expect(tries).toEqual([401, 401, 401, 401, 429]);
      expect(await login(server, "Password123!")).toBe(429);
    } finally {
      await server.close();
      await t.close();
    }
  });
});
