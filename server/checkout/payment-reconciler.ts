// Payments whose request ended without an answer (a crash, a lost connection, a refund that failed)
// are settled with the provider: a charge without an order is refunded (and the payer told by
// e-mail, once), an attempt never charged is ended as declined. Every node runs this on a timer
// (server/runtime.ts); on PostgreSQL each attempt is claimed with a transaction-scoped advisory
// lock first, so however many nodes look at the same attempt, one of them settles it. See
// docs/decisions/037-charging-once.md, 015-many-nodes.md and 033 (the refund e-mail).
import { sql } from "kysely";
import type { Logger } from "pino";
import type { Database } from "../db/database";
import type { Repositories } from "../db/repositories";
import type { PaymentAttempt } from "../db/repositories/payments";
import type { Clock } from "../providers/clock";
import type { Notifier } from "../providers/notifications";
import type { PaymentProvider } from "../providers/payments";
import { paymentOutcomes } from "../operations";
import { unplacedRefundNotice } from "./payment-outcomes";

/** A pending attempt untouched this long has lost its request: reconcile it with the provider. */
const RECONCILE_AFTER_MS = 10 * 60_000;

/** How an unanswered 3-D Secure challenge ends. */
const CHALLENGE_EXPIRED = { code: "authentication-expired", message: "Authentication expired" } as const;

/** Runs `work` for an attempt only if this node holds it; false when another node does. */
export type AttemptClaim = (idempotencyKey: string, work: () => Promise<void>) => Promise<boolean>;

/** SQLite: one process owns the file, and its timer never overlaps itself. */
export const inProcessClaim: AttemptClaim = async (_key, work) => {
  await work();
  return true;
};

/**
 * PostgreSQL: a transaction holds `pg_try_advisory_xact_lock` on the attempt's key while the work
 * runs (the work writes through other connections; the lock ends with the transaction). A node that
 * cannot take the lock skips the attempt: another is settling it.
 */
export function advisoryLockClaim(db: Database): AttemptClaim {
  return (key, work) =>
    db.transaction().execute(async (trx) => {
      const { rows } = await sql<{
        held: boolean;
      }>`select pg_try_advisory_xact_lock(hashtextextended(${`payment-attempt:${key}`}, 0)) as held`.execute(trx);
      if (!rows[0]?.held) return false;
      await work();
      return true;
    });
}

