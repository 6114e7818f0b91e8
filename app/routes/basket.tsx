// The basket summary: lines with quantity controls and edit links, and the totals. Vouchers,
// rewards, fees and checkout build on this page.
import { data, redirect } from "react-router";
import type { Route } from "./+types/basket";
import { getApp } from "../context";
import { formatMoney } from "../domain/money";
import { splitIntent } from "../forms/journey.server";
import { menuParams } from "../forms/search.server";
import { BasketLine } from "../components/basket-line";
import * as s from "../components/basket.css";
import { button, container } from "../styles/ui.css";

const ALCOHOL_NOTICE =
  "You must be at least 18 to purchase alcohol and show a valid ID at delivery. The name on the delivery order should match the ID. Failure to present a valid ID may result in your order being returned.";

const modeOnly = menuParams.pick({ mode: true });

export async function loader({ params, context }: Route.LoaderArgs) {
  const app = getApp(context);
  const parsed = modeOnly.safeParse(params);
  if (!parsed.success) throw data(null, { status: 404 });
  const mode = parsed.data.mode;
  const { basket, view, menuPath } = await app.services.basketView(app.session.basketId);
  // No restaurant chosen, or another journey: back to the start of this one.
  if (basket.state.restaurantId === null || basket.state.mode !== mode) throw redirect(`/${mode}`);
  return { mode, view, menuPath, currencySymbol: app.services.brand.currencySymbol, brandName: app.services.brand.name };
}

export async function action({ params, context, request }: Route.ActionArgs) {
  const app = getApp(context);
  const parsed = modeOnly.safeParse(params);
  if (!parsed.success) throw data(null, { status: 404 });
  const [verb = "", kind = "", customID = ""] = splitIntent((await request.formData()).get("intent"));
  if ((verb === "inc" || verb === "dec") && (kind === "item" || kind === "bundle")) {
    try {
      await app.services.baskets.stepLine(app.session.basketId, kind, customID, verb === "inc" ? 1 : -1);
    } catch (e) {
      if (!(e instanceof Error && e.name === "BasketRuleError")) throw e;
    }
  }
  return redirect(`/${parsed.data.mode}/basket`);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `Basket summary | ${loaderData?.brandName ?? ""}` }];
}

export default function Basket({ loaderData }: Route.ComponentProps) {
  const { view, currencySymbol, menuPath, mode } = loaderData;
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
            <dl className={s.totals}>
              <dt>Subtotal</dt>
              <dd className={s.money}>{money(view.subTotalMinor)}</dd>
              {mode === "delivery" ? (
                <>
                  <dt>Delivery</dt>
                  <dd className={s.money}>{money(view.deliveryFeeMinor)}</dd>
                </>
              ) : null}
              <dt className={s.total}>Total</dt>
              <dd className={`${s.money} ${s.total}`}>{money(view.totalMinor)}</dd>
            </dl>
          </>
        )}
      </div>
    </div>
  );
}
