// Redis connections (ioredis), for what every app process must share: the rate limits now, and
// anything else that needs a shared store or pub/sub later (make one client per role with
// `createRedis`; a subscriber needs its own connection).
//
// Commands fail at once while the connection is down (no offline queue, a short command timeout):
// a caller that has a fallback (the rate limits count in memory meanwhile) is never held up by a
// Redis that does not answer. The client keeps reconnecting in the background.
import { Redis, type RedisOptions } from "ioredis";
import type { Logger } from "pino";

export type { Redis };

/** A client that is not connected yet (`connectRedis` connects it). */
function createRedis(url: string, logger: Logger, options: RedisOptions = {}): Redis {
  const client = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: 1_000,
    retryStrategy: (times) => Math.min(times * 200, 2_000),
    ...options,
  });
  // One line when the connection goes and one when it is back, not one per reconnection try.
  let up = false;
  client.on("ready", () => {
    up = true;
    logger.info("redis connected");
  });
  client.on("error", (err: Error) => {
    if (up) logger.warn({ err }, "redis connection lost; retrying");
    up = false;
  });
  return client;
}

/**
 * Creates and connects a client. When Redis cannot be reached the process starts all the same
 * (the callers' fallbacks hold) and the client keeps trying.
 */
export async function connectRedis(url: string, logger: Logger, options: RedisOptions = {}): Promise<Redis> {
  const client = createRedis(url, logger, options);
  try {
    await client.connect();
  } catch (err) {
    logger.error({ err }, "redis not reachable at start; rate limits count in this process's memory until it is");
  }
  return client;
}

/** Closes a client: politely when connected, else at once. */
export async function closeRedis(client: Redis): Promise<void> {
  if (client.status === "ready") {
    try {
      await client.quit();
      return;
    } catch {
      // fall through to a hard disconnect
    }
  }
  client.disconnect();
}
