// The sticky bottom banner: basket count and value with a checkout button. Adds in flight are
// counted at once (optimistic); the server's numbers replace them when the add completes.
import { useFetchers, useRouteLoaderData, Link } from "react-router";
import { formatMoney } from "../../../domain/money";
import type { RootData } from "../../root";
import { container } from "../../styles/ui.css";
import { ADD_FETCHER_PREFIX } from "../menu/menu-card";
import * as s from "../menu/menu.css";

export function BasketBanner({ basketPath }: { basketPath: string }) {
  const root = useRouteLoaderData<RootData>("root");
  const pending = useFetchers().filter((f) => f.key.startsWith(ADD_FETCHER_PREFIX) && f.formData !== undefined);
  if (!root) return null;
  const count = root.basket.count + pending.length;
  const value = root.basket.subtotalMinor + pending.reduce((sum, f) => sum + (Number(f.formData?.get("price")) || 0), 0);
  return (
    <aside className={s.banner} aria-label="Your basket">
      <div className={`${container} ${s.bannerInner}`}>
        <p className={s.bannerText}>{`${count} ${count === 1 ? "item" : "items"} · ${formatMoney(value, root.brand.currencySymbol)}`}</p>
        <Link className={s.bannerButton} to={basketPath}>
          Checkout
        </Link>
      </div>
    </aside>
  );
}
