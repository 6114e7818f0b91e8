// The basket summary: lines with quantity controls and edit links, and the totals. Vouchers,
// rewards, fees and checkout build on this page.
import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/basket";
import { getApp } from "../context";
import { formatMoney } from "../domain/money";
import { removalDialogText } from "../domain/vouchers";
import { Dialog } from "../components/dialog";
import { actions as dialogActions } from "../components/dialog.css";
import { VoucherEntry } from "../components/voucher-entry";
import { UpsellStrip } from "../components/upsell-strip";
import { splitIntent } from "../forms/journey.server";
import { menuParams } from "../forms/search.server";
import { BasketLine } from "../components/basket-line";
import * as s from "../components/basket.css";
import { button, container } from "../styles/ui.css";

const ALCOHOL_NOTICE =
  "You must be at least 18 to purchase alcohol and show a valid ID at delivery. The name on the delivery order should match the ID. Failure to present a valid ID may result in your order being returned.";

const modeOnly = menuParams.pick({ mode: true });

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const app = getApp(context);
  const parsed = modeOnly.safeParse(params);
  if (!parsed.success) throw data(null, { status: 404 });
  const mode = parsed.data.mode;
  const { basket, view, menuPath } = await app.services.basketView(app.session.basketId);
  // No restaurant chosen, or another journey: back to the start of this one.
  if (basket.state.restaurantId === null || basket.state.mode !== mode) throw redirect(`/${mode}`);
  const [upsells, dips] = view.empty
    ? [[], []]
    : await Promise.all([app.services.upsells.list(basket.state, "Upsell"), app.services.upsells.list(basket.state, "Dips")]);
  const removed = (new URL(request.url).searchParams.get("removed") ?? "").split(",").filter((c) => /^[A-Z0-9-]{3,20}$/.test(c));
  return {
    mode,
    view,
    menuPath,
    removal: removalDialogText(removed),
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
  const signedIn = app.session.customerId !== null;
  const [verb = "", kind = "", customID = ""] = splitIntent(form.get("intent"));
  if (verb === "voucher") {
    const { exceptions } = await app.services.vouchers.apply(
      app.session.basketId,
      String(form.get("voucherCode") ?? "").slice(0, 40),
      signedIn,
    );
    const first = exceptions[0];
    if (first)
      return data(
        { voucherError: { code: first.code, message: first.message, voucherNotLinked: first.voucherNotLinked, reason: first.reason } },
        { status: 400 },
      );
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
    const removed = await app.services.vouchers.revalidate(app.session.basketId, signedIn);
    if (removed.length) return redirect(`${here}?removed=${encodeURIComponent(removed.map((r) => r.code).join(","))}`);
  }
  return redirect(here);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `Basket summary | ${loaderData?.brandName ?? ""}` }];
}

export default function Basket({ loaderData, actionData }: Route.ComponentProps) {
  const { view, currencySymbol, menuPath, mode } = loaderData;
  const here = `/${mode}/basket`;
  const unavailable = view.lines.filter((l) => l.outOfStock || l.unavailable);
  const available = view.lines.filter((l) => !l.outOfStock && !l.unavailable);
  const voucherError = actionData && "voucherError" in actionData ? actionData.voucherError : null;
  const money = (m: number) => formatMoney(m, currencySymbol);
  return (
    <div className={container}>
      <div className={s.page}>
        <p>
          <a href={menuPath}>Back to menu</a>
        </p>
        <h1>Basket summary</h1>
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
            <VoucherEntry error={voucherError} applied={view.voucherLines} currencySymbol={currencySymbol} basketPath={here} />
            {mode === "delivery" && view.belowDeliveryMinimum ? (
              <div className={s.notice} role="status">
                <h2 className={s.lineName}>Order below minimum delivery amount</h2>
                <p>{`Your order is below the minimum delivery amount. Please bring the total to ${currencySymbol}10 or more to continue`}</p>
              </div>
            ) : null}
            <dl className={s.totals}>
              <div className={s.totalRow}>
                <dt>Subtotal</dt>
                <dd className={s.money}>{money(view.subTotalMinor)}</dd>
              </div>
              {view.voucherLines.map((v) => (
                <div key={v.code} className={s.totalRow}>
                  <dt>{v.name}</dt>
                  <dd className={s.money}>-{money(v.reductionMinor)}</dd>
                </div>
              ))}
              {mode === "delivery" ? (
                <div className={s.totalRow}>
                  <dt>Delivery</dt>
                  <dd className={s.money}>{money(view.deliveryFeeMinor)}</dd>
                </div>
              ) : null}
              {view.serviceFeeMinor ? (
                <div className={s.totalRow}>
                  <dt>Service fee</dt>
                  <dd className={s.money}>{money(view.serviceFeeMinor)}</dd>
                </div>
              ) : null}
              {view.smallOrderFeeMinor ? (
                <div className={s.totalRow}>
                  <dt>Small order fee</dt>
                  <dd className={s.money}>{money(view.smallOrderFeeMinor)}</dd>
                </div>
              ) : null}
              <div className={s.totalRow}>
                <dt className={s.total}>Total</dt>
                <dd className={`${s.money} ${s.total}`}>{money(view.totalMinor)}</dd>
              </div>
            </dl>
          </>
        )}
      </div>
      {voucherError?.reason === "bundles" ? (
        <Dialog title="Vouchers cannot be used with bundles" role="alertdialog">
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
      {loaderData.removal ? (
        <Dialog title={loaderData.removal.title} role="alertdialog">
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
