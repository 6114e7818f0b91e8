// Holds /api answers to the OpenAPI document: the status must be one the operation declares, and
// the body must match that response's schema (JSON Schema 2020-12, checked with Ajv2020).
// Usage: const contract = await loadContract(base); contract.expectAnswer("post", "/customer/login", res.status, body).
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import type { OpenApiDocument } from "../../server/api/openapi";

type Json = Record<string, unknown>;

/**
 * A response schema with the document's components beside it, so its `#/components/schemas/X`
 * references (shared and recursive parts) resolve within the schema Ajv compiles.
 */
const withComponents = (schema: unknown, doc: OpenApiDocument) => ({ ...(schema as Json), components: doc.components });

/** `/menu/:restaurantId` and `/menu/{restaurantId}` name the same path of the document. */
const docPath = (path: string) => path.replace(/^\/api(?=\/)/, "").replace(/:(\w+)/g, "{$1}");

export interface Contract {
  doc: OpenApiDocument;
  /** What is wrong with an answer to the operation at `method` `path`: empty when it keeps the contract. */
  problems(method: string, path: string, status: number, body: unknown, contentType?: string): string[];
  /** Fails the test unless the answer keeps the contract. */
  expectAnswer(method: string, path: string, status: number, body: unknown, contentType?: string): void;
}

export function contractOf(doc: OpenApiDocument): Contract {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats.default(ajv);
  const compiled = new Map<string, ValidateFunction>();
  const validator = (key: string, schema: unknown) => {
    let v = compiled.get(key);
    if (!v) compiled.set(key, (v = ajv.compile(withComponents(schema, doc))));
    return v;
  };

  function problems(method: string, path: string, status: number, body: unknown, contentType = "application/json"): string[] {
    const p = docPath(path);
    const operation = doc.paths[p]?.[method.toLowerCase()];
    if (!operation) return [`the document has no operation ${method.toUpperCase()} ${p}`];
    // `default` stands for the statuses of an operation that does not list its own yet.
    const response = operation.responses[String(status)] ?? (status >= 400 ? operation.responses.default : undefined);
    if (!response)
      return [`${operation.operationId} does not declare status ${status} (declared: ${Object.keys(operation.responses).join(", ")})`];
    const mediaType = contentType.split(";")[0]!.trim().toLowerCase();
    const media = response.content?.[mediaType];
    if (!response.content) return [];
    if (!media) return [`${operation.operationId} ${status} declares ${Object.keys(response.content).join(", ")}, not ${mediaType}`];
    const validate = validator(`${method} ${p} ${status} ${mediaType}`, media.schema);
    if (validate(body)) return [];
    return (validate.errors ?? []).map(
      (e) => `${operation.operationId} ${status}: ${e.instancePath || "(body)"} ${e.message} ${JSON.stringify(e.params)}`,
    );
  }

  return {
    doc,
    problems,
    expectAnswer(method, path, status, body, contentType) {
      const found = problems(method, path, status, body, contentType);
      if (found.length)
        throw new Error(`The answer breaks the contract:\n${found.join("\n")}\nbody: ${JSON.stringify(body).slice(0, 1000)}`);
    },
  };
}

/** The document the server at `base` serves, ready to check answers against. */
export async function loadContract(base: string): Promise<Contract> {
  const res = await fetch(`${base}/api/openapi.json`);
  if (res.status !== 200) throw new Error(`GET /api/openapi.json answered ${res.status}`);
  return contractOf((await res.json()) as OpenApiDocument);
}
