// A PostgreSQL notification channel (LISTEN/NOTIFY) between the nodes on one database. Messages
// are sent with pg_notify through the pool; one dedicated connection per node listens, and comes
// back (with LISTEN again) when the server drops it. A message sent while a node's listener is down
// does not reach that node: the channel carries hints to act sooner, never the only copy of a fact.
import { sql } from "kysely";
import pg from "pg";
import type { Database } from "./database";

export interface MessageChannel {
  publish(text: string): Promise<void>;
  /** Resolves once this node listens (messages published from then on arrive). */
  ready: Promise<void>;
  close(): Promise<void>;
}

const RECONNECT_MS = 1000;

export function pgChannel(options: {
  db: Database;
  url: string;
  /** A PostgreSQL identifier: lower-case letters, digits and underscores. */
  name: string;
  onMessage: (text: string) => void;
  onError: (err: Error) => void;
}): MessageChannel {
  const { db, url, name, onMessage, onError } = options;
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new RangeError(`channel name ${name} is not a plain identifier`);
  let client: pg.Client | null = null;
  let closed = false;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url });
    client = c;
    let failed = false;
    const again = (err: Error) => {
      if (failed) return;
      failed = true;
      c.removeAllListeners();
      c.on("error", () => {});
      void c.end().catch(() => {});
      if (closed) return;
      onError(err);
      retry = setTimeout(() => void connect().catch(() => {}), RECONNECT_MS);
      retry.unref();
    };
    c.on("notification", (m) => {
      if (m.channel === name && m.payload !== undefined) onMessage(m.payload);
    });
    c.on("error", again);
    c.on("end", () => again(new Error("listen connection ended")));
    try {
      await c.connect();
      await c.query(`LISTEN ${name}`);
    } catch (err) {
      again(err as Error);
      throw err;
    }
  };

  return {
    ready: connect(),
    async publish(text) {
      await sql`select pg_notify(${name}, ${text})`.execute(db);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const c = client;
      client = null;
      if (c) {
        c.removeAllListeners();
        c.on("error", () => {});
        await c.end().catch(() => {});
      }
    },
  };
}
