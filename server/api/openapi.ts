// The OpenAPI 3.1 document of /api, generated from the route table: each route's zod schemas
// become JSON Schema 2020-12 (OpenAPI 3.1's dialect) with zod's own z.toJSONSchema. Requests are
// described as clients send them (the schemas' input side), answers as the server sends them.
import { z } from "zod";
import type { ApiRoute, ApiTag, ErrorStatus } from "./define";
import { ErrorEnvelopeSchema, okEnvelope } from "./schemas/common";

/** The API's version: the document's info.version. Raise it with every change to the contract. */
const API_VERSION = "1.2.0";

type JsonSchema = Record<string, unknown>;

export interface OpenApiDocument {
  openapi: "3.1.0";
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema> };
}

export interface Parameter {
  name: string;
  in: "path" | "query";
  required: boolean;
  description?: string;
  schema: JsonSchema;
}

export interface Operation {
  operationId: string;
  tags: string[];
  summary: string;
  parameters?: Parameter[];
  requestBody?: { required: boolean; content: Record<string, { schema: JsonSchema; examples?: Record<string, { value: unknown }> }> };
  responses: Record<
    string,
    {
      description: string;
      content?: Record<string, { schema: JsonSchema; examples?: Record<string, { value: unknown }>; "x-event-data"?: JsonSchema }>;
    }
  >;
}

const TAG_DESCRIPTIONS: Record<ApiTag, string> = {
  Application: "The brand's configuration and the cookie choice.",
  Restaurants: "Finding restaurants: search, details, collection and delivery times.",
  Menu: "The menu, items, deals and suggestions.",
  Basket: "The basket: lines, deals, delivery and the restaurant it is for.",
  Vouchers: "Voucher codes on the basket.",
  Rewards: "Loyalty rewards and tiers.",
  Customer: "Accounts, sign-in with two-factor codes, guests and profiles.",
  Payment: "Paying for the basket.",
  Orders: "Placed orders and their live status.",
  Analytics: "Our own analytics collector: events recorded only after cookie consent.",
};

const STATUS_TEXT: Record<number, string> = {
  200: "OK",
  202: "The card's bank asks the customer first (3-D Secure): send them to `requiresAction.url`, then complete.",
  400: "The request does not parse: each error names the field, parameter or header at fault.",
  401: "Not signed in, or the credentials are wrong.",
  402: "The payment was declined.",
  403: "A cross-site request (the Origin or Referer names another site).",
  404: "The thing named does not exist.",
  409: "The request conflicts with the current state (the basket, the session, the order).",
  410: "No longer valid (an expired or used link).",
  413: "The request body is too large.",
  415: "The body's media type, character set or encoding is not one the API reads.",
  422: "The request is well formed but cannot be carried out.",
  429: "Too many attempts: try again later.",
  503: "The service cannot take the request now: try again shortly.",
};

/** Answers the router itself may give any route: a storage fault; for POSTs the origin check and body limits. */
function routerStatuses(route: ApiRoute): ErrorStatus[] {
  return route.method === "post" ? [403, 413, 415, 503] : [503];
}

/**
 * Shared parts of the schemas being converted (a recursive tree, such as an item's subProducts,
 * can only be a reference): collected into `components.schemas` under names unique in the document.
 */
let sharedDefs: Record<string, JsonSchema> = {};

/** Points `#/$defs/x` references at the document's components. */
function rebased(value: unknown, names: ReadonlyMap<string, string>): unknown {
  if (Array.isArray(value)) return value.map((v) => rebased(v, names));
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [
      k,
      k === "$ref" && typeof v === "string" && v.startsWith("#/$defs/")
        ? `#/components/schemas/${names.get(v.slice(8)) ?? v.slice(8)}`
        : rebased(v, names),
    ]),
  );
}

/** A schema's JSON Schema, without the top-level $schema (OpenAPI 3.1 uses 2020-12 throughout). */
function jsonSchema(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const converted = z.toJSONSchema(schema, { target: "draft-2020-12", io, unrepresentable: "any" }) as JsonSchema & {
    $defs?: Record<string, JsonSchema>;
  };
  const { $schema: _dialect, $defs, ...rest } = converted;
  if (!$defs) return rest;
  const names = new Map(Object.keys($defs).map((k) => [k, `Shared${Object.keys(sharedDefs).length + Object.keys($defs).indexOf(k) + 1}`]));
  for (const [k, def] of Object.entries($defs)) sharedDefs[names.get(k)!] = rebased(def, names) as JsonSchema;
  return rebased(rest, names) as JsonSchema;
}

const examplesOf = (schema: z.ZodType): unknown[] => (z.globalRegistry.get(schema)?.examples as unknown[] | undefined) ?? [];

function namedExamples(values: unknown[]) {
  return values.length ? { examples: Object.fromEntries(values.map((value, i) => [`example${i + 1}`, { value }])) } : {};
}

/** Express's `/menu/:restaurantId` is OpenAPI's `/menu/{restaurantId}`. */
export const openApiPath = (expressPath: string) => expressPath.replace(/:(\w+)/g, "{$1}");

