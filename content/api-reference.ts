// The API reference page's content, made from the OpenAPI document: areas (tags), each with its
// operations, their parameters, request body fields and answers, in words and short type names.
import type { OpenApiDocument, Operation } from "../server/api/openapi";

type Schema = Record<string, unknown>;

/** Where the document the page shows is served. */
export const API_DOCUMENT_PATH = "/api/openapi.json";

export interface FieldRow {
  name: string;
  type: string;
  required: boolean;
  notes: string;
}

export interface OperationView {
  id: string;
  method: string;
  path: string;
  summary: string;
  parameters: (FieldRow & { in: string })[];
  body: FieldRow[];
  responses: { status: string; meaning: string; fields: string }[];
  example: string | null;
}

export interface ApiReference {
  title: string;
  version: string;
  documentPath: string;
  areas: { name: string; description: string; operations: OperationView[] }[];
}

/** A short type name: string, integer, one of "web", "app", array of string, string or null. */
export function typeName(schema: Schema | undefined): string {
  if (!schema) return "any";
  if ("const" in schema) return JSON.stringify(schema.const);
  if (Array.isArray(schema.enum)) return `one of ${schema.enum.map((v) => JSON.stringify(v)).join(", ")}`;
  const anyOf = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (Array.isArray(anyOf)) return [...new Set(anyOf.map(typeName))].join(" or ");
  if (Array.isArray(schema.type)) return schema.type.join(" or ");
  if (schema.type === "array") return `array of ${typeName(schema.items as Schema | undefined)}`;
  if (typeof schema.type === "string") return schema.type;
  if (typeof schema.$ref === "string") return schema.$ref.split("/").pop()!;
  return "any";
}

/** Limits and words of a schema: at most 50 characters, at least 1, the description. */
export function notesOf(schema: Schema | undefined): string {
  if (!schema) return "";
  const limits: string[] = [];
  const add = (key: string, words: (n: unknown) => string) => {
    if (typeof schema[key] === "number") limits.push(words(schema[key]));
  };
  add("minLength", (n) => `at least ${n} characters`);
  add("maxLength", (n) => `at most ${n} characters`);
  add("minimum", (n) => `from ${n}`);
  add("exclusiveMinimum", (n) => `above ${n}`);
  add("maximum", (n) => `up to ${n}`);
  if (typeof schema.pattern === "string") limits.push(`matching ${schema.pattern}`);
  const description = typeof schema.description === "string" ? schema.description : "";
  return [description, limits.join(", ")].filter(Boolean).join(" — ");
}

/** The object whose fields a body lists: itself, or for "one line or an array of lines" the line. */
function fieldsOf(schema: Schema | undefined): Schema | undefined {
  const forms = (schema?.anyOf ?? schema?.oneOf) as Schema[] | undefined;
  if (!Array.isArray(forms)) return schema;
  return (
    forms.find((f) => f.properties) ?? (forms.map((f) => f.items).find((i) => (i as Schema | undefined)?.properties) as Schema | undefined)
  );
}

function rows(body: Schema | undefined): FieldRow[] {
  const schema = fieldsOf(body);
  const properties = (schema?.properties ?? {}) as Record<string, Schema>;
  const required = (schema?.required ?? []) as string[];
  return Object.entries(properties).map(([name, s]) => ({ name, type: typeName(s), required: required.includes(name), notes: notesOf(s) }));
}

function operationView(path: string, method: string, op: Operation): OperationView {
  const body = op.requestBody?.content["application/json"];
  const responses = Object.entries(op.responses).map(([status, r]) => {
    const schema = r.content?.["application/json"]?.schema;
    const fields = schema?.$ref ? "status, errors (each with path and message)" : Object.keys(schema?.properties ?? {}).join(", ");
    return { status, meaning: r.description, fields };
  });
  const example = body?.examples ? Object.values(body.examples)[0]?.value : undefined;
  return {
    id: op.operationId,
    method: method.toUpperCase(),
    path: `/api${path}`,
    summary: op.summary,
    parameters: (op.parameters ?? []).map((p) => ({
      name: p.name,
      in: p.in,
      type: typeName(p.schema),
      required: p.required,
      notes: [p.description ?? "", notesOf(p.schema)].filter(Boolean).join(" — "),
    })),
    body: rows(body?.schema),
    responses,
    example: example === undefined ? null : JSON.stringify(example, null, 2),
  };
}

export function apiReference(doc: OpenApiDocument, documentPath: string): ApiReference {
  const operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ tag: op.tags[0] ?? "", view: operationView(path, method, op) })),
  );
  return {
    title: doc.info.title,
    version: doc.info.version,
    documentPath,
    areas: doc.tags.map((t) => ({
      name: t.name,
      description: t.description,
      operations: operations.filter((o) => o.tag === t.name).map((o) => o.view),
    })),
  };
}
