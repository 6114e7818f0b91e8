// The basket page's form (with or without JavaScript): vouchers, the employee discount, an upsell,
// taking out lines that can no longer be ordered, and the steppers. Each verb is one use case.
import { data, redirect } from "react-router";
import type { AppLoadContext } from "../context";
import type { OrderMode } from "../../domain/basket/basket";
import { paths } from "../paths";
import { recordRecommendationAdd, trackedByPage } from "../forms/analytics.server";
import { upsellDialogHref } from "./basket-checkout.server";
import { basketIntent } from "./basket-intents.server";
import { intentFields } from "../forms/intent";
import { basketRefusal } from "../forms/refusals.server";

export async function basketAction(app: AppLoadContext, mode: OrderMode, request: Request) {
  const here = paths.basket(mode);
  const form = await request.formData();
  const parsed = basketIntent.safeParse(intentFields(form));
  if (!parsed.success) return redirect(here);
  const intent = parsed.data;
  if (intent.intent === "voucher") {
    const { exceptions } = await app.services.vouchers.apply(
      app.session.basketId,
      intent.voucherCode,
      app.session.customerId,
      app.session.ip,
    );
    const first = exceptions[0];
    if (first)
      return data(
        { voucherError: { code: first.code, message: first.message, voucherNotLinked: first.voucherNotLinked, reason: first.reason } },
        { status: 400 },
      );
    return redirect(here);
  }
  if (intent.intent === "employee-discount") {
    // The code comes from the customer's record, never from the form.
    await app.services.employeeDiscount.answer(app.session, intent.answer === "yes");
    return redirect(here);
  }
  if (intent.intent === "upsell") {
    try {
      await app.services.basketLines.quickAdd(app.session, intent.itemId);
      // Without JavaScript the recommendations call is made here (with it, the strip's beacon made it).
      if (!trackedByPage(form)) await recordRecommendationAdd(app, request, mode, intent.itemId);
    } catch (e) {
      // Refused (out of stock since the page was drawn, say): the basket page shows it as it is.
      basketRefusal(e);
    }
    // From the upsell dialog on 'Checkout', back to the dialog (docs/decisions/021).
    return redirect(intent.then === "checkout" ? upsellDialogHref(mode) : here);
  }
  if (intent.intent === "remove-unavailable") {
    await app.services.basketLines.removeUnavailable(app.session);
    return redirect(here);
  }
  if (intent.intent === "remove-voucher") {
    await app.services.vouchers.remove(app.session.basketId, intent.code);
    return redirect(here);
  }
  if (intent.intent === "inc" || intent.intent === "dec") {
    const { intent: verb, kind, customID } = intent;
    const before = (await app.services.basketView(app.session.basketId, app.session.customerId)).view.lines.find(
      (l) => l.customID === customID,
    );
    let removed: { code: string }[] = [];
    try {
      ({ removedVouchers: removed } = await app.services.basketLines.stepLine(app.session, kind, customID, verb === "inc" ? 1 : -1));
    } catch (e) {
      const refusal = basketRefusal(e);
      // A line at the limit (1–99): said next to its controls, nothing changed.
      if (refusal.field === "quantity") return data({ lineRefusal: { customID, message: refusal.message } }, { status: 400 });
    }
    // A smaller basket can fall under a voucher's minimum spend: such vouchers went, and we say so.
    if (removed.length) {
      app.setCookie(app.services.cookies.flash({ kind: "vouchers-removed", codes: removed.map((r) => r.code) }));
      return redirect(here);
    }
    // With JavaScript the line's fetcher gets a fresh answer (so an earlier refusal goes) and the page revalidates.
    if (form.get("js")) return { stepped: customID };
    // Without JavaScript the page that comes back says what changed (with it, the announcer does).
    if (before && !form.get("js"))
      return redirect(
        before.quantity === 1 && verb === "dec"
          ? paths.basket(mode, { gone: before.name })
          : paths.basket(mode, { line: customID, focus: `${verb}|${kind}|${customID}` }),
      );
  }
  return redirect(here);
}
