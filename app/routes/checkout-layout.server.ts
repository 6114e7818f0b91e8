// The rule checkout details and payment share, run once by their layout
// (app/routes/checkout-layout.tsx): the basket is on this journey at a restaurant (else the
// journey's search), and who is ordering (a customer, a guest, or nobody yet). What else each page
// needs (lines, details, a payable basket) is the page's own.
import { redirect } from "react-router";
import type { AppLoadContext } from "../context";
import type { OrderMode } from "../../domain/basket/basket";
import { paths } from "../paths";

export async function requireCheckoutBasket(app: AppLoadContext, mode: OrderMode) {
  const basket = await app.services.baskets.peek(app.session.basketId);
  const state = basket?.state;
  if (!state || state.restaurantId === null || state.mode !== mode) throw redirect(paths.search(mode));
  const identity = await app.services.customers.checkoutIdentity(app.session);
  return { mode, state, restaurantId: state.restaurantId, identity };
}

export type CheckoutBasket = Awaited<ReturnType<typeof requireCheckoutBasket>>;
