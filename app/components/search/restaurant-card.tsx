import { useState } from "react";
import { Form } from "react-router";
import type { OrderMode } from "../../../domain/basket/basket";
import { formatMoney } from "../../../domain/money";
import { intentName } from "../../forms/intent";
import { cardAction, type RestaurantResult } from "../../../domain/search/restaurant";
import { filePaths } from "../../paths";
import { button, visuallyHidden } from "../../styles/ui.css";
import { ErrorIcon } from "../site/error-icon";
import { useHydrated } from "../../lib/hydrated";
import * as s from "./search.css";

function openingText(r: RestaurantResult): string {
  switch (r.openingStatus) {
    case "open":
      return `Open today ${r.openingTime} – ${r.closingTime}`;
    case "opens-later":
      return `Opens today at ${r.openingTime}, closes ${r.closingTime}`;
    case "closed-for-day":
      return `Closed for the rest of today (was open ${r.openingTime} – ${r.closingTime})`;
    case "closed-today":
      return "Closed today";
  }
}

/**
 * 'Show map': nothing is downloaded until the customer asks. Without JavaScript a link to the map
 * (an image inside a closed `<details>` is fetched anyway, `loading="lazy"` needing scripting);
 * with it, a disclosure whose image is drawn once opened.
 */
function RestaurantMap({ restaurant: r }: { restaurant: RestaurantResult }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const src = filePaths.staticMap({ lat: r.latitude, lon: r.longitude, zoom: 13, w: 560, h: 321 });
  const label = (
    <>
      Show map<span className={visuallyHidden}>{` of ${r.name}`}</span>
    </>
  );
  if (!hydrated)
    return (
      <a className={s.mapSummary} href={src}>
        {label}
      </a>
    );
  return (
    <details className={s.map} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className={s.mapSummary}>{label}</summary>
      {open ? <img className={s.mapImage} src={src} alt={`Map showing where ${r.name} is`} width={560} height={321} /> : null}
    </details>
  );
}

export function RestaurantCard({
  restaurant: r,
  mode,
  searchTerm,
  location,
  currencySymbol,
  distanceText,
}: {
  restaurant: RestaurantResult;
  mode: OrderMode;
  searchTerm: string;
  location: { latitude: number; longitude: number } | null;
  currencySymbol: string;
  distanceText: string;
}) {
  const action = cardAction(r, mode);
  const nameId = `restaurant-${r.id}-name`;
  const messageId = `restaurant-${r.id}-message`;
  return (
    <article className={s.card} aria-labelledby={nameId}>
      <div className={s.cardHeader}>
        <h3 id={nameId} className={s.cardName}>
          {r.name}
        </h3>
        <span className={s.distance}>{distanceText}</span>
      </div>
      {r.delivery?.isCheapest || r.delivery?.isFastest || r.closingSoon ? (
        <ul className={s.badges} aria-label="Highlights">
          {r.delivery?.isCheapest ? <li className={s.badge}>Lowest Delivery Fee</li> : null}
          {r.delivery?.isFastest ? <li className={s.badge}>Fastest</li> : null}
          {r.closingSoon ? <li className={s.badge}>Closing soon</li> : null}
        </ul>
      ) : null}
      <dl className={s.detailList}>
        <dt className={s.detailTerm}>Opening</dt>
        <dd className={s.detailValue}>{openingText(r)}</dd>
        {mode === "delivery" && r.delivery && !r.delivery.error ? (
          <>
            <dt className={s.detailTerm}>Delivery</dt>
            <dd className={s.detailValue}>
              {`${r.delivery.estimated_duration.begin} - ${r.delivery.estimated_duration.end} mins, fee ${formatMoney(r.delivery.delivery_fee.fractional, currencySymbol)}`}
            </dd>
          </>
        ) : null}
        <dt className={s.detailTerm}>Address</dt>
        <dd className={s.detailValue}>{r.fullAddress}</dd>
        <dt className={s.detailTerm}>Telephone</dt>
        <dd className={s.detailValue}>
          <a href={`tel:${r.telephone.replace(/\s+/g, "")}`}>{r.telephone}</a>
        </dd>
        {r.facilities.length ? (
          <>
            <dt className={s.detailTerm}>Facilities</dt>
            <dd className={s.detailValue}>{r.facilities.join(", ")}</dd>
          </>
        ) : null}
      </dl>
      {action.unavailableMessage ? (
        <p className={s.unavailable} id={messageId}>
          <ErrorIcon />
          <span>
            <span className={visuallyHidden}>Unavailable: </span>
            {action.unavailableMessage}
          </span>
        </p>
      ) : null}
      <RestaurantMap restaurant={r} />
      <Form method="post" replace>
        <input type="hidden" name="searchTerm" value={searchTerm} />
        {location ? (
          <>
            <input type="hidden" name="lat" value={location.latitude} />
            <input type="hidden" name="lon" value={location.longitude} />
          </>
        ) : null}
        <button
          type="submit"
          // The intent and the restaurant in the button's name (app/forms/intent.ts), not hidden fields.
          name={intentName("select-restaurant", { restaurantId: String(r.id) })}
          className={button.primary}
          disabled={action.disabled}
          aria-describedby={action.unavailableMessage ? messageId : undefined}
        >
          {action.text}
          <span className={visuallyHidden}>{` from ${r.name}`}</span>
        </button>
      </Form>
    </article>
  );
}
