// The basket's dialogs (decision 009): the bundles-and-vouchers refusal, the out-of-stock list, the
// employee discount offer and the vouchers removed. The page shows them first (`DialogPage`). Their
// module (basket-dialog-list.tsx) comes when one is shown, or once the basket is idle (decision 023).
import type { OrderMode } from "../../../domain/basket/basket";
import type { removalDialogText } from "../../../domain/basket/vouchers";
import type { CheckoutDialog } from "../../routes/basket-checkout.server";
import { onDemand } from "../../lib/on-demand";

type Line = { customID: string; name: string };

export interface BasketDialogState {
  bundlesRefusal: boolean;
  unavailable: Line[];
  available: Line[];
  offerEmployeeDiscount: boolean;
  removal: ReturnType<typeof removalDialogText>;
  /** A delivery under the minimum, shown on arriving at the basket until dismissed (spec 2 §4). */
  deliveryMinimum: { title: string; text: string; menuPath: string; dismissHref: string; mode: OrderMode } | null;
  /** The add-more-items or upsell dialog on 'Checkout' (docs/decisions/021). */
  checkout: CheckoutDialog;
  menuPath: string;
  mode: OrderMode;
}

/** Whether any of the basket's dialogs is open. */
export const basketDialogOpen = (d: {
  bundlesRefusal: boolean;
  unavailable: readonly unknown[];
  offerEmployeeDiscount: boolean;
  removal: unknown;
  deliveryMinimum: unknown;
  checkout: unknown;
}) =>
  d.bundlesRefusal ||
  d.unavailable.length > 0 ||
  d.offerEmployeeDiscount ||
  Boolean(d.removal) ||
  Boolean(d.deliveryMinimum) ||
  Boolean(d.checkout);

/** The delivery minimum's words (spec 2 §8), in the dialog and beside the totals. */
export const DELIVERY_MINIMUM_TITLE = "Order below minimum delivery amount";
export const deliveryMinimumText = (currencySymbol: string) =>
  `Your order is below the minimum delivery amount. Please bring the total to ${currencySymbol}10 or more to continue`;

/** The dialogs' module; the basket asks for it once it is idle. */
export const loadBasketDialogs = () => import("./basket-dialog-list");

export const BasketDialogs = onDemand(() => loadBasketDialogs().then((m) => m.BasketDialogs));
