// Start-up: configuration → logger → database (migrated) → Redis (when REDIS_URL is set) → seeds
// (validated, applied if changed) → services. Everything the HTTP layer needs hangs off the
// returned runtime.
import type { Logger } from "pino";
import { createLogger } from "./logging";
import { parseConfig, type AppConfig } from "./config";
import { migrateToLatest, openDatabase, type Database } from "./db/database";
import { postgresStartError, sqliteStartError } from "./db/start-checks";
import { createRepositories } from "./db/repositories";
import pg from "pg";
import { closeRedis, connectRedis, type Redis } from "./redis";
import { movableClock, offsetClock, systemClock, type Clock } from "./providers/clock";
import { applySeeds } from "./seed/apply";
import { loadSeeds } from "./seed/load";
import { pgChannel } from "./db/pg-channel";
import { createServices, type BasketStore, type Services } from "./services";
import { sandboxPaymentProvider, type SandboxPaymentProvider } from "./providers/payments";
import { gatewayPaymentProvider, startSandboxGateway } from "./providers/payments-gateway";
import { attemptOwners, orderEvents } from "./checkout";
import { watchRedis } from "./operations";

export interface Runtime {
  config: AppConfig;
  logger: Logger;
  db: Database;
  services: Services;
  /** The basket store under the services: tests set a basket's state with its `change`; the app never does. */
  basketStore: BasketStore;
  /** The card payment provider the services charge through (tests and operations read its charges). */
  payments: SandboxPaymentProvider;
  /** The origin of the card banks' 3-D Secure pages (the sandbox gateway's): the pages post to it. */
  paymentPagesOrigin: string;
  /** The shared Redis client when REDIS_URL is set (rate limits), else null. */
  redis: Redis | null;
  /** Moves the clock forward on every node (only with DEV_CLOCK, for browser tests of what time does). */
  moveClock: ((ms: number) => Promise<void>) | null;
  close(): Promise<void>;
}

export async function createRuntime(
  env: Record<string, string | undefined> = process.env,
  overrides: { clock?: Clock; logger?: Logger; /** false: no reconciliation timer (tests call it themselves). */ reconcile?: boolean } = {},
): Promise<Runtime> {
  const config = parseConfig(env);
  const logger =
    overrides.logger ??
    // Cookies, credentials and the secrets in addresses never reach the logs (server/logging.ts).
    createLogger(config.logLevel, { brand: config.brand });
  const baseClock = overrides.clock ?? (config.appNow ? offsetClock(config.appNow) : systemClock);
  const movable = config.devClock ? movableClock(baseClock) : null;
  const clock: Clock = movable ?? baseClock;
  const db = openDatabase(config.database, (err) => logger.warn({ err }, "idle database connection lost"));
  const redis = config.redis ? await connectRedis(config.redis.url, logger) : null;
  watchRedis(redis && (() => redis.status === "ready"));
  // With Redis on PostgreSQL, the limits' counts are copied into the database for Redis's outages:
  // a small pool of its own, so a limit never waits behind the pages' queries.
  const limitPool = redis && config.database.kind === "postgres" ? new pg.Pool({ connectionString: config.database.url, max: 2 }) : null;
  limitPool?.on("error", (err) => logger.warn({ err }, "rate limit copies' database connection lost"));
  // Nodes on one PostgreSQL database hear each other's clock moves (order-status streams wake).
  const target = config.database;
  const events = orderEvents({
    logger,
    onClockMoved: movable ? (ms) => movable.advance(ms) : undefined,
    connect:
      target.kind === "postgres"
        ? (onMessage) =>
            pgChannel({
              db,
              url: target.url,
              name: "order_events",
              onMessage,
              onError: (err) => logger.warn({ err }, "order events listener lost"),
            })
        : undefined,
  });
  // Awaited after the migration, whose failure names the problem; until then it must not count as unhandled.
  events.ready.catch(() => {});
  let stopGateway: (() => Promise<void>) | undefined;
  // Payments in progress are held here, so a retry on another node can tell a live one from one whose node died.
  const owners = attemptOwners(config.database, logger);
  try {
    // The first use of the database: a server that cannot be reached, refused credentials or a
    // file that cannot be written stop the start with one line naming the host or file.
    // A storage fault later in the start (a disk that fills while the seeds are written) is named the same way.
    const startError = (e: unknown) =>
      config.database.kind === "postgres" ? postgresStartError(config.database.url, e) : sqliteStartError(config.database.path, e);
    await migrateToLatest(db).catch((e: unknown) => {
      throw startError(e);
    });
    await events.ready;
    const seeds = loadSeeds(config.seedsDir);
    const applied = await applySeeds(db, createRepositories(db), seeds, clock.now().toISOString()).catch((e: unknown) => {
      throw startError(e);
    });
    if (applied.length) logger.info({ applied }, "seed data applied");
    // Several nodes share one sandbox gateway (PAYMENTS_SANDBOX_URL), as they would a real one. One
    // node alone keeps its sandbox in process, and serves its banks' 3-D Secure pages on an origin
    // of their own (127.0.0.1, a port the system picks), as a real gateway's are.
    let payments: SandboxPaymentProvider;
    let paymentPagesOrigin: string;
    if (config.paymentsSandboxUrl) {
      payments = gatewayPaymentProvider(config.paymentsSandboxUrl, clock);
      paymentPagesOrigin = new URL(config.paymentsSandboxUrl).origin;
    } else {
      payments = sandboxPaymentProvider(clock);
      const pages = await startSandboxGateway({ port: 0, sandbox: payments });
      stopGateway = pages.close;
      paymentPagesOrigin = pages.url;
    }
    const limitCopies = limitPool ? { pool: limitPool, logger } : undefined;
    const { services, basketStore } = createServices({ config, db, clock, logger, seeds, events, redis, limitCopies, payments, owners });
    // Payments left pending by a request that ended without an answer are settled with the provider
    // (every node does this; a run still going when the next is due lets it pass), then expired
    // notifications are purged.
    let running = false;
    const reconciling =
      overrides.reconcile === false
        ? undefined
        : setInterval(() => {
            if (running) return;
            running = true;
            services.orders
              .reconcile()
              .catch((err: unknown) => logger.error({ err }, "payment reconciliation failed"))
              // Notifications past their expiry (a code's, a link's) leave the outbox, sent or not.
              .then(() => services.outbox.purgeExpired())
              .catch((err: unknown) => logger.error({ err }, "outbox purge failed"))
              .finally(() => (running = false));
          }, config.reconcileIntervalMs).unref();
    return {
      config,
      logger,
      db,
      services,
      basketStore,
      payments,
      paymentPagesOrigin,
      redis,
      moveClock: movable
        ? async (ms) => {
            movable.advance(ms);
            await events.clockMoved(ms);
          }
        : null,
      close: async () => {
        clearInterval(reconciling);
        // The e-mails asked for just before (a reset link) are made before the database closes.
        await services.accounts.settled();
        await events.close();
        await stopGateway?.();
        if (redis) await closeRedis(redis);
        await limitPool?.end();
        await owners.close();
        await db.destroy();
      },
    };
  } catch (e) {
    await stopGateway?.();
    await events.close();
    if (redis) await closeRedis(redis);
    await limitPool?.end();
    await owners.close();
    await db.destroy();
    throw e;
  }
}
