// The sandbox payment provider as a gateway of its own, for several nodes: a real gateway is one
// service every node talks to, so a charge made through one node is looked up and refunded through
// any other (reconciliation) and a key charges once whichever node asks. `startSandboxGateway` serves
// the sandbox (server/providers/payments.ts) over HTTP; `gatewayPaymentProvider` is what a node uses
// when PAYMENTS_SANDBOX_URL is set. npm run start:cluster starts one gateway beside the nodes.
import express from "express";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { z } from "zod";
import { offsetClock, systemClock, type Clock } from "./clock";
import { sandboxPaymentProvider, type ChargeResult, type SandboxCharge, type SandboxPaymentProvider } from "./payments";

const currency = z.enum(["GBP", "EUR"]);
const chargeBody = z.object({
  idempotencyKey: z.string().min(1).max(200),
  amountMinor: z.number().int().nonnegative(),
  currency,
  card: z.object({
    number: z.string().max(40),
    expiry: z.string().max(10),
    cvv: z.string().max(8),
    nameOnCard: z.string().max(100).nullish(),
  }),
});
const refundBody = z.object({ chargeId: z.string().min(1).max(100), amountMinor: z.number().int().nonnegative(), currency });
const chargeResult = z.discriminatedUnion("outcome", [
  z.object({ outcome: z.literal("approved"), chargeId: z.string() }),
  z.object({ outcome: z.literal("declined"), code: z.string(), message: z.string() }),
]);

/** What the gateway was asked, in order: for tests that count charges, look-ups and refunds across nodes. */
export interface GatewayCall {
  op: "charge" | "lookup" | "refund";
  /** The idempotency key (charge, lookup) or the charge id (refund). */
  ref: string;
}

export async function startSandboxGateway(options: {
  port: number;
  /** The sandbox's "now" at start (APP_NOW), for card expiry; default the system clock. */
  appNow?: string;
  /** A pause before each answer, as a gateway across a network has. */
  latencyMs?: number;
}) {
  const sandbox = sandboxPaymentProvider(options.appNow ? offsetClock(new Date(options.appNow)) : systemClock);
  const calls: GatewayCall[] = [];
  const pause = () => new Promise((resolve) => setTimeout(resolve, options.latencyMs ?? 0));
  const app = express();
  app.use(express.json({ limit: "16kb" }));
  app.post("/charges", async (req, res) => {
    const body = chargeBody.safeParse(req.body);
    if (!body.success) return void res.status(400).json({ error: body.error.message });
    calls.push({ op: "charge", ref: body.data.idempotencyKey });
    await pause();
    res.json(await sandbox.charge(body.data));
  });
  app.get("/charges/:key", async (req, res) => {
    calls.push({ op: "lookup", ref: req.params.key });
    await pause();
    const found = await sandbox.lookup(req.params.key);
    if (!found) return void res.status(404).json({ error: "no charge with this key" });
    res.json(found);
  });
  app.post("/refunds", async (req, res) => {
    const body = refundBody.safeParse(req.body);
    if (!body.success) return void res.status(400).json({ error: body.error.message });
    calls.push({ op: "refund", ref: body.data.chargeId });
    await pause();
    try {
      res.json(await sandbox.refund(body.data));
    } catch (err) {
      res.status(422).json({ error: (err as Error).message });
    }
  });
  app.get("/ledger", (_req, res) => void res.json({ charges: sandbox.charges(), calls }));
  const server: Server = await new Promise((resolve, reject) => {
    const s = app.listen(options.port, "127.0.0.1", () => resolve(s)).on("error", reject);
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A node's provider backed by the shared gateway. Client tokens stay local (nothing on the server
 * reads them back); `charges()` lists the charges made through this node, the gateway's GET /ledger
 * all of them.
 */
export function gatewayPaymentProvider(url: string, clock: Clock, timeoutMs = 10_000): SandboxPaymentProvider {
  const local = sandboxPaymentProvider(clock);
  const mine: SandboxCharge[] = [];
  async function call(path: string, body?: unknown): Promise<Response> {
    return fetch(url + path, {
      method: body === undefined ? "GET" : "POST",
      headers: body === undefined ? undefined : { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  }
  const failed = async (res: Response) => new Error(`payment gateway answered ${res.status}: ${await res.text()}`);
  return {
    name: "sandbox-gateway",
    clientToken: (input) => local.clientToken(input),
    knowsClientToken: (token) => local.knowsClientToken(token),
    async charge(input): Promise<ChargeResult> {
      const res = await call("/charges", input);
      if (!res.ok) throw await failed(res);
      const result = chargeResult.parse(await res.json());
      if (result.outcome === "approved" && !mine.some((c) => c.chargeId === result.chargeId)) {
        const digits = input.card.number.replace(/\D/g, "");
        mine.push({
          chargeId: result.chargeId,
          idempotencyKey: input.idempotencyKey,
          amountMinor: input.amountMinor,
          currency: input.currency,
          cardType: null,
          last4: digits.slice(-4),
          createdAt: clock.now().toISOString(),
          refundedAt: null,
        });
      }
      return result;
    },
    async lookup(idempotencyKey) {
      const res = await call(`/charges/${encodeURIComponent(idempotencyKey)}`);
      if (res.status === 404) return null;
      if (!res.ok) throw await failed(res);
      return chargeResult.parse(await res.json());
    },
    async refund(input) {
      const res = await call("/refunds", input);
      if (!res.ok) throw await failed(res);
      return z.object({ refundId: z.string() }).parse(await res.json());
    },
    charges: () => mine.map((c) => ({ ...c })),
  };
}