export function paymentReconciler(deps: {
  repos: Pick<Repositories, "payments">;
  payments: PaymentProvider;
  clock: Clock;
  brand: { name: string; currency: "GBP" | "EUR"; currencySymbol: string };
  logger: Logger;
  /** The outbox: the payer is told of a refund. */
  notifier?: Notifier | undefined;
  claim: AttemptClaim;
  /** The message a never-charged attempt is ended with. */
  failedMessage: string;
}) {
  const { repos, payments, clock, brand, logger, claim } = deps;
  const nowIso = () => clock.now().toISOString();

  /** The refund e-mail to the payer; a failure to queue it never undoes the refund. */
  async function tell(a: { idempotencyKey: string; amountMinor: number; payerEmail: string | null }) {
    if (!deps.notifier || !a.payerEmail) return;
    try {
      await deps.notifier.send({ channel: "email", recipient: a.payerEmail, ...unplacedRefundNotice(brand, a.amountMinor) });
    } catch (err) {
      logger.error({ err, idempotencyKey: a.idempotencyKey }, "refund notice not queued");
    }
  }

  /**
   * Refunds a charge that has no order and marks its attempt refunded (locks released); the one
   * call that marks it tells the payer, so a retry or another node never sends a second e-mail.
   * When the refund itself fails the attempt stays pending and `reconcile` tries again; `cause` is
   * rethrown.
   */
  async function refundUnplaced(
    a: { idempotencyKey: string; chargeId: string; amountMinor: number; payerEmail: string | null; refunded?: boolean | undefined },
    cause?: unknown,
  ) {
    try {
      // Refunded already (the refund went through, then noting it failed): only noted now.
      if (!a.refunded) await payments.refund({ chargeId: a.chargeId, amountMinor: a.amountMinor, currency: brand.currency });
    } catch (err) {
      logger.error({ err, idempotencyKey: a.idempotencyKey, chargeId: a.chargeId }, "refund of a charge without an order failed");
      await repos.payments.touch(a.idempotencyKey, nowIso());
      throw cause ?? err;
    }
    paymentOutcomes.inc({ outcome: "refunded" });
    const first = await repos.payments.markRefunded(a.idempotencyKey, nowIso());
    logger.warn({ idempotencyKey: a.idempotencyKey, chargeId: a.chargeId }, "charge without an order refunded");
    if (first) await tell(a);
  }

  /**
   * Settles one attempt, read again under the claim: another node may have settled it meanwhile.
   * `before`: only an attempt untouched since then (the reconciler's round); none for a request
   * that holds the attempt already, its own request having died (attempt-takeover.ts).
   */
  async function settle(key: string, before?: string): Promise<"refunded" | "ended" | null> {
    const a: PaymentAttempt | null = await repos.payments.get(key);
    if (!a || a.status !== "pending" || (before !== undefined && a.updatedAt >= before)) return null;
    // What the provider says of the key now (a charge it refunded since says so); a charge noted
    // here that it no longer knows (the sandbox after a restart) is refunded all the same.
    const told = await payments.lookup(a.idempotencyKey);
    const result = told ?? (a.chargeId ? ({ outcome: "approved", chargeId: a.chargeId } as const) : null);
    if (result?.outcome === "approved") {
      await refundUnplaced({ ...a, chargeId: result.chargeId, refunded: "refunded" in result && result.refunded === true });
      return "refunded";
    }
    await repos.payments.markDeclined(
      a.idempotencyKey,
      result?.outcome === "declined" ? { code: result.code, message: result.message } : { code: "abandoned", message: deps.failedMessage },
      nowIso(),
    );
    return "ended";
  }

  /**
   * Ends a 3-D Secure challenge nobody came back from by its expiry: the basket is free again. Taken
   * back to pending first, so a customer returning at that moment and this never both finish it;
   * one the provider charged meanwhile (a gateway that charges as the bank approves) is refunded.
   */
  async function expire(key: string): Promise<"refunded" | "ended" | null> {
    if (!(await repos.payments.resumeChallenged(key, nowIso()))) return null;
    const a = await repos.payments.get(key);
    const result = await payments.lookup(key);
    if (a && result?.outcome === "approved") {
      await refundUnplaced({ ...a, chargeId: result.chargeId });
      return "refunded";
    }
    await repos.payments.markDeclined(key, CHALLENGE_EXPIRED, nowIso());
    return "ended";
  }

  /**
   * Attempts left pending for RECONCILE_AFTER_MS: one the provider charged is refunded, one it never
   * charged is ended as declined. Either way the basket and member locks are released. Challenges
   * past their expiry end the same way.
   */
  async function reconcile(): Promise<{ refunded: number; ended: number }> {
    const before = new Date(clock.now().getTime() - RECONCILE_AFTER_MS).toISOString();
    let refunded = 0;
    let ended = 0;
    for (const a of await repos.payments.listExpiredChallenges(nowIso())) {
      try {
        let outcome: "refunded" | "ended" | null = null;
        await claim(a.idempotencyKey, async () => {
          outcome = await expire(a.idempotencyKey);
        });
        if (outcome === "refunded") refunded++;
        if (outcome === "ended") ended++;
      } catch (err) {
        logger.error({ err, idempotencyKey: a.idempotencyKey }, "expired payment challenge could not be ended");
      }
    }
    for (const a of await repos.payments.listPendingBefore(before)) {
      try {
        let outcome: "refunded" | "ended" | null = null;
        await claim(a.idempotencyKey, async () => {
          outcome = await settle(a.idempotencyKey, before);
        });
        if (outcome === "refunded") refunded++;
        if (outcome === "ended") ended++;
      } catch (err) {
        logger.error({ err, idempotencyKey: a.idempotencyKey }, "payment attempt could not be reconciled");
      }
    }
    return { refunded, ended };
  }

  /** Settles a pending attempt now, for a request that holds it (attempt-takeover.ts). */
  const settleNow = (key: string) => settle(key);

  return { refundUnplaced, reconcile, expire, settleNow };
}
