// The watcher around the production server (server/supervisor.js): a server killed by a signal is
// never a silent death, signals meant for the server reach it, and the server does not outlive its
// watcher. A stand-in server (tests/support/signal-child.js) plays the part.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { serverFlags } from "../../server/supervisor.js";

const script = resolve(import.meta.dirname, "../support/signal-child.js");

function run(arg: string) {
  const child = spawn(process.execPath, [script, arg], { stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  child.stdout.on("data", (d: Buffer) => (out += d));
  child.stderr.on("data", (d: Buffer) => (out += d));
  const exited = new Promise<{ code: number | null; signal: string | null }>((done) =>
    child.on("close", (code, signal) => done({ code, signal })),
  );
  return { child, exited, output: () => out };
}

const fatalLines = (out: string) =>
  out
    .split("\n")
    .filter((l) => l.startsWith("{"))
    .map((l) => JSON.parse(l) as { level: number; signal?: string; msg: string });

describe("the server's watcher", () => {
  it("logs a death by SIGBUS as fatal, naming the storage fault, and exits 135", async () => {
    const r = run("SIGBUS");
    expect(await r.exited).toEqual({ code: 135, signal: null });
    const [line, ...rest] = fatalLines(r.output());
    expect(rest).toEqual([]);
    expect(line).toMatchObject({ level: 60, signal: "SIGBUS" });
    expect(line!.msg).toMatch(/^the server was killed by SIGBUS \(a storage fault: the SQLite database's -shm or -wal file/);
  });

  it("logs a SIGKILL from outside as fatal too, and exits 137", async () => {
    const r = run("SIGKILL");
    expect(await r.exited).toEqual({ code: 137, signal: null });
    expect(fatalLines(r.output())).toMatchObject([{ level: 60, signal: "SIGKILL" }]);
  });

  it("passes SIGTERM on to the server, which stops cleanly: no fatal line, exit 0", async () => {
    const r = run("none");
    await expect.poll(r.output).toContain("up");
    r.child.kill("SIGTERM");
    expect(await r.exited).toEqual({ code: 0, signal: null });
    expect(r.output()).toContain("server stopping");
    expect(fatalLines(r.output())).toEqual([]);
  });

  it("restarts a server that dies after it was up, logging why, and passes SIGTERM on to the new one", async () => {
    const r = run("crash-once");
    await expect.poll(() => (r.output().match(/server \d+ up/g) ?? []).length, { timeout: 10_000 }).toBe(2);
    expect(fatalLines(r.output())).toMatchObject([
      {
        level: 60,
        signal: "SIGBUS",
        msg: expect.stringMatching(/^the server was killed by SIGBUS \(a storage fault.*\): restarting in 1 s$/),
      },
    ]);
    r.child.kill("SIGTERM");
    expect(await r.exited).toEqual({ code: 0, signal: null });
    expect(r.output()).toContain("server stopping");
  });

  it("keeps restarting a restarted server that fails to come up, each wait longer", async () => {
    const r = run("crash-then-fail-once");
    await expect.poll(() => (r.output().match(/server \d+ up/g) ?? []).length, { timeout: 10_000 }).toBe(2);
    expect(r.output()).toContain("cannot start");
    expect(fatalLines(r.output())).toMatchObject([
      { level: 60, signal: "SIGBUS", msg: expect.stringMatching(/: restarting in 1 s$/) },
      { level: 60, code: 1, msg: "the server exited after a fault (exit code 1): restarting in 2 s" },
    ]);
    r.child.kill("SIGTERM");
    expect(await r.exited).toEqual({ code: 0, signal: null });
  });

  it("stops the server when the watcher itself is killed", async () => {
    const r = run("none");
    await expect.poll(r.output).toContain("up");
    const serverPid = Number(/server (\d+) up/.exec(r.output())![1]);
    r.child.kill("SIGKILL");
    await r.exited;
    // Running, not a zombie left for an init that does not reap (containers).
    const alive = () => {
      try {
        return readFileSync(`/proc/${serverPid}/stat`, "utf8").split(") ")[1]?.[0] !== "Z";
      } catch {
        return false;
      }
    };
    await expect.poll(alive).toBe(false);
  });
});

describe("the server's Node flags", () => {
  it("add 64 MB semi-spaces to the watcher's own flags (decision 023)", () => {
    expect(serverFlags(["--enable-source-maps"])).toEqual(["--enable-source-maps", "--max-semi-space-size=64"]);
  });

  it("leave the semi-space size to the operator who gives it", () => {
    expect(serverFlags(["--max-semi-space-size=16"])).toEqual(["--max-semi-space-size=16"]);
  });
});
