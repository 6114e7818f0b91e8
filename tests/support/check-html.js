// HTML validity of every page the browser tests visited: runs the Nu Html Checker (vnu.jar from
// the vnu-jar package, with the machine's Java) once over the documents tests/e2e/html-recorder.ts
// recorded, and exits non-zero listing each error with the page's address, line and message.
// Usage: node tests/support/check-html.js [folder]   (default test-results/html-pages)
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const dir = resolve(process.argv[2] ?? "test-results/html-pages");
const jar = join(createRequire(import.meta.url).resolve("vnu-jar/package.json"), "..", "build/dist/vnu.jar");
const java = existsSync("/usr/bin/java") ? "/usr/bin/java" : "java";

const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith(".html")) : [];
if (files.length === 0) {
  console.error(`No recorded pages in ${dir}: run the browser tests first (npx playwright test).`);
  process.exit(1);
}

/** The page's address and kind ("server": the document as sent; "dom": the DOM after the test). */
function origin(file) {
  try {
    return JSON.parse(readFileSync(file.replace(/\.html$/, ".json"), "utf8"));
  } catch {
    return { url: file, kind: "server" };
  }
}

const result = spawnSync(
  java,
  [
    "-jar",
    jar,
    "--errors-only",
    "--format",
    "json",
    // No message is filtered out: every error the checker reports is fixed at its cause.
    ...files.map((f) => join(dir, f)),
  ],
  { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
);
if (result.error) throw result.error;

let messages;
try {
  ({ messages } = JSON.parse(result.stderr));
} catch {
  console.error(`The Nu Html Checker did not answer in JSON (exit ${result.status}):\n${result.stderr}`);
  process.exit(1);
}

const errors = messages.filter((m) => m.type === "error" || m.type === "non-document-error" || m.subType === "fatal");
if (errors.length === 0) {
  console.log(`Nu Html Checker: 0 errors in ${files.length} recorded documents.`);
  process.exit(0);
}

// The same error on the same page recorded several times (a form token differs) is listed once.
const seen = new Map();
for (const m of errors) {
  const { url, kind } = m.url ? origin(fileURLToPath(m.url)) : { url: "(no document)", kind: "server" };
  const page = url.replace(/^https?:\/\/[^/]+/, "");
  const key = `${page}\n${kind}\n${m.lastLine}\n${m.message}`;
  if (!seen.has(key)) seen.set(key, { page, url, kind, line: m.lastLine, message: m.message, extract: m.extract });
}
const listed = [...seen.values()].sort((a, b) => a.page.localeCompare(b.page) || a.line - b.line);
for (const e of listed) {
  const what = e.kind === "dom" ? "DOM at the end of a test" : "as served";
  console.error(`${e.url} (${what}) line ${e.line}: ${e.message}`);
  if (e.extract) console.error(`    ${e.extract.replace(/\s+/g, " ").trim()}`);
}
// A summary by message (without the quoted names that vary), most frequent first.
const byMessage = new Map();
for (const e of listed) {
  const general = e.message.replace(/“[^”]*”/g, "“…”");
  byMessage.set(general, (byMessage.get(general) ?? new Set()).add(e.page));
}
console.error("\nBy message (pages):");
for (const [message, pages] of [...byMessage].sort((a, b) => b[1].size - a[1].size)) {
  console.error(`  ${pages.size} × ${message}`);
}
console.error(`\nNu Html Checker: ${errors.length} errors (${byMessage.size} kinds) in ${files.length} documents.`);
process.exit(1);
