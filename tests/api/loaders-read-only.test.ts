// A loader changes no stored data (docs/architecture.md): every page of the site, opened by a
// shopper whose basket has something for each page to work out (a delivery, a voucher that no
// longer holds, another member's rewards, unsaved reward picks), leaves every table as it was.
// What a visit may leave: analytics events (records of the visit, like log lines) and a session's
// last-seen time (the session's own). Any other write on a GET fails here.
import { expect, it } from "vitest";
import { basketIdOf } from "../support/http";
import { pageServer } from "../support/pages";
import { REAL_PARAMS, pagePatterns } from "../support/fuzz-requests";

const site = pageServer();
const RECORDS = new Set(["analytics_events"]);

/** Every table's rows (sessions without their last-seen time), to compare before and after. */
async function snapshot(): Promise<Record<string, unknown[]>> {
  const db = site.server.runtime.db;
  const tables = (await db.introspection.getTables()).map((t) => t.name).filter((n) => !RECORDS.has(n) && !n.startsWith("kysely_"));
  const out: Record<string, unknown[]> = {};
  for (const name of tables.sort()) {
    const rows = (await db
      .selectFrom(name as "baskets")
      .selectAll()
      .execute()) as Record<string, unknown>[];
    out[name] = rows.map((row) => (name === "sessions" ? { ...row, last_seen_at: null } : row));
  }
  return out;
}

/** Each pattern with its parameters' real values (every journey; the first value of the rest). */
function addresses(): string[] {
  return pagePatterns().flatMap(({ path }) => {
    let paths = [""];
    for (const part of path.split("/").slice(1)) {
      const values = part.startsWith(":") ? (REAL_PARAMS[part.slice(1).replace(/\?$/, "")] ?? ["1"]) : [part];
      const take = part === ":mode" ? values : values.slice(0, 1);
      paths = paths.flatMap((p) => take.map((v) => `${p}/${part === "*" ? "no-such-page" : encodeURIComponent(v)}`));
    }
    return paths.map((p) => p || "/");
  });
}

it("no page's GET changes a stored row", async () => {
  const c = site.server.client();
  const login = await c.request("/api/customer/login", { method: "POST", json: { email: "silver@example.com", password: "Password123!" } });
  expect(login.status).toBe(200);
  expect((await c.request("/api/basket/UpdateBasketDelivery/W1D%203QU/1002", { method: "POST" })).status).toBe(200);
  for (let i = 0; i < 3; i++) expect((await c.request("/api/basket/QuickAddItem/margherita/1", { method: "POST" })).status).toBe(200);
  expect((await c.request("/api/basket/AddVoucher", { method: "POST", json: { voucherCode: "FIVEOFF25" } })).status).toBe(200);
  // Worked out by the pages, never stored by them: a voucher that no longer holds, another
  // member's rewards and their unsaved picks, a remembered term the postcode rules no longer take.
  await site.server.runtime.basketStore.change(basketIdOf(c), (s) => ({
    ...s,
    items: s.items.map((line) => ({ ...line, quantity: 1 })),
    rewards: [{ rewardId: 1, productId: "margherita" }],
    rewardDraft: [],
    rewardsOwner: 999_999,
    searchTerm: "Lat 51.5, Lon -0.1",
  }));
  const pages = [
    ...addresses(),
    "/delivery?q=SE1%207PB",
    "/collection?q=W1D%203QU",
    "/delivery/basket?checkout=1",
    "/delivery/basket.data",
    "/delivery.data?q=SE1%207PB",
  ];
  expect(pages.length).toBeGreaterThan(40);
  const before = await snapshot();
  for (const page of pages) {
    const res = await c.request(page, { redirect: "manual" });
    expect(res.status, page).toBeLessThan(500);
    await res.arrayBuffer();
    expect(await snapshot(), `GET ${page}`).toEqual(before);
  }
}, 120_000);