function parameters(schema: z.ZodType | undefined, where: "path" | "query"): Parameter[] {
  if (!schema) return [];
  const s = jsonSchema(schema, "input") as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(s.properties ?? {}).map(([name, prop]) => {
    const { description, ...rest } = prop as JsonSchema & { description?: string };
    return {
      name,
      in: where,
      required: where === "path" || (s.required ?? []).includes(name),
      ...(typeof description === "string" ? { description } : {}),
      schema: rest,
    };
  });
}

/** Answers of routes that do not declare their OK payload yet: some object in the envelope. */
const UNDECLARED_OK = z.looseObject({ status: z.literal("OK") });

/** A stream of server-sent events: `event: status`, each `data` one JSON object of this schema. */
function eventStream(data: z.ZodType): Operation["responses"][string] {
  return {
    description: "A stream of server-sent events; each event's data is one JSON object (x-event-data).",
    content: {
      "text/event-stream": {
        schema: { type: "string", description: "Lines of `event: status` and `data: <JSON>`, a blank line after each event." },
        "x-event-data": jsonSchema(data, "output"),
      },
    },
  };
}

/** Per operation id, a real request (where the operation takes a body) and its OK answer (examples.json). */
export type RecordedExamples = Record<string, { request?: unknown; answer: unknown }>;

function operation(route: ApiRoute, recorded: RecordedExamples[string] | undefined): Operation {
  const errorRef = { $ref: "#/components/schemas/ErrorEnvelope" };
  const responses: Operation["responses"] = {
    200: route.events
      ? eventStream(route.events)
      : {
          description: route.ok ? STATUS_TEXT[200]! : "OK (this operation does not declare its answer's fields yet).",
          content: {
            "application/json": {
              schema: jsonSchema(route.ok ? okEnvelope(route.ok) : UNDECLARED_OK, "output"),
              ...namedExamples([
                ...(recorded ? [recorded.answer] : []),
                ...(route.ok ? examplesOf(route.ok).map((e) => ({ status: "OK", ...(e as object) })) : []),
              ]),
            },
          },
        },
  };
  if (route.accepted)
    responses[202] = {
      description: STATUS_TEXT[202]!,
      content: { "application/json": { schema: jsonSchema(okEnvelope(route.accepted), "output") } },
    };
  const statuses = new Set<number>([400, ...(route.errors ?? []), ...routerStatuses(route)]);
  for (const status of [...statuses].sort((a, b) => a - b))
    responses[status] = { description: STATUS_TEXT[status] ?? "Error", content: { "application/json": { schema: errorRef } } };
  // A route that does not list its error statuses yet may answer any of them.
  if (!route.errors)
    responses.default = {
      description: "Any other error (this operation does not list its error statuses yet).",
      content: { "application/json": { schema: errorRef } },
    };
  const params = [...parameters(route.params, "path"), ...parameters(route.query, "query")];
  const fallbackId = `${route.method}${route.path.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ?? "").toUpperCase())}`;
  return {
    operationId: route.operationId ?? fallbackId,
    tags: [route.tag ?? "Undeclared"],
    summary: route.summary ?? `${route.method.toUpperCase()} ${route.path}`,
    ...(params.length ? { parameters: params } : {}),
    ...(route.body
      ? {
          requestBody: {
            required: true,
            content: {
              "application/json": {
                schema: jsonSchema(route.body, "input"),
                ...namedExamples([...(recorded?.request !== undefined ? [recorded.request] : []), ...examplesOf(route.body)]),
              },
            },
          },
        }
      : {}),
    responses,
  };
}

/** The document for a route table; `serverUrl` is where /api is mounted. */
export function openApiDocument(
  routes: readonly ApiRoute[],
  opts: { title: string; serverUrl?: string; examples?: RecordedExamples },
): OpenApiDocument {
  const paths: OpenApiDocument["paths"] = {};
  sharedDefs = {};
  for (const route of routes)
    (paths[openApiPath(route.path)] ??= {})[route.method] = operation(
      route,
      route.operationId ? opts.examples?.[route.operationId] : undefined,
    );
  const shared = sharedDefs;
  const used = new Set(routes.map((r) => r.tag ?? "Undeclared"));
  const tags = [...(Object.keys(TAG_DESCRIPTIONS) as ApiTag[]), "Undeclared"]
    .filter((name) => used.has(name as ApiTag))
    .map((name) => ({ name, description: TAG_DESCRIPTIONS[name as ApiTag] ?? "Operations that do not declare their area yet." }));
  return {
    openapi: "3.1.0",
    info: {
      title: opts.title,
      version: API_VERSION,
      description:
        'Every answer is an envelope: `{status: "OK", …}` or `{status: "ERROR", errors: [{path, message}]}` where `path` names the field, parameter or header at fault. Money is an integer number of minor units of the brand\'s currency. See docs/api.md.',
    },
    servers: [{ url: opts.serverUrl ?? "/api" }],
    tags,
    paths,
    components: { schemas: { ErrorEnvelope: jsonSchema(ErrorEnvelopeSchema, "input"), ...shared } },
  };
}
