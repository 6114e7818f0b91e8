// Payment: the order summary and the card form. The payment guard runs first (empty basket → the restaurant's menu,
// no mobile → verifyMobile, not logged in → login, no time or address → details). The form posts
// to our server with or without JavaScript; the basket is priced again on the server, and a key
// per checkout attempt makes a double-submitted form charge once. A signed-in customer's saved
// cards come first (app/components/checkout/card-forms.tsx; 'Use another card' shows the form).
import { useEffect, useState } from "react";
import { data, redirect, useFetcher, useNavigation, type ShouldRevalidateFunctionArgs, Form, Link } from "react-router";
import type { Route } from "./+types/payment";
import { checkoutBasket, getApp, journeyMode } from "../context";
import { paths } from "../paths";
import { formatMoney } from "../../domain/money";
import { formObject } from "../forms/account.server";
import { FormAlert } from "../components/ui/fields";
import { NewCardForm, SavedCardForms, savedCardFieldPrefix } from "../components/checkout/card-forms";
import { ErrorSummary, hasErrors } from "../components/ui/error-summary";
import { OrderSummary } from "../components/basket/order-summary";
import { Dialog, DialogPage } from "../components/ui/dialog";
import { dialogHandle } from "../lib/dialogs/page-dialog";
import { actions as dialogActions } from "../components/ui/dialog.css";
import * as f from "../components/ui/form.css";
import { InAppBack } from "../components/in-app/in-app-back";
import { backTarget } from "../lib/in-app/back-target";
import { button, container } from "../styles/ui.css";
import { PageHeading } from "../components/site/page-heading";
import { intentName } from "../forms/intent";
import { payInputOf, payRequest, paymentAnswer, settlingOf } from "./payment.server";
import { useHydrated } from "../lib/hydrated";
import { BankCheckDialog } from "../components/checkout/bank-check-dialog";
import { BasketLeaveGuard, useLeaveGuard } from "../lib/dialogs/leave-guard";
import { useModuleWhenIdle } from "../lib/on-demand";
import { keepPageOnFailure, unlessFailed } from "../lib/failed-action";

// A send that fails keeps the page (app/lib/failed-action.ts).
export const clientAction = (args: Route.ClientActionArgs) => keepPageOnFailure(args);

// The card checks (card-validator, 4.7 kB gzipped) come once the page is idle, for the browser's
// instant feedback; a card sent before they have come is checked by the server, as every card is.
const loadCardChecks = () => import("../../domain/checkout/card");

const JOURNEY_PROBLEMS = new Set(["rider-unavailable", "provider-unable", "delivery-time-changed"]);

