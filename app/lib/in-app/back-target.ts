// Where each page's Back leads (spec 1 §2, spec 2 §2), in one place: the in-app Back button and
// the pages' own back links ask here, so a target is written once. `place` ends the accessible
// name ("Back to menu"), the same in and out of the app: the same destination, the same words.
import type { OrderMode } from "../../../domain/basket/basket";
import { paths } from "../../paths";

export type BackTarget = { href: string; place: string };

export type BackFrom =
  /** The menu returns to restaurant selection, keeping the basket's search term. */
  | { page: "menu"; mode: OrderMode; searchTerm: string | null }
  /** Customise and bundle pages: the menu, or the basket when editing a basket line (?customId=). */
  | { page: "product"; mode: OrderMode; menuPath: string; editing: boolean }
  | { page: "basket"; menuPath: string }
  /** The reward screen and the sign-in steps (login, join, forgottenPassword, twoFactor, verifyMobile). */
  | { page: "loyalty" | "sign-in"; mode: OrderMode }
  /** Club members came to the details through their rewards. */
  | { page: "details"; mode: OrderMode; member: boolean }
  | { page: "update-details" | "payment"; mode: OrderMode };

export function backTarget(from: BackFrom): BackTarget {
  switch (from.page) {
    case "menu":
      return { href: paths.search(from.mode, { q: from.searchTerm }), place: "restaurants" };
    case "product":
      return from.editing ? basketOf(from.mode) : { href: from.menuPath, place: "menu" };
    case "basket":
      return { href: from.menuPath, place: "menu" };
    case "loyalty":
    case "sign-in":
      return basketOf(from.mode);
    case "details":
      return from.member ? { href: paths.loyalty(from.mode), place: "rewards" } : basketOf(from.mode);
    case "update-details":
    case "payment":
      return { href: paths.checkoutDetails(from.mode), place: "checkout details" };
  }
}

const basketOf = (mode: OrderMode): BackTarget => ({ href: paths.basket(mode), place: "basket" });
