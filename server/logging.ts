// What the logs may say: every address, header and error message is scrubbed of secrets before a
// line is written (docs/decisions/027). A reset link's token in a path, a code or key in a query
// (also inside Referer or a redirect's Location), cookies and credentials in headers become
// "[REDACTED]". The same options serve the process's logger and the request logger (server/app.ts).
import type { IncomingHttpHeaders } from "node:http";
import pino, { type DestinationStream, type Logger, type LoggerOptions } from "pino";

export const REDACTED = "[REDACTED]";

/**
 * Page addresses whose segment carries a secret: the segment matched by the group is redacted.
 * A new page with a secret in its address adds its pattern here; a segment that looks like a
 * random token (see `looksSecret`) is redacted even when no pattern names it.
 */
const SECRET_PATHS: RegExp[] = [/^(\/resetPassword\/[^/]+\/)([^/]+)/i, /^(\/verifyemail\/)([^/]+)/i];

/** Words that make a query parameter's or header's value a secret (split from camelCase, -, _). */
const SECRET_WORDS = new Set([
  "token",
  "code",
  "otp",
  "key",
  "secret",
  "password",
  "passwd",
  "pwd",
  "signature",
  "sig",
  "hmac",
  "auth",
  "authorization",
  "cookie",
  "session",
  "nonce",
  "ticket",
  "jwt",
  "credential",
  "credentials",
]);

const words = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/** Whether a parameter or header of this name holds a secret (`token`, `resetCode`, `x-api-key`, `set-cookie`; not `postcode`). */
function isSecretName(name: string): boolean {
  return words(name).some((w) => SECRET_WORDS.has(w));
}

/** A value that looks like a random token: 16+ URL-safe characters mixing upper case, lower case and digits. */
function looksSecret(value: string): boolean {
  return value.length >= 16 && /^[A-Za-z0-9_.~-]+$/.test(value) && /[A-Z]/.test(value) && /[a-z]/.test(value) && /\d/.test(value);
}

function scrubPath(path: string): string {
  for (const pattern of SECRET_PATHS) path = path.replace(pattern, (_m, head: string) => `${head}${REDACTED}`);
  return path
    .split("/")
    .map((segment) => {
      let decoded = segment;
      try {
        decoded = decodeURIComponent(segment);
      } catch {
        // A malformed escape: judged without its escapes.
        decoded = segment.replace(/%[0-9A-Fa-f]{0,2}/g, "");
      }
      return segment !== REDACTED && looksSecret(decoded) ? REDACTED : segment;
    })
    .join("/");
}

function scrubQuery(query: string, depth: number): string {
  return query
    .split("&")
    .map((pair) => {
      const at = pair.indexOf("=");
      if (at < 0) return pair;
      const name = pair.slice(0, at);
      let decodedName = name;
      let value = pair.slice(at + 1);
      try {
        decodedName = decodeURIComponent(name.replace(/\+/g, " "));
        value = decodeURIComponent(value.replace(/\+/g, " "));
      } catch {
        return `${name}=${REDACTED}`;
      }
      if (isSecretName(decodedName) || looksSecret(value)) return `${name}=${REDACTED}`;
      // An address inside an address (redirectTo=/resetPassword/…) is scrubbed as well.
      if (depth < 2 && /^(\/|https?:)/i.test(value)) return `${name}=${encodeURIComponent(scrubUrl(value, depth + 1))}`;
      return pair;
    })
    .join("&");
}

/** An address (a path with its query, or an absolute URL) with its secrets redacted. */
export function scrubUrl(url: string, depth = 0): string {
  const hashAt = url.indexOf("#");
  const withoutHash = hashAt < 0 ? url : url.slice(0, hashAt);
  const queryAt = withoutHash.indexOf("?");
  const beforeQuery = queryAt < 0 ? withoutHash : withoutHash.slice(0, queryAt);
  const origin = /^[a-z][a-z0-9+.-]*:\/\/[^/]*/i.exec(beforeQuery)?.[0] ?? "";
  const path = scrubPath(beforeQuery.slice(origin.length));
  const query = queryAt < 0 ? "" : `?${scrubQuery(withoutHash.slice(queryAt + 1), depth)}`;
  return `${origin.replace(/\/\/[^/@]*@/, "//")}${path}${query}${hashAt < 0 ? "" : "#…"}`;
}

/** Free text (an error's message or stack, a log message) with every address in it scrubbed. */
export function scrubText(text: string): string {
  return text.replace(/(?:[a-z][a-z0-9+.-]*:\/\/[^\s"'<>`]*|\/[^\s"'<>`]+)/gi, (url) => scrubUrl(url));
}

/** Request or response headers as logged: secrets redacted, addresses (Referer, Location) scrubbed. */
export function scrubHeaders(headers: IncomingHttpHeaders | Record<string, unknown> | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(headers ?? {})) {
    if (value === undefined) continue;
    if (isSecretName(name)) out[name] = REDACTED;
    else if (/^(referer|location|content-location|origin)$/i.test(name))
      out[name] = Array.isArray(value) ? value.map((v) => scrubUrl(String(v))) : scrubUrl(String(value));
    else out[name] = value;
  }
  return out;
}

interface SerializedRequest {
  id?: unknown;
  method?: string;
  url?: string;
  headers?: IncomingHttpHeaders;
  remoteAddress?: string;
  remotePort?: number;
}

/** The request as logged: no query or params object (the address carries them, scrubbed). */
export function requestSerializer(req: SerializedRequest) {
  return {
    id: req.id,
    method: req.method,
    url: scrubUrl(req.url ?? ""),
    headers: scrubHeaders(req.headers),
    remoteAddress: req.remoteAddress,
    remotePort: req.remotePort,
  };
}

export function responseSerializer(res: { statusCode?: number; headers?: Record<string, unknown> }) {
  return { statusCode: res.statusCode, headers: scrubHeaders(res.headers) };
}

type SerializedError = ReturnType<typeof pino.stdSerializers.err>;

/** An error as logged: pino's standard form, its message and stack (and its causes') scrubbed. */
export function errorSerializer(err: unknown): SerializedError {
  const out = pino.stdSerializers.err(err as Error);
  return scrubErrorObject(out) as SerializedError;
}

function scrubErrorObject(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return scrubText(value);
  if (!value || typeof value !== "object" || depth > 4) return value;
  if (Array.isArray(value)) return value.map((v) => scrubErrorObject(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = isSecretName(k) ? REDACTED : scrubErrorObject(v, depth + 1);
  return out;
}

/** Header paths pino removes even if a serializer were bypassed (a child logger given raw headers). */
const REDACT_PATHS = [
  "req.headers.cookie",
  "req.headers.authorization",
  'req.headers["proxy-authorization"]',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  "headers.cookie",
  "headers.authorization",
  'headers["set-cookie"]',
];

/** The options of every logger of the app: redaction, scrubbing serializers, scrubbed messages. */
function loggerOptions(level: string, base: Record<string, unknown> = {}): LoggerOptions {
  return {
    level,
    base,
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: { err: errorSerializer, req: requestSerializer, res: responseSerializer },
    hooks: {
      logMethod(args, method) {
        method.apply(this, args.map((a) => (typeof a === "string" ? scrubText(a) : a)) as Parameters<typeof method>);
      },
    },
  };
}

export function createLogger(level: string, base: Record<string, unknown> = {}, destination?: DestinationStream): Logger {
  return destination ? pino(loggerOptions(level, base), destination) : pino(loggerOptions(level, base));
}
