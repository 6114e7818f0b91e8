// A start on a database the server cannot use: one line on stderr naming the file or host and the
// cause, exit status 1, no stack. Each case is a real start in its own process: the runtime built
// from the environment (tests/support/start-child.ts, bundled once here with Vite) and the failure
// reported by server/process-guards.js, as server/index.js does.
//
// Permissions do not stop root: when the tests run as root (CI does), the child runs with the
// capabilities that let root ignore file modes (CAP_DAC_OVERRIDE, CAP_DAC_READ_SEARCH) removed
// from its bounding set by `setpriv` (util-linux), so a read-only file is read-only to it too. A full
// disk is a small tmpfs the test mounts (as root).
import { execFileSync, spawn } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { build } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "../..");
let bundleDir: string;
let work: string;

beforeAll(async () => {
  // Inside node_modules so that the bundle's imports of packages resolve.
  mkdirSync(join(root, "node_modules/.cache"), { recursive: true });
  bundleDir = mkdtempSync(join(root, "node_modules/.cache/start-child-"));
  await build({
    configFile: false,
    publicDir: false,
    logLevel: "warn",
    build: { ssr: join(root, "tests/support/start-child.ts"), outDir: bundleDir, emptyOutDir: true, minify: false },
  });
  work = mkdtempSync(join(tmpdir(), "start-db-"));
}, 120_000);

afterAll(() => {
  rmSync(bundleDir, { recursive: true, force: true });
  if (work) {
    chmodSync(work, 0o755);
    rmSync(work, { recursive: true, force: true });
  }
});

const asRoot = process.getuid?.() === 0;

