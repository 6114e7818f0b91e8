// The card payment provider. The built-in one is a sandbox that behaves like a public gateway's
// sandbox (Braintree's test cards and test amounts), so checkout can be exercised end to end
// without a merchant account. It is idempotent per key, as real gateways are: a repeated charge
// with the same key answers the first result and never charges twice.
import { randomBytes } from "node:crypto";
import { cardTypeOf, normaliseCardNumber, validateCard } from "../../domain/checkout/card";
import type { Clock } from "./clock";

interface ClientToken {
  /** Opaque; the card form hands it to the provider's script. */
  clientToken: string;
  environment: "sandbox" | "production";
  provider: string;
}

export interface ChargeInput {
  /** One per checkout attempt: a repeat with the same key is the same charge. */
  idempotencyKey: string;
  amountMinor: number;
  currency: "GBP" | "EUR";
  card: { number: string; expiry: string; cvv: string; nameOnCard?: string | null };
}

export type ChargeResult = { outcome: "approved"; chargeId: string } | { outcome: "declined"; code: string; message: string };

export interface PaymentProvider {
  readonly name: string;
  clientToken(input: { restaurantId: number; isDelivery: boolean }): Promise<ClientToken>;
  charge(input: ChargeInput): Promise<ChargeResult>;
  /** The result of the charge made with this key, if the provider has one (gateways look charges up by key). */
  lookup(idempotencyKey: string): Promise<ChargeResult | null>;
  /** Gives a charge back in full; idempotent per charge. */
  refund(input: { chargeId: string; amountMinor: number; currency: "GBP" | "EUR" }): Promise<{ refundId: string }>;
}

/** An approved sandbox charge, as the sandbox's ledger keeps it (only the card's last 4 digits). */
export interface SandboxCharge {
  chargeId: string;
  idempotencyKey: string;
  amountMinor: number;
  currency: "GBP" | "EUR";
  cardType: string | null;
  last4: string;
  createdAt: string;
  /** When it was given back in full, if it was. */
  refundedAt: string | null;
}

/** Published sandbox outcomes (Braintree): a card that is always declined, and amount ranges. */
export const SANDBOX_DECLINED_CARD = "4000111111111115";
const SANDBOX_DECLINES = {
  processorDeclined: { code: "2000", message: "Processor declined" },
  insufficientFunds: { code: "2001", message: "Insufficient Funds" },
  expiredCard: { code: "2004", message: "Expired Card" },
  invalidCard: { code: "2005", message: "Invalid Credit Card Number" },
  networkUnavailable: { code: "3000", message: "Processor network unavailable" },
} as const;

const CLIENT_TOKEN_TTL_MS = 3_600_000;

/** The sandbox's rule for a charge, before any ledger: pure, for tests and the docs. */
export function sandboxOutcome(input: Pick<ChargeInput, "amountMinor" | "card">, now: Date): { code: string; message: string } | null {
  const number = normaliseCardNumber(input.card.number);
  const fields = validateCard({ number, expiry: input.card.expiry, cvv: input.card.cvv }, now);
  if (fields.some((f) => f.path === "cardNumber")) return SANDBOX_DECLINES.invalidCard;
  if (fields.some((f) => f.path === "expiry")) return SANDBOX_DECLINES.expiredCard;
  if (fields.length) return SANDBOX_DECLINES.processorDeclined;
  if (number === SANDBOX_DECLINED_CARD) return SANDBOX_DECLINES.processorDeclined;
  const amount = input.amountMinor;
  // 2000.00–2999.99: declined with the amount's whole units as the processor code.
  if (amount >= 200_000 && amount <= 299_999) {
    const code = String(Math.floor(amount / 100));
    return code === "2001" ? SANDBOX_DECLINES.insufficientFunds : { code, message: "Processor declined" };
  }
  if (amount >= 300_000 && amount <= 300_099) return SANDBOX_DECLINES.networkUnavailable;
  return null;
}

export interface SandboxPaymentProvider extends PaymentProvider {
  /** Whether a client token was issued here and is less than an hour old. */
  knowsClientToken(token: string): boolean;
  /** Every approved charge, oldest first. */
  charges(): readonly SandboxCharge[];
}

export function sandboxPaymentProvider(clock: Clock): SandboxPaymentProvider {
  const tokens = new Map<string, { restaurantId: number; isDelivery: boolean; expiresAt: number }>();
  const results = new Map<string, ChargeResult>();
  const ledger: SandboxCharge[] = [];

  return {
    name: "sandbox",

    async clientToken(input: { restaurantId: number; isDelivery: boolean }): Promise<ClientToken> {
      const now = clock.now().getTime();
      for (const [token, t] of tokens) if (t.expiresAt <= now) tokens.delete(token);
      const clientToken = randomBytes(24).toString("base64url");
      tokens.set(clientToken, { ...input, expiresAt: now + CLIENT_TOKEN_TTL_MS });
      return { clientToken, environment: "sandbox", provider: "sandbox" };
    },

    knowsClientToken(token: string): boolean {
      const t = tokens.get(token);
      return !!t && t.expiresAt > clock.now().getTime();
    },

    async charge(input: ChargeInput): Promise<ChargeResult> {
      if (!Number.isSafeInteger(input.amountMinor) || input.amountMinor < 0) {
        throw new RangeError(`amountMinor must be a non-negative integer, got ${input.amountMinor}`);
      }
      // Checked and recorded without awaiting, so two concurrent calls with one key cannot both charge.
      const earlier = results.get(input.idempotencyKey);
      if (earlier) return earlier;
      const now = clock.now();
      const decline = sandboxOutcome(input, now);
      let result: ChargeResult;
      if (decline) result = { outcome: "declined", ...decline };
      else {
        const chargeId = `sandbox_${randomBytes(12).toString("hex")}`;
        const number = normaliseCardNumber(input.card.number);
        ledger.push({
          chargeId,
          idempotencyKey: input.idempotencyKey,
          amountMinor: input.amountMinor,
          currency: input.currency,
          cardType: cardTypeOf(number)?.type ?? null,
          last4: number.slice(-4),
          createdAt: now.toISOString(),
          refundedAt: null,
        });
        result = { outcome: "approved", chargeId };
      }
      results.set(input.idempotencyKey, result);
      return result;
    },

    async lookup(idempotencyKey: string): Promise<ChargeResult | null> {
      return results.get(idempotencyKey) ?? null;
    },

    async refund(input: { chargeId: string; amountMinor: number; currency: "GBP" | "EUR" }): Promise<{ refundId: string }> {
      const charge = ledger.find((c) => c.chargeId === input.chargeId);
      // The sandbox keeps its ledger in memory: a charge from before a restart is no longer known.
      if (!charge) throw new Error(`sandbox: unknown charge ${input.chargeId}`);
      if (charge.amountMinor !== input.amountMinor || charge.currency !== input.currency)
        throw new RangeError(`sandbox: a full refund of ${input.chargeId} is ${charge.amountMinor} ${charge.currency}`);
      charge.refundedAt ??= clock.now().toISOString();
      return { refundId: `refund_${charge.chargeId}` };
    },

    charges(): readonly SandboxCharge[] {
      return ledger.map((c) => ({ ...c }));
    },
  };
}