/** After the layout's rule (the basket on this journey, who is ordering): what blocks paying it. */
async function preflight(app: ReturnType<typeof getApp>, context: Route.LoaderArgs["context"]) {
  const { mode, state, identity } = checkoutBasket(context);
  const check = await app.services.orders.preflight(app.session.basketId, identity);
  // A delivery quoted again that no longer holds is explained here, in a dialog; the rest redirect.
  const problem =
    check.blocked && JOURNEY_PROBLEMS.has(check.blocked.reason) ? { reason: check.blocked.reason, message: check.blocked.message } : null;
  if (check.blocked && !problem) throw redirect(check.blocked.redirect);
  return { mode, identity, view: check.view, state, problem };
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const app = getApp(context);
  const { mode, identity, view, state, problem } = await preflight(app, context);
  const flash = app.session.takeFlash();
  const savedCards = identity.kind === "customer" ? await app.services.savedCards.list(identity.customerId) : [];
  const restaurant = await app.services.search.restaurant(state.restaurantId!);
  const slot = mode === "collection" ? (await app.services.checkout.collectionSlots(state.restaurantId!, state.collectionTime)).slots : [];
  const d = state.delivery;
  return {
    mode,
    // A new key for every showing of the form: a retry after a decline is a new attempt.
    idempotencyKey: crypto.randomUUID(),
    view,
    restaurantName: restaurant?.name ?? "",
    collectionLabel: slot.find((s) => s.instant === state.collectionTime)?.label ?? null,
    address: mode === "delivery" && d ? [d.addressLine1, d.addressLine2, d.town, d.postcode].filter(Boolean).join(", ") : null,
    customerName: `${identity.firstName ?? ""} ${identity.lastName ?? ""}`.trim(),
    currencySymbol: app.services.brand.currencySymbol,
    brandName: app.services.brand.name,
    now: app.services.clock.now().toISOString(),
    problem,
    // Why a payment back from the card's bank did not go through (server/checkout/payment-return.ts).
    alert: flash?.kind === "payment-alert" ? flash.message : null,
    notice: flash?.kind === "card-removed" ? `${flash.label} has been removed.` : null,
    savedCards: savedCards.map(({ id, label, expiryMonth, expiryYear }) => ({ id, label, expiryMonth, expiryYear })),
    // A customer with saved cards sees them first; 'Use another card' shows the card form.
    newCard: savedCards.length === 0 || new URL(request.url).searchParams.get("card") === "new",
    canSaveCard: identity.kind === "customer",
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const app = getApp(context);
  const mode = journeyMode(context);
  const form = formObject(await request.formData());
  if (form["intent"] === "accept-quote") {
    await app.services.journey.acceptRequote(app.session.basketId);
    return redirect(paths.payment(mode));
  }
  if (form["intent"] === "order-for-collection") return redirect(await app.services.journey.switchToCollection(app.session.basketId));
  if (form["intent"] === "remove-card") {
    // 'Remove': the card goes here and at the gateway; the page says so once.
    const identity = await app.services.customers.checkoutIdentity(app.session);
    const removed =
      identity.kind === "customer" ? await app.services.savedCards.remove(identity.customerId, form["savedCardId"] ?? "") : null;
    if (removed) app.setCookie(app.services.cookies.flash({ kind: "card-removed", label: removed.label }));
    return redirect(paths.payment(mode));
  }
  const values = { nameOnCard: form["nameOnCard"] ?? "", expiry: form["expiry"] ?? "", savedCardId: form["savedCardId"] ?? null };
  if (form["intent"] === "complete-authentication") {
    // Back from the bank's page in the dialog's frame: the payment is finished here, in the page.
    const key = payRequest.shape.idempotencyKey.safeParse(form["idempotencyKey"]);
    if (!key.success) return data({ alert: "Something went wrong, please try again.", errors: null, values }, { status: 400 });
    const identity = await app.services.customers.checkoutIdentity(app.session);
    const outcome = await app.services.orders.completeAuthentication(settlingOf(app.session, identity, key.data), app.session);
    return paymentAnswer(app, outcome, { mode, values, requestUrl: request.url, framed: true });
  }
  const paying = payRequest.safeParse(form);
  if (!paying.success) {
    const errors: Record<string, string> = {};
    for (const issue of paying.error.issues) errors[String(issue.path[0] ?? "")] ??= issue.message;
    // The page's own hidden fields (the attempt's key, the total shown) only fail when tampered with.
    if (errors["idempotencyKey"] || errors["expectedTotal"])
      return data({ alert: "Something went wrong, please try again.", errors: null, values }, { status: 400 });
    return data({ alert: null, errors, values }, { status: 400 });
  }
  const identity = await app.services.customers.checkoutIdentity(app.session);
  const outcome = await app.services.orders.pay(payInputOf(app.session, identity, paying.data), app.session);
  return paymentAnswer(app, outcome, { mode, values, requestUrl: request.url, framed: form["challengeIn"] === "frame" });
}

/**
 * After any payment answer (declined, refused, a total that moved) the form is shown again: with
 * JavaScript too, the loader runs for a new attempt key and the current total.
 */
export const shouldRevalidate = unlessFailed(({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) => {
  return formMethod?.toUpperCase() === "POST" ? true : defaultShouldRevalidate;
});

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `Payment | ${loaderData?.brandName ?? ""}` }];
}

export const handle = dialogHandle<Route.ComponentProps["loaderData"]>((page) => Boolean(page?.problem));

/** Rider gone, partner unable, or a new delivery window: the customer chooses how to go on. */
function JourneyProblem({ problem }: { problem: { reason: string; message: string } }) {
  const title =
    problem.reason === "delivery-time-changed"
      ? "Delivery time changed"
      : problem.reason === "rider-unavailable"
        ? "No rider available"
        : "Delivery unavailable";
  return (
    <Dialog title={title} role="alertdialog">
      <p>{problem.message}</p>
      <Form method="post" className={dialogActions}>
        {problem.reason === "delivery-time-changed" ? (
          <button type="submit" name={intentName("accept-quote")} className={button.primary}>
            Continue
          </button>
        ) : problem.reason === "rider-unavailable" ? (
          <Link className={button.primary} to={paths.search("delivery")}>
            Select new location
          </Link>
        ) : (
          <Link className={button.primary} to={paths.payment("delivery")}>
            Try again
          </Link>
        )}
        <button type="submit" name={intentName("order-for-collection")} className={button.secondary}>
          Order for Collection
        </button>
      </Form>
    </Dialog>
  );
}

