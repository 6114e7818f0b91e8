// Configuration: parsed once from the environment at start-up. A bad value stops the server with
// a message naming the variable.
import { z } from "zod";
import { randomBytes } from "node:crypto";
import { brands, type BrandCode } from "./brands";

const flag = (fallback: boolean) =>
  z
    .enum(["true", "false", "1", "0", "on", "off"], { message: "must be true or false" })
    .optional()
    .transform((v) => (v === undefined ? fallback : v === "true" || v === "1" || v === "on"));

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  BRAND: z.enum(["uk", "ie"], { message: "must be uk or ie" }).default("uk"),
  PORT: z.coerce.number({ message: "must be a port number" }).int().min(0).max(65535).default(3000),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/.+/, { message: "must be a postgres:// URL" })
    .optional(),
  SQLITE_PATH: z.string().min(1).default("data/app.sqlite"),
  /** Redis for what every app process must share (rate limits); unset: each process's memory. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/.+/, { message: "must be a redis:// or rediss:// URL" })
    .optional(),
  /** Prefix of this deployment's Redis keys (one per brand and environment); default pizza:<BRAND>:. */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:._-]{1,64}$/, { message: "must be 1-64 letters, digits or : . _ -" })
    .optional(),
  SESSION_SECRET: z.string().min(32, { message: "must be at least 32 characters" }).optional(),
  APP_NOW: z.iso.datetime({ offset: true, message: "must be an ISO instant such as 2026-11-20T12:30:00Z" }).optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SEEDS_DIR: z.string().min(1).default("seeds"),
  /** The notifications outbox page /dev/outbox: on in development, off in production unless set. */
  DEV_OUTBOX: z.enum(["true", "false"], { message: "must be true or false" }).optional(),
  DEV_RESTAURANT: z.enum(["true", "false"], { message: "must be true or false" }).optional(),
  /** The analytics events page /dev/events: on in development, off in production unless set. */
  DEV_EVENTS: z.enum(["true", "false"], { message: "must be true or false" }).optional(),
  /** Absolute address of the site, for links in e-mails (password reset). */
  PUBLIC_URL: z.url({ message: "must be an absolute URL" }).optional(),
  /** The origin of the page that frames the site in in-app mode (never `*`); default: our own origin. */
  IN_APP_PARENT_ORIGIN: z.url({ message: "must be an origin such as https://app.example.com" }).optional(),
  /** The app simulator page /dev/app: on in development, off in production unless set. */
  DEV_APP_SIMULATOR: z.enum(["true", "false"], { message: "must be true or false" }).optional(),
  /** Lets tests move the server clock forward (POST /dev/clock); never on unless set. */
  DEV_CLOCK: flag(false),
  /**
   * Who may say the client's address in X-Forwarded-For (Express's "trust proxy"): false (nobody,
   * the default), a number of proxy hops, or addresses/subnets/names such as "loopback". Set it
   * when the site runs behind a reverse proxy (npm run start:cluster sets "loopback").
   */
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|\d{1,2}|[A-Za-z0-9.:/]+(\s*,\s*[A-Za-z0-9.:/]+)*)$/, {
      message: "must be false, a number of hops, or addresses such as loopback",
    })
    .optional(),
  /**
   * Sign-ups allowed from one network address an hour (default 20; docs/decisions/025). The
   * browser tests raise it: their one address makes some 60 accounts a run.
   */
  REGISTRATIONS_PER_ADDRESS: z.coerce.number({ message: "must be a whole number" }).int().min(1).max(10_000).optional(),
  /** This node's name, sent as an X-Node response header (several nodes behind one proxy). */
  NODE_NAME: z
    .string()
    .regex(/^[A-Za-z0-9_.-]{1,40}$/, { message: "must be 1 to 40 letters, digits, '.', '_' or '-'" })
    .optional(),
  /** The bearer token /metrics asks for in production (unset there: no /metrics); open in development. */
  METRICS_TOKEN: z.string().min(16, { message: "must be at least 16 characters" }).optional(),
  /** How often this node looks for payments left pending (milliseconds). */
  RECONCILE_INTERVAL_MS: z.coerce
    .number({ message: "must be a number of milliseconds" })
    .int({ message: "must be a number of milliseconds" })
    .min(100, { message: "must be at least 100" })
    .default(60_000),
  /** The sandbox payment gateway shared by several nodes (npm run start:cluster); unset: one in process. */
  PAYMENTS_SANDBOX_URL: z.url({ message: "must be an absolute URL" }).optional(),
  FEATURE_DELIVERY: flag(true),
  FEATURE_LOYALTY: flag(true),
  FEATURE_SHOW_STACKED_REWARDS: flag(true),
  FEATURE_ENABLE_FRESH_RECOMMENDATION: flag(true),
  FEATURE_SHOW_REWARD_COMPARE_PAGE: flag(false),
  FEATURE_DELIVERY_LANDING_PAGE: flag(true),
});

