// A signed-in customer's recent orders, each with its status, and a one-POST reorder that puts the
// order's lines back in the basket (lines no longer on the menu are skipped and named).
import { data, redirect, Form, Link } from "react-router";
import type { Route } from "./+types/order-history";
import { getApp } from "../context";
import { formatMoney } from "../../domain/money";
import { paths } from "../paths";
import { formObject } from "../forms/account.server";
import { Dialog, DialogPage } from "../components/ui/dialog";
import { dialogHandle } from "../lib/dialogs/page-dialog";
import { actions as dialogActions } from "../components/ui/dialog.css";
import { FormAlert } from "../components/ui/fields";
import * as f from "../components/ui/form.css";
import { button, container, visuallyHidden } from "../styles/ui.css";
import { PageHeading } from "../components/site/page-heading";
import { personalPage } from "../forms/private-answers.server";
import { keepPageOnFailure, revalidateUnlessFailed } from "../lib/failed-action";

// A send that fails keeps the page (app/lib/failed-action.ts).
export const shouldRevalidate = revalidateUnlessFailed;
export const clientAction = (args: Route.ClientActionArgs) => keepPageOnFailure(args);

// Personal whoever asks: never kept by a cache (app/forms/private-answers.server.ts).
export const middleware: Route.MiddlewareFunction[] = [personalPage];

const dateFormat = (locale: string, timeZone: string) =>
  new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", timeZone });

export async function loader({ context }: Route.LoaderArgs) {
  const app = getApp(context);
  if (app.session.customerId === null) throw redirect(paths.checkoutLogin("collection", { redirectTo: paths.orders() }));
  const orders = await app.services.orders.history(app.session.customerId);
  const fmt = dateFormat(app.services.brand.locale, app.services.brand.timeZone);
  return {
    orders: orders.map((o) => ({
      id: o.id,
      number: o.number,
      restaurantId: o.restaurantId,
      restaurantName: o.restaurantName,
      mode: o.mode,
      placed: fmt.format(new Date(o.createdAt)),
      statusLabel: o.statusLabel,
      totalMinor: o.totalMinor,
      summary: o.lines.map((l) => `${l.quantity} × ${l.name}`).join(", "),
    })),
    currencySymbol: app.services.brand.currencySymbol,
    brandName: app.services.brand.name,
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const app = getApp(context);
  if (app.session.customerId === null) return redirect(paths.checkoutLogin("collection", { redirectTo: paths.orders() }));
  const form = formObject(await request.formData());
  const orderId = (form["orderId"] ?? "").slice(0, 100);
  const outcome = await app.services.orders.reorder({
    orderId,
    viewer: { basketId: app.session.basketId, sessionId: app.session.sessionId, customerId: app.session.customerId },
    basketId: app.session.basketId,
    replace: form["replace"] === "yes",
  });
  switch (outcome.status) {
    case "ok": {
      const mode = outcome.basket.state.mode ?? "collection";
      // The basket names the lines that were not added (a signed cookie, shown once).
      if (outcome.skipped.length)
        app.setCookie(app.services.cookies.flash({ kind: "reorder-skipped", items: outcome.skipped.map((s) => s.name) }));
      return redirect(paths.basket(mode));
    }
    case "confirm":
      return data({ confirm: orderId, alert: null }, { status: 409 });
    case "not-found":
      return data({ confirm: null, alert: "We could not find that order." }, { status: 404 });
    case "unavailable":
      return data({ confirm: null, alert: outcome.message }, { status: 409 });
  }
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `Your orders | ${loaderData?.brandName ?? ""}` }];
}

export const handle = dialogHandle<Route.ComponentProps["loaderData"], Route.ComponentProps["actionData"]>((_, answer) =>
  Boolean(answer?.confirm),
);

export default function OrderHistory({ loaderData, actionData }: Route.ComponentProps) {
  const { orders, currencySymbol } = loaderData;
  const dialog = (
    <>
      {actionData?.confirm ? (
        <Dialog title="Replace your basket?" role="alertdialog" closeHref={paths.orders()}>
          <p>Your basket holds items from another restaurant. Reordering replaces them.</p>
          <Form method="post" className={dialogActions}>
            <input type="hidden" name="orderId" value={actionData.confirm} />
            <input type="hidden" name="replace" value="yes" />
            <button type="submit" className={button.primary}>
              Replace basket
            </button>
            <Link className={button.secondary} to={paths.orders()}>
              Keep my basket
            </Link>
          </Form>
        </Dialog>
      ) : null}
    </>
  );
  return (
    <div className={container}>
      <DialogPage dialog={actionData?.confirm ? dialog : null}>
        <div className={f.page}>
          <PageHeading>Your orders</PageHeading>
          <p>
            <Link to={paths.changePassword()}>Change your password</Link>
          </p>
          <FormAlert message={actionData?.alert} />
          {orders.length === 0 ? (
            <p>
              You have not ordered yet. <Link to={paths.home()}>Find a restaurant</Link>
            </p>
          ) : (
            <ul className={f.form}>
              {orders.map((o) => (
                <li key={o.id} className={f.panel}>
                  <h2>{`Order ${o.number}`}</h2>
                  <p>
                    {`${o.mode === "collection" ? "Collection from" : "Delivery from"} ${o.restaurantName}, ${o.placed}`}
                    <br />
                    {o.summary}
                    <br />
                    {`${formatMoney(o.totalMinor, currencySymbol)} · ${o.statusLabel}`}
                  </p>
                  <div className={f.actions}>
                    <Form method="post">
                      <input type="hidden" name="orderId" value={o.id} />
                      <button type="submit" className={button.primary} aria-label={`Reorder order ${o.number}`}>
                        Reorder
                      </button>
                    </Form>
                    <Link to={paths.orderConfirmation(o.mode, { ord: o.id, rid: o.restaurantId })}>
                      View<span className={visuallyHidden}>{` order ${o.number}`}</span>
                    </Link>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </div>
      </DialogPage>
    </div>
  );
}
