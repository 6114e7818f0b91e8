// The return address of the card's bank's 3-D Secure page (GET /payment/authenticated?attempt=…):
// the bank sends the customer back here with a redirect, as gateways do, so this is an Express
// handler that finishes the payment (`orders.completeAuthentication`, the use case behind POST
// /api/sandbox/completeAuthentication too) and redirects at once, never a page whose loader would
// write: the confirmation when paid; otherwise the payment page, which says why (a flash message),
// the basket kept. The session cookie comes with the bank's redirect (a top-level GET: SameSite=Lax).
import type { Request, RequestHandler } from "express";
import { z } from "zod";
import { paths } from "../../app/paths";
import { payAlert, settlingOf } from "./pay-request";
import type { Runtime } from "../runtime";
import type { RequestSession } from "../http/session";
import { appendSetCookie } from "../http/session";
import { PAY_MESSAGES } from "./payment-outcomes";

const FRAME_PAGE =
  '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Back from your bank</title></head>' +
  "<body><p>Checking your payment…</p></body></html>";

const returnQuery = z.object({ attempt: z.string().regex(/^[A-Za-z0-9_-]{8,100}$/) });

/**
 * The dialog's frame coming back from the bank (app/components/checkout/bank-check-dialog.tsx): the
 * page around it finishes the payment, so the frame gets only a short page. Mounted before the
 * session: the frame's request may come without the site's cookies (the bank redirected it), and
 * must never be handed new ones that would replace the customer's.
 */
export const framedPaymentReturn: RequestHandler = (req, res, next) => {
  if (req.get("sec-fetch-dest") !== "iframe") return next();
  res.status(200).type("html").set("Cache-Control", "no-store").send(FRAME_PAGE);
};

export function paymentReturn(runtime: Runtime): RequestHandler {
  const { services } = runtime;
  return async (req: Request, res, next) => {
    try {
      const session = res.locals.session as RequestSession;
      const basket = await services.baskets.peek(session.basketId);
      const mode = basket?.state.mode ?? "collection";
      const back = (message: string) => {
        appendSetCookie(res, services.cookies.flash({ kind: "payment-alert", message }));
        res.redirect(303, paths.payment(mode));
      };
      const query = returnQuery.safeParse(req.query);
      if (!query.success) return back(PAY_MESSAGES.unknownAttempt);
      const identity = await services.customers.checkoutIdentity(session);
      const outcome = await services.orders.completeAuthentication(settlingOf(session, identity, query.data.attempt), session);
      switch (outcome.status) {
        case "paid":
          return res.redirect(303, paths.orderConfirmation(outcome.order.mode, { ord: outcome.order.id, rid: outcome.order.restaurantId }));
        case "requires-action":
          // Back without answering the bank: its page again.
          return res.redirect(303, outcome.challengeUrl);
        case "blocked":
          if (outcome.reason === "total-changed") return back(outcome.message);
          // Vouchers that stopped holding while the bank asked: the basket names them (shown once).
          if (outcome.reason === "vouchers-removed" && outcome.codes?.length) {
            appendSetCookie(res, services.cookies.flash({ kind: "vouchers-removed", codes: outcome.codes }));
            return res.redirect(303, new URL(outcome.redirect, "http://site.invalid").pathname);
          }
          return res.redirect(303, outcome.redirect);
        default:
          return back(payAlert(outcome));
      }
    } catch (err) {
      next(err);
    }
  };
}
