// The basket summary: lines with quantity controls and edit links, and the totals. Vouchers,
// rewards, fees and checkout build on this page.
import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/basket";
import { getApp } from "../context";
import { EMPLOYEE_DISCOUNT_PERCENT, employeeDiscountOffer, removalDialogText } from "../domain/vouchers";
import { REWARD_MESSAGES, rewardsAddedText, tierDisplayName } from "../domain/loyalty";
import { Dialog } from "../components/dialog";
import { actions as dialogActions } from "../components/dialog.css";
import { VoucherEntry } from "../components/voucher-entry";
import { UpsellStrip } from "../components/upsell-strip";
import { splitIntent } from "../forms/journey.server";
import { menuParams } from "../forms/search.server";
import { BasketLine } from "../components/basket-line";
import { InAppBack } from "../components/in-app-back";
import { backTarget } from "../lib/back-target";
import { Totals } from "../components/order-summary";
import * as s from "../components/basket.css";
import { button, container } from "../styles/ui.css";

const ALCOHOL_NOTICE =
  "You must be at least 18 to purchase alcohol and show a valid ID at delivery. The name on the delivery order should match the ID. Failure to present a valid ID may result in your order being returned.";

const modeOnly = menuParams.pick({ mode: true });
/** Shown in place of the voucher field while rewards are applied (spec 2 §4 Voucher entry). */
const VOUCHERS_WITH_REWARDS = "Vouchers can’t be used with loyalty rewards. Remove your rewards on the rewards page to use a voucher.";

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const app = getApp(context);
  const parsed = modeOnly.safeParse(params);
  if (!parsed.success) throw data(null, { status: 404 });
  const mode = parsed.data.mode;
  // Back on the basket: unsaved reward picks are dropped (the saved ones stay).
  await app.services.loyalty.discardDraft(app.session.basketId);
  // Vouchers the basket no longer qualifies for (changed elsewhere: the menu, the app, a bundle
  // added) go before it is priced, and the 'We’re Sorry!' dialog names them.
  const dropped = (await app.services.vouchers.revalidate(app.session.basketId, app.session.customerId)).map((r) => r.code);
  const { basket, view, menuPath } = await app.services.basketView(app.session.basketId);
  // No restaurant chosen, or another journey: back to the start of this one.
  if (basket.state.restaurantId === null || basket.state.mode !== mode) throw redirect(`/${mode}`);
  const [upsells, dips] = view.empty
    ? [[], []]
    : await Promise.all([app.services.upsells.list(basket.state, "Upsell"), app.services.upsells.list(basket.state, "Dips")]);
  // The employee discount is offered once per session, on collection, before it is applied.
  const customer = app.session.customerId !== null ? await app.services.customers.getById(app.session.customerId) : null;
  const live = app.session.sessionId ? await app.services.customers.resolveSession(app.session.sessionId) : null;
  const applied = await app.services.vouchers.defsOf(basket.state.voucherCodes);
  const offerEmployeeDiscount =
    !view.empty && live !== null && employeeDiscountOffer(customer, mode, applied, live.data.hasShownEmployeeModal ?? false);
  if (offerEmployeeDiscount) await app.services.customers.patchSession(live.id, { hasShownEmployeeModal: true });
  // Club members go through their rewards before paying (spec 2 §2 Checkout button).
  const wallet = await app.services.loyalty.memberWallet(app.session.customerId);
  const named = (new URL(request.url).searchParams.get("removed") ?? "").split(",").filter((c) => /^[A-Z0-9-]{3,20}$/.test(c));
  const removed = [...new Set([...named, ...dropped])];
  return {
    mode,
    view,
    menuPath,
    removal: removalDialogText(removed),
    // After a reorder: the lines of the old order that are no longer on the menu.
    skipped: (new URL(request.url).searchParams.get("skipped") ?? "").slice(0, 300),
    offerEmployeeDiscount,
    loyalty: {
      member: wallet !== null,
      signedIn: app.session.customerId !== null,
      tierName: tierDisplayName(customer?.tier ?? null),
      open: (wallet ?? [])
        .filter((w) => !w.locked)
        .map((w) => ({ id: w.def.thirdPartyRewardTypeId, title: w.def.details.rewardTitle, tagLabel: w.tagLabel })),
      rewardsApplied: basket.state.rewards.length > 0,
    },
    upsells,
    dips,
    currencySymbol: app.services.brand.currencySymbol,
    brandName: app.services.brand.name,
  };
}

