// Runs a command (the API tests) against the PostgreSQL server on this machine: each test makes
// its own database under it and drops it afterwards.
import { spawnSync } from "node:child_process";
import pg from "pg";

const admin = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const client = new pg.Client({ connectionString: admin, connectionTimeoutMillis: 5000 });
try {
  await client.connect();
  await client.query("select 1");
  await client.end();
} catch (e) {
  console.error(`PostgreSQL is not reachable at ${admin}: ${e.message}`);
  process.exit(1);
}
const [cmd, ...args] = process.argv.slice(2);
const r = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, TEST_DATABASE_URL: admin }, shell: false });
process.exit(r.status ?? 1);
