// The reward screen (spec 2 §2 "path containing /loyalty"): the basket frame in reward-selection
// mode. Each open reward is a card of offers to tap. On the web the picks live on the basket's
// draft until saved; in-app on a temporary basket carried in hidden fields, and the save reads
// 'Save £{amount}' (decision 008). Every control is a POST form, so it works without JavaScript;
// with it, the same forms submit in place and keep the scroll position.
import { useState } from "react";
import { data, redirect, type ShouldRevalidateFunctionArgs, Form, Link } from "react-router";
import type { Route } from "./+types/loyalty";
import { getApp, journeyMode } from "../context";
import { paths } from "../paths";
import { emptyCheckoutPath } from "../../domain/checkout/payment-guard";
import { inAppRewardAction, rewardPageData } from "./loyalty.server";
import { isOfferTap, rewardIntent } from "./loyalty-intents.server";
import { REWARD_MESSAGES, rewardsAddedText } from "../../domain/loyalty/loyalty";
import { formatMoney } from "../../domain/money";
import { underMinimumText } from "../../domain/loyalty/reward-texts";
import { Totals } from "../components/basket/order-summary";
import { InAppBack } from "../components/in-app/in-app-back";
import { backTarget } from "../lib/in-app/back-target";
import { LockedRewards, RewardCards, TempFields } from "../components/loyalty/reward-cards";
import { BasketSection } from "../components/basket/basket-section";
import * as b from "../components/basket/basket.css";
import * as s from "../components/loyalty/loyalty.css";
import { alert as alertBox } from "../components/ui/form.css";
import { button, container } from "../styles/ui.css";
import { PageHeading } from "../components/site/page-heading";
import { DialogPage } from "../components/ui/dialog";
import { RewardDetailDialog } from "../components/loyalty/reward-detail";
import { dialogHandle } from "../lib/dialogs/page-dialog";
import { intentFields, intentName } from "../forms/intent";
import { personalPage } from "../forms/private-answers.server";
import { keepPageOnFailure, unlessFailed } from "../lib/failed-action";

// A send that fails keeps the page (app/lib/failed-action.ts).
export const clientAction = (args: Route.ClientActionArgs) => keepPageOnFailure(args);

// Personal whoever asks: never kept by a cache (app/forms/private-answers.server.ts).
export const middleware: Route.MiddlewareFunction[] = [personalPage];

export async function loader({ context, request }: Route.LoaderArgs) {
  const app = getApp(context);
  const mode = journeyMode(context);
  const here = paths.loyalty(mode);
  // Read, never made here: a visitor without a basket starts at the search.
  const basket = await app.services.baskets.peek(app.session.basketId);
  if (!basket || basket.state.restaurantId === null || basket.state.mode !== mode) throw redirect(paths.search(mode));
  if (app.session.customerId === null) throw redirect(paths.checkoutLogin(mode, { redirectTo: here }));
  const hasLines = basket.state.items.length > 0 || basket.state.bundles.length > 0;
  // Nothing to put rewards on: back to the restaurant's menu, as the checkout steps (spec 2 §2).
  if (!hasLines) throw redirect(emptyCheckoutPath(mode, basket.state.restaurantId));
  if (app.session.inApp) {
    // In-app: a temporary basket from the saved picks; nothing is stored until the save.
    const opened = await app.services.loyalty.inApp.open(app.session.basketId, app.session.customerId);
    if (!opened.ok || !hasLines) throw redirect(paths.basket(mode));
    return withDetail(request, await rewardPageData(app, mode, opened.screen, opened.preview, opened.temp));
  }
  const screen = await app.services.loyalty.screen(app.session.basketId, app.session.customerId, app.session.rewardsLeft);
  // Not a club member (or loyalty is off), or nothing to put rewards on: the basket.
  if (!screen || !hasLines) throw redirect(paths.basket(mode));
  const preview = await app.services.loyalty.previewState(app.session.basketId, app.session.customerId, app.session.rewardsLeft);
  return withDetail(request, await rewardPageData(app, mode, screen, preview, null));
}

/** Without JavaScript, ?reward={id} opens that reward's detail (docs/decisions/018). */
function withDetail<P extends { sections: { thirdPartyRewardTypeId: number }[] }>(request: Request, page: P) {
  const asked = Number(new URL(request.url).searchParams.get("reward"));
  const detailId = page.sections.some((sec) => sec.thirdPartyRewardTypeId === asked) ? asked : null;
  return { ...page, detailId };
}

export const handle = dialogHandle<Route.ComponentProps["loaderData"]>((page) => Boolean(page?.detailId));

export async function action({ context, request }: Route.ActionArgs) {
  const app = getApp(context);
  const mode = journeyMode(context);
  const here = paths.loyalty(mode);
  const form = await request.formData();
  const posted = rewardIntent.safeParse(intentFields(form));
  const intent = posted.success ? posted.data : null;
  if (app.session.inApp) return inAppRewardAction(app, mode, intent, form);
  const loyalty = app.services.loyalty;
  const customerId = app.session.customerId;
  if (!intent) return isOfferTap(form) ? data({ error: "unknown", message: null, view: null }, { status: 400 }) : redirect(here);
  if (intent.intent === "select" || intent.intent === "deselect") {
    const outcome = await loyalty.pick(
      app.session.basketId,
      customerId,
      intent.sectionIndex,
      intent.offerId,
      intent.intent === "select",
      app.session.rewardsLeft,
    );
    if (!outcome.ok && outcome.reason === "not-member") return redirect(paths.basket(mode));
    if (!outcome.ok) return data({ error: outcome.reason, message: null, view: null }, { status: 409 });
    return redirect(here);
  }
  if (intent.intent === "save" || intent.intent === "checkout") {
    const saved = await loyalty.save(app.session.basketId, customerId, app.session.rewardsLeft);
    if (saved === "incomplete") return data({ error: "incomplete", message: null, view: null }, { status: 400 });
    if (intent.intent === "checkout") {
      const { view } = await app.services.basketView(app.session.basketId, app.session.customerId);
      if (view.rewardsUnderMinimumByMinor > 0) return redirect(here);
      return redirect(paths.payment(mode));
    }
    return redirect(paths.basket(mode));
  }
  if (intent.intent === "clear") {
    await loyalty.clear(app.session.basketId);
    return redirect(here);
  }
  return redirect(here);
}