export async function action({ params, context, request }: Route.ActionArgs) {
  const app = getApp(context);
  const parsed = modeOnly.safeParse(params);
  if (!parsed.success) throw data(null, { status: 404 });
  const here = `/${parsed.data.mode}/basket`;
  const form = await request.formData();
  const [verb = "", kind = "", customID = ""] = splitIntent(form.get("intent"));
  if (verb === "voucher") {
    const { exceptions } = await app.services.vouchers.apply(
      app.session.basketId,
      String(form.get("voucherCode") ?? "").slice(0, 40),
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
  if (verb === "employee-discount") {
    // The code comes from the customer's record, never from the form.
    const customer = app.session.customerId !== null ? await app.services.customers.getById(app.session.customerId) : null;
    if (customer?.employeeDiscountCode)
      await app.services.vouchers.apply(app.session.basketId, customer.employeeDiscountCode, customer.id, app.session.ip);
    return redirect(here);
  }
  if (verb === "upsell") {
    try {
      await app.services.baskets.quickAdd(app.session.basketId, kind, async (rid) => [...(await app.services.menu.outOfStock(rid))]);
      app.services.track("recommendation_add", { itemId: kind, page: parsed.data.mode, objectId: kind });
    } catch (e) {
      if (!(e instanceof Error && e.name === "BasketRuleError")) throw e;
    }
    return redirect(here);
  }
  if (verb === "remove-unavailable") {
    await app.services.removeUnavailableLines(app.session.basketId);
    return redirect(here);
  }
  if (verb === "remove-voucher") {
    await app.services.vouchers.remove(app.session.basketId, kind);
    return redirect(here);
  }
  if ((verb === "inc" || verb === "dec") && (kind === "item" || kind === "bundle")) {
    try {
      await app.services.baskets.stepLine(app.session.basketId, kind, customID, verb === "inc" ? 1 : -1);
    } catch (e) {
      if (!(e instanceof Error && e.name === "BasketRuleError")) throw e;
    }
    // A smaller basket can fall under a voucher's minimum spend: such vouchers go, and we say so.
    const removed = await app.services.vouchers.revalidate(app.session.basketId, app.session.customerId);
    if (removed.length) return redirect(`${here}?removed=${encodeURIComponent(removed.map((r) => r.code).join(","))}`);
  }
  return redirect(here);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `Basket summary | ${loaderData?.brandName ?? ""}` }];
}

