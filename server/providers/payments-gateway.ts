// The sandbox payment provider as a gateway of its own, for several nodes: a real gateway is one
// service every node talks to, so a charge made through one node is looked up and refunded through
// any other (reconciliation) and a key charges once whichever node asks. `startSandboxGateway` serves
// the sandbox (server/providers/payments.ts) over HTTP; `gatewayPaymentProvider` is what a node uses
// when PAYMENTS_SANDBOX_URL is set. npm run start:cluster starts one gateway beside the nodes.
// The gateway also serves the bank's 3-D Secure challenge pages (server/providers/sandbox-bank-page.ts)
// that a `requires_action` charge sends the customer to.
import express from "express";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { z } from "zod";
import { offsetClock, systemClock, type Clock } from "./clock";
import { isSavedCardCharge, sandboxPaymentProvider, type ChargeResult, type SandboxCharge, type SandboxPaymentProvider } from "./payments";
import { sandboxBankPages } from "./sandbox-bank-page";

const currency = z.enum(["GBP", "EUR"]);
const chargeBody = z.object({
  idempotencyKey: z.string().min(1).max(200),
  amountMinor: z.number().int().nonnegative(),
  currency,
  card: z.union([
    z.object({
      number: z.string().max(40),
      expiry: z.string().max(10),
      cvv: z.string().max(8),
      nameOnCard: z.string().max(100).nullish(),
    }),
    z.object({ token: z.string().min(1).max(100), cvv: z.string().max(8) }),
  ]),
  customer: z.string().min(1).max(100).optional(),
  saveCard: z.boolean().optional(),
  // Needed only by a card whose bank asks the customer first (the sandbox refuses such a charge without).
  returnUrl: z
    .url({ protocol: /^https?$/ })
    .max(2000)
    .optional(),
  merchantName: z.string().min(1).max(100).optional(),
});
const refundBody = z.object({ chargeId: z.string().min(1).max(100), amountMinor: z.number().int().nonnegative(), currency });
const vaultedCard = z.object({
  token: z.string(),
  cardType: z.string().nullable(),
  last4: z.string(),
  expiryMonth: z.number().int(),
  expiryYear: z.number().int(),
  fingerprint: z.string(),
});
const chargeResult = z.discriminatedUnion("outcome", [
  z.object({ outcome: z.literal("approved"), chargeId: z.string(), savedCard: vaultedCard.optional(), refunded: z.boolean().optional() }),
  z.object({ outcome: z.literal("declined"), code: z.string(), message: z.string() }),
  z.object({ outcome: z.literal("requires_action"), challengeUrl: z.url(), expiresAt: z.iso.datetime() }),
]);

/** What the gateway was asked, in order: for tests that count charges, look-ups and refunds across nodes. */
export interface GatewayCall {
  op: "charge" | "lookup" | "confirm" | "refund" | "remove-card";
  /** The idempotency key (charge, lookup, confirm) or the charge id (refund). */
  ref: string;
}

