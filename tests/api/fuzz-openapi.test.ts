// Requests made from the OpenAPI document (tests/support/fuzz-openapi.ts) to every operation, with
// a real basket and signed-in customer among the cookies: no answer is a 5xx, and every answer
// keeps the document's contract (its status declared, its body matching that response's schema).
import fc from "fast-check";
import { beforeAll, expect, it } from "vitest";
import { loadContract, type Contract } from "../support/contract";
import { documentRequestArb, type DocRequest } from "../support/fuzz-openapi";
import { apiServer } from "../support/http";

const api = apiServer();
const REQUESTS = 1_500;
const BATCH = 10;
let contract: Contract;
const cookieSets: string[] = [""];

beforeAll(async () => {
  contract = await loadContract(api.server.base);
  const guest = api.server.client();
  await guest.request("/api/basket/SetRestaurantDistance/1001/0.3/W1D%203QU", { method: "POST" });
  await guest.request("/api/basket/QuickAddItem/margherita/1", { method: "POST" });
  const member = api.server.client();
  await member.request("/api/customer/login", { method: "POST", json: { email: "gold@example.com", password: "Password123!" } });
  for (const c of [guest, member]) cookieSets.push([...c.jar].map(([k, v]) => `${k}=${v}`).join("; "));
});

/** How many 200 answers each operation gave. */
const oks = new Map<string, number>();
async function send(r: DocRequest, cookie: string): Promise<string | null> {
  const headers: Record<string, string> = cookie ? { cookie } : {};
  if (r.body !== undefined) headers["content-type"] = "application/json";
  const res = await fetch(api.server.base + r.url, {
    method: r.method,
    headers,
    body: r.body === undefined ? undefined : JSON.stringify(r.body),
    redirect: "manual",
    signal: AbortSignal.timeout(15_000),
  });
  const type = res.headers.get("content-type") ?? "";
  const text = await res.text();
  const where = `${r.method} ${r.url.slice(0, 200)} (${r.mutation}) body=${JSON.stringify(r.body)?.slice(0, 200)}`;
  if (res.status === 200) oks.set(r.operationId, (oks.get(r.operationId) ?? 0) + 1);
  if (res.status >= 500) return `${res.status} for ${where}: ${text.slice(0, 200)}`;
  const body = type.includes("json") ? JSON.parse(text) : text;
  const problems = contract.problems(r.method, r.route, res.status, body, type);
  return problems.length ? `${where}\n  ${problems.slice(0, 5).join("\n  ")}` : null;
}

it(`${REQUESTS} requests made from the document get answers it declares, never a 5xx`, async () => {
  const seen = new Map<string, Set<number>>();
  const property = fc.asyncProperty(
    fc.array(fc.tuple(documentRequestArb(contract.doc), fc.constantFrom(...cookieSets)), { minLength: BATCH, maxLength: BATCH }),
    async (batch) => {
      const failures = (await Promise.all(batch.map(([r, cookie]) => send(r, cookie)))).filter((f): f is string => f !== null);
      for (const [r] of batch) seen.set(r.operationId, seen.get(r.operationId) ?? new Set());
      if (failures.length) throw new Error(failures.join("\n"));
    },
  );
  const run = await fc.check(property, { numRuns: REQUESTS / BATCH, endOnFailure: true });
  if (run.failed)
    throw new Error(
      `seed ${run.seed}:\n${String(run.errorInstance instanceof Error ? run.errorInstance.message : run.errorInstance).slice(0, 5000)}`,
    );
  // Every operation of the document was called.
  const operations = Object.values(contract.doc.paths).flatMap((ops) => Object.values(ops).map((op) => op.operationId));
  expect(operations.filter((id) => !seen.has(id))).toEqual([]);
  // Requests made from the schemas and their examples do get through, not only refusals.
  expect(oks.size, `operations answered 200 at least once: ${[...oks.keys()].join(", ")}`).toBeGreaterThan(operations.length / 4);
}, 120_000);
