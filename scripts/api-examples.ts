// Writes server/api/examples.json: for each /api operation, a real request and answer to show
// in the OpenAPI document. Runs the API tests that walk the catalogue with recording on
// (tests/support/example-recorder.ts), takes per operation the fullest answer they received, cuts
// every list to its first entry, numbers what the runs made up (ids, order numbers, keys, codes,
// tokens) in order of appearance so that a new recording changes only what really changed, and
// writes the result formatted as the repository keeps it.
// tests/api/openapi.test.ts checks each example against its operation's schemas, so a change to a
// schema that an example no longer fits fails there: run `npm run api:examples` again.
// Usage: npm run api:examples
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { format, resolveConfig } from "prettier";
import { z } from "zod";
import type { ApiRoute } from "../server/api/define";
import { apiRoutes } from "../server/api/routes";
import type { RecordedAnswer } from "../tests/support/example-recorder";

const OUT = join(import.meta.dirname, "..", "server", "api", "examples.json");
/** The tests whose calls cover every operation with ordinary, successful requests. */
const FILES = [
  "tests/api/contract-menu.test.ts",
  "tests/api/contract-menu-restaurants.test.ts",
  "tests/api/contract-basket.test.ts",
  "tests/api/contract-rewards-orders.test.ts",
  "tests/api/accounts.test.ts",
  "tests/api/analytics.test.ts",
  "tests/api/search.test.ts",
  "tests/api/foundation.test.ts",
  "tests/api/order-follow-up.test.ts",
  "tests/api/vouchers.test.ts",
  "tests/api/openapi.test.ts",
  "tests/api/change-postcode.test.ts",
  "tests/api/payments-3ds.test.ts",
  "tests/api/saved-cards.test.ts",
];
const LIST_LENGTH = 1;

/** The value with every array cut to its first entries. */
function trimmed(value: unknown): unknown {
  if (Array.isArray(value)) return value.slice(0, LIST_LENGTH).map(trimmed);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, trimmed(v)]));
}

/**
 * What every run makes up afresh, and the fixed form each is numbered into (n counts from 1); `keys`
 * limits a pattern to the values of fields of those names.
 */
const MADE_UP: { pattern: RegExp; keys?: string[]; fixed: (n: number, found: string) => string }[] = [
  // Basket ids and keys, order ids.
  {
    pattern: /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi,
    fixed: (n) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
  },
  // Order numbers (C- collection, D- delivery).
  { pattern: /^[CD]-\d{6}$/g, fixed: (n, found) => `${found[0]}-${String(n).padStart(6, "0")}` },
  // The tests' idempotency keys.
  { pattern: /^[a-z]-[0-9a-f]{16}$/g, keys: ["idempotencyKey"], fixed: (n, found) => `${found[0]}-${String(n).padStart(16, "0")}` },
  // One-time codes sent by text or e-mail.
  { pattern: /^\d{6}$/g, keys: ["code"], fixed: (n) => String(n).padStart(6, "0") },
  // Reset links' tokens and the payment provider's client token: their length and dots, one digit throughout.
  { pattern: /^[\w.-]{16,}$/g, keys: ["token", "clientToken"], fixed: (n, found) => found.replace(/[^.]/g, String(n % 10)) },
];

/**
 * The value with each distinct made-up string (see MADE_UP) replaced by a fixed one, numbered in
 * order of first appearance, the same one wherever it recurs.
 */
function numberedIds(value: unknown, seen = MADE_UP.map(() => new Map<string, string>()), key = ""): unknown {
  if (typeof value === "string") {
    return MADE_UP.reduce(
      (text, made, kind) =>
        made.keys !== undefined && !made.keys.includes(key)
          ? text
          : text.replace(made.pattern, (found) => {
              const ids = seen[kind]!;
              const id = found.toLowerCase();
              if (!ids.has(id)) ids.set(id, made.fixed(ids.size + 1, found));
              return ids.get(id)!;
            }),
      value,
    );
  }
  if (Array.isArray(value)) return value.map((v) => numberedIds(v, seen, key));
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, numberedIds(v, seen, k)]));
}

function routeOf(method: string, path: string) {
  const bare = path.split("?")[0]!.replace(/^\/api/, "");
  return apiRoutes.find((r) => r.method === method && new RegExp(`^${r.path.replace(/:[A-Za-z]+/g, "[^/]+")}$`).test(bare));
}

/** A request fit to show: its body has only the fields the operation declares (tests also send junk to see it ignored). */
function declaresAll(route: ApiRoute, request: unknown): boolean {
  if (request === null || typeof request !== "object" || !(route.body instanceof z.ZodObject)) return true;
  return Object.keys(request).every((key) => key in (route.body as z.ZodObject).shape);
}

const dir = mkdtempSync(join(tmpdir(), "api-examples-"));
try {
  const run = spawnSync("npx", ["vitest", "run", "--project", "api", ...FILES], {
    stdio: "inherit",
    env: { ...process.env, API_EXAMPLES_DIR: dir },
  });
  if (run.status !== 0) throw new Error(`the API tests failed (exit ${run.status}): no examples written`);

  const best = new Map<string, { request?: unknown; answer: unknown; size: number }>();
  for (const file of readdirSync(dir)) {
    for (const line of readFileSync(join(dir, file), "utf8").split("\n").filter(Boolean)) {
      const recorded = JSON.parse(line) as RecordedAnswer;
      const route = routeOf(recorded.method, recorded.path);
      const id = route?.operationId;
      if (!id || !declaresAll(route, recorded.request)) continue;
      // A request body is shown only where the operation declares one.
      const example = { request: route.body ? trimmed(recorded.request) : undefined, answer: trimmed(recorded.answer) };
      const size = JSON.stringify(example).length;
      if (size > (best.get(id)?.size ?? -1)) best.set(id, { ...example, size });
    }
  }
  const examples = numberedIds(
    Object.fromEntries(
      [...best]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([id, { request, answer }]) => [id, request === undefined ? { answer } : { request, answer }]),
    ),
  );
  writeFileSync(OUT, await format(JSON.stringify(examples), { ...(await resolveConfig(OUT)), parser: "json" }));
  const missing = apiRoutes.filter((r) => !r.events && !best.has(r.operationId!)).map((r) => r.operationId);
  console.log(`${best.size} operations have an example in ${OUT}.`);
  if (missing.length) console.log(`No test call answered OK for: ${missing.join(", ")}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
