import { useEffect, useRef, type ReactNode } from "react";
import { Link, useFetcher, useFetchers, useSubmit } from "react-router";
import type { MenuCardBundle, MenuCardItem } from "../../../domain/menu/menu-view";
import type { OrderMode } from "../../../domain/basket/basket";
import { formatMoney } from "../../../domain/money";
import { allergenName } from "../../../domain/menu/allergens";
import { paths } from "../../paths";
import { useNotice } from "../../lib/a11y/notice";
import { pageChange, track } from "../../lib/analytics";
import { button, visuallyHidden } from "../../styles/ui.css";
import { DietBadges } from "./diet-badges";
import * as s from "./menu.css";
import { DishPicture } from "../ui/dish-picture";

export const ADD_FETCHER_PREFIX = "add:";

/**
 * A card's frame: the article named by its heading (its id the anchor the menu links to), the
 * picture, the name and the description, then what the card adds (`children`), then its actions.
 */
function CardFrame({
  anchor,
  product,
  actions,
  children,
}: {
  anchor: string;
  product: { image: string; name: string; description: string };
  actions: ReactNode;
  children: ReactNode;
}) {
  const nameId = `${anchor}-name`;
  return (
    <article className={s.card} aria-labelledby={nameId} id={anchor}>
      <DishPicture className={s.cardImage} src={`/images/menu/${product.image}`} width={320} height={240} />
      <div className={s.cardBody}>
        <h4 id={nameId} className={s.cardTitle}>
          {product.name}
        </h4>
        <p className={s.cardText}>{product.description}</p>
        {children}
      </div>
      <div className={s.actions}>{actions}</div>
    </article>
  );
}

/** A card's way to the product's page, or, while it cannot be had (`href` null), the same words on a disabled button. */
function CardLink({
  href,
  className,
  name,
  autoFocus,
  children,
}: {
  href: string | null;
  className: string;
  /** The product's name, said after the words to screen readers. */
  name: string;
  autoFocus?: boolean;
  children: string;
}) {
  const words = (
    <>
      {children}
      <span className={visuallyHidden}>{` ${name}`}</span>
    </>
  );
  return href === null ? (
    <button type="button" className={className} disabled>
      {words}
    </button>
  ) : (
    // eslint-disable-next-line jsx-a11y/no-autofocus -- without JavaScript, focus returns to the card's product
    <Link className={className} to={href} autoFocus={autoFocus}>
      {words}
    </Link>
  );
}

/**
 * 'Add': a POST form; with JavaScript a fetcher that keeps the page where it is, once the
 * restaurant is chosen (before, a plain post: see `MenuOf`).
 */
function AddButton({
  item,
  currencySymbol,
  focus,
  basketPath,
  chosen,
}: {
  item: MenuCardItem;
  currencySymbol: string;
  focus: boolean;
  basketPath: string;
  chosen: boolean;
}) {
  const fetcher = useFetcher<{ added?: string; error?: string }>({ key: `${ADD_FETCHER_PREFIX}${item.id}` });
  const submit = useSubmit();
  const busy = useFetchers().some((f) => f.key.startsWith(ADD_FETCHER_PREFIX) && f.state !== "idle");
  const notify = useNotice();
  const tracked = useRef<unknown>(null);
  useEffect(() => {
    // Each add the server confirmed is sent once (the action leaves it to this card: `js`).
    if (fetcher.state === "idle" && fetcher.data?.added && tracked.current !== fetcher.data) {
      tracked.current = fetcher.data;
      track({ name: "add_to_basket", source: "menu", itemId: item.id, quantity: 1 }, pageChange("add"));
    }
    if (fetcher.state === "idle" && fetcher.data?.added) notify("Item added to order");
    if (fetcher.state === "idle" && fetcher.data?.error) notify(fetcher.data.error);
  }, [fetcher.state, fetcher.data, notify, item.id]);
  const disabled = item.outOfStock || !item.addable;
  // Once added, the basket is one Tab away from here, however deep in the menu.
  const added = focus || fetcher.data?.added === item.id;
  return (
    <>
      {/* Without JavaScript it posts to the page's own address (its path and query). */}
      <fetcher.Form
        method="post"
        onSubmit={(event) => {
          event.preventDefault();
          if (!chosen) {
            void submit(event.currentTarget, { method: "post", preventScrollReset: true });
            return;
          }
          // One basket call at a time: a second add while one runs is ignored.
          if (busy) return;
          void fetcher.submit({ intent: "add", itemId: item.id, price: String(item.priceMinor), js: "1" }, { method: "post" });
        }}
      >
        <input type="hidden" name="intent" value="add" />
        <input type="hidden" name="itemId" value={item.id} />
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- without JavaScript, focus returns to the 'Add' just used */}
        <button type="submit" className={button.primary} disabled={disabled} autoFocus={focus}>
          Add
          <span className={visuallyHidden}>
            {" "}
            {item.name} for {formatMoney(item.priceMinor, currencySymbol)}
          </span>
        </button>
      </fetcher.Form>
      {added ? (
        <Link className={button.quiet} to={basketPath}>
          Go to basket
        </Link>
      ) : null}
    </>
  );
}

