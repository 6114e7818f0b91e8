// Suggestions on the basket, each added with one POST (a fetcher with JavaScript).
import { useFetcher } from "react-router";
import { formatMoney } from "../domain/money";
import { button, visuallyHidden } from "../styles/ui.css";
import * as s from "./basket.css";

export function UpsellStrip({
  title,
  items,
  currencySymbol,
}: {
  title: string;
  items: { id: string; name: string; priceMinor: number; image: string }[];
  currencySymbol: string;
}) {
  if (!items.length) return null;
  const id = `upsell-${title.replace(/\W+/g, "-").toLowerCase()}`;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={s.lineName}>
        {title}
      </h2>
      <ul className={s.upsells}>
        {items.map((item) => (
          <UpsellCard key={item.id} item={item} currencySymbol={currencySymbol} />
        ))}
      </ul>
    </section>
  );
}

function UpsellCard({
  item,
  currencySymbol,
}: {
  item: { id: string; name: string; priceMinor: number; image: string };
  currencySymbol: string;
}) {
  const fetcher = useFetcher({ key: `upsell:${item.id}` });
  return (
    <li className={s.upsell}>
      <img src={`/images/menu/${item.image}`} alt="" width={96} height={72} loading="lazy" className={s.upsellImage} />
      <span>{item.name}</span>
      <span className={s.money}>{formatMoney(item.priceMinor, currencySymbol)}</span>
      <fetcher.Form method="post">
        <button type="submit" name="intent" value={`upsell|${item.id}`} className={button.secondary} disabled={fetcher.state !== "idle"}>
          Add<span className={visuallyHidden}> {item.name}</span>
        </button>
      </fetcher.Form>
    </li>
  );
}
