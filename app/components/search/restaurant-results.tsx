// The search's restaurant cards, nearest first, ten at a time (decision 035): 'Show more restaurants'
// is a plain link to the same search with the next ten added, landing on the first of them. With
// JavaScript it is a client navigation: the cards already shown stay, the next ten are appended and
// the first new one takes focus; without it, the browser's fragment does the same.
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import type { OrderMode } from "../../../domain/basket/basket";
import { formatDistance } from "../../../domain/search/geo";
import type { RestaurantResult } from "../../../domain/search/restaurant";
import { RestaurantCard } from "./restaurant-card";
import { button } from "../../styles/ui.css";
import * as s from "./search.css";

/** The id of the n-th card's list item (counting from 1): the fragment 'Show more restaurants' lands on. */
const cardAnchor = (n: number) => `result-${n}`;

export function RestaurantResults({
  restaurants,
  total,
  near,
  moreHref,
  mode,
  term,
  location,
  currencySymbol,
  distanceUnit,
}: {
  restaurants: RestaurantResult[];
  total: number;
  /** The postcode searched for, or "your location". */
  near: string;
  /** The same search with ten more restaurants. */
  moreHref: string;
  mode: OrderMode;
  term: string;
  location: { latitude: number; longitude: number } | null;
  currencySymbol: string;
  distanceUnit: "miles" | "km";
}) {
  const list = useRef<HTMLUListElement>(null);
  const shownBefore = useRef(restaurants.length);
  // After 'Show more restaurants' (a client navigation), focus moves to the first new card's name.
  useEffect(() => {
    const before = shownBefore.current;
    shownBefore.current = restaurants.length;
    if (restaurants.length <= before) return;
    const name = list.current?.querySelector<HTMLElement>(`#${cardAnchor(before + 1)} h3`);
    if (!name) return;
    name.tabIndex = -1;
    name.focus();
  }, [restaurants.length]);

  return (
    <section className={s.results} aria-labelledby="results-heading">
      <h2 id="results-heading" className={s.resultsHeading} aria-live="polite">
        {`${total} ${total === 1 ? "restaurant" : "restaurants"} near ${near}`}
      </h2>
      <ul className={s.list} ref={list}>
        {restaurants.map((r, i) => (
          <li key={r.id} id={cardAnchor(i + 1)}>
            <RestaurantCard
              restaurant={r}
              mode={mode}
              searchTerm={term}
              location={location}
              currencySymbol={currencySymbol}
              distanceText={formatDistance(r.distance, distanceUnit)}
            />
          </li>
        ))}
      </ul>
      {total > restaurants.length ? (
        <p className={s.more}>
          <span>{`Showing the nearest ${restaurants.length} of ${total}.`}</span>{" "}
          <Link to={`${moreHref}#${cardAnchor(restaurants.length + 1)}`} preventScrollReset className={button.secondary}>
            Show more restaurants
          </Link>
        </p>
      ) : null}
    </section>
  );
}
