// PostgreSQL going away under a running node (a private server of this test's own): /readyz goes
// 503 at once and a write answers the logged 503 with Retry-After; when the server is back, the
// node is ready again and takes the write, without a restart.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STORAGE_MESSAGE } from "../../server/http/storage-errors";
import { loggedApiServer } from "../support/http";
import { privatePostgres } from "../support/private-postgres";
import { BLOCKS, privatePort } from "../support/private-port";

const postgres = privatePostgres(privatePort(BLOCKS.databaseOutage));
beforeAll(() => postgres.start(), 60_000);
afterAll(() => postgres.remove(), 60_000);
const site = loggedApiServer({}, { env: { DATABASE_URL: postgres.url }, drop: async () => {} });

const readyz = async () => {
  const res = await fetch(`${site.server.base}/readyz`);
  return { status: res.status, body: (await res.json()) as { database: string } };
};

describe("PostgreSQL stopped under a running node", () => {
  it("makes /readyz 503 and a write a logged 503, and both recover when it is back", async () => {
    const c = site.server.client();
    expect((await c.request("/api/basket/SetRestaurantDistance/1001/0.3/W1D%203QU", { method: "POST" })).status).toBe(200);
    expect((await c.request("/api/basket/QuickAddItem/margherita/1", { method: "POST" })).status).toBe(200);
    expect((await readyz()).status).toBe(200);

    postgres.kill();
    site.logged.length = 0;
    expect(await readyz()).toMatchObject({ status: 503, body: { database: "failing" } });
    const refused = await c.request("/api/basket/QuickAddItem/margherita/1", { method: "POST" });
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("120");
    expect(await refused.json()).toEqual({ status: "ERROR", errors: [{ path: "server", message: STORAGE_MESSAGE }] });
    expect(site.logged.filter((l) => l.msg.startsWith("storage fault"))).toHaveLength(1);

    postgres.start();
    await expect.poll(async () => (await readyz()).status, { timeout: 15_000 }).toBe(200);
    const taken = await c.request("/api/basket/QuickAddItem/margherita/1", { method: "POST" });
    expect(taken.status).toBe(200);
    expect((await taken.json()).basket.items).toMatchObject([{ id: "margherita", quantity: 2 }]);
  });
});
