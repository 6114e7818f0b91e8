// The lite order (issue 53's budget: under 100 kB): a whole guest order for collection with
// JavaScript off, in Debian's Chromium at 390 × 844 with a cold cache — home, results, menu, its
// pizzas, customise, basket, checkout, payment, confirmation — and the bytes each step transferred: every
// document and subresource's response headers and encoded body as the browser received them (what
// Resource Timing's `transferSize` counts), redirect answers left out.
//
// `npm run bench` runs it last and writes bench/lite-order.md; `npm run bench -- --lite-order` runs
// it alone (a server of its own, no load).
import { writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { prettierMarkdown } from "./report.js";
import { BENCH } from "./settings.js";

const CHROMIUM = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const LITE_BUDGET_BYTES = 100_000;

/** The customer's steps: each ends on the page named, whose bytes (and its subresources') count for it. */
const STEPS = [
  { page: "home", run: (p, base) => p.goto(`${base}/`) },
  {
    page: "results",
    run: async (p) => {
      await p.getByLabel("Enter your postcode or location").fill("W1D 3QU");
      await p.getByRole("button", { name: "Order for Collection" }).click();
    },
  },
  { page: "menu", run: (p) => p.getByRole("button", { name: "Order for collection from Crustello London Soho" }).click() },
  { page: "pizzas", run: (p) => p.getByRole("link", { name: "Pizzas", exact: true }).click() },
  { page: "customise", run: (p) => p.getByRole("link", { name: "Customise Margherita" }).click() },
  { page: "menu (added)", run: (p) => p.getByRole("button", { name: /^Add to basket/ }).click() },
  {
    page: "basket",
    run: (p) =>
      p
        .getByRole("link", { name: /^Basket: 1 item/ })
        .first()
        .click(),
  },
  { page: "suggestions", run: (p) => p.getByRole("main").getByRole("link", { name: "Checkout" }).click() },
  { page: "checkout", run: (p) => p.getByRole("link", { name: "Continue to checkout" }).click() },
  {
    page: "details",
    run: async (p) => {
      const form = p.getByRole("region", { name: "Continue as a guest" });
      await form.getByLabel("First name").fill("Lena");
      await form.getByLabel("Last name").fill("Lite");
      await form.getByLabel("Email address").fill("lena.lite@example.com");
      await form.getByLabel("Mobile number").fill("07700 900123");
      await form.getByRole("button", { name: "Continue as guest" }).click();
    },
  },
  {
    page: "payment",
    run: async (p) => {
      await p.getByLabel("Collection time").selectOption({ index: 1 });
      await p.getByRole("button", { name: "Continue to payment" }).click();
    },
  },
  {
    page: "confirmation",
    run: async (p) => {
      await p.getByLabel("Name on card").fill("L Lite");
      await p.getByLabel("Card number").fill("4111 1111 1111 1111");
      await p.getByLabel("Expiry date (MM/YY)").fill("12/29");
      await p.getByLabel("Security code").fill("123");
      await p.getByRole("button", { name: /^Pay / }).click();
      await p.getByRole("heading", { level: 1, name: /^Thank you/ }).waitFor();
    },
  },
];

/**
 * Runs the lite order against `base` and answers each step's bytes and what made them up:
 * `{ steps: [{ page, path, bytes, documents, files: [{ path, type, bytes }] }], total }`.
 */
export async function liteOrder(base) {
  const browser = await chromium.launch({ executablePath: CHROMIUM });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
    const page = await context.newPage();
    let current = null;
    const pending = [];
    page.on("requestfinished", (request) => {
      const step = current;
      pending.push(
        (async () => {
          const response = await request.response();
          // A redirect's answer is not counted: its target is.
          if (!response || (response.status() >= 300 && response.status() < 400)) return;
          const sizes = await request.sizes();
          const url = new URL(request.url());
          const type = request.resourceType();
          step.files.push({
            path: url.pathname + url.search,
            type,
            bytes: sizes.responseHeadersSize + sizes.responseBodySize,
            parts: type === "document" ? partsOf(await response.text()) : null,
          });
        })(),
      );
    });
    const steps = [];
    for (const { page: name, run } of STEPS) {
      current = { page: name, files: [] };
      await run(page, base);
      await page.waitForLoadState("load");
      await Promise.all(pending.splice(0));
      const url = new URL(page.url());
      const bytes = current.files.reduce((sum, f) => sum + f.bytes, 0);
      steps.push({ page: name, path: url.pathname + url.search, bytes, files: current.files });
    }
    return { steps, total: steps.reduce((sum, s) => sum + s.bytes, 0) };
  } finally {
    await browser.close();
  }
}

