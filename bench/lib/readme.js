// The README's summary of the latest run: a few lines between its two markers, against the budgets,
// with a link to the whole report (bench/last-run.md).
import { readFileSync, writeFileSync } from "node:fs";

export const START = "<!-- bench: the latest run, written by npm run bench -->";
export const END = "<!-- bench: end of the latest run -->";

/** The budgets (the performance issue): pages against the bare React Router page on the same stack. */
const BUDGETS = { pageShare: 0.5, p99Ratio: 1.5, lighthouse: 100, jsOverFloorKb: 16 };

const range = (values, digits = 0) => {
  const lo = Math.min(...values).toFixed(digits);
  const hi = Math.max(...values).toFixed(digits);
  return lo === hi ? lo : `${lo}–${hi}`;
};
const mark = (met) => (met ? "met" : "**missed**");

/**
 * The summary of a run: its header line, then one line per budget with the range the customer
 * pages measured (the compressed basket row is not a budget row) and whether it is met.
 * @param {{ headerLine: string, rows: any[], floors: Record<string, any>, lighthouse: any[] }} run
 */
export function summaryOf({ headerLine, rows, floors, lighthouse }) {
  const pages = rows.filter((r) => r.floor === "page" && r.paired && !r.label.includes("compressed"));
  if (!pages.length) return `${headerLine}\n\nNo page was measured. The report: [bench/last-run.md](bench/last-run.md).`;
  const shares = pages.map((r) => (r.rps / r.paired.rps) * 100);
  const p99s = pages.map((r) => r.p99 / r.paired.p99);
  const floorJs = floors.page?.js?.gzipBytes ?? 0;
  const overs = pages.filter((r) => r.js).map((r) => (r.js.gzipBytes - floorJs) / 1000);
  // The bare page's own Lighthouse run is shown beside the budget's pages, not counted among them.
  const audited = lighthouse.filter((l) => !l.floor);
  const floorScore = lighthouse.find((l) => l.floor)?.performance;
  const scores = audited.map((l) => l.performance);
  const lines = [
    `- Requests per second, every customer page against the bare page: ${range(shares)} % (budget ≥ ${BUDGETS.pageShare * 100} %): ${mark(Math.min(...shares) >= BUDGETS.pageShare * 100)}`,
    `- p99 latency at the same load: ${range(p99s, 2)} × the bare page's (budget ≤ ${BUDGETS.p99Ratio} ×): ${mark(Math.max(...p99s) <= BUDGETS.p99Ratio)}`,
    scores.length
      ? `- Lighthouse mobile performance on ${audited.map((l) => l.label).join(", ")}: ${scores.join(", ")} (budget ${BUDGETS.lighthouse}${floorScore === undefined ? "" : `; the bare page: ${floorScore}`}): ${mark(Math.min(...scores) >= BUDGETS.lighthouse)}`
      : "- Lighthouse: not run",
    overs.length
      ? `- First-load JS over the bare page: +${range(overs, 1)} kB gzipped (budget ≤ ${BUDGETS.jsOverFloorKb} kB): ${mark(Math.max(...overs) <= BUDGETS.jsOverFloorKb)}`
      : "- First-load JS: not measured",
  ];
  return `${headerLine}\n\n${lines.join("\n")}\n\nEvery figure, with the floors and the /api routes: [bench/last-run.md](bench/last-run.md); where a page stands and why: [docs/performance.md](docs/performance.md).`;
}

/**
 * `readme` with the summary in place of what stood between the markers; null when they are missing
 * or out of order.
 * @param {string} readme
 * @param {string} summary
 */
export function withLatestRun(readme, summary) {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start === -1 || end < start) return null;
  return `${readme.slice(0, start + START.length)}\n\n${summary.trim()}\n\n${readme.slice(end)}`;
}

/**
 * Writes the summary into the README at `path`; says so, or why not.
 * @param {string} path
 * @param {string} summary
 */
export function writeIntoReadme(path, summary) {
  const next = withLatestRun(readFileSync(path, "utf8"), summary);
  if (next === null) {
    console.log(`note: ${path} has no bench markers; its performance section was left as it was`);
    return;
  }
  writeFileSync(path, next);
  console.log(`written to ${path} (its performance section)`);
}
