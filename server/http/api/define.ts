// Thin /api adapters: zod-parse params, query and body, call one service, answer with the
// envelope { status: "OK", … } or a 4xx { status: "ERROR", errors: [{ path, message }] }.
import type { Request, Response } from "express";
import { z } from "zod";
import type { Runtime } from "../../runtime";
import type { RequestSession } from "../session";

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

export interface ApiRoute {
  method: "get" | "post";
  path: string;
  /** False for lookups that never read cookies: they skip building the session. */
  session?: boolean;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  // The handler's input is what the schemas produce.
  handler: (input: { params: any; query: any; body: any }, ctx: HandlerContext) => Promise<object | null>;
}

/** Keeps the schema types flowing into the handler's input. */
export function defineRoute<
  P extends z.ZodType = z.ZodObject<{}>,
  Q extends z.ZodType = z.ZodObject<{}>,
  B extends z.ZodType = z.ZodObject<{}>,
>(route: {
  method: "get" | "post";
  path: string;
  session?: boolean;
  params?: P;
  query?: Q;
  body?: B;
  /** Return the payload to send with status OK, or null when the handler answered itself. */
  handler: (input: { params: z.infer<P>; query: z.infer<Q>; body: z.infer<B> }, ctx: HandlerContext) => Promise<object | null>;
}): ApiRoute {
  return route as ApiRoute;
}

export function issuesToErrors(where: string, error: z.ZodError): FieldError[] {
  return error.issues.map((i) => ({
    path: i.path.length ? i.path.map(String).join(".") : where,
    message: i.message,
  }));
}

export function sendErrors(res: Response, status: number, errors: FieldError[]) {
  res.status(status).json({ status: "ERROR", errors });
}

/** Path segments that must be a positive whole number (restaurant ids and the like). */
export const positiveId = (name: string) =>
  z.coerce
    .number({ message: `${name} must be a number` })
    .int({ message: `${name} must be a whole number` })
    .positive({ message: `${name} must be positive` });

export const isDeliveryParam = z.enum(["true", "false"], { message: "must be true or false" }).transform((v) => v === "true");
