import { describe, expect, it } from "vitest";
import { createRepositories } from "../../server/db/repositories";
import { applySeeds } from "../../server/seed/apply";
import { loadSeeds } from "../../server/seed/load";
import { serve } from "../support/http";
import { testDatabase, testRuntime } from "../support/runtime";

const SECRET = "a-test-secret-that-is-long-enough-0123456789";

describe("restarting the server", () => {
  it("keeps baskets, does not re-seed over live data, and sets Secure cookies in production", async () => {
    const db = await testDatabase();
    const first = await testRuntime({ NODE_ENV: "production", SESSION_SECRET: SECRET, TRUST_PROXY: "loopback" }, db);
    let server = await serve(first.runtime);
    // Over plain http (start:local) the cookies are not Secure: Safari and text browsers would drop them.
    const plain = server.client();
    await plain.request("/api/basket/ClearBasket", { method: "POST" });
    expect(plain.setCookies.find((s) => s.startsWith("BASKET_ID="))).toMatch(
      /^BASKET_ID=[^;]+; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/,
    );
    // Over HTTPS, here through the trusted proxy, they are.
    const c = server.client();
    await c.request("/api/basket/ClearBasket", { method: "POST", headers: { "x-forwarded-proto": "https" } });
    const set = c.setCookies.find((s) => s.startsWith("BASKET_ID="))!;
    expect(set).toMatch(/; Secure/);
    const before = (await (await c.request("/api/application/getCustomerState")).json()).basket.basket;
    expect(before.version).toBe(2);
    await server.close();
    await first.close({ keep: true });

    const second = await testRuntime({ NODE_ENV: "production", SESSION_SECRET: SECRET, TRUST_PROXY: "loopback" }, db);
    // Seeds are unchanged, so nothing is applied again.
    expect(
      await applySeeds(second.runtime.db, createRepositories(second.runtime.db), loadSeeds("seeds"), new Date().toISOString()),
    ).toEqual([]);
    server = await serve(second.runtime);
    const after = (
      await (
        await server.client().request("/api/application/getCustomerState", { headers: { cookie: `BASKET_ID=${c.jar.get("BASKET_ID")}` } })
      ).json()
    ).basket.basket;
    expect(after).toMatchObject({ id: before.id, version: 2, key: before.key });
    await server.close();
    await second.close();
  });
});
