// Runs generated requests in batches against a server and fails on any 5xx or missing answer, or
// on an answer other than 4xx to a request `mustRefuse` says is certainly invalid, naming each offending request (shortened: a failure report stays readable); counts how often
// each route was hit. The seed in the report replays the run: fuzz(…, { seed }).
import fc from "fast-check";
import { rawRequest, type RawRequest } from "./raw-http";

type Generated = RawRequest & { route: string };

function describe(r: Generated, outcome: string): string {
  const body =
    r.body === undefined
      ? ""
      : ` body(${r.body.length} bytes${r.chunked ? ", chunked" : ""})=${JSON.stringify(String(r.body).slice(0, 120))}`;
  return `${outcome} for ${r.method} ${r.path.slice(0, 160)} headers=${JSON.stringify(r.headers).slice(0, 300)}${body}`;
}

export interface FuzzOptions {
  requests: number;
  batch: number;
  seed?: number;
  /** Why a request must get a 4xx, or null when any answer but a 5xx will do. */
  mustRefuse?: (r: Generated) => string | null;
}

export async function fuzz(base: string, arb: fc.Arbitrary<Generated>, opts: FuzzOptions) {
  const hits = new Map<string, number>();
  const refused = new Map<string, number>();
  let sent = 0;
  const property = fc.asyncProperty(fc.array(arb, { minLength: opts.batch, maxLength: opts.batch }), async (batch) => {
    const outcomes = await Promise.all(
      batch.map((r) =>
        rawRequest(base, r, 20_000).then(
          (a) => {
            if (a.status >= 500) return `${a.status} (${a.text.slice(0, 200)})`;
            const reason = opts.mustRefuse?.(r);
            if (!reason) return null;
            refused.set(reason, (refused.get(reason) ?? 0) + 1);
            return a.status >= 400 ? null : `${a.status} to a request that must get a 4xx (${reason}): ${a.text.slice(0, 200)}`;
          },
          (e: Error) => `no answer (${e.message})`,
        ),
      ),
    );
    sent += batch.length;
    batch.forEach((r) => hits.set(r.route, (hits.get(r.route) ?? 0) + 1));
    const failed = outcomes.flatMap((o, i) => (o ? [describe(batch[i]!, o)] : []));
    if (failed.length) throw new Error(failed.join("\n"));
  });
  const run = await fc.check(property, { numRuns: Math.ceil(opts.requests / opts.batch), endOnFailure: true, seed: opts.seed });
  if (run.failed) {
    const error = run.errorInstance instanceof Error ? run.errorInstance.message : String(run.errorInstance);
    throw new Error(`A generated request failed (seed ${run.seed}):\n${error.slice(0, 4000)}`);
  }
  return { hits, sent, refused };
}