/** The 'Item added to order' notice (after the menu's heading in the reading order; shown fixed near the basket bar). */
export function AddedNotice({
  message,
  close,
  live,
  closable,
}: {
  message: string | null;
  close: () => void;
  live: boolean;
  closable: boolean;
}) {
  if (!message) return null;
  return (
    <p className={s.notice} role={live ? "status" : undefined}>
      <span>{message}</span>
      {closable ? (
        <button type="button" className={s.noticeClose} onClick={close}>
          <span aria-hidden="true">×</span>
          <span className={visuallyHidden}>Close notification</span>
        </button>
      ) : null}
    </p>
  );
}

/** The menu a card is on: its journey and restaurant. */
/**
 * The menu the cards are on. `chosen` is false on a menu opened from a link with the basket
 * elsewhere: 'Add' is then a plain post (a navigation with JavaScript too), whose answer may be the
 * page's 'Are you sure?' before another restaurant's basket is emptied.
 */
export type MenuOf = { mode: OrderMode; restaurantId: number; chosen: boolean };

export function ItemCard({
  item,
  menu,
  currencySymbol,
  showCalories,
  diets = [],
  focus = null,
  basketPath,
}: {
  item: MenuCardItem;
  menu: MenuOf;
  currencySymbol: string;
  showCalories: boolean;
  /** The menu's diet filters, carried to the item's information and the customise page. */
  diets?: readonly string[];
  /**
   * Where the server renders focus on this card, without JavaScript: its 'Add' (the page after
   * adding it) or its 'More information' (the page after closing that).
   */
  focus?: "add" | "info" | null;
  basketPath: string;
}) {
  const quickAddable = item.addable || !item.customisable;
  return (
    <CardFrame
      anchor={`item-${item.id}`}
      product={item}
      actions={
        <>
          {item.customisable ? (
            <CardLink
              href={item.outOfStock ? null : paths.customise(menu.mode, menu.restaurantId, item.id, { diet: diets })}
              className={button.secondary}
              name={item.name}
              // eslint-disable-next-line jsx-a11y/no-autofocus -- without JavaScript, focus returns to the item just customised and added
              autoFocus={focus === "add" && !quickAddable}
            >
              Customise
            </CardLink>
          ) : null}
          {quickAddable ? (
            <AddButton item={item} currencySymbol={currencySymbol} focus={focus === "add"} basketPath={basketPath} chosen={menu.chosen} />
          ) : focus === "add" ? (
            <Link className={button.quiet} to={basketPath}>
              Go to basket
            </Link>
          ) : null}
        </>
      }
    >
      <p className={s.price}>
        {formatMoney(item.priceMinor, currencySymbol)}
        {showCalories ? <span className={s.cardText}> · {item.calories} kcal</span> : null}
      </p>
      {item.outOfStock ? <p className={s.cardText}>Out of stock at this restaurant</p> : null}
      <DietBadges diets={item.diets} tags={item.tags} />
      <p className={s.cardText}>
        <Link
          to={paths.menu(menu.mode, menu.restaurantId, { info: item.id, diet: diets })}
          preventScrollReset
          // eslint-disable-next-line jsx-a11y/no-autofocus -- without JavaScript, focus returns here when the information closes
          autoFocus={focus === "info"}
          onClick={() => track({ name: "product_details_event", itemId: item.id })}
        >
          More information<span className={visuallyHidden}> about {item.name}</span>
        </Link>
      </p>
      {item.allergens.length ? (
        <details>
          <summary>
            Allergens<span className={visuallyHidden}> in {item.name}</span>
          </summary>
          <p className={s.cardText}>{item.allergens.map(allergenName).join(", ")}</p>
        </details>
      ) : null}
    </CardFrame>
  );
}

export function BundleCard({ bundle, menu, currencySymbol }: { bundle: MenuCardBundle; menu: MenuOf; currencySymbol: string }) {
  return (
    <CardFrame
      anchor={`bundle-${bundle.id}`}
      product={bundle}
      actions={
        <CardLink
          href={bundle.available ? paths.bundle(menu.mode, menu.restaurantId, bundle.name) : null}
          className={button.primary}
          name={bundle.name}
        >
          Choose
        </CardLink>
      }
    >
      <p className={s.price}>{formatMoney(bundle.priceMinor, currencySymbol)}</p>
      {!bundle.available ? <p className={s.cardText}>Out of stock at this restaurant</p> : null}
      <DietBadges diets={bundle.diets} />
    </CardFrame>
  );
}
