// A PostgreSQL server of a test's own (initdb and pg_ctl from Debian's package, run as the postgres
// user), for tests that stop and start the database under a running app: never the shared server
// other tests use.
import { execFileSync } from "node:child_process";
import { chownSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

function binary(name: string): string {
  const versions = readdirSync("/usr/lib/postgresql").sort((a, b) => Number(b) - Number(a));
  return join("/usr/lib/postgresql", versions[0]!, "bin", name);
}

const asPostgres = (name: string, args: string[]) =>
  execFileSync("runuser", ["-u", "postgres", "--", binary(name), ...args], { stdio: "pipe", timeout: 60_000 });

export function privatePostgres(port: number) {
  const dir = mkdtempSync(join(tmpdir(), "private-pg-"));
  const { uid, gid } = {
    uid: Number(execFileSync("id", ["-u", "postgres"]).toString()),
    gid: Number(execFileSync("id", ["-g", "postgres"]).toString()),
  };
  chownSync(dir, uid, gid);
  const data = join(dir, "data");
  asPostgres("initdb", ["-D", data, "-A", "trust", "-U", "postgres", "--no-sync"]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: () => asPostgres("pg_ctl", ["-D", data, "-o", options, "-w", "-l", join(dir, "log"), "start"]),
    /** Stops it as a crash or an operator's kill would: at once, without waiting for clients. */
    kill: () => asPostgres("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]),
    remove() {
      try {
        asPostgres("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