/** In-app, a tap's answer is the page itself: the loader (saved picks) has nothing newer to say. */
export const shouldRevalidate = unlessFailed(({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) => {
  if (actionResult && typeof actionResult === "object" && "view" in actionResult && actionResult.view) return false;
  return defaultShouldRevalidate;
});

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `Applying rewards & Offers | ${loaderData?.brandName ?? ""}` }];
}

const REFUSALS: Record<string, string> = {
  taken: REWARD_MESSAGES.taken,
  vouchers: REWARD_MESSAGES.vouchers,
  full: "This reward has all its picks: unpick one to choose another.",
  unknown: "That offer is no longer available. Please choose again.",
};

/** The page's form of the temporary basket and its buttons (in-app Back submits it too). */
const REWARD_FORM = "reward-actions";

export default function Loyalty({ loaderData, actionData }: Route.ComponentProps) {
  // In-app, a tap answers the page from the new temporary basket.
  const page = actionData?.view ?? loaderData;
  const { sections, currencySymbol, mode, temp } = page;
  const inApp = temp !== null;
  const error = actionData?.error ?? null;
  const canCheckOut = page.selectionComplete && page.underMinimumByMinor === 0;
  // A reward's detail: opened in place with JavaScript, from ?reward= without.
  const [shownId, setShownId] = useState<number | null>(null);
  const detailId = shownId ?? loaderData.detailId;
  const detail = sections.find((sec) => sec.thirdPartyRewardTypeId === detailId) ?? null;
  const dialog = detail ? (
    <RewardDetailDialog section={detail} closeHref={paths.loyalty(mode)} onClose={shownId !== null ? () => setShownId(null) : undefined} />
  ) : null;
  return (
    <DialogPage dialog={dialog}>
      <div className={container}>
        <div className={b.page}>
          {/* In-app, the picks live only in the page's temporary basket: Back saves them first (spec 2 §2). */}
          <InAppBack
            to={backTarget({ page: "loyalty", mode })}
            outsideApp
            submits={inApp ? { formId: REWARD_FORM, name: intentName("back") } : undefined}
          />
          <PageHeading>Applying rewards &amp; Offers</PageHeading>
          {page.tierName ? <p className={s.muted}>{`Your tier: ${page.tierName}`}</p> : null}
          {error === "incomplete" ? (
            <div className={alertBox} role="alert">
              <h2 className={b.lineName}>{REWARD_MESSAGES.notEnoughTitle}</h2>
              <p>{REWARD_MESSAGES.notEnough}</p>
            </div>
          ) : error ? (
            <p className={alertBox} role="alert">
              {actionData?.message ?? REFUSALS[error] ?? REFUSALS.unknown}
            </p>
          ) : null}
          {page.vouchersApplied && sections.length ? (
            // The spec's words as they are (the web's have no full stop), the way to the basket after them.
            <div className={b.noticeParts} role="status">
              <p>{inApp ? REWARD_MESSAGES.vouchersInApp : REWARD_MESSAGES.vouchers}</p>
              <p>
                <Link to={paths.basket(mode)}>Go to your basket</Link>
              </p>
            </div>
          ) : null}
          {sections.length === 0 ? (
            <p className={b.notice}>{page.noneHere ? REWARD_MESSAGES.noneHere(page.restaurantName) : REWARD_MESSAGES.none}</p>
          ) : (
            <RewardCards sections={sections} temp={temp} onDetails={setShownId} />
          )}
          <LockedRewards locked={page.locked} />
          <BasketSection id="summary-title" title={rewardsAddedText(page.picks)} className={b.lines}>
            {page.underMinimumByMinor > 0 ? (
              <p className={b.notice} role="status">
                {underMinimumText(
                  page.underMinimumByMinor,
                  currencySymbol,
                  sections.some((sec) => sec.picked === 0),
                )}
              </p>
            ) : null}
            <Totals totals={page.totals} currencySymbol={currencySymbol} mode={mode} />
          </BasketSection>
          <Form method="post" className={s.actions} id={REWARD_FORM}>
            <TempFields temp={temp} />
            {canCheckOut ? (
              <button type="submit" name={intentName("checkout")} className={button.primary}>
                Checkout
              </button>
            ) : null}
            {sections.length ? (
              <button type="submit" name={intentName("save")} className={button.secondary}>
                {inApp ? `Save ${formatMoney(page.rewardDiscountMinor, currencySymbol)}` : "Save rewards"}
              </button>
            ) : null}
            {page.picks ? (
              <button type="submit" name={intentName("clear")} className={button.quiet}>
                Clear rewards
              </button>
            ) : null}
          </Form>
        </div>
      </div>
    </DialogPage>
  );
}
