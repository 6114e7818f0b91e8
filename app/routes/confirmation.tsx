// Order confirmation: the order held in the basket since payment, or the one named by ?ord=&rid=
// when it belongs to this visitor (its customer signed in anywhere, or the guest's own browser
// session); anyone else goes back to the start, told why without learning whether the order
// exists (spec 2 §2; docs/decisions/013); with neither, back to the start. The
// live status follows the kitchen: pushed by server-sent events with JavaScript (a polite live
// region announces each change); without it, the customer asks for the latest with 'Refresh status'
// (a link to the same page). The page never reloads itself: that would throw a screen reader back to
// the top every time (WCAG 2.2.1).
import { useEffect } from "react";
import { useStateFrom } from "../lib/state-from";
import { redirect, Link, useLocation } from "react-router";
import type { Route } from "./+types/confirmation";
import { getApp, journeyMode } from "../context";
import { OrderSummary } from "../components/basket/order-summary";
import * as f from "../components/ui/form.css";
import { container } from "../styles/ui.css";
import { PageHeading } from "../components/site/page-heading";
import { paths } from "../paths";
import { formatMoney } from "../../domain/money";
import { personalPage } from "../forms/private-answers.server";
import { revalidateUnlessFailed } from "../lib/failed-action";

// A send that fails keeps the page (app/lib/failed-action.ts).
export const shouldRevalidate = revalidateUnlessFailed;

// Personal whoever asks: never kept by a cache (app/forms/private-answers.server.ts).
export const middleware: Route.MiddlewareFunction[] = [personalPage];

export async function loader({ context, request }: Route.LoaderArgs) {
  const app = getApp(context);
  const mode = journeyMode(context);
  const url = new URL(request.url);
  const ord = url.searchParams.get("ord");
  const rid = Number(url.searchParams.get("rid"));
  // Only the customer, or the guest's own browser session, reads the order: the basket id alone
  // never does (docs/decisions/013).
  const viewer = { basketId: app.session.basketId, sessionId: app.session.sessionId, customerId: app.session.customerId };
  let order = null;
  if (ord) {
    const valid = Number.isInteger(rid) && rid > 0 && ord.length <= 100;
    order = valid ? await app.services.orders.find({ orderId: ord, restaurantId: rid, viewer }) : null;
    if (!order) {
      app.setCookie(app.services.cookies.flash({ kind: "order-not-shown" }));
      throw redirect(paths.home());
    }
  } else {
    order = await app.services.orders.heldOrder(viewer);
    if (!order) throw redirect(paths.home());
  }
  const basket = await app.services.baskets.peek(app.session.basketId);
  const next = app.services.orders.nextStatusChangeAt(order);
  return {
    mode,
    order,
    final: next === null,
    backPath: basket?.state.checkoutCompletePath ?? paths.home(),
    currencySymbol: app.services.brand.currencySymbol,
    brandName: app.services.brand.name,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `Order ${loaderData?.order.number ?? ""} confirmed | ${loaderData?.brandName ?? ""}` }];
}

/** Follows the order's status with server-sent events while the page is open. */
function useLiveStatus(orderId: string, restaurantId: number, initial: { status: string; statusLabel: string }, final: boolean) {
  const [live, setLive] = useStateFrom(initial);
  useEffect(() => {
    if (final || typeof EventSource === "undefined") return;
    const source = new EventSource(`/api/orders/${encodeURIComponent(orderId)}/events?rid=${restaurantId}`);
    source.addEventListener("status", (e) => {
      const next = JSON.parse((e as MessageEvent<string>).data) as { status: string; statusLabel: string; final: boolean };
      setLive({ status: next.status, statusLabel: next.statusLabel });
      if (next.final) source.close();
    });
    return () => source.close();
  }, [orderId, restaurantId, final, setLive]);
  return live;
}

export default function Confirmation({ loaderData }: Route.ComponentProps) {
  const { order, currencySymbol, backPath, final } = loaderData;
  const live = useLiveStatus(order.id, order.restaurantId, order, final);
  const a = order.deliveryAddress;
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  return (
    <div className={container}>
      <div className={f.page}>
        <PageHeading>{`Thank you, ${order.customer.firstName}!`}</PageHeading>
        <p className={f.success}>{`Your order number is ${order.number}. We have sent a receipt to ${order.customer.email}.`}</p>
        <section className={f.panel} aria-labelledby="status-title">
          <h2 id="status-title">Order status</h2>
          <p role="status" aria-live="polite">
            {live.statusLabel}
          </p>
          {order.cancellation?.refund ? (
            <p>{`${formatMoney(order.cancellation.refund.amountMinor, currencySymbol)} has been refunded to your card.`}</p>
          ) : null}
          {final ? null : (
            <p>
              <Link to={here} preventScrollReset>
                Refresh status
              </Link>
            </p>
          )}
        </section>
        <section className={f.panel} aria-labelledby="details-title">
          <h2 id="details-title">{order.mode === "collection" ? "Collection" : "Delivery"}</h2>
          {order.mode === "collection" ? (
            <p>{`Collect from ${order.restaurantName}${order.collectionTimeLabel ? ` today at ${order.collectionTimeLabel}` : ""}.`}</p>
          ) : (
            <p>{`Delivering to ${a ? [a.line1, a.line2, a.town, a.postcode].filter(Boolean).join(", ") : ""} from ${order.restaurantName}.`}</p>
          )}
        </section>
        <section className={f.panel} aria-labelledby="order-title">
          <h2 id="order-title">Your order</h2>
          <OrderSummary order={order} currencySymbol={currencySymbol} mode={order.mode} />
        </section>
        <p>
          <Link to={backPath}>Back to ordering</Link>
        </p>
      </div>
    </div>
  );
}

/** An order that is not there, or not this visitor's (404): said here, with the ways on. */