export default function Basket({ loaderData, actionData }: Route.ComponentProps) {
  const { view, currencySymbol, menuPath, mode, loyalty } = loaderData;
  const here = `/${mode}/basket`;
  const unavailable = view.lines.filter((l) => l.outOfStock || l.unavailable);
  const available = view.lines.filter((l) => !l.outOfStock && !l.unavailable);
  const voucherError = actionData && "voucherError" in actionData ? actionData.voucherError : null;
  // Hidden while lines must go, or a delivery is under the minimum (spec 2 §4 Checkout visibility).
  const canCheckOut = !view.empty && unavailable.length === 0 && !(mode === "delivery" && view.belowDeliveryMinimum);
  return (
    <div className={container}>
      <div className={s.page}>
        <InAppBack to={backTarget({ page: "basket", menuPath })} outsideApp />
        <h1>Basket summary</h1>
        {loaderData.skipped ? (
          <p className={s.notice} role="status">
            {`Some items from your earlier order are no longer available and were not added: ${loaderData.skipped}`}
          </p>
        ) : null}
        {view.empty ? (
          <div className={s.notice}>
            <p>Oops! you have not selected any items.</p>
            <a className={button.primary} href={menuPath}>
              Add more items
            </a>
          </div>
        ) : (
          <>
            <ul className={s.lines}>
              {view.lines.map((l) => (
                <BasketLine key={l.customID} line={l} currencySymbol={currencySymbol} />
              ))}
            </ul>
            {mode === "delivery" && view.hasAgeRestricted ? <p className={s.notice}>{ALCOHOL_NOTICE}</p> : null}
            <UpsellStrip title="You might also like" items={loaderData.upsells} currencySymbol={currencySymbol} />
            <UpsellStrip title="Add a dip" items={loaderData.dips} currencySymbol={currencySymbol} />
            {loyalty.member ? (
              <details className={s.notice}>
                <summary>{`Your rewards${loyalty.tierName ? ` (${loyalty.tierName})` : ""}: ${loyalty.open.length} available`}</summary>
                {loyalty.open.length ? (
                  <ul>
                    {loyalty.open.map((r) => (
                      <li key={r.id}>{`${r.tagLabel}: ${r.title}`}</li>
                    ))}
                  </ul>
                ) : (
                  <p>{REWARD_MESSAGES.none}</p>
                )}
                <p>
                  <a href={`/${mode}/loyalty`}>Choose rewards</a>
                </p>
              </details>
            ) : !loyalty.signedIn ? (
              <p className={s.notice}>
                <a href={`/${mode}/checkout/login?redirectTo=${encodeURIComponent(here)}`}>Log in</a> to claim your club rewards, or{" "}
                <a href={`/${mode}/checkout/join/true`}>join the club</a>.
              </p>
            ) : null}
            {view.discounts.length || loyalty.rewardsApplied ? (
              <p className={s.lineName} role="status">
                {rewardsAddedText(view.discounts.length)}
              </p>
            ) : null}
            {view.rewardsUnderMinimumByMinor > 0 ? (
              <p className={s.notice} role="status">
                {REWARD_MESSAGES.underMinimum(view.rewardsUnderMinimumByMinor, currencySymbol)}
              </p>
            ) : null}
            <VoucherEntry
              error={voucherError}
              applied={view.voucherLines}
              currencySymbol={currencySymbol}
              basketPath={here}
              disabledReason={loyalty.rewardsApplied ? VOUCHERS_WITH_REWARDS : null}
            />
            {mode === "delivery" && view.belowDeliveryMinimum ? (
              <div className={s.notice} role="status">
                <h2 className={s.lineName}>Order below minimum delivery amount</h2>
                <p>{`Your order is below the minimum delivery amount. Please bring the total to ${currencySymbol}10 or more to continue`}</p>
              </div>
            ) : null}
            <Totals totals={view} currencySymbol={currencySymbol} mode={mode} />
            {canCheckOut ? (
              <p>
                <a className={button.primary} href={loyalty.member ? `/${mode}/loyalty` : `/${mode}/payment`}>
                  Checkout
                </a>
              </p>
            ) : null}
          </>
        )}
      </div>
      {voucherError?.reason === "bundles" ? (
        <Dialog title="Vouchers cannot be used with bundles" role="alertdialog" closeHref={here}>
          <p>Remove the bundles from your basket to use a voucher, or keep the bundles and check out without it.</p>
          <div className={dialogActions}>
            <a className={button.primary} href={here}>
              Check Basket
            </a>
          </div>
        </Dialog>
      ) : null}
      {unavailable.length ? (
        <Dialog title="The following products are out of stock or unavailable:" role="alertdialog">
          <ul>
            {unavailable.map((l) => (
              <li key={l.customID}>{l.name}</li>
            ))}
          </ul>
          <Form method="post">
            <button type="submit" name="intent" value="remove-unavailable" className={button.primary}>
              Remove above items
            </button>
          </Form>
          {available.length ? (
            <>
              <p>The following products are in stock and available:</p>
              <ul>
                {available.map((l) => (
                  <li key={l.customID}>{l.name}</li>
                ))}
              </ul>
            </>
          ) : null}
        </Dialog>
      ) : null}
      {loaderData.offerEmployeeDiscount ? (
        <Dialog title="Employee discount" role="dialog" closeHref={here} closeControl={false}>
          <p>{`As one of our team you can have ${EMPLOYEE_DISCOUNT_PERCENT}% off this collection order.`}</p>
          <Form method="post" className={dialogActions}>
            <button type="submit" name="intent" value="employee-discount" className={button.primary}>
              Apply my discount
            </button>
            <a className={button.secondary} href={here}>
              No thanks
            </a>
          </Form>
        </Dialog>
      ) : null}
      {loaderData.removal ? (
        <Dialog title={loaderData.removal.title} role="alertdialog" closeHref={here}>
          <p>{loaderData.removal.body}</p>
          <ul>
            {loaderData.removal.codes.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
          <div className={dialogActions}>
            <a className={button.primary} href={here}>
              Continue
            </a>
          </div>
        </Dialog>
      ) : null}
    </div>
  );
}
