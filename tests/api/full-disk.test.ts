// A disk that fills under the running app (SQLite on a small tmpfs of its own): an add to the
// basket, whose transaction SQLite has already rolled back by the time Kysely's ROLLBACK fails,
// answers the 503 with Retry-After and one error line naming SQLITE_FULL, at LOG_LEVEL=warn; once
// there is room again the same request succeeds, without a restart, and nothing half-written stays.
// Meanwhile /readyz answers 503 and /metrics counts the fault.
import { execFileSync } from "node:child_process";
import { closeSync, mkdirSync, mkdtempSync, openSync, rmSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STORAGE_MESSAGE } from "../../server/http/storage-errors";
import { basketIdOf, loggedApiServer } from "../support/http";

const disk = mkdtempSync(join(tmpdir(), "full-disk-"));
const filler = join(disk, "filler");

// Room for the seeded database and a little more; the filler takes the rest when asked.
beforeAll(() => {
  execFileSync("mount", ["-t", "tmpfs", "-o", "size=48m", "tmpfs", disk]);
  mkdirSync(join(disk, "db"));
});
afterAll(() => {
  execFileSync("umount", [disk]);
  rmSync(disk, { recursive: true, force: true });
});
const site = loggedApiServer({}, { env: { SQLITE_PATH: join(disk, "db", "shop.sqlite") }, drop: async () => {} });

/** Writes zeros until the disk refuses another byte. */
function fillTheDisk() {
  const fd = openSync(filler, "w");
  const block = Buffer.alloc(64 * 1024);
  try {
    for (;;) writeSync(fd, block);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== "ENOSPC") throw e;
  } finally {
    closeSync(fd);
  }
  // The last few bytes a smaller write still finds.
  const tail = openSync(filler, "a");
  try {
    for (;;) writeSync(tail, Buffer.alloc(512));
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== "ENOSPC") throw e;
  } finally {
    closeSync(tail);
  }
}

const add = (c: ReturnType<typeof site.server.client>) => c.request("/api/basket/QuickAddItem/margherita/2", { method: "POST" });

describe("a disk that fills under the running app", () => {
  it("answers an add with a logged 503, then takes it once there is room, losing nothing", async () => {
    const c = site.server.client();
    expect((await c.request("/api/basket/SetRestaurantDistance/1001/0.3/W1D%203QU", { method: "POST" })).status).toBe(200);
    const before = await site.t.runtime.basketStore.peek(basketIdOf(c));

    fillTheDisk();
    site.logged.length = 0;
    const refused = await add(c);
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("120");
    expect(await refused.json()).toEqual({ status: "ERROR", errors: [{ path: "server", message: STORAGE_MESSAGE }] });
    // One error line, at LOG_LEVEL=warn, naming the cause (not the failed rollback).
    const errors = site.logged.filter((l) => l.level >= 50);
    expect(errors).toEqual([expect.objectContaining({ msg: "storage fault (SQLITE_FULL): answered 503", code: "SQLITE_FULL" })]);
    expect(errors[0]?.err?.message).toMatch(/full/);
    expect(await site.t.runtime.basketStore.peek(basketIdOf(c))).toEqual(before);
    // The node says it cannot take orders, and the fault is counted for the operator.
    const readiness = await fetch(`${site.server.base}/readyz`);
    expect(readiness.status).toBe(503);
    expect(await readiness.json()).toMatchObject({ ready: false, database: "failing" });
    expect(await (await fetch(`${site.server.base}/metrics`)).text()).toMatch(/^storage_faults_total\{code="SQLITE_FULL"\} 1$/m);

    rmSync(filler);
    expect((await fetch(`${site.server.base}/readyz`)).status).toBe(200);
    const taken = await add(c);
    expect(taken.status).toBe(200);
    expect((await taken.json()).basket.items).toMatchObject([{ id: "margherita", quantity: 1 }]);
  });
});
