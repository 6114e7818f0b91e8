// The words of the error pages: the site's own (the root's boundary, for any page) and those of
// pages whose failure is their own (an item that is not on the menu, an order that is not the
// visitor's), shown inside the page with the way back. Pure, so the choice is unit-tested.
import { isRouteErrorResponse } from "react-router";
import type { OrderMode } from "../domain/basket";
import { paths } from "../paths";

export interface ErrorText {
  /** The h1, and the document's title. */
  heading: string;
  body: string;
  links: { href: string; label: string }[];
}

const START = { href: paths.home(), label: "Back to the start" };

/** Where the status of a refused request is the point (404, 403): not a fault of the site. */
const isStatus = (error: unknown, ...statuses: number[]) => isRouteErrorResponse(error) && statuses.includes(error.status);

/**
 * The root boundary's page. An unexpected error's own message is shown in development only: in
 * production it could tell a stranger about the code or the data, so the customer gets a sentence.
 */
export function siteErrorText(error: unknown, dev: boolean): ErrorText {
  if (isStatus(error, 404))
    return {
      heading: "Page not found",
      body: "Sorry, we couldn’t find that page. It may have moved, or the link may be wrong.",
      links: [{ href: paths.home(), label: "Start a new order" }],
    };
  // The database cannot take writes (server/http/storage-errors.ts): the customer tries again later.
  if (isStatus(error, 503))
    return { heading: "We can’t take orders right now", body: "Please try again in a few minutes.", links: [START] };
  // Another refused request (a form the server could not read, a method the page does not take).
  if (isRouteErrorResponse(error) && error.status < 500)
    return {
      heading: "We couldn’t read that request",
      body: "Oops! We couldn’t read that request. Please go back to the start and try again.",
      links: [START],
    };
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText || ""}`.trim()
    : !dev
      ? "Sorry, something went wrong. Please try again."
      : error instanceof Error
        ? error.message
        : "Unknown error";
  return { heading: "Unexpected Application Error!", body: detail, links: [START] };
}

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
