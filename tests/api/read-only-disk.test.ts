// A disk that turns read-only under the running app, as ext4 does on an error (errors=remount-ro):
// the database's -wal, open since the start, can no longer be written. SQLite on an ext4 image of
// its own (a loop mount), the error triggered through the kernel's own test switch. An add to the
// basket answers the 503 with Retry-After and one error line naming the cause, at LOG_LEVEL=warn,
// and nothing is half-written; /readyz answers 503 and /metrics counts the fault.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STORAGE_MESSAGE } from "../../server/http/storage-errors";
import { basketIdOf, loggedApiServer } from "../support/http";

const disk = mkdtempSync(join(tmpdir(), "read-only-disk-"));
const image = `${disk}.img`;

beforeAll(() => {
  execFileSync("truncate", ["-s", "64M", image]);
  execFileSync("mkfs.ext4", ["-q", image]);
  execFileSync("mount", ["-o", "loop,errors=remount-ro", image, disk]);
  mkdirSync(join(disk, "db"));
});
afterAll(() => {
  execFileSync("umount", [disk]);
  rmSync(disk, { recursive: true, force: true });
  rmSync(image, { force: true });
});
const site = loggedApiServer({}, { env: { SQLITE_PATH: join(disk, "db", "shop.sqlite") }, drop: async () => {} });

/** What ext4 does on an error with errors=remount-ro: every write from now on is refused (EROFS). */
function diskTurnsReadOnly() {
  const device = basename(execFileSync("findmnt", ["-n", "-o", "SOURCE", disk]).toString().trim());
  writeFileSync(`/sys/fs/ext4/${device}/trigger_fs_error`, "test: the disk failed");
  expect(execFileSync("findmnt", ["-n", "-o", "OPTIONS", disk]).toString()).toMatch(/emergency_ro|(^|,)ro(,|$)/);
}

describe("a disk that turns read-only under the running app", () => {
  it("answers an add with a logged 503, and the node says it is not ready", async () => {
    const c = site.server.client();
    expect((await c.request("/api/basket/SetRestaurantDistance/1001/0.3/W1D%203QU", { method: "POST" })).status).toBe(200);

    diskTurnsReadOnly();
    site.logged.length = 0;
    const refused = await c.request("/api/basket/QuickAddItem/margherita/2", { method: "POST" });
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("120");
    expect(await refused.json()).toEqual({ status: "ERROR", errors: [{ path: "server", message: STORAGE_MESSAGE }] });
    // One error line, at LOG_LEVEL=warn, naming the cause.
    const errors = site.logged.filter((l) => l.level >= 50);
    expect(errors).toEqual([
      expect.objectContaining({ msg: "storage fault (SQLITE_IOERR_WRITE): answered 503", code: "SQLITE_IOERR_WRITE" }),
    ]);
    // The node says it cannot take orders, and the fault is counted for the operator.
    const readiness = await fetch(`${site.server.base}/readyz`);
    expect(readiness.status).toBe(503);
    expect(await readiness.json()).toMatchObject({ ready: false, database: "failing" });
    expect(await (await fetch(`${site.server.base}/metrics`)).text()).toMatch(/^storage_faults_total\{code="SQLITE_IOERR_WRITE"\} [1-9]/m);
    // Nothing was added: the disk still reads, and the basket has no item.
    expect((await site.t.runtime.basketStore.peek(basketIdOf(c)))?.state.items).toEqual([]);
  });
});
