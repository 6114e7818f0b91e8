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
  SESSION_SECRET: z.string().min(32, { message: "must be at least 32 characters" }).optional(),
  APP_NOW: z.iso.datetime({ offset: true, message: "must be an ISO instant such as 2026-11-20T12:30:00Z" }).optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SEEDS_DIR: z.string().min(1).default("seeds"),
  /** The notifications outbox page /dev/outbox: on in development, off in production unless set. */
  DEV_OUTBOX: z.enum(["true", "false"], { message: "must be true or false" }).optional(),
  /** Absolute address of the site, for links in e-mails (password reset). */
  PUBLIC_URL: z.url({ message: "must be an absolute URL" }).optional(),
  /** The origin of the page that frames the site in in-app mode (never `*`); default: our own origin. */
  IN_APP_PARENT_ORIGIN: z.url({ message: "must be an origin such as https://app.example.com" }).optional(),
  /** The app simulator page /dev/app: on in development, off in production unless set. */
  DEV_APP_SIMULATOR: z.enum(["true", "false"], { message: "must be true or false" }).optional(),
  /** Lets tests move the server clock forward (POST /dev/clock); never on unless set. */
  DEV_CLOCK: flag(false),
  FEATURE_DELIVERY: flag(true),
  FEATURE_LOYALTY: flag(true),
  FEATURE_SHOW_STACKED_REWARDS: flag(true),
  FEATURE_ENABLE_FRESH_RECOMMENDATION: flag(true),
  FEATURE_SHOW_REWARD_COMPARE_PAGE: flag(false),
  FEATURE_DELIVERY_LANDING_PAGE: flag(true),
});

export interface Features {
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
  sessionSecret: string;
  appNow: Date | null;
  logLevel: string;
  seedsDir: string;
  secureCookies: boolean;
  features: Features;
  devOutbox: boolean;
  publicUrl: string;
  /** Origin a framing parent must have for the native bridge (postMessage target and source). */
  inAppParentOrigin: string;
  devAppSimulator: boolean;
  devClock: boolean;
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
    // Development gets a fresh random secret every start: sessions do not outlive a restart there.
    sessionSecret: e.SESSION_SECRET ?? randomBytes(32).toString("hex"),
    appNow: e.APP_NOW ? new Date(e.APP_NOW) : null,
    logLevel: e.LOG_LEVEL,
    seedsDir: e.SEEDS_DIR,
    secureCookies: e.NODE_ENV === "production",
    devOutbox: e.DEV_OUTBOX ? e.DEV_OUTBOX === "true" : e.NODE_ENV !== "production",
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ""),
    inAppParentOrigin: new URL(e.IN_APP_PARENT_ORIGIN ?? e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).origin,
    devAppSimulator: e.DEV_APP_SIMULATOR ? e.DEV_APP_SIMULATOR === "true" : e.NODE_ENV !== "production",
    devClock: e.DEV_CLOCK,
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

export function brandOf(config: AppConfig) {
  return brands[config.brand];
}
