// The restaurant's menu page. For now it names the restaurant, the journey's subtitle and the
// menu's categories; browsing and customising items is built on it.
import { data, redirect } from "react-router";
import type { Route } from "./+types/menu";
import { getApp } from "../context";
import { isDeliveryExpired } from "../domain/basket";
import { menuParams } from "../forms/search.server";
import { container } from "../styles/ui.css";

export async function loader({ params, context }: Route.LoaderArgs) {
  const { services, session } = getApp(context);
  const parsed = menuParams.safeParse(params);
  if (!parsed.success) throw data(null, { status: 404 });
  const { mode, restaurantId } = parsed.data;
  const basket = await services.baskets.peek(session.basketId);
  const state = basket?.state;
  // Journey rules: a menu belongs to the journey the basket is on, for the restaurant chosen.
  if (mode === "delivery" && state && isDeliveryExpired(state, services.clock.now())) throw redirect("/delivery");
  if (!state || state.mode !== mode || state.restaurantId !== restaurantId) throw redirect(`/${mode}`);
  const restaurant = await services.search.restaurant(restaurantId);
  if (!restaurant) throw redirect(`/${mode}`);
  const menu = await services.menus.get(services.brand.code);
  return {
    mode,
    restaurantName: restaurant.name,
    searchTerm: state.searchTerm,
    delivery: state.delivery ? { begin: state.delivery.duration.begin, end: state.delivery.duration.end } : null,
    categories: menu?.menu.categories.map((c) => c.name) ?? [],
    brandName: services.brand.name,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `Menu: ${loaderData?.restaurantName ?? ""} | ${loaderData?.brandName ?? ""}` }];
}

export default function Menu({ loaderData }: Route.ComponentProps) {
  const { mode, restaurantName, delivery, searchTerm } = loaderData;
  const back = `/${mode}${searchTerm ? `?q=${encodeURIComponent(searchTerm)}` : ""}`;
  return (
    <div className={container}>
      <p>
        <a href={back}>Back to restaurants</a>
      </p>
      <h1>{restaurantName}</h1>
      <p>
        {mode === "delivery" && delivery
          ? `Estimated delivery time: ${delivery.begin} - ${delivery.end} mins`
          : `You are ordering for collection from ${restaurantName} restaurant.`}
      </p>
      {mode === "collection" ? (
        <p>
          <a href={back}>Change restaurant</a>
        </p>
      ) : null}
      <h2>Menu</h2>
      <ul>
        {loaderData.categories.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
    </div>
  );
}
