// The built-in card payment provider (its contract: ./payment-provider.ts, re-exported here): a
// sandbox that behaves like a public gateway's (Braintree's test cards and amounts), so checkout
// can be exercised end to end without a merchant account. It is idempotent per key, as real gateways are: a repeated charge
// with the same key answers the first result and never charges twice. Some test cards ask for
// 3-D Secure, as Stripe's and Adyen's sandboxes do: the charge answers `requires_action` with the
// bank's challenge page (server/providers/sandbox-bank-page.ts), and `confirm` finishes it once the
// customer has answered there. A signed-in customer's card may be kept at the gateway (its vault,
// server/providers/sandbox-vault.ts) and charged again by token, its security code asked every time.
import { randomBytes } from "node:crypto";
import { cardTypeOf, normaliseCardNumber } from "../../domain/checkout/card";
import type { Clock } from "./clock";
import {
  AUTHENTICATION_EXPIRED,
  AUTHENTICATION_FAILED,
  SANDBOX_3DS_CARDS,
  SANDBOX_DECLINES,
  asksForAuthentication,
  sandboxOutcome,
  type Decline,
} from "./sandbox-cards";
import { sandboxVault } from "./sandbox-vault";
import { isSavedCardCharge, type ChargeInput, type ChargeResult, type ClientToken, type PaymentProvider } from "./payment-provider";

export { isSavedCardCharge, type ChargeInput, type ChargeResult, type PaymentProvider, type VaultedCard } from "./payment-provider";

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

const CLIENT_TOKEN_TTL_MS = 3_600_000;
/** How long the customer has to answer the bank's challenge. */
const CHALLENGE_TTL_MS = 15 * 60_000;
const UNKNOWN_SAVED_CARD = { code: "saved-card-unknown", message: "Saved card not found" } as const;

type ChallengeAnswer = "complete" | "fail";

/** A 3-D Secure challenge as the bank's page shows it (only the card's type and last 4 digits). */
export interface SandboxChallenge {
  amountMinor: number;
  currency: "GBP" | "EUR";
  /** card-validator's name for the network ("visa", "mastercard", …), or null. */
  cardType: string | null;
  last4: string;
  merchantName: string;
  returnUrl: string;
  expiresAt: string;
  answer: ChallengeAnswer | null;
  /** Unanswered and past `expiresAt`: it can no longer be answered. */
  expired: boolean;
}

/** What the sandbox keeps of a challenge: never the security code, and the number only for a card to be kept. */
interface ChallengeRecord extends Omit<SandboxChallenge, "expired"> {
  idempotencyKey: string;
  createdAt: string;
  /** The bank's answer once the customer has authenticated (the insufficient-funds card), or null: approved. */
  declineAfterAuthentication: Decline | null;
  /** The card to keep once approved, when the charge asked for it (the vault's number, never the code). */
  toSave: { customer: string; number: string; expiry: string } | null;
}

export interface SandboxPaymentProvider extends PaymentProvider {
  /** Whether a client token was issued here and is less than an hour old. */
  knowsClientToken(token: string): boolean;
  /** Every approved charge, oldest first. */
  charges(): readonly SandboxCharge[];
  /**
   * The absolute address the bank's pages are served under (an origin, or an origin and the path
   * they are mounted at), for the `challengeUrl` of later charges. Default "http://127.0.0.1".
   */
  useOrigin(url: string): void;
  /** The challenge with this id, as its page shows it, or null when there is none. */
  challenge(id: string): SandboxChallenge | null;
  /**
   * Records the customer's answer to a challenge, once: a second answer, or one after it expired,
   * is ignored. Answers where to send the customer (the charge's `returnUrl`), or null for an unknown id.
   */
  answerChallenge(id: string, answer: ChallengeAnswer): string | null;
  /** Whether the gateway keeps a card under this token. */
  hasSavedCard(token: string): Promise<boolean>;
}

/** `url` when it is an absolute http(s) address (never `javascript:`: the bank's page links to it); throws otherwise. */
function httpUrl(url: string, what: string): URL {
  const parsed = URL.canParse(url) ? new URL(url) : null;
  if (!parsed || (parsed.protocol !== "http:" && parsed.protocol !== "https:"))
    throw new RangeError(`${what} must be an absolute http(s) address, got ${JSON.stringify(url)}`);
  return parsed;
}

