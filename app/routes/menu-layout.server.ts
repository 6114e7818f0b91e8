// The journey rule of every menu page (menu, customise, bundle), run once by their layout
// (app/routes/menu-layout.tsx). A menu address shows that restaurant's menu: opened from a link (an
// e-mail, a shared link, a search engine) with no restaurant chosen, or another on this journey,
// the page is shown as if to a new customer (`chosen: false`), nothing stored changes, and the
// first 'Add' chooses the restaurant (`services.journey.chooseFromMenu`, asking first when that
// would empty another restaurant's basket). A basket on the other journey sends the customer to
// this journey's start (spec 1 §4); one here whose delivery quote has expired, to the delivery search.
// A restaurant just chosen by a browser that keeps no cookies leads to the page saying so.
import { data, redirect } from "react-router";
import type { AppLoadContext } from "../context";
import { emptyBasketState, isDeliveryExpired } from "../../domain/basket/basket";
import { paths } from "../paths";
import { menuParams } from "../forms/menu.server";

export async function requireMenuJourney(app: AppLoadContext, params: Record<string, string | undefined>, url: URL) {
  const { services, session } = app;
  const parsed = menuParams.safeParse(params);
  if (!parsed.success) throw data(null, { status: 404 });
  const { mode, restaurantId } = parsed.data;
  // Just chosen, and the basket cookie did not come back: this browser keeps no cookies.
  if (url.searchParams.get("cookies") === "check" && session.basketId && session.basketIsNew)
    throw redirect(paths.cookiesNeeded({ redirectTo: paths.search(mode) }));
  const restaurant = await services.search.restaurant(restaurantId);
  if (!restaurant) throw redirect(paths.search(mode));
  const basket = await services.baskets.peek(session.basketId);
  // Spec 1 §4: a menu of the other journey than the basket's sends the customer to its start.
  if (basket?.state.restaurantId != null && basket.state.mode !== null && basket.state.mode !== mode) throw redirect(paths.search(mode));
  const chosen = basket !== null && basket.state.mode === mode && basket.state.restaurantId === restaurantId;
  if (chosen && mode === "delivery" && isDeliveryExpired(basket.state, services.clock.now())) throw redirect(paths.search("delivery"));
  // Not chosen: an empty basket at this restaurant, for showing the page only (never stored).
  const state = chosen ? basket.state : { ...emptyBasketState(), mode, restaurantId };
  return { mode, restaurantId, restaurant, state, chosen, menuPath: paths.menu(mode, restaurantId) };
}

export type MenuJourney = Awaited<ReturnType<typeof requireMenuJourney>>;
