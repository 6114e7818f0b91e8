// Reading seed files for the checks (CSV with a fixed header, JSON arrays, each record parsed with
// its zod schema) and the list of problems every check adds to.
import { readFileSync } from "node:fs";
import { dirname, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { z } from "zod";
import { parseCsv } from "../csv.mjs";

const seedsDir = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");
const projectDir = resolve(seedsDir, "..");
/** Every problem found, as "file: message", in the order the checks found them. */
export const problems: string[] = [];
export const fail = (file: string, message: string) => problems.push(`${file}: ${message}`);
/** A seed file's path (relative to seeds/) as the project names it: seeds/… */
export const rel = (file: string) => relative(projectDir, resolve(seedsDir, file));

export function readCsv<T extends z.ZodType>(file: string, schema: T, header: string[]): z.infer<T>[] {
  const name = rel(file);
  let rows: string[][];
  try {
    rows = parseCsv(readFileSync(resolve(seedsDir, file), "utf8"));
  } catch (e) {
    fail(name, `cannot read (${(e as Error).message})`);
    return [];
  }
  const [head, ...body] = rows;
  if (!head || head.join(",") !== header.join(",")) {
    fail(name, `header must be "${header.join(",")}", found "${head?.join(",") ?? ""}"`);
    return [];
  }
  const out: z.infer<T>[] = [];
  body.forEach((cells, i) => {
    const line = i + 2;
    if (cells.length !== header.length) {
      fail(name, `line ${line}: expected ${header.length} fields, found ${cells.length}`);
      return;
    }
    const record = Object.fromEntries(header.map((h, j) => [h, cells[j]]));
    const parsed = schema.safeParse(record);
    if (parsed.success) out.push(parsed.data);
    else fail(name, `line ${line} (${cells[0]}): ${describe(parsed.error)}`);
  });
  return out;
}

export function readJsonArray<T extends z.ZodType>(file: string, schema: T, label: (r: unknown, i: number) => string): z.infer<T>[] {
  const name = rel(file);
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(resolve(seedsDir, file), "utf8"));
  } catch (e) {
    fail(name, `cannot read or parse (${(e as Error).message})`);
    return [];
  }
  if (!Array.isArray(data)) {
    fail(name, "must be a JSON array");
    return [];
  }
  const out: z.infer<T>[] = [];
  data.forEach((record: unknown, i) => {
    const parsed = schema.safeParse(record);
    if (parsed.success) out.push(parsed.data);
    else fail(name, `record ${label(record, i)}: ${describe(parsed.error)}`);
  });
  return out;
}

function describe(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`).join("; ");
}

export const byKey =
  (key: string) =>
  (r: unknown, i: number): string => {
    const v = r && typeof r === "object" ? (r as Record<string, unknown>)[key] : undefined;
    return v === undefined ? `#${i}` : `#${i} (${key} ${JSON.stringify(v)})`;
  };

export function duplicates<T>(values: T[]): T[] {
  const seen = new Set<T>();
  const dup = new Set<T>();
  for (const v of values) (seen.has(v) ? dup : seen).add(v);
  return [...dup];
}
