// fast-check arbitraries for requests made from the OpenAPI document itself: for each operation,
// path and query parameters and a JSON body sampled from their schemas (openapi-sampler, which
// prefers the schemas' own examples), then often mutated: a field dropped, a field of the wrong
// type, an unknown field, a whole body or parameter replaced by junk.
import fc from "fast-check";
import { sample } from "openapi-sampler";
import type { OpenApiDocument, Operation, Parameter } from "../../server/api/openapi";
import { REAL_PARAMS } from "./fuzz-requests";

export interface DocRequest {
  operationId: string;
  method: "GET" | "POST";
  /** The document's path (`/menu/{restaurantId}`), for the contract check. */
  route: string;
  /** The concrete address, under /api, with its query string. */
  url: string;
  body?: unknown;
  mutation: string;
}

type Schema = Parameters<typeof sample>[0];
const sampled = (schema: unknown) => sample(schema as Schema, { skipReadOnly: true, enablePatterns: true, quiet: true });

const junk = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom("", " ", "-1", "0", "1e309", "NaN", "null", "🍕", "a".repeat(300), "<script>", "%ZZ", "../..", "true"),
);

/** A value for a parameter: sampled from its schema, one the site really has, or junk. */
function parameterValue(p: Parameter): fc.Arbitrary<unknown> {
  const options: fc.WeightedArbitrary<unknown>[] = [{ weight: 4, arbitrary: fc.constant(sampled(p.schema)) }];
  const real = REAL_PARAMS[p.name];
  if (real) options.push({ weight: 4, arbitrary: fc.constantFrom(...real) });
  options.push({ weight: 2, arbitrary: junk });
  return fc.oneof(...options);
}

/** The sampled body, as is or mutated. */
function bodyArb(schema: unknown): fc.Arbitrary<{ body: unknown; mutation: string }> {
  const valid = sampled(schema);
  const keys = valid && typeof valid === "object" && !Array.isArray(valid) ? Object.keys(valid) : [];
  const options: fc.Arbitrary<{ body: unknown; mutation: string }>[] = [
    fc.constant({ body: valid, mutation: "sampled" }),
    fc
      .tuple(fc.string({ maxLength: 12 }), junk)
      .map(([k, v]) => ({ body: { ...(valid as object), [`x${k}`]: v }, mutation: "unknown field" })),
    junk.map((body) => ({ body, mutation: "junk body" })),
  ];
  if (keys.length)
    options.push(
      fc.constantFrom(...keys).map((k) => {
        const { [k]: _dropped, ...rest } = valid as Record<string, unknown>;
        return { body: rest, mutation: `without ${k}` };
      }),
      fc.tuple(fc.constantFrom(...keys), junk).map(([k, v]) => ({ body: { ...(valid as object), [k]: v }, mutation: `${k} replaced` })),
    );
  return fc.oneof(...options);
}

function operationArb(route: string, method: "get" | "post", op: Operation): fc.Arbitrary<DocRequest> {
  const params = op.parameters ?? [];
  const values = fc.tuple(...params.map((p) => fc.option(parameterValue(p), { nil: undefined, freq: p.required ? 20 : 3 })));
  const schema = op.requestBody?.content["application/json"]?.schema;
  const body = schema ? fc.option(bodyArb(schema), { nil: undefined, freq: 10 }) : fc.constant(undefined);
  return fc.tuple(values, body).map(([vals, b]) => {
    let path = route;
    const query = new URLSearchParams();
    params.forEach((p, i) => {
      const v = vals[i];
      const text = typeof v === "string" ? v : JSON.stringify(v ?? "");
      if (p.in === "path") path = path.replace(`{${p.name}}`, pathSegment(text));
      else if (v !== undefined) query.set(p.name, text);
    });
    const q = query.toString();
    return {
      operationId: op.operationId,
      method: method.toUpperCase() as "GET" | "POST",
      route,
      url: `/api${path}${q ? `?${q}` : ""}`,
      ...(b ? { body: b.body } : {}),
      mutation: schema ? (b?.mutation ?? "no body") : "no body declared",
    };
  });
}

/** One request to one operation of the document, each operation as likely as the others. */
/**
 * A path parameter as one segment. "" would drop the segment, and "." or ".." (as "%2e" too) are
 * dot-segments that every URL parser removes: the request would go to another route.
 */
const pathSegment = (text: string) => {
  const segment = encodeURIComponent(text);
  return segment === "" || segment === "." || segment === ".." ? "x" : segment;
};

export function documentRequestArb(doc: OpenApiDocument): fc.Arbitrary<DocRequest> {
  const operations = Object.entries(doc.paths).flatMap(([route, ops]) =>
    Object.entries(ops).map(([method, op]) => operationArb(route, method as "get" | "post", op)),
  );
  return fc.oneof(...operations);
}
