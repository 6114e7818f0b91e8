// E-mail verification: at sign-up a link goes to the outbox (the notifier); it works once, for
// VERIFY_EMAIL_TTL_HOURS, and only its HMAC is stored (a one-time code of purpose "verify-email",
// as reset links are). Verifying marks the address verified, which unlocks the club's welcome
// reward. Opening the link only shows a button; pressing it (a POST) verifies. A signed-in customer
// whose link expired asks for a new one. See docs/decisions/025.
import { paths } from "../../app/paths";
import type { AppConfig } from "../config";
import type { Repositories } from "../db/repositories";
import type { Customer } from "../db/repositories/customers";
import type { Notifier } from "../providers/notifications";
import { refused, type Refused } from "../refusals";
import { tooManyMessage, type AccountLimiters } from "../security/rate-limit";
import type { OneTimeCodes } from "./one-time-codes";

const VERIFY_EMAIL_TTL_HOURS = 24;

/**
 * "verified": this link verified the address now; "already-verified": the link was used and the
 * address is verified (opened again); "expired": expired, used without verifying, replaced or unknown.
 */
export type VerifyEmailOutcome = "verified" | "already-verified" | "expired";

export function emailVerification(deps: {
  repos: Repositories;
  config: AppConfig;
  notifier: Notifier;
  limits: AccountLimiters;
  codes: Pick<OneTimeCodes, "nowIso" | "mac" | "sameMac" | "newLinkToken">;
  brandName: string;
}) {
  const { repos, config, notifier, limits, codes, brandName } = deps;
  const { nowIso, mac, sameMac } = codes;

  /** Makes and sends a new link; earlier open links of the account stop working. */
  async function sendVerificationLink(customer: Pick<Customer, "id" | "email" | "firstName">) {
    const token = await codes.newLinkToken(customer.id, "verify-email", VERIFY_EMAIL_TTL_HOURS * 60);
    const link = `${config.publicUrl}${paths.verifyEmail(token)}`;
    await notifier.send({
      channel: "email",
      recipient: customer.email,
      subject: `Verify your ${brandName} email address`,
      body: `Hello ${customer.firstName}, open this link within ${VERIFY_EMAIL_TTL_HOURS} hours to verify your email address: ${link} If you did not create an account, ignore this email.`,
    });
  }

  /** The link's code and state: "open" (unused, in time), used on a verified address, or neither. */
  async function linkOf(
    token: string,
  ): Promise<{ state: "open"; id: string; customerId: number } | { state: Exclude<VerifyEmailOutcome, "verified"> }> {
    const [id, secret] = token.split(".");
    if (!id || !secret || id.length > 64 || secret.length > 128) return { state: "expired" };
    const stored = await repos.codes.getById(id);
    if (!stored || stored.purpose !== "verify-email" || !sameMac(mac(id, secret), stored.codeHash)) return { state: "expired" };
    if (stored.usedAt)
      return { state: (await repos.customers.getById(stored.customerId))?.emailVerifiedAt ? "already-verified" : "expired" };
    if (stored.expiresAt <= nowIso()) return { state: "expired" };
    return { state: "open", id, customerId: stored.customerId };
  }

  return {
    sendVerificationLink,

    /**
     * What opening the link finds, changing nothing (the verifyemail page's GET): "open" while it can
     * still verify; then verifying is a POST (`verifyEmail`), so a mail scanner that opens links
     * verifies nobody.
     */
    async verifyLinkState(token: string): Promise<Exclude<VerifyEmailOutcome, "verified"> | "open"> {
      return (await linkOf(token)).state;
    },

    /** Verifies the address of the link's account: once per link, before it expires (customer/verifyEmail). */
    async verifyEmail(token: string): Promise<VerifyEmailOutcome> {
      const link = await linkOf(token);
      if (link.state !== "open") return link.state;
      // Two requests with the same link: only one uses it.
      if (!(await repos.codes.use(link.id, nowIso()))) return "expired";
      await repos.customers.setEmailVerified(link.customerId, nowIso());
      return "verified";
    },

    /** A new link for the signed-in customer (5 sends in 15 minutes); nothing to send once verified. */
    async resendVerification(customerId: number): Promise<{ ok: true; sentTo: string | null } | Refused<"session">> {
      const c = await repos.customers.getById(customerId);
      if (!c) return refused("unauthenticated", "session", "Log in again to verify your email address.");
      if (c.emailVerifiedAt) return { ok: true, sentTo: null };
      const sent = await limits.codesSent.take(String(c.id));
      if (!sent.ok) return refused("limited", "session", tooManyMessage(sent.wait));
      await sendVerificationLink(c);
      return { ok: true, sentTo: c.email };
    },
  };
}