interface Features {
  delivery: boolean;
  loyalty: boolean;
  showStackedRewards: boolean;
  enableFreshRecommendation: boolean;
  showRewardComparePage: boolean;
  deliveryLandingPage: boolean;
}

export interface AppConfig {
  env: "development" | "production" | "test";
  brand: BrandCode;
  port: number;
  database: { kind: "postgres"; url: string } | { kind: "sqlite"; path: string };
  /** Shared Redis (rate limits), or null: in-process memory. */
  redis: { url: string; keyPrefix: string } | null;
  sessionSecret: string;
  appNow: Date | null;
  logLevel: string;
  seedsDir: string;
  /** Production: cookies are `Secure`, for requests that came over HTTPS (server/http/session.ts appendSetCookie). */
  secureCookies: boolean;
  features: Features;
  devOutbox: boolean;
  /** The developer's restaurant page (/dev/restaurant), which rejects and cancels orders. */
  devRestaurant: boolean;
  devEvents: boolean;
  publicUrl: string;
  /** Origin a framing parent must have for the native bridge (postMessage target and source). */
  inAppParentOrigin: string;
  devAppSimulator: boolean;
  devClock: boolean;
  /** Express's "trust proxy" setting (false: req.ip is the socket's address). */
  trustProxy: boolean | number | string;
  nodeName: string | null;
  metricsToken: string | null;
  /** Sign-ups allowed from one network address an hour (undefined: the default). */
  registrationsPerAddress: number | undefined;
  reconcileIntervalMs: number;
  paymentsSandboxUrl: string | null;
}

export class ConfigError extends Error {
  constructor(public readonly problems: { variable: string; message: string }[]) {
    super("Invalid configuration:\n" + problems.map((p) => `  ${p.variable}: ${p.message}`).join("\n"));
    this.name = "ConfigError";
  }
}

export function parseConfig(env: Record<string, string | undefined>): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => ({ variable: String(i.path[0] ?? "?"), message: i.message })));
  }
  const e = parsed.data;
  if (e.NODE_ENV === "production" && !e.SESSION_SECRET) {
    throw new ConfigError([{ variable: "SESSION_SECRET", message: "is required in production" }]);
  }
  return {
    env: e.NODE_ENV,
    brand: e.BRAND,
    port: e.PORT,
    database: e.DATABASE_URL ? { kind: "postgres", url: e.DATABASE_URL } : { kind: "sqlite", path: e.SQLITE_PATH },
    redis: e.REDIS_URL ? { url: e.REDIS_URL, keyPrefix: e.REDIS_KEY_PREFIX ?? `pizza:${e.BRAND}:` } : null,
    // Development gets a fresh random secret every start: sessions do not outlive a restart there.
    sessionSecret: e.SESSION_SECRET ?? randomBytes(32).toString("hex"),
    appNow: e.APP_NOW ? new Date(e.APP_NOW) : null,
    logLevel: e.LOG_LEVEL,
    seedsDir: e.SEEDS_DIR,
    secureCookies: e.NODE_ENV === "production",
    devOutbox: e.DEV_OUTBOX ? e.DEV_OUTBOX === "true" : e.NODE_ENV !== "production",
    devRestaurant: e.DEV_RESTAURANT ? e.DEV_RESTAURANT === "true" : e.NODE_ENV !== "production",
    devEvents: e.DEV_EVENTS ? e.DEV_EVENTS === "true" : e.NODE_ENV !== "production",
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ""),
    inAppParentOrigin: new URL(e.IN_APP_PARENT_ORIGIN ?? e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).origin,
    devAppSimulator: e.DEV_APP_SIMULATOR ? e.DEV_APP_SIMULATOR === "true" : e.NODE_ENV !== "production",
    devClock: e.DEV_CLOCK,
    trustProxy: trustProxy(e.TRUST_PROXY),
    nodeName: e.NODE_NAME ?? null,
    metricsToken: e.METRICS_TOKEN ?? null,
    registrationsPerAddress: e.REGISTRATIONS_PER_ADDRESS,
    reconcileIntervalMs: e.RECONCILE_INTERVAL_MS,
    paymentsSandboxUrl: e.PAYMENTS_SANDBOX_URL?.replace(/\/$/, "") ?? null,
    features: {
      delivery: e.FEATURE_DELIVERY,
      loyalty: e.FEATURE_LOYALTY,
      showStackedRewards: e.FEATURE_SHOW_STACKED_REWARDS,
      enableFreshRecommendation: e.FEATURE_ENABLE_FRESH_RECOMMENDATION,
      showRewardComparePage: e.FEATURE_SHOW_REWARD_COMPARE_PAGE,
      deliveryLandingPage: e.FEATURE_DELIVERY_LANDING_PAGE,
    },
  };
}

function trustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || value === "false") return false;
  if (value === "true") return true;
  return /^\d+$/.test(value) ? Number(value) : value;
}

export function brandOf(config: AppConfig) {
  return brands[config.brand];
}
