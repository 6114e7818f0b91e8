// The README's copy of the latest run: the text between its two markers is replaced by the report.
import { readFileSync, writeFileSync } from "node:fs";

export const START = "<!-- bench: the latest run, written by npm run bench -->";
export const END = "<!-- bench: end of the latest run -->";

/**
 * `readme` with the report in place of what stood between the markers; null when they are missing
 * or out of order.
 * @param {string} readme
 * @param {string} report
 */
export function withLatestRun(readme, report) {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start === -1 || end < start) return null;
  return `${readme.slice(0, start + START.length)}\n\n${report.trim()}\n\n${readme.slice(end)}`;
}

/**
 * Writes the report into the README at `path`; says so, or why not.
 * @param {string} path
 * @param {string} report
 */
export function writeIntoReadme(path, report) {
  const next = withLatestRun(readFileSync(path, "utf8"), report);
  if (next === null) {
    console.log(`note: ${path} has no bench markers; its performance section was left as it was`);
    return;
  }
  writeFileSync(path, next);
  console.log(`written to ${path} (its performance section)`);
}
