// The journey rule of every menu page (menu, customise, bundle), run once by their layout
// (app/routes/menu-layout.tsx): the basket must be on this journey, for this restaurant, with a
// delivery quote that still holds.
import { data, redirect } from "react-router";
import type { AppLoadContext } from "../context";
import { isDeliveryExpired } from "../../domain/basket/basket";
import { paths } from "../paths";
import { menuParams } from "../forms/menu.server";

export async function requireMenuJourney(app: AppLoadContext, params: Record<string, string | undefined>) {
  const { services, session } = app;
  const parsed = menuParams.safeParse(params);
  if (!parsed.success) throw data(null, { status: 404 });
  const { mode, restaurantId } = parsed.data;
  const basket = await services.baskets.peek(session.basketId);
  const state = basket?.state;
  if (mode === "delivery" && state && isDeliveryExpired(state, services.clock.now())) throw redirect(paths.search("delivery"));
  if (!state || state.mode !== mode || state.restaurantId !== restaurantId) throw redirect(paths.search(mode));
  const restaurant = await services.search.restaurant(restaurantId);
  if (!restaurant) throw redirect(paths.search(mode));
  return { mode, restaurantId, restaurant, state, menuPath: paths.menu(mode, restaurantId) };
}

export type MenuJourney = Awaited<ReturnType<typeof requireMenuJourney>>;
