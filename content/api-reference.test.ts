import { describe, expect, it } from "vitest";
import { apiReference, notesOf, typeName } from "./api-reference";
import type { OpenApiDocument } from "../server/api/openapi";

describe("type names and notes of the API reference", () => {
  it.each([
    [{ type: "string" }, "string"],
    [{ type: ["string", "null"] }, "string or null"],
    [{ type: "string", enum: ["web", "app"] }, 'one of "web", "app"'],
    [{ const: true }, "true"],
    [{ type: "array", items: { type: "integer" } }, "array of integer"],
    [{ anyOf: [{ type: "boolean" }, { type: "string", const: "on" }] }, 'boolean or "on"'],
    [{ $ref: "#/components/schemas/ErrorEnvelope" }, "ErrorEnvelope"],
    [{}, "any"],
  ])("names %j as %s", (schema, name) => {
    expect(typeName(schema)).toBe(name);
  });

  it("puts the description before the limits", () => {
    expect(notesOf({ type: "string", minLength: 1, maxLength: 50, description: "Your first name." })).toBe(
      "Your first name. — at least 1 characters, at most 50 characters",
    );
    expect(notesOf({ type: "integer", exclusiveMinimum: 0 })).toBe("above 0");
  });
});

it("groups operations under their area, with rows for parameters, body fields and answers", () => {
  const doc: OpenApiDocument = {
    openapi: "3.1.0",
    info: { title: "Crustello API", version: "1.0.0", description: "" },
    servers: [{ url: "/api" }],
    tags: [{ name: "Customer", description: "Accounts." }],
    components: { schemas: {} },
    paths: {
      "/customer/register/{channel}": {
        post: {
          operationId: "registerCustomer",
          tags: ["Customer"],
          summary: "Create an account.",
          parameters: [{ name: "channel", in: "path", required: true, schema: { type: "string", enum: ["web", "app"] } }],
          requestBody: {
            required: true,
            content: {
              "application/json": {
                schema: { type: "object", properties: { email: { type: "string" } }, required: ["email"] },
                examples: { example1: { value: { email: "ada@example.com" } } },
              },
            },
          },
          responses: {
            200: { description: "OK", content: { "application/json": { schema: { properties: { status: {}, customer: {} } } } } },
            400: { description: "Bad", content: { "application/json": { schema: { $ref: "#/components/schemas/ErrorEnvelope" } } } },
          },
        },
      },
    },
  };
  const ref = apiReference(doc, "/api/openapi.json");
  expect(ref.areas).toHaveLength(1);
  const [op] = ref.areas[0]!.operations;
  expect(op).toMatchObject({ id: "registerCustomer", method: "POST", path: "/api/customer/register/{channel}" });
  expect(op!.parameters[0]).toMatchObject({ name: "channel", in: "path", type: 'one of "web", "app"', required: true });
  expect(op!.body).toEqual([{ name: "email", type: "string", required: true, notes: "" }]);
  expect(op!.responses.map((r) => [r.status, r.fields])).toEqual([
    ["200", "status, customer"],
    ["400", "status, errors (each with path and message)"],
  ]);
  expect(JSON.parse(op!.example!)).toEqual({ email: "ada@example.com" });
});

it("lists a line's fields for a body that is one line or an array of lines", () => {
  const line = { type: "object", properties: { customID: { type: "string" }, quantity: { type: "integer" } }, required: ["customID"] };
  const doc: OpenApiDocument = {
    openapi: "3.1.0",
    info: { title: "Crustello API", version: "1.0.0", description: "" },
    servers: [{ url: "/api" }],
    tags: [{ name: "Basket", description: "The basket." }],
    components: { schemas: {} },
    paths: {
      "/basket/RemoveFromBasket": {
        post: {
          operationId: "removeFromBasket",
          tags: ["Basket"],
          summary: "Take units off item lines.",
          requestBody: {
            required: true,
            content: { "application/json": { schema: { anyOf: [line, { type: "array", items: line }] } } },
          },
          responses: { 200: { description: "OK", content: { "application/json": { schema: { properties: { basket: {} } } } } } },
        },
      },
    },
  };
  const [op] = apiReference(doc, "/api/openapi.json").areas[0]!.operations;
  expect(op!.body.map((r) => [r.name, r.required])).toEqual([
    ["customID", true],
    ["quantity", false],
  ]);
});
