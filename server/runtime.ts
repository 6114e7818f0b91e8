// Start-up: configuration → logger → database (migrated) → seeds (validated, applied if changed)
// → services. Everything the HTTP layer needs hangs off the returned runtime.
import pino, { type Logger } from "pino";
import { parseConfig, type AppConfig } from "./config";
import { migrateToLatest, openDatabase, type Database } from "./db/database";
import { createRepositories } from "./db/repositories";
import { movableClock, offsetClock, systemClock, type Clock } from "./providers/clock";
import { applySeeds } from "./seed/apply";
import { loadSeeds } from "./seed/load";
import { createServices, type Services } from "./services";

const RECONCILE_EVERY_MS = 60_000;

export interface Runtime {
  config: AppConfig;
  logger: Logger;
  db: Database;
  services: Services;
  /** Moves the clock forward (only with DEV_CLOCK, for browser tests of what time does). */
  moveClock: ((ms: number) => void) | null;
  close(): Promise<void>;
}

export async function createRuntime(
  env: Record<string, string | undefined> = process.env,
  overrides: { clock?: Clock; logger?: Logger; /** false: no reconciliation timer (tests call it themselves). */ reconcile?: boolean } = {},
): Promise<Runtime> {
  const config = parseConfig(env);
  const logger =
    overrides.logger ??
    pino({
      level: config.logLevel,
      base: { brand: config.brand },
      // Session and basket cookies are credentials: they never reach the logs.
      redact: ["req.headers.cookie", 'res.headers["set-cookie"]', "req.headers.authorization"],
    });
  const baseClock = overrides.clock ?? (config.appNow ? offsetClock(config.appNow) : systemClock);
  const movable = config.devClock ? movableClock(baseClock) : null;
  const clock: Clock = movable ?? baseClock;
  const db = openDatabase(config.database, (err) => logger.warn({ err }, "idle database connection lost"));
  try {
    await migrateToLatest(db);
    const seeds = loadSeeds(config.seedsDir);
    const applied = await applySeeds(db, createRepositories(db), seeds, clock.now().toISOString());
    if (applied.length) logger.info({ applied }, "seed data applied");
    const services = createServices({ config, db, clock, logger, seeds });
    // Payments left pending by a request that ended without an answer are settled with the provider.
    const reconciling =
      overrides.reconcile === false
        ? undefined
        : setInterval(() => {
            services.orders.reconcile().catch((err: unknown) => logger.error({ err }, "payment reconciliation failed"));
          }, RECONCILE_EVERY_MS).unref();
    return {
      config,
      logger,
      db,
      services,
      moveClock: movable ? movable.advance : null,
      close: async () => {
        clearInterval(reconciling);
        await db.destroy();
      },
    };
  } catch (e) {
    await db.destroy();
    throw e;
  }
}