export default function Payment({ loaderData, actionData: posted }: Route.ComponentProps) {
  // Finishing a payment after the bank's check in the dialog (a fetcher): its answer is the page's.
  const completion = useFetcher<typeof action>();
  const [latest, setLatest] = useState<"posted" | "completion">("posted");
  useEffect(() => setLatest("posted"), [posted]);
  useEffect(() => setLatest("completion"), [completion.data]);
  const actionData = latest === "completion" && completion.data ? completion.data : posted;
  const { mode, view, currencySymbol, restaurantName, collectionLabel, address, customerName } = loaderData;
  const navigation = useNavigation();
  const paying = navigation.state === "submitting" && navigation.formMethod === "POST";
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const [cardType, setCardType] = useState<string | null>(null);
  const cardChecks = useModuleWhenIdle(loadCardChecks);
  // Card details typed and not yet sent: leaving asks first.
  const [dirty, setDirty] = useState(false);
  const guard = useLeaveGuard(dirty);
  // A new server answer replaces what the browser said.
  useEffect(() => setClientErrors(null), [actionData]);
  const errors = clientErrors ?? actionData?.errors ?? null;
  // With JavaScript the form says so, and a bank's check comes back as a dialog's frame.
  const hydrated = useHydrated();
  const challenge = actionData && "challenge" in actionData ? actionData.challenge : null;
  const [closedCheck, setClosedCheck] = useState<string | null>(null);
  const bankCheck = challenge && challenge.url !== closedCheck ? challenge : null;
  const total = formatMoney(view.totalMinor, currencySymbol);
  const attempt = { idempotencyKey: loaderData.idempotencyKey, totalMinor: view.totalMinor, hydrated, paying };
  // A saved card's security code refused: its own form shows it.
  const postedCardId = actionData?.values.savedCardId ?? null;
  return (
    <div className={container}>
      <BasketLeaveGuard />
      <DialogPage dialog={loaderData.problem ? <JourneyProblem problem={loaderData.problem} /> : null}>
        <div className={f.page}>
          <ErrorSummary errors={errors} idPrefix={postedCardId ? savedCardFieldPrefix(postedCardId) : "field"} />
          <InAppBack to={backTarget({ page: "payment", mode })} disabled={paying} outsideApp />
          <PageHeading focus={!hasErrors(errors)}>Payment</PageHeading>
          <section className={f.panel} aria-labelledby="summary-title">
            <h2 id="summary-title">Your order</h2>
            <p>
              {mode === "collection"
                ? `Collection from ${restaurantName}${collectionLabel ? ` today at ${collectionLabel}` : ""}`
                : `Delivery to ${address ?? ""}`}
              <br />
              {`For ${customerName}`}
            </p>
            <OrderSummary order={view} currencySymbol={currencySymbol} mode={mode} />
          </section>
          <FormAlert message={actionData ? actionData.alert : loaderData.alert} />
          {loaderData.notice && !actionData ? (
            <p className={f.success} role="status">
              {loaderData.notice}
            </p>
          ) : null}
          {guard.dialog}
          {bankCheck ? (
            <BankCheckDialog
              check={bankCheck}
              onClose={() => setClosedCheck(bankCheck.url)}
              onBack={() =>
                void completion.submit({ intent: "complete-authentication", idempotencyKey: bankCheck.idempotencyKey }, { method: "post" })
              }
            />
          ) : null}
          {loaderData.newCard ? (
            <>
              <NewCardForm
                attempt={attempt}
                payLabel={`Pay ${total}`}
                errors={postedCardId ? null : errors}
                values={actionData?.values}
                checks={cardChecks}
                now={loaderData.now}
                canSave={loaderData.canSaveCard}
                onInput={() => setDirty(true)}
                onRefused={setClientErrors}
                onSending={guard.allowLeaving}
                cardType={cardType}
                onCardNumber={(value) => setCardType(cardChecks?.cardTypeOf(value)?.niceType ?? null)}
              />
              {loaderData.savedCards.length ? (
                <p>
                  <Link to={paths.payment(mode)}>Use a saved card</Link>
                </p>
              ) : null}
            </>
          ) : (
            <SavedCardForms
              cards={loaderData.savedCards}
              attempt={attempt}
              errors={errors}
              postedCardId={postedCardId}
              newCardHref={paths.payment(mode, { card: "new" })}
            />
          )}
        </div>
      </DialogPage>
    </div>
  );
}
