// Records the /api answers the API tests receive, for the OpenAPI document's examples
// (scripts/api-examples.ts picks one per operation and writes server/api/examples.json).
// Off unless API_EXAMPLES_DIR names a folder: then each test process appends one JSON line per
// OK answer (its method, path, request body and answer) to its own file there.
import { appendFileSync } from "node:fs";
import { join } from "node:path";

export interface RecordedAnswer {
  method: string;
  path: string;
  request?: unknown;
  answer: unknown;
}

const dir = process.env.API_EXAMPLES_DIR;

/** Notes a 200 JSON answer to an /api call; does nothing when recording is off. */
export async function recordApiAnswer(method: string, path: string, request: unknown, res: Response): Promise<void> {
  if (!dir || res.status !== 200 || !path.startsWith("/api/")) return;
  if (!(res.headers.get("content-type") ?? "").startsWith("application/json")) return;
  const answer: unknown = await res.clone().json();
  const line: RecordedAnswer = { method: method.toLowerCase(), path, ...(request === undefined ? {} : { request }), answer };
  appendFileSync(join(dir, `answers-${process.pid}.jsonl`), `${JSON.stringify(line)}\n`);
}