/** Starts the server's runtime in a child process with `env`; resolves with its exit and output. */
function start(env: Record<string, string>): Promise<{ status: number | null; signal: string | null; stdout: string; stderr: string }> {
  const node = [process.execPath, join(bundleDir, "start-child.js")];
  const [cmd, ...args] = asRoot ? ["setpriv", "--bounding-set=-dac_override,-dac_read_search", "--", ...node] : node;
  const child = spawn(cmd!, args, {
    cwd: root,
    env: { PATH: process.env.PATH ?? "", NODE_ENV: "test", LOG_LEVEL: "warn", SEEDS_DIR: "seeds", ...env },
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (d: Buffer) => (stdout += d));
  child.stderr.on("data", (d: Buffer) => (stderr += d));
  return new Promise((done) => child.on("close", (status, signal) => done({ status, signal, stdout, stderr })));
}

/** A fresh directory under the test's work directory. */
function dir(name: string) {
  const d = join(work, name);
  mkdirSync(d, { recursive: true });
  return d;
}

async function expectRefusal(env: Record<string, string>, message: RegExp) {
  const r = await start(env);
  expect(r.signal).toBeNull();
  expect(r.status).toBe(1);
  expect(r.stdout).not.toContain("started");
  const lines = r.stderr.trim().split("\n");
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(message);
  expect(r.stderr).not.toMatch(/^\s+at /m);
}

describe("starting on a SQLite database the server cannot use", { timeout: 60_000 }, () => {
  it("starts (and says so) on a usable path: the cases below fail for their own reason", async () => {
    const r = await start({ SQLITE_PATH: join(dir("usable"), "app.sqlite") });
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    expect(r.stdout).toContain("started");
  });

  it("names a directory that cannot be created", async () => {
    const file = join(dir("blocked"), "a-file");
    writeFileSync(file, "");
    const path = join(file, "data", "app.sqlite");
    await expectRefusal(
      { SQLITE_PATH: path },
      new RegExp(
        `^Cannot use the SQLite database ${path} \\(SQLITE_PATH\\): its directory ${file}/data does not exist and cannot be created \\(ENOTDIR\\)\\.$`,
      ),
    );
  });

  it("names a read-only directory", async () => {
    const d = dir("ro-dir");
    chmodSync(d, 0o555);
    await expectRefusal(
      { SQLITE_PATH: join(d, "app.sqlite") },
      new RegExp(`^Cannot use the SQLite database ${d}/app.sqlite \\(SQLITE_PATH\\): its directory ${d} is read-only`),
    );
  });

  it("names a read-only database file", async () => {
    const path = join(dir("ro-file"), "app.sqlite");
    writeFileSync(path, "");
    chmodSync(path, 0o444);
    await expectRefusal(
      { SQLITE_PATH: path },
      new RegExp(`^Cannot use the SQLite database ${path} \\(SQLITE_PATH\\): the database file ${path} is read-only\\.$`),
    );
  });

  it("names a file that is not a database", async () => {
    const path = join(dir("garbage"), "app.sqlite");
    writeFileSync(path, "This is a shopping list, not a database.\n".repeat(200));
    await expectRefusal(
      { SQLITE_PATH: path },
      new RegExp(`^Cannot use the SQLite database ${path} \\(SQLITE_PATH\\): the file is not a SQLite database \\(SQLITE_NOTADB\\)\\.$`),
    );
  });

  it("names a disk that fills while the database is made", async () => {
    // A disk of 256 kB: the schema and the seeds need more.
    const d = dir("full-disk");
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=1m", "tmpfs", d]);
    try {
      const path = join(d, "app.sqlite");
      await expectRefusal(
        { SQLITE_PATH: path },
        new RegExp(`^Cannot use the SQLite database ${path} \\(SQLITE_PATH\\): database or disk is full \\(SQLITE_FULL\\)\\.$`),
      );
    } finally {
      execFileSync("umount", [d]);
    }
  });

  // SQLite maps the -shm file into memory: an unusable one is refused before SQLite touches it.
  it("names a -shm file it cannot write", async () => {
    const path = join(dir("ro-shm"), "app.sqlite");
    writeFileSync(`${path}-shm`, Buffer.alloc(32768));
    chmodSync(`${path}-shm`, 0o444);
    await expectRefusal(
      { SQLITE_PATH: path },
      new RegExp(`^Cannot use the SQLite database ${path} \\(SQLITE_PATH\\): the shared-memory file ${path}-shm is read-only\\.$`),
    );
  });

  it("names a -shm that is not a file", async () => {
    const path = join(dir("dir-shm"), "app.sqlite");
    mkdirSync(`${path}-shm`);
    await expectRefusal(
      { SQLITE_PATH: path },
      new RegExp(`^Cannot use the SQLite database ${path} \\(SQLITE_PATH\\): the shared-memory file ${path}-shm is not a regular file\\.$`),
    );
  });
});

describe("starting on a PostgreSQL database the server cannot use", { timeout: 60_000 }, () => {
  it("names a host where nothing answers", async () => {
    // A port in this project's test range where no server listens.
    await expectRefusal(
      { DATABASE_URL: "postgres://shop:secret-password@127.0.0.1:4869/pizza" },
      /^Cannot use the PostgreSQL database at 127\.0\.0\.1:4869\/pizza \(DATABASE_URL\): the server refused the connection \(is PostgreSQL running there\?\) \(ECONNREFUSED\)\.$/,
    );
  });

  it("names refused credentials, without printing the password", async () => {
    const r = await start({ DATABASE_URL: "postgres://no_such_role_here:secret-password@127.0.0.1:5432/postgres" });
    expect(r.status).toBe(1);
    expect(r.stderr.trim()).toMatch(
      /^Cannot use the PostgreSQL database at 127\.0\.0\.1:5432\/postgres \(DATABASE_URL\): the (password|user name or authentication method) was refused \(28(P01|000)\)\.$/,
    );
    expect(r.stderr).not.toContain("secret-password");
  });

  it("names a database that does not exist", async () => {
    await expectRefusal(
      { DATABASE_URL: "postgres://postgres@127.0.0.1:5432/no_such_database_here" },
      /^Cannot use the PostgreSQL database at 127\.0\.0\.1:5432\/no_such_database_here \(DATABASE_URL\): the database does not exist \(3D000\)\.$/,
    );
  });
});
