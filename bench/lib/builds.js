// The builds the bench serves: the site's production build (only checked: a stale build is noted,
// a missing one is made) and the floor React Router app (rebuilt whenever its sources are newer).
import { existsSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { runCommand } from "./processes.js";
import { FLOOR, ROOT } from "./settings.js";

function newestMtime(path) {
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === "node_modules" || entry === "build" || entry === ".react-router") continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

export async function ensureProjectBuild() {
  const entry = join(ROOT, "build", "server", "index.js");
  if (!existsSync(entry)) {
    console.log("build/server/index.js is missing: running npm run build");
    await runCommand("npm", ["run", "build"], { cwd: ROOT });
    return;
  }
  const sources = Math.max(
    ...["app", "domain", "content", "server", "react-router.config.ts", "vite.config.ts"].map((p) => newestMtime(join(ROOT, p))),
  );
  if (sources > statSync(entry).mtimeMs) {
    console.log("note: app/ or server/ changed after the last build; run npm run build to measure the current code");
  }
}

export async function ensureFloorBuild() {
  const entry = join(FLOOR, "build", "server", "index.js");
  const sources = Math.max(
    newestMtime(join(FLOOR, "app")),
    ...["react-router.config.ts", "vite.config.ts"].map((f) => statSync(join(FLOOR, f)).mtimeMs),
    statSync(join(ROOT, "package-lock.json")).mtimeMs,
  );
  if (existsSync(entry) && existsSync(join(FLOOR, "build", "client")) && statSync(entry).mtimeMs >= sources) return;
  console.log("building the floor React Router app (bench/floor)");
  await runCommand(join(ROOT, "node_modules", ".bin", "react-router"), ["build", relative(ROOT, FLOOR), "--logLevel", "warn"], {
    cwd: ROOT,
  });
}
