// The words of the order page when the order is not there or not the visitor's, shown inside the
// page with the ways on; the item pages' are in ./menu-item-error-text.ts, the site's in
// ./error-texts.ts. Pure, so the choice is unit-tested.
import { paths } from "../../paths";
import { isStatus, type ErrorText } from "../site/error-texts";

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