const kB = (bytes) => (bytes / 1000).toFixed(1);
const gz = (text) => gzipSync(text).length;

/**
 * What a page's HTML is made of, each part gzipped on its own (so the parts add up to a little more
 * than the page): the site's stylesheet inside it, its scripts (React Router's data for hydration
 * and the module loader) and the rest, the markup.
 */
function partsOf(html) {
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join("");
  const scripts = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join("");
  const markup = html.replace(/<style[^>]*>[\s\S]*?<\/style>|<script[^>]*>[\s\S]*?<\/script>/g, "");
  return { stylesheet: styles ? gz(styles) : 0, scripts: scripts ? gz(scripts) : 0, markup: gz(markup) };
}

/** One step's files by kind: "page 16.9 (stylesheet 5.2, scripts 3.3, markup 3.5), 24 images 48.0". */
function describe(files) {
  const out = [];
  for (const f of files.filter((x) => x.type === "document")) {
    const p = f.parts;
    out.push(`page ${kB(f.bytes)}${p ? ` (stylesheet ${kB(p.stylesheet)}, scripts ${kB(p.scripts)}, markup ${kB(p.markup)})` : ""}`);
  }
  const others = new Map();
  for (const f of files.filter((x) => x.type !== "document" && x.bytes > 0)) {
    const o = others.get(f.type) ?? { count: 0, bytes: 0 };
    others.set(f.type, { count: o.count + 1, bytes: o.bytes + f.bytes });
  }
  for (const [type, o] of others) out.push(`${o.count} ${type}${o.count === 1 ? "" : "s"} ${kB(o.bytes)}`);
  return out.join(", ");
}

/** The order's bytes by kind: why the total is what it is. */
function whereItGoes(steps) {
  const files = steps.flatMap((s) => s.files);
  const sum = (list, f = (x) => x.bytes) => list.reduce((n, x) => n + f(x), 0);
  const pages = files.filter((f) => f.type === "document");
  const images = files.filter((f) => f.type === "image" && f.bytes > 0);
  const sheets = files.filter((f) => f.type === "stylesheet");
  const inline = sum(pages, (f) => f.parts?.stylesheet ?? 0);
  const scripts = sum(pages, (f) => f.parts?.scripts ?? 0);
  return (
    `Where it goes: ${pages.length} pages ${kB(sum(pages))} kB (of which, gzipped on their own, the stylesheet inside the first ` +
    `${kB(inline)} kB and React Router's data and module loader for hydration ${kB(scripts)} kB, sent whether or not the ` +
    `browser runs scripts), ${images.length} images ${kB(sum(images))} kB, stylesheet files ${kB(sum(sheets))} kB.`
  );
}

/** The report's section: the total against the budget, each step's bytes and its files. */
function liteOrderTable({ steps, total }) {
  const rows = steps.map((s) => {
    return `| ${s.page} | \`${s.path.replace(/ord=[^&]+/, "ord=…")}\` | ${kB(s.bytes)} | ${describe(s.files)} |`;
  });
  return [
    `# The lite order without JavaScript: ${kB(total)} kB (budget ${kB(LITE_BUDGET_BYTES)} kB, ${total <= LITE_BUDGET_BYTES ? "met" : "missed"})`,
    "",
    `Measured ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC by \`npm run bench\` (bench/lib/lite-order.js).`,
    "A guest's collection order in Chromium at 390 × 844, JavaScript off, cold cache: bytes received (headers and compressed bodies), redirect answers not counted; files the browser took from its cache count 0 and are not listed.",
    "A page's parts are its stylesheet, scripts and markup, each gzipped on its own: they show why the page weighs what it does.",
    "",
    "| Step | Page | kB | What it downloaded (kB) |",
    "| --- | --- | ---: | --- |",
    ...rows,
    `| **All** | | **${kB(total)}** | |`,
    "",
    whereItGoes(steps),
  ].join("\n");
}

/** Writes the result to bench/lite-order.md (and answers the text). */
export async function writeLiteOrder(result) {
  const text = await prettierMarkdown(`${liteOrderTable(result)}\n`);
  writeFileSync(join(BENCH, "lite-order.md"), text);
  return text;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const base = process.argv[2] ?? "http://localhost:3000";
  liteOrder(base).then(
    async (result) => console.log(await writeLiteOrder(result)),
    (e) => {
      console.error(e);
      process.exit(1);
    },
  );
}
