// The reward screen (spec 2 §2 "path containing /loyalty"): the basket frame in reward-selection
// mode. Each open reward is a card of offers to tap; picks live on the basket's draft until saved.
// Every control is a POST form, so it works without JavaScript; with it, the same forms submit in
// place and keep the scroll position.
import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/loyalty";
import { getApp } from "../context";
import { splitIntent } from "../forms/journey.server";
import { menuParams } from "../forms/search.server";
import { REWARD_MESSAGES, rewardsAddedText, tierDisplayName } from "../domain/loyalty";
import { Totals } from "../components/order-summary";
import * as b from "../components/basket.css";
import * as s from "../components/loyalty.css";
import { alert as alertBox } from "../components/form.css";
import { button, container, visuallyHidden } from "../styles/ui.css";

const modeOnly = menuParams.pick({ mode: true });

export async function loader({ params, context }: Route.LoaderArgs) {
  const app = getApp(context);
  const parsed = modeOnly.safeParse(params);
  if (!parsed.success) throw data(null, { status: 404 });
  const mode = parsed.data.mode;
  const here = `/${mode}/loyalty`;
  const basket = await app.services.baskets.getOrCreate(app.session.basketId);
  if (basket.state.restaurantId === null || basket.state.mode !== mode) throw redirect(`/${mode}`);
  if (app.session.customerId === null) throw redirect(`/${mode}/checkout/login?redirectTo=${encodeURIComponent(here)}`);
  const screen = await app.services.loyalty.screen(app.session.basketId, app.session.customerId);
  // Not a club member (or loyalty is off), or nothing to put rewards on: the basket.
  if (!screen || (!basket.state.items.length && !basket.state.bundles.length)) throw redirect(`/${mode}/basket`);
  const preview = await app.services.loyalty.previewState(app.session.basketId);
  const { view } = await app.services.basketView(app.session.basketId, preview ?? undefined);
  const customer = await app.services.customers.getById(app.session.customerId);
  return {
    mode,
    currencySymbol: app.services.brand.currencySymbol,
    brandName: app.services.brand.name,
    tierName: tierDisplayName(customer?.tier ?? null),
    restaurantName: screen.restaurantName,
    sections: screen.sections,
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
  };
}

export async function action({ params, context, request }: Route.ActionArgs) {
  const app = getApp(context);
  const parsed = modeOnly.safeParse(params);
  if (!parsed.success) throw data(null, { status: 404 });
  const mode = parsed.data.mode;
  const here = `/${mode}/loyalty`;
  const form = await request.formData();
  const [verb = "", section = "", offerId = ""] = splitIntent(form.get("intent"));
  const loyalty = app.services.loyalty;
  const customerId = app.session.customerId;
  if (verb === "select" || verb === "deselect") {
    const index = Number(section);
    if (!Number.isInteger(index) || index < 0 || index > 100 || !/^[a-z0-9-]{1,64}$/.test(offerId))
      return data({ error: "unknown" as const }, { status: 400 });
    const outcome = await loyalty.pick(app.session.basketId, customerId, index, offerId, verb === "select");
    if (!outcome.ok && outcome.reason === "not-member") return redirect(`/${mode}/basket`);
    if (!outcome.ok) return data({ error: outcome.reason }, { status: 409 });
    return redirect(here);
  }
  if (verb === "save" || verb === "checkout") {
    const saved = await loyalty.save(app.session.basketId, customerId);
    if (saved === "incomplete") return data({ error: "incomplete" as const }, { status: 400 });
    if (verb === "checkout") {
      const { view } = await app.services.basketView(app.session.basketId);
      if (view.rewardsUnderMinimumByMinor > 0) return redirect(here);
      return redirect(`/${mode}/payment`);
    }
    return redirect(`/${mode}/basket`);
  }
  if (verb === "clear") {
    await loyalty.clear(app.session.basketId);
    return redirect(here);
  }
  return redirect(here);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `Applying rewards & Offers | ${loaderData?.brandName ?? ""}` }];
}

const REFUSALS: Record<string, string> = {
  taken: REWARD_MESSAGES.taken,
  vouchers: REWARD_MESSAGES.vouchers,
  full: "This reward has all its picks: unpick one to choose another.",
  unknown: "That offer is no longer available. Please choose again.",
};

