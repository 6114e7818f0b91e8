// POST /cookies: the visitor's cookie choice, from the banner's 'Accept cookies' (everything) or
// the cookie settings dialog (what is ticked); docs/decisions/019. The same service sets the cookie
// for /api/customer/acceptcookies. With JavaScript a choice that could not be saved (the network
// gone, the server refusing) is a message beside the banner or in the dialog, never the error page.
import { data, redirect } from "react-router";
import type { Route } from "./+types/cookies";
import { getApp } from "../context";
import { consentFromForm } from "../../domain/cookie-consent";
import { safeRedirect } from "../../domain/redirect";
import { cookieSettingsHref, paths } from "../paths";
import { revalidateUnlessFailed, sendOr } from "../lib/failed-action";

// A send that fails keeps the page (app/lib/failed-action.ts).
export const shouldRevalidate = revalidateUnlessFailed;

export async function loader() {
  return redirect(paths.home());
}

/** Said where the choice was made when it could not be saved. */
const COOKIE_CHOICE_FAILED = "We couldn’t save your cookie choice. Please try again.";

export async function action({ request, context }: Route.ActionArgs) {
  const app = getApp(context);
  const form = await request.formData();
  const consent = consentFromForm(form);
  if (!consent) {
    // A form changed on the way: nothing is saved; the banner or dialog says so, and without
    // JavaScript the settings page asks again.
    if (form.get("stay") === "1") return data({ saved: false as const, consent: null, failed: COOKIE_CHOICE_FAILED }, { status: 400 });
    return redirect(cookieSettingsHref(safeRedirect(form.get("redirectTo"))));
  }
  app.setCookie(app.services.cookies.consent(consent));
  // The enhanced banner and dialog (fetchers) stay on the page; a plain form post goes back where it came from.
  if (form.get("stay") === "1") return { saved: true as const, consent, failed: null };
  return redirect(safeRedirect(form.get("redirectTo")));
}

/**
 * The banner's and the dialog's fetchers post here from whatever page is open: a failure thrown to
 * an error boundary would replace that page, so it comes back as an answer they show.
 */
export function clientAction(args: Route.ClientActionArgs) {
  return sendOr(args, () => ({ saved: false as const, consent: null, failed: COOKIE_CHOICE_FAILED }));
}
