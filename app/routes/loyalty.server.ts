// The reward page's data and form fields (spec 2 §2 "path containing /loyalty"), for the web's draft
// on the basket and for the app's temporary basket carried in hidden fields (decision 008).
import { data, redirect } from "react-router";
import { z } from "zod";
import type { AppLoadContext } from "../context";
import type { OrderMode, BasketState } from "../../domain/basket/basket";
import { tierDisplayName } from "../../domain/loyalty/loyalty";
import { isReferAFriend, pickHint } from "../../domain/loyalty/reward-compare";
import type { RewardScreen } from "../../server/loyalty";
import { TEMP_BASKET_MESSAGES, type Refused, type TempBasket } from "../../server/loyalty";
import { paths } from "../paths";
import { isOfferTap, type RewardIntent } from "./loyalty-intents.server";

/** The in-app page's hidden fields: the temporary basket the server signed last. */
const tempBasketFields = z.object({
  tempBasketJSON: z.string().min(1).max(20_000),
  tempBasketHash: z.string().min(1).max(200),
});

function tempBasketOf(form: FormData): TempBasket | null {
  const r = tempBasketFields.safeParse({ tempBasketJSON: form.get("tempBasketJSON"), tempBasketHash: form.get("tempBasketHash") });
  return r.success ? r.data : null;
}

/** What the page renders: the screen, its running totals and, in-app, the temporary basket. */
export async function rewardPageData(
  app: AppLoadContext,
  mode: OrderMode,
  screen: RewardScreen,
  preview: BasketState | null,
  temp: TempBasket | null,
) {
  const { view } = await app.services.basketView(app.session.basketId, app.session.customerId, preview ?? undefined);
  const customer = app.session.customerId === null ? null : await app.services.customers.getById(app.session.customerId);
  const referAFriend = new Set((await app.services.loyalty.catalogue()).filter(isReferAFriend).map((d) => d.thirdPartyRewardTypeId));
  return {
    mode,
    currencySymbol: app.services.brand.currencySymbol,
    brandName: app.services.brand.name,
    tierName: tierDisplayName(customer?.tier ?? null),
    restaurantName: screen.restaurantName,
    // Refer-a-friend rewards' picks are "up to" (decision 018).
    sections: screen.sections.map((sec) =>
      referAFriend.has(sec.thirdPartyRewardTypeId) ? { ...sec, pickHint: pickHint(sec.maxSelectionForReward, true) } : sec,
    ),
    locked: screen.locked.map((w) => ({
      id: w.def.thirdPartyRewardTypeId,
      title: w.def.details.rewardTitle,
      tagLabel: w.tagLabel,
      description: w.def.details.rewardCardDescription,
      lockedText: w.lockedText ?? "",
    })),
    noneHere: screen.noneHere,
    picks: screen.picks.length,
    selectionComplete: screen.selectionComplete,
    vouchersApplied: screen.vouchersApplied,
    underMinimumByMinor: view.rewardsUnderMinimumByMinor,
    totals: view,
    /** In-app: the temporary basket for the hidden fields, and what saving it takes off. */
    temp,
    rewardDiscountMinor: view.discounts.reduce((n, d) => n + d.amountMinor, 0),
  };
}

/**
 * The in-app page's action: taps answer the page re-rendered from the next temporary basket
 * (nothing stored); 'Save £…' and Checkout commit it through the same use case as savediscounts;
 * 'Clear rewards' as cleardiscounts. Refusals answer the page with the reason beside it.
 */
export async function inAppRewardAction(app: AppLoadContext, mode: OrderMode, intent: RewardIntent | null, form: FormData) {
  const inApp = app.services.loyalty.inApp;
  const { basketId, customerId } = app.session;
  const temp = tempBasketOf(form);
  if (!temp) return data({ error: "temp", message: TEMP_BASKET_MESSAGES.invalid, view: null }, { status: 400 });
  const refused = async (r: Refused) => {
    if (r.status === 403) return redirect(paths.basket(mode));
    // A temporary basket the server cannot vouch for: the page opens again from the saved picks.
    if (r.path === "tempBasketJSON") return data({ error: "temp", message: r.message, view: null }, { status: r.status });
    const shown = await inApp.show(basketId, customerId, temp);
    const view = shown.ok ? await rewardPageData(app, mode, shown.screen, shown.preview, shown.temp) : null;
    return data({ error: r.path === "rewards" ? "incomplete" : "refused", message: r.message, view }, { status: r.status });
  };
  if (!intent) {
    if (isOfferTap(form))
      return refused({ ok: false, status: 400, path: "offerId", message: "That offer is no longer available. Please choose again." });
    return redirect(paths.loyalty(mode));
  }
  if (intent.intent === "select" || intent.intent === "deselect") {
    const r = await inApp.pick(basketId, customerId, temp, intent.sectionIndex, intent.offerId, intent.intent === "select");
    if (!r.ok) return refused(r);
    return { error: null, message: null, view: await rewardPageData(app, mode, r.screen, r.preview, r.temp) };
  }
  if (intent.intent === "save" || intent.intent === "checkout") {
    const r = await inApp.save(basketId, customerId, temp);
    if (!r.ok) return refused(r);
    if (intent.intent === "checkout") {
      const { view } = await app.services.basketView(basketId, customerId);
      if (view.rewardsUnderMinimumByMinor > 0) return redirect(paths.loyalty(mode));
      return redirect(paths.payment(mode));
    }
    return redirect(paths.basket(mode));
  }
  if (intent.intent === "clear") {
    const r = await inApp.clear(basketId, customerId, temp);
    if (!r.ok) return refused(r);
  }
  if (intent.intent === "back") {
    // Spec 2 §2: the rewards of the temporary basket, then the basket updated, then back to it. Picks
    // that cannot be saved (a reward half picked) stay unsaved; the customer is on the way out.
    await inApp.save(basketId, customerId, temp);
    return redirect(paths.basket(mode));
  }
  return redirect(paths.loyalty(mode));
}
