// The basket summary: lines with quantity controls and edit links, and the totals. Vouchers,
// rewards, fees and checkout build on this page.
import { redirect, Link } from "react-router";
import type { Route } from "./+types/basket";
import { getApp, journeyMode } from "../context";
import { paths } from "../paths";
import { removalDialogText } from "../../domain/basket/vouchers";
import { skippedText } from "../../domain/flash-message";
import { REWARDS_REMOVED_MESSAGE } from "../../domain/loyalty/loyalty";
import { DialogPage } from "../components/ui/dialog";
import { BasketRewards } from "../components/loyalty/basket-rewards";
import { basketRewardsSection } from "./basket-rewards.server";
import {
  BasketDialogs,
  basketDialogOpen,
  DELIVERY_MINIMUM_TITLE,
  deliveryMinimumText,
  loadBasketDialogs,
} from "../components/basket/basket-dialogs";

import { dialogHandle } from "../lib/dialogs/page-dialog";
import { changePostcodeAction, changePostcodeState, isChangePostcode } from "../forms/change-postcode.server";
import { ChangePostcodeDialog, changePostcodeOpen, DeliveringTo, postcodeErrorOf } from "../components/search/change-postcode";
import { VoucherEntry } from "../components/basket/voucher-entry";
import { UpsellList, UpsellStrip } from "../components/basket/upsell-strip";
import { journeyPrefix, pageChange, track } from "../lib/analytics";
import { useHydrated } from "../lib/hydrated";
import { useLoadWhenIdle } from "../lib/on-demand";
import { checkoutStep } from "./basket-checkout.server";
import { basketAction } from "./basket.server";
import { BASKET_TITLE_ID, BasketLines, linesStatus, useBasketAnnouncements } from "../components/basket/basket-line";
import { InAppBack } from "../components/in-app/in-app-back";
import { backTarget } from "../lib/in-app/back-target";
import { Totals } from "../components/basket/order-summary";
import * as s from "../components/basket/basket.css";
import { button, container } from "../styles/ui.css";
import { PageHeading } from "../components/site/page-heading";
import { ReturnFocusProvider } from "../lib/a11y/return-focus";
import { BasketLeaveGuard } from "../lib/dialogs/leave-guard";
import { personalPage } from "../forms/private-answers.server";
import { keepPageOnFailure, revalidateUnlessFailed } from "../lib/failed-action";

// A send that fails keeps the page (app/lib/failed-action.ts).
export const shouldRevalidate = revalidateUnlessFailed;
export const clientAction = (args: Route.ClientActionArgs) => keepPageOnFailure(args);

// Personal whoever asks: never kept by a cache (app/forms/private-answers.server.ts).
export const middleware: Route.MiddlewareFunction[] = [personalPage];

const ALCOHOL_NOTICE =
  "You must be at least 18 to purchase alcohol and show a valid ID at delivery. The name on the delivery order should match the ID. Failure to present a valid ID may result in your order being returned.";

/** Shown in place of the voucher field while rewards are applied (spec 2 §4 Voucher entry). */
const VOUCHERS_WITH_REWARDS = "Vouchers can’t be used with loyalty rewards. Remove your rewards on the rewards page to use a voucher.";

