// 'Change postcode' on the delivery pages (menu, basket, checkout details): the dialog's state from
// the address (`?postcode=change`, so it renders without JavaScript) and its form's answer. One use
// case answers it: services.journey.changeDeliveryPostcode (docs/decisions/020).
import { data, redirect } from "react-router";
import type { AppLoadContext } from "../context";
import type { BasketState } from "../../domain/basket/basket";
import { paths } from "../paths";
import { CHANGE_POSTCODE_INTENT } from "../components/search/change-postcode";
import { formIntent } from "./intent";

export interface ChangePostcodeState {
  /** The postcode the basket delivers to. */
  postcode: string;
  /** The dialog is open (`?postcode=change`). */
  open: boolean;
  /** Just changed (`?postcode=changed`): without JavaScript focus comes back to 'Change postcode'. */
  changed: boolean;
}

/** For a delivery basket with a quote: what the page shows of its postcode; null otherwise. */
export function changePostcodeState(request: Request, state: BasketState | undefined | null): ChangePostcodeState | null {
  if (!state || state.mode !== "delivery" || !state.delivery) return null;
  const asked = new URL(request.url).searchParams.get("postcode");
  return { postcode: state.delivery.postcode, open: asked === "change", changed: asked === "changed" };
}

/** Whether the form posted is the dialog's. */
export const isChangePostcode = (form: FormData) => formIntent(form) === CHANGE_POSTCODE_INTENT;

/**
 * The page's own address without the dialog's state (what success comes back to): with JavaScript
 * the request is the page's `.data` twin, which may carry the router's `_routes` in its query.
 */
export function pageAddress(request: Request, postcode: "changed" | null = null): string {
  const url = new URL(request.url);
  const q = new URLSearchParams(url.search);
  for (const key of ["postcode", "_routes", "index"]) q.delete(key);
  if (postcode) q.set("postcode", postcode);
  const search = q.toString();
  return `${url.pathname.replace(/\.data$/, "")}${search ? `?${search}` : ""}`;
}

/**
 * The dialog's form: the same page with the new quote (`?postcode=changed`), the delivery search for
 * a postcode this restaurant does not deliver to, or the dialog again with the message by the field.
 */
export async function changePostcodeAction(app: AppLoadContext, request: Request, form: FormData) {
  const entered = String(form.get("postcode") ?? "").slice(0, 100);
  const outcome = await app.services.journey.changeDeliveryPostcode(app.session.basketId, entered);
  switch (outcome.outcome) {
    case "kept":
      return redirect(pageAddress(request, "changed"));
    case "search":
      return redirect(paths.search("delivery", { q: outcome.postcode }));
    case "invalid":
    case "not-delivery":
      return data({ postcodeError: { message: outcome.message, value: entered } }, { status: 400 });
  }
}
