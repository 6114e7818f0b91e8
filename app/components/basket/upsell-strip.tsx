// Suggestions on the basket, each added with one POST (a fetcher with JavaScript). A list of them is
// one form: a card's button names its item (app/forms/intent.ts), and with JavaScript each item
// has a fetcher of its own (`upsell:<id>`), so one add at a time per item, and another item's add is
// not held back. A card can leave the strip once its item is in the basket: focus then falls back to
// the strip's heading.
import { Form, useFetchers, useSubmit } from "react-router";
import { intentName } from "../../forms/intent";
import { formatMoney } from "../../../domain/money";
import { button, visuallyHidden } from "../../styles/ui.css";
import * as s from "./basket.css";
import { pageChange, track, TrackedHere } from "../../lib/analytics";
import { DishPicture, WITH_SCRIPTS } from "../ui/dish-picture";

type Suggestion = { id: string; name: string; priceMinor: number; image: string };
const pictureOf = (item: Suggestion) => `/images/menu/${item.image}`;

export function UpsellStrip({ title, items, currencySymbol }: { title: string; items: Suggestion[]; currencySymbol: string }) {
  if (!items.length) return null;
  const id = `upsell-${title.replace(/\W+/g, "-").toLowerCase()}`;
  return (
    <section aria-labelledby={id} data-focus-fallback={id}>
      <h2 id={id} className={s.lineName} tabIndex={-1}>
        {title}
      </h2>
      <UpsellList items={items} currencySymbol={currencySymbol} />
    </section>
  );
}

/**
 * The strip's first row of pictures is on screen on a phone when the basket opens (one of them is
 * often the page's largest paint): the page preloads those at high priority, from its head; the
 * cards' pictures load lazily.
 */
const EAGER_PICTURES = 4;

/** The fetcher of an item's add: the list sends the add through it and reads its state (`useFetchers`). */
const fetcherKey = (itemId: string) => `upsell:${itemId}`;

/**
 * Suggestions with their 'Add' buttons, as one form; from the upsell dialog (`then="checkout"`) the
 * dialog stays open after an add.
 */
export function UpsellList({ items, currencySymbol, then }: { items: Suggestion[]; currencySymbol: string; then?: "checkout" }) {
  const submit = useSubmit();
  const busy = new Set(
    useFetchers()
      .filter((f) => f.state !== "idle")
      .map((f) => f.key),
  );
  const nameOf = (item: Suggestion) => intentName("upsell", then ? { itemId: item.id, then } : { itemId: item.id });
  const pressed = (target: unknown) => items.find((item) => target instanceof HTMLButtonElement && target.name === nameOf(item));
  return (
    // Without JavaScript it posts to the page's own address; with it, each add goes through its
    // item's fetcher (the page stays).
    <Form
      method="post"
      onSubmit={(event) => {
        event.preventDefault();
        const { submitter } = event.nativeEvent;
        const item = pressed(submitter);
        // One add at a time; the button stays enabled so it keeps focus.
        if (!item || busy.has(fetcherKey(item.id))) return;
        // The recommendations call (spec 2 §7): the item's meta and its objectId.
        track(
          { name: "recommendation_add", objectId: item.id, item: { id: item.id, name: item.name, priceMinor: item.priceMinor } },
          pageChange("add"),
        );
        void submit(submitter as HTMLButtonElement, { method: "post", navigate: false, fetcherKey: fetcherKey(item.id) });
      }}
    >
      <TrackedHere />
      {/* React puts these in the page's head. */}
      {(then ? [] : items.slice(0, EAGER_PICTURES)).map((item) => (
        <link key={item.id} rel="preload" as="image" href={pictureOf(item)} media={WITH_SCRIPTS} fetchPriority="high" />
      ))}
      <ul className={then ? s.applied : s.upsells}>
        {items.map((item) => (
          <UpsellCard
            key={item.id}
            item={item}
            currencySymbol={currencySymbol}
            name={nameOf(item)}
            busy={busy.has(fetcherKey(item.id))}
            then={then}
          />
        ))}
      </ul>
    </Form>
  );
}

/** One suggestion with its 'Add', the button named for its item. */
function UpsellCard({
  item,
  currencySymbol,
  name,
  busy,
  then,
}: {
  item: Suggestion;
  currencySymbol: string;
  name: string;
  busy: boolean;
  then: "checkout" | undefined;
}) {
  return (
    <li className={then ? s.upsellRow : s.upsell}>
      <DishPicture src={pictureOf(item)} width={96} height={72} className={s.upsellImage} />
      {then ? (
        <>
          <p className={s.upsellText}>
            <span>{item.name}</span> <span className={s.money}>{formatMoney(item.priceMinor, currencySymbol)}</span>
          </p>{" "}
          <AddUpsell item={item} name={name} busy={busy} />
        </>
      ) : (
        // Laid out as if its words and button sat in the card directly (`display: contents`); an old
        // engine draws a block, as Dillo must: it loses the first word of text following the picture.
        <div className={s.upsellWords}>
          {`${item.name} `}
          <span className={s.money}>{formatMoney(item.priceMinor, currencySymbol)}</span> <AddUpsell item={item} name={name} busy={busy} />
        </div>
      )}
    </li>
  );
}

function AddUpsell({ item, name, busy }: { item: Suggestion; name: string; busy: boolean }) {
  return (
    <button type="submit" name={name} className={button.secondary} aria-disabled={busy || undefined}>
      Add<span className={visuallyHidden}>{` ${item.name}`}</span>
    </button>
  );
}
