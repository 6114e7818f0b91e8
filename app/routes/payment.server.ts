// The payment page's answer to a payment's outcome (paying, or finishing one after the card's
// bank asked the customer first): the confirmation, the form again with what went wrong, the
// bank's page (a redirect without JavaScript, a dialog's frame with it), or where a refusal leads.
import { data, redirect } from "react-router";
import type { OrderMode } from "../../domain/basket/basket";
import type { getApp } from "../context";
import { filePaths, paths } from "../paths";
import { payAlert, type PayOutcome } from "../../server/checkout";

// The pay request's schema and its readings, shared with POST /api/sandbox/pay.
export { payInputOf, payRequest, settlingOf } from "../../server/checkout";

/** What the form keeps when shown again: never the card number or the security code. */
type FormValues = { nameOnCard: string; expiry: string; savedCardId: string | null };

export function paymentAnswer(
  app: ReturnType<typeof getApp>,
  outcome: PayOutcome,
  at: { mode: OrderMode; values: FormValues; requestUrl: string; framed: boolean },
) {
  const { values } = at;
  const alert = (message: string, status: number) => data({ alert: message, errors: null, values, challenge: null }, { status });
  switch (outcome.status) {
    case "paid":
      return redirect(paths.orderConfirmation(at.mode, { ord: outcome.order.id, rid: outcome.order.restaurantId }));
    case "requires-action":
      // The card's bank asks the customer first, on its own page, which sends them back to our
      // return address: the whole window goes there without JavaScript, a dialog's frame with it.
      if (!at.framed) return redirect(outcome.challengeUrl);
      return data(
        {
          alert: null,
          errors: null,
          values,
          challenge: {
            url: outcome.challengeUrl,
            idempotencyKey: outcome.idempotencyKey,
            returnPath: filePaths.paymentReturn({ attempt: outcome.idempotencyKey }),
          },
        },
        { status: 202 },
      );
    case "blocked":
      // The total moved since the page was shown: the page again, with the new total and why.
      if (outcome.reason === "total-changed") return alert(outcome.message, 409);
      // Vouchers that stopped holding went: the basket names them (a signed cookie, shown once).
      if (outcome.reason === "vouchers-removed" && outcome.codes?.length) {
        app.setCookie(app.services.cookies.flash({ kind: "vouchers-removed", codes: outcome.codes }));
        return redirect(new URL(outcome.redirect, at.requestUrl).pathname);
      }
      return redirect(outcome.redirect);
    case "invalid": {
      // A saved card that is gone (removed in another tab, expired): the page shows the cards left.
      const gone = outcome.errors.find((e) => e.path === "savedCardId");
      if (gone) return alert(gone.message, 400);
      const errors: Record<string, string> = {};
      for (const e of outcome.errors) errors[e.path] ??= e.message;
      return data({ alert: null, errors, values, challenge: null }, { status: 400 });
    }
    case "declined":
      return alert(payAlert(outcome), 402);
    case "limited":
      return alert(payAlert(outcome), 429);
    case "pending":
      return alert(payAlert(outcome), 409);
    case "refunded":
      return alert(payAlert(outcome), 503);
  }
}
