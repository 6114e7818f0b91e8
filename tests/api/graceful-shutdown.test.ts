// SIGTERM's stop (server/shutdown.ts): the node takes no new request, ends the order-status streams
// at once, lets a payment in flight finish with its order, and only then closes the database.
import type { Server } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createApp } from "../../server/app";
import { stopGracefully } from "../../server/shutdown";
import { cookieClient } from "../support/http";
import { payingHelpers } from "../support/paying";
import { testRuntime } from "../support/runtime";

const api = {} as Parameters<typeof payingHelpers>[0];
let server: Server;

beforeAll(async () => {
  const t = await testRuntime();
  server = await new Promise<Server>((resolve) => {
    const s = createApp({ runtime: t.runtime }).listen(0, "127.0.0.1", () => resolve(s));
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  Object.assign(api, { t, server: { base, client: () => cookieClient(base), close: async () => {} } });
}, 60_000);
afterAll(async () => {
  if (server.listening) await new Promise((resolve) => server.close(resolve));
  await api.t.database.drop();
});

const { collectionBasket, pay } = payingHelpers(api);

describe("stopping gracefully", () => {
  it("finishes the payment in flight, ends the order-status streams and refuses new connections", async () => {
    const runtime = api.t.runtime;
    // An order whose status a customer is following.
    const follower = await collectionBasket();
    const paid = await (await pay(follower)).json();
    const stream = await fetch(`${api.server.base}/api/orders/${paid.order.id}/events?rid=1001`, {
      headers: { cookie: [...follower.jar].map(([k, v]) => `${k}=${v}`).join("; ") },
    });
    expect(stream.status).toBe(200);
    const events = stream.body!.getReader();
    expect(new TextDecoder().decode((await events.read()).value)).toMatch(/^event: status/);

    // A payment that is still being written when the stop comes.
    const payer = await collectionBasket();
    let entered!: () => void;
    const inPay = new Promise<void>((resolve) => (entered = resolve));
    const realPay = runtime.services.orders.pay.bind(runtime.services.orders);
    vi.spyOn(runtime.services.orders, "pay").mockImplementation(async (...args) => {
      entered();
      await new Promise((resolve) => setTimeout(resolve, 300));
      return realPay(...args);
    });
    const paying = pay(payer);
    await inPay;
    const closeDb = vi.spyOn(runtime, "close");

    const stopped = stopGracefully(server, runtime, 10_000);
    // The stream ends at once; no new connection is taken.
    expect((await events.read()).done).toBe(true);
    await expect(
      new Promise((resolve, reject) => {
        const socket = connect(Number(new URL(api.server.base).port), "127.0.0.1", () => resolve(socket.end()));
        socket.on("error", reject);
      }),
    ).rejects.toMatchObject({ code: "ECONNREFUSED" });
    expect(closeDb).not.toHaveBeenCalled();

    const answer = await paying;
    expect(answer.status).toBe(200);
    expect((await answer.json()).order.number).toMatch(/\d/);
    await stopped;
    expect(closeDb).toHaveBeenCalledTimes(1);
  });
});
