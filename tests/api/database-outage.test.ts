// PostgreSQL going away under a running node (a private server of this test's own): /readyz goes
// 503 at once and a write answers the logged 503 with Retry-After; when the server is back, the
// node is ready again and takes the write, without a restart.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STORAGE_MESSAGE } from "../../server/http/storage-errors";
import { serve } from "../support/http";
import { privatePostgres } from "../support/private-postgres";
import { testRuntime } from "../support/runtime";

const postgres = privatePostgres(56000 + (process.pid % 1000));
const logged: { level: number; msg: string; code?: string }[] = [];
let t: Awaited<ReturnType<typeof testRuntime>>;
let server: Awaited<ReturnType<typeof serve>>;

beforeAll(async () => {
  postgres.start();
  const database = { env: { DATABASE_URL: postgres.url }, drop: async () => {} };
  t = await testRuntime({ LOG_LEVEL: "warn" }, database, { log: { write: (line: string) => void logged.push(JSON.parse(line)) } });
  server = await serve(t.runtime);
}, 120_000);

afterAll(async () => {
  await server?.close();
  await t?.close().catch(() => {});
  postgres.remove();
}, 60_000);

const readyz = async () => {
  const res = await fetch(`${server.base}/readyz`);
  return { status: res.status, body: (await res.json()) as { database: string } };
};

describe("PostgreSQL stopped under a running node", () => {
  it("makes /readyz 503 and a write a logged 503, and both recover when it is back", async () => {
    const c = server.client();
    expect((await c.request("/api/basket/SetRestaurantDistance/1001/0.3/W1D%203QU", { method: "POST" })).status).toBe(200);
    expect((await c.request("/api/basket/QuickAddItem/margherita/1", { method: "POST" })).status).toBe(200);
    expect((await readyz()).status).toBe(200);

    postgres.kill();
    logged.length = 0;
    expect(await readyz()).toMatchObject({ status: 503, body: { database: "failing" } });
    const refused = await c.request("/api/basket/QuickAddItem/margherita/1", { method: "POST" });
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("120");
    expect(await refused.json()).toEqual({ status: "ERROR", errors: [{ path: "server", message: STORAGE_MESSAGE }] });
    expect(logged.filter((l) => l.msg.startsWith("storage fault"))).toHaveLength(1);

    postgres.start();
    await expect.poll(async () => (await readyz()).status, { timeout: 15_000 }).toBe(200);
    const taken = await c.request("/api/basket/QuickAddItem/margherita/1", { method: "POST" });
    expect(taken.status).toBe(200);
    expect((await taken.json()).basket.items).toMatchObject([{ id: "margherita", quantity: 2 }]);
  });
});
