// npm run screenshots:old-engines: how two old engines draw the site, NetSurf (its own engine, no
// custom properties, little of flexbox and grid) and Dillo (no JavaScript, CSS 2 at most). Takes
// home, search results, customise and basket in each, 800 px wide and whole, into docs/old-engines/, for
// docs/decisions/035-every-customers-browser.md. Rerun it whenever the layout changes:
//
//   npm run build && npm run screenshots:old-engines
//
// Needs Debian's netsurf-gtk, dillo, xvfb and imagemagick (it says so when one is missing). It starts
// the built site on a database of its own (a Friday lunchtime, so Soho is open), fills a basket
// through /api (a collection at Soho with a Margherita), and shows every page through a small proxy
// that sends that basket's cookies: neither browser can be driven to press a button.
/* global fetch */
import { execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

const ROOT = join(import.meta.dirname, "..", "..");
const OUT = join(ROOT, "docs", "old-engines");
const WIDTH = 800;
/** Tall enough for each page whole (the customise page's toppings and its add bar, the basket's Checkout). */
const HEIGHT = 3600;
/** After the page's document is served: long enough for either browser to fetch and draw the rest. */
const DRAW_S = 8;
/** How long a browser may take to ask for the page at all (Dillo starts its helper daemon first). */
const START_S = 60;

const PAGES = [
  { name: "home", path: "/" },
  { name: "results", path: "/collection?q=W1D+3QU" },
  { name: "customise", path: "/collection/menu/1001/customise/margherita" },
  { name: "basket", path: "/collection/basket" },
];

/** Each browser, told where to start and how big its window is through a home of its own. */
const BROWSERS = [
  {
    name: "netsurf",
    command: (url) => ["netsurf-gtk", url],
    home: (home) => {
      mkdirSync(join(home, ".config", "netsurf"), { recursive: true });
      const choices = [`window_x:0`, `window_y:0`, `window_width:${WIDTH}`, `window_height:${HEIGHT}`, "enable_javascript:0"];
      writeFileSync(join(home, ".config", "netsurf", "Choices"), `${choices.join("\n")}\n`);
    },
  },
  {
    name: "dillo",
    command: (url) => ["dillo", url],
    home: (home) => {
      mkdirSync(join(home, ".dillo"), { recursive: true });
      writeFileSync(join(home, ".dillo", "dillorc"), `geometry=${WIDTH}x${HEIGHT}+0+0\nshow_msg=NO\n`);
      writeFileSync(join(home, ".dillo", "cookiesrc"), "DEFAULT ACCEPT\n");
    },
  },
];

function need(commands) {
  const missing = commands.filter((c) => {
    try {
      execFileSync("sh", ["-c", `command -v ${c}`], { stdio: "ignore" });
      return false;
    } catch {
      return true;
    }
  });
  if (missing.length) {
    console.error(`Missing ${missing.join(", ")}: apt-get install netsurf-gtk dillo xvfb xauth imagemagick`);
    process.exit(1);
  }
}

async function freePort() {
  const server = createServer().listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = /** @type {import("node:net").AddressInfo} */ (server.address());
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The built site on a database of its own; resolves once it answers. */
async function startSite(port, dir) {
  const site = spawn(process.execPath, [join(ROOT, "server", "index.js")], {
    cwd: ROOT,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      BRAND: "uk",
      PORT: String(port),
      SQLITE_PATH: join(dir, "site.sqlite"),
      SESSION_SECRET: randomBytes(32).toString("hex"),
      APP_NOW: "2026-11-20T12:30:00Z",
      LOG_LEVEL: "warn",
    },
  });
  for (let i = 0; i < 300; i++) {
    const up = await fetch(`http://127.0.0.1:${port}/api/applicationConfig/oop`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return site;
    await sleep(100);
  }
  site.kill();
  throw new Error("the site did not start (npm run build first?)");
}

/** A collection basket at Soho with a Margherita: the cookies that carry it. */
async function basketCookies(base) {
  const jar = new Map();
  for (const path of ["/api/basket/SetRestaurantDistance/1001/0.3/W1D%203QU", "/api/basket/QuickAddItem/margherita/1"]) {
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
    const res = await fetch(`${base}${path}`, { method: "POST", headers: cookie ? { cookie } : {} });
    if (!res.ok) throw new Error(`${path} answered ${res.status}`);
    for (const set of res.headers.getSetCookie()) {
      const [pair] = set.split(";");
      const at = pair.indexOf("=");
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
  }
  return [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
}

/**
 * Passes every request to the site with the basket's cookies instead of the browser's. Once a page's
 * document is answered, `documentServed(path)` creates the file the screenshot waits for.
 */
async function startProxy(port, sitePort, cookie, documentServed) {
  const proxy = createServer((req, res) => {
    const upstream = request(
      { host: "127.0.0.1", port: sitePort, method: req.method, path: req.url, headers: { ...req.headers, cookie } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        if (String(answer.headers["content-type"]).startsWith("text/html")) res.on("finish", () => documentServed(req.url ?? ""));
      },
    );
    upstream.on("error", () => res.destroy());
    req.pipe(upstream);
  });
  proxy.listen(port, "127.0.0.1");
  await new Promise((resolve) => proxy.once("listening", resolve));
  return proxy;
}

/**
 * Opens `url` in the browser on a virtual screen of its own and takes the screen once the page's
 * document has been served (`ready` exists) and drawn.
 */
async function screenshot(browser, url, file, home, ready) {
  const [program, ...args] = browser.command(url);
  const run = [
    `${program} ${args.map((a) => `'${a}'`).join(" ")} >/dev/null 2>&1 &`,
    `i=0; while [ ! -e '${ready}' ] && [ $i -lt ${START_S * 5} ]; do sleep 0.2; i=$((i + 1)); done`,
    `sleep ${DRAW_S}`,
    `import -window root -colors 128 'PNG8:${file}'`,
    "kill $! 2>/dev/null || true",
  ].join("\n");
  // Not execFileSync: the proxy in this process must go on answering the browser meanwhile.
  const xvfb = spawn("xvfb-run", ["-a", "-s", `-screen 0 ${WIDTH}x${HEIGHT}x24`, "sh", "-c", run], {
    env: { ...process.env, HOME: home },
    stdio: "inherit",
  });
  return new Promise((resolve, reject) =>
    xvfb.on("exit", (code) => (code === 0 ? resolve(undefined) : reject(new Error(`the screenshot of ${url} failed (${code})`)))),
  );
}

need(["netsurf-gtk", "dillo", "xvfb-run", "import"]);
const dir = mkdtempSync(join(tmpdir(), "old-engines-"));
const sitePort = await freePort();
const site = await startSite(sitePort, dir);
try {
  const cookie = await basketCookies(`http://127.0.0.1:${sitePort}`);
  const proxyPort = await freePort();
  const served = (path) => writeFileSync(join(dir, `served-${Buffer.from(path).toString("hex")}`), "");
  const proxy = await startProxy(proxyPort, sitePort, cookie, served);
  try {
    mkdirSync(OUT, { recursive: true });
    for (const browser of BROWSERS) {
      const home = join(dir, browser.name);
      browser.home(home);
      for (const page of PAGES) {
        const file = join(OUT, `${browser.name}-${page.name}.png`);
        const ready = join(dir, `served-${Buffer.from(page.path).toString("hex")}`);
        rmSync(ready, { force: true });
        await screenshot(browser, `http://127.0.0.1:${proxyPort}${page.path}`, file, home, ready);
        console.log(`${browser.name} ${page.path} → ${file.slice(ROOT.length + 1)}`);
      }
    }
  } finally {
    proxy.close();
  }
} finally {
  site.kill();
  rmSync(dir, { recursive: true, force: true });
}
