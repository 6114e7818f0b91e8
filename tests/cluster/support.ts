// Helpers for the cluster test: a database of its own, a client through the proxy that notes which
// node answered, a collection basket ready to pay made through /api, and an order-status stream.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { expect } from "vitest";
import { cookieClient } from "../support/http";

const ADMIN = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** A PostgreSQL database nobody else uses; `drop()` removes it. */
export function clusterDatabase() {
  const name = `cluster_${randomBytes(6).toString("hex")}`;
  const url = new URL(ADMIN);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async query<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
      const c = new pg.Client({ connectionString: url.toString() });
      await c.connect();
      try {
        return (await c.query<T>(text, values)).rows;
      } finally {
        await c.end();
      }
    },
    async drop() {
      const c = new pg.Client({ connectionString: ADMIN });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export const GOOD_CARD = { cardNumber: "4111111111111111", expiry: "12/28", cvv: "123" };
export const newKey = (tag = "k") => `${tag}-${randomBytes(9).toString("base64url")}`;

/** A cookie client that records the X-Node header of every answer. */
export function nodeClient(base: string) {
  const c = cookieClient(base);
  const nodes: string[] = [];
  return {
    ...c,
    nodes,
    async request(path: string, init: RequestInit & { json?: unknown } = {}) {
      const res = await c.request(path, init);
      nodes.push(res.headers.get("x-node") ?? "none");
      return res;
    },
    cookieHeader: () => [...c.jar].map(([k, v]) => `${k}=${v}`).join("; "),
  };
}
export type NodeClient = ReturnType<typeof nodeClient>;

/** Through /api (and the details form for the collection time): a guest's basket at 1001 ready to pay. */
export async function readyBasket(c: NodeClient, items = ["margherita"]) {
  expect((await c.request("/api/basket/SetRestaurantDistance/1001/0.3/W1D%203QU", { method: "POST" })).status).toBe(200);
  for (const item of items) expect((await c.request(`/api/basket/QuickAddItem/${item}/1`, { method: "POST" })).status).toBe(200);
  const guest = await c.request("/api/customer/guestLogin", {
    method: "POST",
    json: { firstName: "Grace", lastName: "Guest", email: "grace@example.com", mobileNumber: "+447700900999" },
  });
  expect(guest.status).toBe(200);
  const slots = (await (await c.request("/api/restaurant/getTimeSlots/1001")).json()) as { timeSlots: { instant: string }[] };
  const slot = slots.timeSlots[0];
  expect(slot).toBeDefined();
  const details = await c.request("/collection/checkout/details", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ collectionTime: slot!.instant }).toString(),
  });
  expect(details.status).toBe(302);
  expect(details.headers.get("location")).toBe("/collection/payment");
}

export const pay = (c: NodeClient, key = newKey()) =>
  c.request("/api/sandbox/pay", { method: "POST", json: { idempotencyKey: key, ...GOOD_CARD } });

export interface StatusEvent {
  status: string;
  statusLabel: string;
  final: boolean;
}

/** Reads `status` events from an order's stream; `next()` waits for the following one. */
export async function statusStream(url: string, cookie: string) {
  const abort = new AbortController();
  const res = await fetch(url, { headers: { cookie }, signal: abort.signal });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^text\/event-stream/);
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  const node = res.headers.get("x-node");
  return {
    node,
    async next(): Promise<StatusEvent> {
      for (;;) {
        const end = buffer.indexOf("\n\n");
        if (end >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = frame.split("\n").find((l) => l.startsWith("data: "));
          if (frame.includes("event: status") && data) return JSON.parse(data.slice(6)) as StatusEvent;
          continue;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error("the stream ended");
        buffer += value;
      }
    },
    close: () => abort.abort(),
  };
}

/** Polls `check` until it holds (or the test's own timeout ends it). */
export async function eventually<T>(check: () => Promise<T | null | undefined | false>, pauseMs = 100): Promise<T> {
  for (;;) {
    const v = await check();
    if (v) return v;
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
}
