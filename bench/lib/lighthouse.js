// Lighthouse (mobile, simulated slow 4G and a 4× slower CPU: its defaults) on the four pages the
// budget names and on the bare React Router page, in Debian's Chromium (no browser download):
// performance and accessibility scores, LCP and its element, TBT and CLS.
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";

const CHROMIUM = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const CATEGORIES = ["performance", "accessibility"];

/** One page's figures: scores 0–100, times in ms. */
function figures(lhr) {
  const audit = (id) => lhr.audits[id];
  const lcpElement = audit("largest-contentful-paint-element")?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? "—";
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
    fcp: audit("first-contentful-paint")?.numericValue ?? null,
    lcp: audit("largest-contentful-paint")?.numericValue ?? null,
    tbt: audit("total-blocking-time")?.numericValue ?? null,
    cls: audit("cumulative-layout-shift")?.numericValue ?? null,
    lcpElement: lcpElement.replace(/\s+/g, " ").slice(0, 80),
  };
}

const TRIES = 3;

/**
 * One page's report. Lighthouse sometimes fails to record a trace (NO_NAVSTART, mostly on a fresh
 * browser's first page); such a run is tried again, up to three times in all.
 */
async function audited(port, page) {
  let failure = "";
  for (let attempt = 1; attempt <= TRIES; attempt++) {
    const run = await lighthouse(page.url, {
      port,
      onlyCategories: CATEGORIES,
      extraHeaders: page.cookie ? { Cookie: page.cookie } : undefined,
      output: "json",
      logLevel: "error",
    });
    if (run?.lhr && !run.lhr.runtimeError) return run.lhr;
    failure = run?.lhr.runtimeError?.message ?? "no report";
    if (attempt < TRIES) process.stdout.write(`(${run?.lhr.runtimeError?.code ?? "no report"}, again) `);
  }
  throw new Error(`Lighthouse could not run on ${page.url} in ${TRIES} tries: ${failure}`);
}

/** Runs Lighthouse on each `{ label, url, cookie, floor? }` in turn, in one headless Chromium. */
export async function lighthouseRuns(pages) {
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"] });
  try {
    const results = [];
    for (const page of pages) {
      process.stdout.write(`  Lighthouse ${page.label} … `);
      const lhr = await audited(chrome.port, page);
      const row = { label: page.label, ...(page.floor ? { floor: true } : {}), ...figures(lhr) };
      console.log(`performance ${row.performance}, LCP ${Math.round(row.lcp)} ms`);
      results.push(row);
    }
    return results;
  } finally {
    chrome.kill();
  }
}

const ms = (n) => (n === null ? "—" : Math.round(n).toLocaleString("en-GB"));

/** The Lighthouse table for the report. */
export function lighthouseTable(rows) {
  return [
    "| Page (Lighthouse mobile) | Performance | Accessibility | FCP ms | LCP ms | TBT ms | CLS | LCP element |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |",
    ...rows.map(
      (r) =>
        `| ${r.label} | ${r.performance} | ${r.accessibility} | ${ms(r.fcp)} | ${ms(r.lcp)} | ${ms(r.tbt)} | ${r.cls === null ? "—" : r.cls.toFixed(3)} | \`${r.lcpElement.replace(/[|`]/g, "")}\` |`,
    ),
  ].join("\n");
}
