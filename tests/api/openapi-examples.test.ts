// Every operation of the OpenAPI document shows a real OK answer, and every request body a real
// request, recorded from the API tests (npm run api:examples writes server/api/examples.json).
// Each example must fit the schema it illustrates: when a schema changes and an example no longer
// fits, this test names the operation; run `npm run api:examples` to record them again.
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { describe, expect, it } from "vitest";
import { apiDocument } from "../../server/api/document";
import { openApiPath } from "../../server/api/openapi";
import { apiRoutes } from "../../server/api/routes";

const doc = apiDocument("Crustello");
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
/** Whatever is wrong with `value` as an instance of `schema` (its references resolve in the document's components). */
function misfits(schema: unknown, value: unknown): string[] {
  const validate = ajv.compile({ ...(schema as object), components: doc.components });
  return validate(value) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath || "(body)"} ${e.message}`);
}

describe("examples in the OpenAPI document", () => {
  const operations = apiRoutes.map((route) => ({ route, operation: doc.paths[openApiPath(route.path)]![route.method]! }));

  it.each(
    operations.filter(({ route }) => !route.events).map(({ route, operation }) => [operation.operationId, route, operation] as const),
  )("%s shows an OK answer that fits its schema", (_id, _route, operation) => {
    const ok = operation.responses["200"]!.content!["application/json"]!;
    const examples = Object.values(ok.examples ?? {});
    expect(examples.length).toBeGreaterThan(0);
    for (const { value } of examples) {
      expect(value).toMatchObject({ status: "OK" });
      expect(misfits(ok.schema, value)).toEqual([]);
    }
  });

  it.each(operations.filter(({ route }) => route.body).map(({ route, operation }) => [operation.operationId, route, operation] as const))(
    "%s shows a request body that fits its schema",
    (_id, _route, operation) => {
      const body = operation.requestBody!.content["application/json"]!;
      const examples = Object.values(body.examples ?? {});
      expect(examples.length).toBeGreaterThan(0);
      for (const { value } of examples) expect(misfits(body.schema, value)).toEqual([]);
    },
  );
});