export default function Loyalty({ loaderData, actionData }: Route.ComponentProps) {
  const { sections, currencySymbol, mode } = loaderData;
  const error = actionData && "error" in actionData ? actionData.error : null;
  const canCheckOut = loaderData.selectionComplete && loaderData.underMinimumByMinor === 0;
  return (
    <div className={container}>
      <div className={b.page}>
        <p>
          <a href={`/${mode}/basket`}>Back to basket</a>
        </p>
        <h1>Applying rewards &amp; Offers</h1>
        {loaderData.tierName ? <p className={s.muted}>{`Your tier: ${loaderData.tierName}`}</p> : null}
        {error === "incomplete" ? (
          <div className={alertBox} role="alert">
            <h2 className={b.lineName}>{REWARD_MESSAGES.notEnoughTitle}</h2>
            <p>{REWARD_MESSAGES.notEnough}</p>
          </div>
        ) : error ? (
          <p className={alertBox} role="alert">
            {REFUSALS[error] ?? REFUSALS.unknown}
          </p>
        ) : null}
        {loaderData.vouchersApplied && sections.length ? (
          <p className={b.notice} role="status">
            {REWARD_MESSAGES.vouchers}. <a href={`/${mode}/basket`}>Go to your basket</a>
          </p>
        ) : null}
        {sections.length === 0 ? (
          <p className={b.notice}>{loaderData.noneHere ? REWARD_MESSAGES.noneHere(loaderData.restaurantName) : REWARD_MESSAGES.none}</p>
        ) : (
          <ul className={s.cards} aria-label="Your rewards">
            {sections.map((sec) => (
              <li key={sec.thirdPartyRewardTypeId} className={s.card}>
                <p className={s.tag}>{sec.tagLabel}</p>
                <h2 id={`reward-${sec.index}`} className={s.title}>
                  {sec.title}
                </h2>
                <p className={s.muted}>{sec.description}</p>
                <p className={s.muted}>{sec.expiry}</p>
                <p className={sec.groupComplete ? s.picked : s.muted}>
                  {sec.maxSelectionForReward > 1 ? `${sec.pickHint} (${sec.picked} of ${sec.maxSelectionForReward} picked)` : sec.pickHint}
                </p>
                <Form method="post" preventScrollReset>
                  <ul className={s.offers}>
                    {sec.offers.map((o) => (
                      <li key={o.offerId}>
                        <button
                          type="submit"
                          name="intent"
                          value={`${o.selectedByThisUser ? "deselect" : "select"}|${sec.index}|${o.offerId}`}
                          className={s.offer}
                          aria-pressed={o.selectedByThisUser}
                          disabled={o.disabled}
                        >
                          <span className={s.offerName}>
                            {o.title}
                            <span className={visuallyHidden}>{` for ${sec.title}`}</span>
                          </span>
                          {o.romanaUpgradePrice ? <span>{o.romanaUpgradePrice}</span> : o.showPrice ? <span>{o.price}</span> : null}
                          {o.taken ? <span>{REWARD_MESSAGES.taken}</span> : null}
                        </button>
                      </li>
                    ))}
                  </ul>
                </Form>
                <details>
                  <summary>
                    Details and terms<span className={visuallyHidden}>{` of ${sec.title}`}</span>
                  </summary>
                  <h3 className={b.lineName}>{sec.details.rewardDetailPageHeaderCopy}</h3>
                  <p>{sec.details.rewardDetailPageDescription}</p>
                  <p className={s.muted}>{sec.details.tcs}</p>
                </details>
              </li>
            ))}
          </ul>
        )}
        {loaderData.locked.length ? (
          <section aria-labelledby="locked-title">
            <h2 id="locked-title" className={b.lineName}>
              Locked rewards
            </h2>
            <ul className={s.cards}>
              {loaderData.locked.map((l) => (
                <li key={l.id} className={s.card}>
                  <p className={s.tag}>{l.tagLabel}</p>
                  <h3 className={s.title}>{l.title}</h3>
                  <p className={s.muted}>{l.description}</p>
                  <p className={s.muted}>{l.lockedText}</p>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <section aria-labelledby="summary-title" className={b.lines}>
          <h2 id="summary-title" className={b.lineName}>
            {rewardsAddedText(loaderData.picks)}
          </h2>
          {loaderData.underMinimumByMinor > 0 ? (
            <p className={b.notice} role="status">
              {REWARD_MESSAGES.underMinimum(loaderData.underMinimumByMinor, currencySymbol)}
            </p>
          ) : null}
          <Totals totals={loaderData.totals} currencySymbol={currencySymbol} mode={mode} />
        </section>
        <Form method="post" className={s.actions}>
          {canCheckOut ? (
            <button type="submit" name="intent" value="checkout" className={button.primary}>
              Checkout
            </button>
          ) : null}
          {sections.length ? (
            <button type="submit" name="intent" value="save" className={button.secondary}>
              Save rewards
            </button>
          ) : null}
          {loaderData.picks ? (
            <button type="submit" name="intent" value="clear" className={button.quiet}>
              Clear rewards
            </button>
          ) : null}
        </Form>
      </div>
    </div>
  );
}