export async function startSandboxGateway(options: {
  port: number;
  /** The sandbox's "now" at start (APP_NOW), for card expiry; default the system clock. */
  appNow?: string;
  /** A pause before each answer, as a gateway across a network has. */
  latencyMs?: number;
  /** The sandbox to serve (tests look at it); default a new one on the `appNow` clock. */
  sandbox?: SandboxPaymentProvider;
}) {
  const sandbox = options.sandbox ?? sandboxPaymentProvider(options.appNow ? offsetClock(new Date(options.appNow)) : systemClock);
  const calls: GatewayCall[] = [];
  let latencyMs = options.latencyMs ?? 0;
  const pause = () => new Promise((resolve) => setTimeout(resolve, latencyMs));
  const app = express();
  // The bank's pages (HTML and forms) first, then the JSON API.
  app.use(sandboxBankPages(sandbox));
  app.use(express.json({ limit: "16kb" }));
  app.post("/charges", async (req, res) => {
    const body = chargeBody.safeParse(req.body);
    if (!body.success) return void res.status(400).json({ error: body.error.message });
    calls.push({ op: "charge", ref: body.data.idempotencyKey });
    await pause();
    const { returnUrl = "", merchantName = "the shop", ...charge } = body.data;
    try {
      res.json(await sandbox.charge({ ...charge, returnUrl, merchantName }));
    } catch (err) {
      if (!(err instanceof RangeError)) throw err;
      res.status(400).json({ error: err.message });
    }
  });
  app.get("/charges/:key", async (req, res) => {
    calls.push({ op: "lookup", ref: req.params.key });
    await pause();
    const found = await sandbox.lookup(req.params.key);
    if (!found) return void res.status(404).json({ error: "no charge with this key" });
    res.json(found);
  });
  app.post("/charges/:key/confirm", async (req, res) => {
    calls.push({ op: "confirm", ref: req.params.key });
    await pause();
    const result = await sandbox.confirm(req.params.key);
    if (!result) return void res.status(404).json({ error: "no charge with this key" });
    res.json(result);
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
  app.get("/cards/:token", async (req, res) => void res.status((await sandbox.hasSavedCard(req.params.token)) ? 200 : 404).json({}));
  app.delete("/cards/:token", async (req, res) => {
    calls.push({ op: "remove-card", ref: req.params.token });
    await pause();
    res.status((await sandbox.removeCard(req.params.token)) ? 204 : 404).end();
  });
  app.get("/ledger", (_req, res) => void res.json({ charges: sandbox.charges(), calls }));
  // A slower network from now on (PUT /latency?ms=N): a test holds answers in flight, for a node to die meanwhile.
  app.put("/latency", (req, res) => {
    const ms = z.coerce.number().int().min(0).max(60_000).safeParse(req.query["ms"]);
    if (!ms.success) return void res.status(400).json({ error: "ms must be a whole number of milliseconds, 0 to 60000" });
    latencyMs = ms.data;
    res.status(204).end();
  });
  const server: Server = await new Promise((resolve, reject) => {
    const s = app.listen(options.port, "127.0.0.1", () => resolve(s)).on("error", reject);
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  sandbox.useOrigin(url);
  return {
    url,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A node's provider backed by the shared gateway. Client tokens stay local (nothing on the server
 * reads them back); `charges()` lists the charges made through this node, the gateway's GET /ledger
 * all of them. The bank's pages are the gateway's: `useOrigin`, `challenge` and `answerChallenge`
 * are a local sandbox's, which has no challenges (a node never serves those pages on this path).
 */
export function gatewayPaymentProvider(url: string, clock: Clock, timeoutMs = 10_000): SandboxPaymentProvider {
  const local = sandboxPaymentProvider(clock);
  const mine: SandboxCharge[] = [];
  /** What this node charged with each key that answered `requires_action`, for its ledger once confirmed. */
  const awaiting = new Map<string, Pick<SandboxCharge, "amountMinor" | "currency" | "last4">>();
  async function call(path: string, body?: unknown, method?: "DELETE"): Promise<Response> {
    return fetch(url + path, {
      method: method ?? (body === undefined ? "GET" : "POST"),
      headers: body === undefined ? undefined : { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  }
  const failed = async (res: Response) => new Error(`payment gateway answered ${res.status}: ${await res.text()}`);
  /** Writes an approved charge in this node's ledger, once. */
  function record(result: ChargeResult, idempotencyKey: string, charge: Pick<SandboxCharge, "amountMinor" | "currency" | "last4">) {
    if (result.outcome !== "approved" || mine.some((c) => c.chargeId === result.chargeId)) return;
    const createdAt = clock.now().toISOString();
    mine.push({ chargeId: result.chargeId, idempotencyKey, ...charge, cardType: null, createdAt, refundedAt: null });
  }
  /** The gateway's own ledger entry of a charge (confirmed here, made through another node). */
  async function gatewayCharge(chargeId: string): Promise<Pick<SandboxCharge, "amountMinor" | "currency" | "last4"> | undefined> {
    const res = await call("/ledger");
    if (!res.ok) throw await failed(res);
    const { charges } = (await res.json()) as { charges: SandboxCharge[] };
    const found = charges.find((c) => c.chargeId === chargeId);
    return found && { amountMinor: found.amountMinor, currency: found.currency, last4: found.last4 };
  }
  return {
    name: "sandbox-gateway",
    clientToken: (input) => local.clientToken(input),
    knowsClientToken: (token) => local.knowsClientToken(token),
    async charge(input): Promise<ChargeResult> {
      const res = await call("/charges", input);
      if (!res.ok) throw await failed(res);
      const result = chargeResult.parse(await res.json());
      // A saved card's last four digits are the gateway's to tell.
      const last4 = isSavedCardCharge(input.card) ? null : input.card.number.replace(/\D/g, "").slice(-4);
      const charge = last4 === null ? undefined : { amountMinor: input.amountMinor, currency: input.currency, last4 };
      if (result.outcome === "requires_action" && charge) awaiting.set(input.idempotencyKey, charge);
      if (result.outcome === "approved") {
        const known = charge ?? (await gatewayCharge(result.chargeId));
        if (known) record(result, input.idempotencyKey, known);
      }
      return result;
    },
    async lookup(idempotencyKey) {
      const res = await call(`/charges/${encodeURIComponent(idempotencyKey)}`);
      if (res.status === 404) return null;
      if (!res.ok) throw await failed(res);
      return chargeResult.parse(await res.json());
    },
    async confirm(idempotencyKey) {
      const res = await call(`/charges/${encodeURIComponent(idempotencyKey)}/confirm`, {});
      if (res.status === 404) return null;
      if (!res.ok) throw await failed(res);
      const result = chargeResult.parse(await res.json());
      if (result.outcome === "approved" && !mine.some((c) => c.chargeId === result.chargeId)) {
        const charge = awaiting.get(idempotencyKey) ?? (await gatewayCharge(result.chargeId));
        if (charge) record(result, idempotencyKey, charge);
      }
      if (result.outcome !== "requires_action") awaiting.delete(idempotencyKey);
      return result;
    },
    async removeCard(token) {
      const res = await call(`/cards/${encodeURIComponent(token)}`, undefined, "DELETE");
      if (res.status === 404) return false;
      if (!res.ok) throw await failed(res);
      return true;
    },
    async hasSavedCard(token) {
      const res = await call(`/cards/${encodeURIComponent(token)}`);
      if (res.status !== 200 && res.status !== 404) throw await failed(res);
      return res.status === 200;
    },
    async refund(input) {
      const res = await call("/refunds", input);
      if (!res.ok) throw await failed(res);
      return z.object({ refundId: z.string() }).parse(await res.json());
    },
    charges: () => mine.map((c) => ({ ...c })),
    useOrigin: (origin) => local.useOrigin(origin),
    challenge: (id) => local.challenge(id),
    answerChallenge: (id, answer) => local.answerChallenge(id, answer),
  };
}