export async function loader({ context, request }: Route.LoaderArgs) {
  const app = getApp(context);
  const mode = journeyMode(context);
  // Read only: unsaved reward picks are forgotten, and vouchers the basket no longer qualifies for
  // (changed elsewhere: the app, time passing) and rewards saved by another member are left out
  // before it is priced; the 'We’re Sorry!' dialog and the rewards notice say so once (BASKET_TOLD).
  const { basket, view, voucherExceptions, rewardsRemoved } = await app.services.basketLines.open(app.session);
  const dropped = voucherExceptions.map((r) => r.code);
  // No restaurant chosen, or another journey: back to the start of this one.
  if (basket.state.restaurantId === null || basket.state.mode !== mode) throw redirect(paths.search(mode));
  const menuPath = paths.menu(mode, basket.state.restaurantId);
  const [upsells, dips] = view.empty
    ? [[], []]
    : await Promise.all([app.services.upsells.list(basket.state, "Upsell"), app.services.upsells.list(basket.state, "Dips")]);
  // The employee discount is offered on collection until the customer answers it, once per session.
  const [customer, offerEmployeeDiscount] = await Promise.all([
    app.session.customerId !== null ? app.services.customers.getById(app.session.customerId) : null,
    app.services.employeeDiscount.offered(app.session, basket.state, view.empty),
  ]);
  // Club members go through their rewards before paying (spec 2 §2 Checkout button).
  const rewards = await app.services.loyalty.basketRewards(app.session.basketId, app.session.customerId, basket);
  const checkoutPath = rewards !== null ? paths.loyalty(mode) : paths.payment(mode);
  // 'Checkout' without JavaScript comes through here to be recorded (with it, the link's beacon is),
  // and, with or without it, through the add-more-items or upsell dialog when one applies.
  const url = new URL(request.url);
  const checkout = await checkoutStep(app, { url, mode, state: basket.state, empty: view.empty, checkoutPath });
  // What the last change here, a payment or a reorder left to say (a signed cookie, shown once).
  const flash = app.session.takeFlash();
  const named = flash?.kind === "vouchers-removed" ? flash.codes : [];
  const removed = [...new Set([...named, ...dropped])];
  return {
    mode,
    view,
    menuPath,
    checkoutPath,
    changePostcode: changePostcodeState(request, basket.state),
    removal: removalDialogText(removed),
    // After a reorder: the lines of the old order that are no longer on the menu.
    skipped: flash?.kind === "reorder-skipped" ? skippedText(flash.items) : "",
    // Said once, when the rewards of someone other than the customer holding the basket went.
    rewardsRemoved: rewardsRemoved ? REWARDS_REMOVED_MESSAGE : null,
    offerEmployeeDiscount,
    checkoutDialog: checkout.dialog,
    upsellFirst: checkout.upsellFirst,
    // Arriving at a delivery basket under the minimum opens its dialog, until the customer closes it.
    deliveryMinimumDialog: mode === "delivery" && view.belowDeliveryMinimum && !view.empty && url.searchParams.get("minimum") !== "seen",
    lineStatus: linesStatus(url, view.lines),
    /** Without JavaScript, the quantity control just used: focus comes back to it (app/lib/a11y/return-focus.tsx). */
    focus: url.searchParams.get("focus"),
    loyalty: basketRewardsSection(app, { rewards, tier: customer?.tier ?? null, view, state: basket.state }),
    upsells,
    dips,
    currencySymbol: app.services.brand.currencySymbol,
    brandName: app.services.brand.name,
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const mode = journeyMode(context);
  const posted = await request.clone().formData();
  if (isChangePostcode(posted)) return changePostcodeAction(getApp(context), request, posted);
  return basketAction(getApp(context), mode, request);
}

export const handle = dialogHandle<Route.ComponentProps["loaderData"], Route.ComponentProps["actionData"]>((page, answer) =>
  Boolean(
    (page &&
      basketDialogOpen({
        bundlesRefusal: Boolean(answer && "voucherError" in answer && answer.voucherError?.reason === "bundles"),
        unavailable: page.view.lines.filter((l) => l.outOfStock || l.unavailable),
        offerEmployeeDiscount: page.offerEmployeeDiscount,
        removal: page.removal,
        deliveryMinimum: page.deliveryMinimumDialog,
        checkout: page.checkoutDialog,
      })) ||
    changePostcodeOpen(page?.changePostcode, answer),
  ),
);

export function meta({ loaderData }: Route.MetaArgs) {
  const brand = loaderData?.brandName ?? "";
  return [
    { title: `Basket summary | ${brand}` },
    { name: "description", content: `Your ${brand} order: check your basket, add a voucher or a reward, then go to checkout.` },
  ];
}

export default function Basket({ loaderData, actionData }: Route.ComponentProps) {
  const { currencySymbol, menuPath, mode, view, loyalty } = loaderData;
  const here = paths.basket(mode);
  const hydrated = useHydrated();
  const unavailable = view.lines.filter((l) => l.outOfStock || l.unavailable);
  const available = view.lines.filter((l) => !l.outOfStock && !l.unavailable);
  const voucherError = actionData && "voucherError" in actionData ? actionData.voucherError : null;
  const lineRefusal = actionData && "lineRefusal" in actionData ? actionData.lineRefusal : null;
  // Hidden while lines must go, or a delivery is under the minimum (spec 2 §4 Checkout visibility).
  const canCheckOut = !view.empty && unavailable.length === 0 && !(mode === "delivery" && view.belowDeliveryMinimum);
  const dialogs = {
    bundlesRefusal: voucherError?.reason === "bundles",
    unavailable,
    available,
    offerEmployeeDiscount: loaderData.offerEmployeeDiscount,
    removal: loaderData.removal,
    deliveryMinimum: loaderData.deliveryMinimumDialog
      ? {
          title: DELIVERY_MINIMUM_TITLE,
          text: deliveryMinimumText(currencySymbol),
          menuPath,
          dismissHref: paths.basket(mode, { minimum: "seen" }),
          mode,
        }
      : null,
    checkout: loaderData.checkoutDialog,
    menuPath,
    mode,
  };
  useBasketAnnouncements(view.lines, view.totalMinor, currencySymbol);
  // The dialogs' module once the page is idle: a dialog asked for later ('Checkout') shows at once.
  useLoadWhenIdle(loadBasketDialogs);
  return (
    <div className={container}>
      <BasketLeaveGuard />
      <DialogPage
        dialog={
          basketDialogOpen(dialogs) ? (
            <BasketDialogs
              here={here}
              {...dialogs}
              upsellList={
                dialogs.checkout?.kind === "upsell" && dialogs.checkout.items.length ? (
                  <UpsellList items={dialogs.checkout.items} currencySymbol={currencySymbol} then="checkout" />
                ) : null
              }
            />
          ) : loaderData.changePostcode && changePostcodeOpen(loaderData.changePostcode, actionData) ? (
            <ChangePostcodeDialog state={loaderData.changePostcode} error={postcodeErrorOf(actionData)} />
          ) : null
        }
      >
        <div className={s.page}>
          <InAppBack
            to={backTarget({ page: "basket", menuPath })}
            outsideApp
            onFollow={() => track({ name: `${journeyPrefix(mode)}_Add_More_Items` })}
          />
          <PageHeading id={BASKET_TITLE_ID} focus={!loaderData.focus && !lineRefusal && !loaderData.changePostcode?.changed}>
            Basket summary
          </PageHeading>
          {loaderData.changePostcode ? <DeliveringTo state={loaderData.changePostcode} /> : null}
          {loaderData.skipped ? (
            <p className={s.notice} role="status">
              {`Some items from your earlier order are no longer available and were not added: ${loaderData.skipped}`}
            </p>
          ) : null}
          {loaderData.rewardsRemoved ? (
            <p className={s.notice} role="status">
              {loaderData.rewardsRemoved}
            </p>
          ) : null}
          {view.empty && loaderData.lineStatus.removed ? <p role="status">{loaderData.lineStatus.removed}</p> : null}
          {view.empty ? (
            <div className={s.notice}>
              <p>Oops! you have not selected any items.</p>
              <Link className={button.primary} to={menuPath} onClick={() => track({ name: `${journeyPrefix(mode)}_Add_More_Items` })}>
                Add more items
              </Link>
            </div>
          ) : (
            <>
              <ReturnFocusProvider value={loaderData.focus}>
                <BasketLines lines={view.lines} currencySymbol={currencySymbol} status={loaderData.lineStatus} refusal={lineRefusal} />
              </ReturnFocusProvider>
              {mode === "delivery" && view.hasAgeRestricted ? <p className={s.notice}>{ALCOHOL_NOTICE}</p> : null}
              <UpsellStrip title="You might also like" items={loaderData.upsells} currencySymbol={currencySymbol} />
              <UpsellStrip title="Add a dip" items={loaderData.dips} currencySymbol={currencySymbol} />
              <BasketRewards loyalty={loyalty} mode={mode} returnTo={here} />
              <VoucherEntry
                error={voucherError}
                applied={view.voucherLines}
                currencySymbol={currencySymbol}
                basketPath={here}
                loginHref={paths.checkoutLogin(mode, { redirectTo: here })}
                disabledReason={loyalty.rewardsApplied ? VOUCHERS_WITH_REWARDS : null}
              />
              {mode === "delivery" && view.belowDeliveryMinimum ? (
                <div className={s.notice} role="status">
                  <h2 className={s.lineName}>{DELIVERY_MINIMUM_TITLE}</h2>
                  <p>{deliveryMinimumText(currencySymbol)}</p>
                </div>
              ) : null}
              <Totals totals={view} currencySymbol={currencySymbol} mode={mode} />
              {canCheckOut ? (
                <p className={s.checkoutBar}>
                  {loaderData.upsellFirst ? (
                    // The upsell dialog first (decision 021), over this page: the link keeps focus to return to.
                    // The server records the checkout when the customer goes on.
                    <Link className={button.primary} to={paths.basket(mode, { checkout: 1 })} preventScrollReset>
                      Checkout
                    </Link>
                  ) : (
                    <Link
                      className={button.primary}
                      to={hydrated ? loaderData.checkoutPath : paths.basket(mode, { checkout: 1 })}
                      onClick={(event) => {
                        // A click made before hydration, replayed by React, still goes by the server's
                        // address (?checkout=1), where the server records the checkout itself.
                        if (event.currentTarget.getAttribute("href") !== loaderData.checkoutPath) return;
                        track({ name: `${journeyPrefix(mode)}_Proceed_Beyond_Basket` }, pageChange("checkout"));
                      }}
                    >
                      Checkout
                    </Link>
                  )}
                </p>
              ) : null}
            </>
          )}
        </div>
      </DialogPage>
    </div>
  );
}
