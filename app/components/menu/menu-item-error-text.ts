// The words of the item pages (customise, bundle) when the item is not there, shown inside the page
// with the way back to its menu; the order page's are in ./order-error-text.ts (each page loads only
// its own), the site's in ./error-texts.ts. Pure, so the choice is unit-tested.
import type { OrderMode } from "../../../domain/basket/basket";
import { paths } from "../../paths";
import { isStatus, type ErrorText } from "../site/error-texts";

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
