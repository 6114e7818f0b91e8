// Redis going away under a running node (a redis-server of this test's own, never the shared one):
// customers see no outage, an account Redis had locked stays locked (the fallback starts from the
// counts Redis last gave this process, not from zero), and the outage shows in /readyz, /metrics
// and the log.
import { spawn, type ChildProcess } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loggedApiServer } from "../support/http";
import { BLOCKS, privatePort } from "../support/private-port";

const PORT = privatePort(BLOCKS.redisOutage);
let redis: ChildProcess;
beforeAll(async () => {
  redis = spawn("redis-server", ["--port", String(PORT), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { stdio: "ignore" });
  await new Promise((resolve) => setTimeout(resolve, 300));
});
afterAll(() => void redis?.kill("SIGKILL"));
const site = loggedApiServer({ REDIS_URL: `redis://127.0.0.1:${PORT}` });

const login = async (password: string) =>
  (await site.server.client().request("/api/customer/login", { method: "POST", json: { email: "bronze@example.com", password } })).status;
const readyz = async () => (await (await fetch(`${site.server.base}/readyz`)).json()) as { status: string; redis: string };
const redisUp = async () => /^redis_up (\d)$/m.exec(await (await fetch(`${site.server.base}/metrics`)).text())?.[1];

describe("Redis stopped under a running node", () => {
  it("keeps a locked account locked, and says so in /readyz, /metrics and the log", async () => {
    expect(await readyz()).toMatchObject({ status: "ready", redis: "up" });
    expect(await redisUp()).toBe("1");
    // Five wrong passwords lock the account (in Redis).
    for (let i = 0; i < 5; i++) expect(await login("wrong-password-1")).toBe(i < 4 ? 401 : 429);

    redis.kill("SIGKILL");
    await expect.poll(async () => (await readyz()).redis).toBe("down");
    // Still ready: a Redis outage is no outage for customers.
    expect((await readyz()).status).toBe("ready");
    expect(await redisUp()).toBe("0");
    await expect.poll(() => site.logged.some((l) => l.level === 40 && /redis connection lost/.test(l.msg))).toBe(true);
    // The lock holds, even for the right password; another account signs in.
    expect(await login("wrong-password-1")).toBe(429);
    expect(await login("Password123!")).toBe(429);
    const other = await site.server.client().request("/api/customer/login", {
      method: "POST",
      json: { email: "silver@example.com", password: "Password123!" },
    });
    expect(other.status).toBe(200);
  });
});
