// Suggestions on the basket, each added with one POST (a fetcher with JavaScript). A card can leave
// the strip once its item is in the basket: focus then falls back to the strip's heading.
import { useFetcher } from "react-router";
import { FetcherForm } from "./form";
import { intentName } from "../forms/intent";
import { formatMoney } from "../domain/money";
import { button, visuallyHidden } from "../styles/ui.css";
import * as s from "./basket.css";
import { pageChange, track, TrackedHere } from "../lib/analytics";

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
    <section aria-labelledby={id} data-focus-fallback={id}>
      <h2 id={id} className={s.lineName} tabIndex={-1}>
        {title}
      </h2>
      <ul className={s.upsells}>
        {items.map((item, index) => (
          <UpsellCard key={item.id} item={item} currencySymbol={currencySymbol} eager={index < EAGER_PICTURES} />
        ))}
      </ul>
    </section>
  );
}

/**
 * The strip's first row of pictures is on screen on a phone when the basket opens (one of them is
 * often the page's largest paint): those load at once, found by the browser's preload scanner.
 */
const EAGER_PICTURES = 4;

/** One suggestion with its 'Add'; from the upsell dialog (`then="checkout"`) the dialog stays open after the add. */
export function UpsellCard({
  item,
  currencySymbol,
  then,
  eager = false,
}: {
  item: { id: string; name: string; priceMinor: number; image: string };
  currencySymbol: string;
  then?: "checkout";
  eager?: boolean;
}) {
  const fetcher = useFetcher({ key: `upsell:${item.id}` });
  return (
    <li className={then ? s.upsellRow : s.upsell}>
      <img src={`/images/menu/${item.image}`} alt="" width={96} height={72} loading={eager ? "eager" : "lazy"} className={s.upsellImage} />
      {then ? (
        <p className={s.upsellText}>
          <span>{item.name}</span> <span className={s.money}>{formatMoney(item.priceMinor, currencySymbol)}</span>
        </p>
      ) : (
        <>
          {`${item.name} `}
          <span className={s.money}>{formatMoney(item.priceMinor, currencySymbol)}</span>
        </>
      )}
      <FetcherForm
        fetcher={fetcher}
        method="post"
        onSubmit={(event) => {
          // One add at a time; the button stays enabled so it keeps focus.
          if (fetcher.state !== "idle") return event.preventDefault();
          // The recommendations call (spec 2 §7): the item's meta and its objectId.
          track(
            { name: "recommendation_add", objectId: item.id, item: { id: item.id, name: item.name, priceMinor: item.priceMinor } },
            pageChange("add"),
          );
        }}
      >
        <TrackedHere />
        <button
          type="submit"
          // The intent and the item in the button's name (app/forms/intent.ts), not hidden fields:
          // two elements fewer on each of the basket's eleven cards.
          name={intentName("upsell", then ? { itemId: item.id, then } : { itemId: item.id })}
          className={button.secondary}
          aria-disabled={fetcher.state !== "idle" || undefined}
        >
          Add<span className={visuallyHidden}>{` ${item.name}`}</span>
        </button>
      </FetcherForm>
    </li>
  );
}
