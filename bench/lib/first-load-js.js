// The JavaScript a page makes the browser load at first load: <script type="module" src>,
// <link rel="modulepreload" href>, the URLs imported by inline module scripts, and (as a check that
// nothing is missed) the static imports at the top of each of those files. Each file is fetched once;
// sizes are of the raw bytes and of those bytes gzipped with node:zlib at level 9.
/* global fetch */
import { gzipSync } from "node:zlib";

const decode = (s) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

function attr(attrs, name) {
  const m = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, "i").exec(attrs);
  return m ? decode(m[1] ?? m[2] ?? m[3]) : null;
}

/** Module URLs named by the HTML, in document order. */
function moduleUrlsInHtml(html) {
  const urls = [];
  const tag = /<link\b([^>]*)>|<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
  for (const m of html.matchAll(tag)) {
    if (m[1] !== undefined) {
      const rel = (attr(m[1], "rel") ?? "").toLowerCase().split(/\s+/);
      const href = attr(m[1], "href");
      if (rel.includes("modulepreload") && href) urls.push(href);
      continue;
    }
    const attrs = m[2];
    const type = (attr(attrs, "type") ?? "").toLowerCase();
    if (type !== "module") continue;
    const src = attr(attrs, "src");
    if (src) {
      urls.push(src);
      continue;
    }
    const body = m[3];
    const patterns = [
      /\bimport\s*\(\s*["'`]([^"'`]+)["'`]\s*\)/g, // import("…")
      /\bimport\s*["']([^"']+)["']/g, // import "…"
      /\bfrom\s*["']([^"']+)["']/g, // import * as x from "…"
    ];
    const found = [];
    for (const re of patterns) for (const x of body.matchAll(re)) found.push({ at: x.index, url: x[1] });
    found.sort((a, b) => a.at - b.at).forEach((f) => urls.push(f.url));
  }
  return urls;
}

/** Specifiers of the static import/export-from statements that open a built ES module. */
function leadingStaticImports(code) {
  const specs = [];
  const statement =
    /^(?:\s|\/\*[\s\S]*?\*\/|\/\/[^\n]*\n)*(?:import\s*(?:[\w$*{}\s,]+?\s*from\s*)?|export\s*(?:\*(?:\s*as\s+[\w$]+)?|\{[^}]*\})\s*from\s*)["']([^"']+)["']\s*;?/;
  let rest = code;
  for (let m = statement.exec(rest); m; m = statement.exec(rest)) {
    specs.push(m[1]);
    rest = rest.slice(m[0].length);
  }
  return specs;
}

/**
 * @returns {Promise<{ status: number, files: { url: string, bytes: number, gzipBytes: number, viaCrawl: boolean }[],
 *   count: number, bytes: number, gzipBytes: number }>}
 */
export async function firstLoadJs(pageUrl, headers = {}) {
  const res = await fetch(pageUrl, { headers: { ...headers, "accept-encoding": "identity" }, redirect: "manual" });
  const html = await res.text();
  const queue = moduleUrlsInHtml(html).map((u) => ({ url: new URL(u, pageUrl).href, viaCrawl: false }));
  const seen = new Set();
  const files = [];
  while (queue.length) {
    const { url, viaCrawl } = queue.shift();
    if (seen.has(url)) continue;
    seen.add(url);
    const r = await fetch(url, { headers: { "accept-encoding": "identity" } });
    if (!r.ok) throw new Error(`${url} (first-load JS of ${pageUrl}) answered ${r.status}`);
    const buf = Buffer.from(await r.arrayBuffer());
    files.push({ url, bytes: buf.length, gzipBytes: gzipSync(buf, { level: 9 }).length, viaCrawl });
    for (const spec of leadingStaticImports(buf.toString("utf8"))) {
      if (/^(\.{0,2}\/|https?:)/.test(spec)) queue.push({ url: new URL(spec, url).href, viaCrawl: true });
    }
  }
  return {
    status: res.status,
    files,
    count: files.length,
    bytes: files.reduce((n, f) => n + f.bytes, 0),
    gzipBytes: files.reduce((n, f) => n + f.gzipBytes, 0),
  };
}
