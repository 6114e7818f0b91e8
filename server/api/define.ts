// Thin /api adapters: zod-parse params, query and body, call one service, answer with the
// envelope { status: "OK", … } or a 4xx { status: "ERROR", errors: [{ path, message }] }.
import type { Request, Response } from "express";
import { z } from "zod";
import type { Runtime } from "../runtime";
import type { RequestSession } from "../http/session";
import { closeAfterAnswer } from "../http/lingering-close";
import { REFUSED_STATUS, type Refused } from "../refusals";

export interface FieldError {
  path: string;
  message: string;
}

export class ApiError extends Error {
  constructor(
    public readonly status: number,
    public readonly errors: FieldError[],
  ) {
    super(errors.map((e) => `${e.path}: ${e.message}`).join("; "));
    this.name = "ApiError";
  }
}

export interface HandlerContext {
  req: Request;
  res: Response;
  runtime: Runtime;
  services: Runtime["services"];
  session: RequestSession;
}

/** The error statuses a route may answer, each with the error envelope below. */
export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 503;

/** The areas of the API: one OpenAPI tag each. */
export type ApiTag =
  "Application" | "Restaurants" | "Menu" | "Basket" | "Vouchers" | "Rewards" | "Customer" | "Payment" | "Orders" | "Analytics";

/** The contract of one route: what the OpenAPI document says of it, and what tests hold it to. */
export interface RouteContract {
  /** Unique, camelCase: the OpenAPI operationId. */
  operationId?: string;
  tag?: ApiTag;
  summary?: string;
  /** The OK answer's fields (the envelope's `status: "OK"` is added around them). */
  ok?: z.ZodObject;
  /**
   * A 202 answer's fields, in the same envelope: the request is taken but waits for someone else
   * (a card's bank asking the customer first).
   */
  accepted?: z.ZodObject;
  /**
   * For a stream of server-sent events instead of a JSON answer: each event's `data` (then `ok` is
   * left out).
   */
  events?: z.ZodObject;
  /** Every error status the route may answer besides 400 for a request that does not parse. */
  errors?: readonly ErrorStatus[];
}

/** What the router hands a handler: the output of the route's params, query and body schemas. */
interface HandlerInput<P = unknown, Q = unknown, B = unknown> {
  params: P;
  query: Q;
  body: B;
}

export interface ApiRoute extends RouteContract {
  method: "get" | "post";
  path: string;
  /** False for lookups that never read cookies: they skip building the session. */
  session?: boolean;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Called with what the schemas produced (the route table keeps it unknown: only defineRoute knows the types). */
  handler: (input: HandlerInput, ctx: HandlerContext) => Promise<object | null>;
}

/** A route as declared: its contract, path and schemas, and a handler typed by those schemas. */
export type RouteDefinition<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType> = RouteContract & {
  method: "get" | "post";
  path: string;
  session?: boolean;
  params?: P;
  query?: Q;
  body?: B;
  /** Return the payload to send with status OK, or null when the handler answered itself. */
  handler: (input: HandlerInput<z.output<P>, z.output<Q>, z.output<B>>, ctx: HandlerContext) => Promise<object | null>;
};

/** Keeps the schema types flowing into the handler's input. */
export function defineRoute<
  P extends z.ZodType = z.ZodObject<{}>,
  Q extends z.ZodType = z.ZodObject<{}>,
  B extends z.ZodType = z.ZodObject<{}>,
>(route: RouteDefinition<P, Q, B>): ApiRoute {
  const { handler } = route;
  // The router parses each part with the schema given here before calling: the input has these types.
  return { ...route, handler: (input, ctx) => handler(input as HandlerInput<z.output<P>, z.output<Q>, z.output<B>>, ctx) };
}

/** defineRoute for a group of routes of one method and one tag: each route declares only the rest. */
export function routeGroup(method: "get" | "post", tag: ApiTag) {
  return <P extends z.ZodType = z.ZodObject<{}>, Q extends z.ZodType = z.ZodObject<{}>, B extends z.ZodType = z.ZodObject<{}>>(
    route: Omit<RouteDefinition<P, Q, B>, "method" | "tag">,
  ): ApiRoute => defineRoute<P, Q, B>({ method, tag, ...route });
}

/** The outcome when it is ok; a refusal becomes its reason's status with its message on its field. */
export function requireOk<T extends { ok: true }>(result: T | Refused): T {
  if (!result.ok) throw new ApiError(REFUSED_STATUS[result.reason], [{ path: result.field, message: result.message }]);
  return result;
}

/** The value at `path` in what was sent, or undefined where it is missing. */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/**
 * The field errors of a refused input. A number that was not sent at all is "required": a
 * coerced number would otherwise say "must be a number" of a field the client left out.
 */
export function issuesToErrors(where: string, error: z.ZodError, input?: unknown): FieldError[] {
  return fieldIssues(error.issues).map((i) => {
    const missing = i.code === "invalid_type" && i.expected === "number" && i.path.length > 0 && valueAt(input, i.path) === undefined;
    return { path: i.path.length ? i.path.map(String).join(".") : where, message: missing ? "required" : i.message };
  });
}

/**
 * A union (one line or an array of lines) refused as a whole says only "Invalid input": when one
 * of its forms is the shape that was sent (the others refused the very type), its own issues say
 * which field is wrong.
 */
function fieldIssues(issues: readonly z.core.$ZodIssue[]): z.core.$ZodIssue[] {
  return issues.flatMap((i) => {
    if (i.code !== "invalid_union") return [i];
    const wrongType = (branch: z.core.$ZodIssue[]) =>
      branch.length === 1 && branch[0]!.code === "invalid_type" && branch[0].path.length === 0;
    const fitting = i.errors.filter((branch) => !wrongType(branch));
    if (fitting.length !== 1) return [i];
    return fieldIssues(fitting[0]!.map((inner) => ({ ...inner, path: [...i.path, ...inner.path] })));
  });
}

export function sendErrors(res: Response, status: number, errors: FieldError[]) {
  // An error given before the body was read (one of the wrong type, an unknown address) leaves
  // the rest of it unread: the connection ends after the answer instead of reading it all.
  closeAfterAnswer(res);
  res.status(status).json({ status: "ERROR", errors });
}

/** Path segments that must be a positive whole number (restaurant ids and the like). */
export const positiveId = (name: string) =>
  z.coerce
    .number({ message: `${name} must be a number` })
    .int({ message: `${name} must be a whole number` })
    .positive({ message: `${name} must be positive` });

export const isDeliveryParam = z.enum(["true", "false"], { message: "must be true or false" }).transform((v) => v === "true");
