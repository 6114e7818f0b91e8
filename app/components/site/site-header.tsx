import { useLocation, Form, Link } from "react-router";
import { formatMoney } from "../../../domain/money";
import { paths } from "../../paths";
import type { RootData } from "../../root";
import { container } from "../../styles/ui.css";
import * as s from "./site-chrome.css";
import { AppCloseOnDemand } from "../in-app/in-app-on-demand";

/** Pages where the basket icon stays hidden: the home and search pages, and the confirmation. */
function hidesBasketIcon(pathname: string): boolean {
  return /^\/?$|^\/(collection|delivery)\/?$|\/order\/confirmation/.test(pathname);
}

/** `inert` while a server-rendered dialog is open (decision 009). */
export function SiteHeader({ data, inert = false }: { data: RootData; inert?: boolean }) {
  const { pathname, search } = useLocation();
  const { basket, brand } = data;
  const showBasket = basket.count > 0 && !hidesBasketIcon(pathname);
  const journey = basket.mode ?? (pathname.startsWith("/delivery") ? "delivery" : "collection");
  return (
    <header className={s.header} inert={inert}>
      <div className={`${container} ${s.headerInner}`}>
        <Link to={paths.home()} className={s.logoLink}>
          <img className={s.logo} src={brand.logo} alt={`${brand.name} home`} width={160} height={36} />
        </Link>{" "}
        {showBasket ? (
          <Link to={paths.basket(journey)} className={s.basketLink}>
            <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="currentColor">
              <path d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM5.2 4l.5 2H21l-2.6 9H7.4L4.3 2H1v2h4.2Z" />
            </svg>
            <span>
              {`Basket: ${basket.count} ${basket.count === 1 ? "item" : "items"}, ${formatMoney(basket.subtotalMinor, brand.currencySymbol)}`}
            </span>
          </Link>
        ) : null}
        {data.inApp ? <AppCloseOnDemand basketCount={basket.count} /> : null}
        {data.customer && !data.inApp ? (
          // Logging out empties the basket: on the basket and checkout pages it asks first (app/lib/dialogs/leave-guard.tsx).
          <Form method="post" action={paths.logout()} reloadDocument className={s.account} data-empties-basket="">
            <input type="hidden" name="from" value={`${pathname}${search}`} />
            <span>{`Hi, ${data.customer.firstName}`}</span>
            <Link to={paths.orders()}>Your orders</Link>
            <button type="submit" className={s.logout}>
              Log out
            </button>
          </Form>
        ) : null}
      </div>
    </header>
  );
}
