// The words of pages whose failure is their own (an item that is not on the menu, an order that
// is not the visitor's), shown inside the page with the way back; the site's own are in
// ./error-texts.ts. Pure, so the choice is unit-tested.
import type { OrderMode } from "../domain/basket";
import { paths } from "../paths";
import { isStatus, type ErrorText } from "./error-texts";

const MODES = new Set(["collection", "delivery"]);

/** The menu the item page belongs to, when its address names one. */
function menuPathOf(params: Record<string, string | undefined>): string | null {
  const { mode = "", restaurantId = "" } = params;
  return MODES.has(mode) && /^[1-9]\d{0,9}$/.test(restaurantId) ? paths.menu(mode as OrderMode, restaurantId) : null;
}

/** The customise and bundle pages: an item that cannot be shown here (404), back to its menu. */
export function menuItemErrorText(error: unknown, params: Record<string, string | undefined>): ErrorText | null {
  if (!isStatus(error, 404, 403)) return null;
  const menu = menuPathOf(params);
  return {
    heading: "Item not available",
    body: "Sorry, we couldn’t find that item. It may have come off the menu, or the link may be wrong.",
    links: [menu ? { href: menu, label: "Back to the menu" } : { href: paths.home(), label: "Start a new order" }],
  };
}

/** The confirmation page: an order that is not there, or not the visitor's (both 404 by design, decision 013). */
export function orderErrorText(error: unknown): ErrorText | null {
  if (!isStatus(error, 404, 403)) return null;
  return {
    heading: "Order not found",
    body: "Sorry, we couldn’t find that order. An order can only be seen by the customer who placed it: signed in to their account, or in the browser they paid with as a guest.",
    links: [
      { href: paths.orders(), label: "Your orders" },
      { href: paths.home(), label: "Start a new order" },
    ],
  };
}
