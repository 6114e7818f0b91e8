// The words of the site's error page (the root's boundary, for any page). Those of pages whose
// failure is their own are in ./menu-item-error-text.ts and ./order-error-text.ts, with those
// pages' scripts. Pure, so the choice is unit-tested.
import { isRouteErrorResponse } from "react-router";
import { paths } from "../../paths";

export interface ErrorText {
  /** The h1, and the document's title. */
  heading: string;
  body: string;
  links: { href: string; label: string }[];
}

const START = { href: paths.home(), label: "Back to the start" };

/** Where the status of a refused request is the point (404, 403): not a fault of the site. */
export const isStatus = (error: unknown, ...statuses: number[]) => isRouteErrorResponse(error) && statuses.includes(error.status);

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