export function sandboxPaymentProvider(clock: Clock): SandboxPaymentProvider {
  const tokens = new Map<string, { restaurantId: number; isDelivery: boolean; expiresAt: number }>();
  const results = new Map<string, ChargeResult>();
  const ledger: SandboxCharge[] = [];
  /** Challenges by their id, and the challenge of each key that answered `requires_action`. */
  const challenges = new Map<string, ChallengeRecord>();
  const challengeOfKey = new Map<string, ChallengeRecord>();
  const vault = sandboxVault();
  let origin = "http://127.0.0.1";

  /** A key's result as the gateway tells it now: an approved charge refunded since says so. */
  const asToldNow = (result: ChargeResult): ChargeResult =>
    result.outcome === "approved" && ledger.find((c) => c.chargeId === result.chargeId)?.refundedAt
      ? { ...result, refunded: true }
      : result;

  const expired = (c: ChallengeRecord) => c.answer === null && clock.now().getTime() >= Date.parse(c.expiresAt);

  function approve(charge: Omit<SandboxCharge, "chargeId" | "createdAt" | "refundedAt">, toSave: ChallengeRecord["toSave"]): ChargeResult {
    const chargeId = `sandbox_${randomBytes(12).toString("hex")}`;
    ledger.push({ chargeId, ...charge, createdAt: clock.now().toISOString(), refundedAt: null });
    return toSave ? { outcome: "approved", chargeId, savedCard: vault.keep(toSave.customer, toSave) } : { outcome: "approved", chargeId };
  }

  /** The card to charge: as typed, or the vault's for a token of this customer's (else a decline). */
  function cardOf(input: ChargeInput): { number: string; expiry: string; cvv: string; saved: boolean } | Decline {
    if (!isSavedCardCharge(input.card)) return { ...input.card, saved: false };
    const kept = vault.card(input.card.token);
    if (!kept || kept.customer !== input.customer) return UNKNOWN_SAVED_CARD;
    return { number: kept.number, expiry: kept.expiry, cvv: input.card.cvv, saved: true };
  }

  /** The final result of a challenge, or null while the customer may still answer it. */
  function settle(c: ChallengeRecord): ChargeResult | null {
    if (c.answer === "fail") return { outcome: "declined", ...AUTHENTICATION_FAILED };
    if (c.answer === null) return expired(c) ? { outcome: "declined", ...AUTHENTICATION_EXPIRED } : null;
    if (c.declineAfterAuthentication) return { outcome: "declined", ...c.declineAfterAuthentication };
    const { idempotencyKey, amountMinor, currency, cardType, last4 } = c;
    return approve({ idempotencyKey, amountMinor, currency, cardType, last4 }, c.toSave);
  }

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
      // Checked and recorded without awaiting, so two concurrent calls with one key cannot both
      // charge (or both open a challenge).
      const earlier = results.get(input.idempotencyKey);
      if (earlier) return asToldNow(earlier);
      const now = clock.now();
      const found = cardOf(input);
      if ("code" in found) {
        const declined: ChargeResult = { outcome: "declined", ...found };
        results.set(input.idempotencyKey, declined);
        return declined;
      }
      const decline = sandboxOutcome({ amountMinor: input.amountMinor, card: found }, now);
      const number = normaliseCardNumber(found.number);
      const card = { cardType: cardTypeOf(number)?.type ?? null, last4: number.slice(-4) };
      // A new card is kept once approved when asked, for a customer (a saved one is kept already).
      const toSave = input.saveCard && input.customer && !found.saved ? { customer: input.customer, number, expiry: found.expiry } : null;
      let result: ChargeResult;
      if (decline) result = { outcome: "declined", ...decline };
      else if (
        asksForAuthentication({ number, amountMinor: input.amountMinor, currency: input.currency, savedCardOfHolder: found.saved })
      ) {
        httpUrl(input.returnUrl, "returnUrl");
        const id = randomBytes(24).toString("base64url");
        const challenge: ChallengeRecord = {
          idempotencyKey: input.idempotencyKey,
          amountMinor: input.amountMinor,
          currency: input.currency,
          ...card,
          merchantName: input.merchantName,
          returnUrl: input.returnUrl,
          createdAt: now.toISOString(),
          expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS).toISOString(),
          answer: null,
          declineAfterAuthentication: number === SANDBOX_3DS_CARDS.insufficientFunds ? SANDBOX_DECLINES.insufficientFunds : null,
          toSave,
        };
        challenges.set(id, challenge);
        challengeOfKey.set(input.idempotencyKey, challenge);
        result = { outcome: "requires_action", challengeUrl: `${origin}/challenge/${id}`, expiresAt: challenge.expiresAt };
      } else {
        result = approve(
          { idempotencyKey: input.idempotencyKey, amountMinor: input.amountMinor, currency: input.currency, ...card },
          toSave,
        );
      }
      results.set(input.idempotencyKey, result);
      return result;
    },

    async lookup(idempotencyKey: string): Promise<ChargeResult | null> {
      const result = results.get(idempotencyKey);
      return result ? asToldNow(result) : null;
    },

    async confirm(idempotencyKey: string): Promise<ChargeResult | null> {
      // Settled and recorded without awaiting: concurrent confirms of one key charge once.
      const result = results.get(idempotencyKey);
      const challenge = challengeOfKey.get(idempotencyKey);
      if (!result || result.outcome !== "requires_action" || !challenge) return result ? asToldNow(result) : null;
      const final = settle(challenge);
      if (!final) return result;
      results.set(idempotencyKey, final);
      return final;
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

    async removeCard(token: string): Promise<boolean> {
      return vault.remove(token);
    },

    hasSavedCard: async (token: string) => vault.has(token),

    charges(): readonly SandboxCharge[] {
      return ledger.map((c) => ({ ...c }));
    },

    useOrigin(url: string): void {
      const parsed = httpUrl(url, "the bank pages' address");
      origin = (parsed.origin + parsed.pathname).replace(/\/+$/, "");
    },

    challenge(id: string): SandboxChallenge | null {
      const c = challenges.get(id);
      if (!c) return null;
      const { amountMinor, currency, cardType, last4, merchantName, returnUrl, expiresAt, answer } = c;
      return { amountMinor, currency, cardType, last4, merchantName, returnUrl, expiresAt, answer, expired: expired(c) };
    },

    answerChallenge(id: string, answer: ChallengeAnswer): string | null {
      const c = challenges.get(id);
      if (!c) return null;
      if (c.answer === null && !expired(c)) c.answer = answer;
      return c.returnUrl;
    },
  };
}
