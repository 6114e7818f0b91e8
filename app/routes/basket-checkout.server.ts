// 'Checkout' on the basket (docs/decisions/021). Without JavaScript the button always comes here
// (`?checkout=1`), to be recorded; with it, only when a dialog may come first. Then:
// - an empty basket (a basket page left open while it emptied) opens the add-more-items dialog;
// - a basket of mains only opens the upsell dialog, once per press ('Continue to checkout' comes
//   back with `upsell=seen`; an item added from it comes back with `upsell=open`);
// - otherwise the checkout is recorded and the customer goes on.
import { redirect } from "react-router";
import type { AppLoadContext } from "../context";
import type { BasketState, OrderMode } from "../../domain/basket/basket";
import { CHECKOUT_UPSELL_LIMIT } from "../../server/basket";
import { paths } from "../paths";
import { recordCheckout } from "../forms/analytics.server";

export type CheckoutDialog =
  | { kind: "add-more-items" }
  | { kind: "upsell"; items: { id: string; name: string; priceMinor: number; image: string }[]; continueHref: string }
  | null;

/** The basket page's address that goes on from the upsell dialog to the checkout. */
const continueToCheckoutHref = (mode: OrderMode) => paths.basket(mode, { checkout: 1, upsell: "seen" });
/** Where an item added from the upsell dialog comes back to: the dialog, still open. */
export const upsellDialogHref = (mode: OrderMode) => paths.basket(mode, { checkout: 1, upsell: "open" });

export async function checkoutStep(
  app: AppLoadContext,
  input: { url: URL; mode: OrderMode; state: BasketState; empty: boolean; checkoutPath: string },
): Promise<{ dialog: CheckoutDialog; upsellFirst: boolean }> {
  const { url, mode, state, empty, checkoutPath } = input;
  const offer = empty ? [] : await app.services.upsells.beforeCheckout(state);
  const upsellFirst = offer.length > 0;
  if (url.searchParams.get("checkout") !== "1") return { dialog: null, upsellFirst };
  if (empty) return { dialog: { kind: "add-more-items" }, upsellFirst };
  const upsell = url.searchParams.get("upsell");
  // After an item added from the dialog the basket holds an extra, so the offer is empty: the
  // dialog stays open with what is left to suggest, until 'Continue to checkout'.
  const shown = upsell === "open" ? (await app.services.upsells.list(state, "Upsell")).slice(0, CHECKOUT_UPSELL_LIMIT) : offer;
  if (upsell !== "seen" && (upsell === "open" || upsellFirst))
    return { dialog: { kind: "upsell", items: shown, continueHref: continueToCheckoutHref(mode) }, upsellFirst };
  await recordCheckout(app, mode);
  throw redirect(checkoutPath);
}
