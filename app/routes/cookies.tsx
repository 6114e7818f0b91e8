// POST /cookies: the visitor's cookie choice, from the banner's 'Accept cookies' (everything) or
// the cookie settings dialog (what is ticked); docs/decisions/019. The same service sets the cookie
// for /api/customer/acceptcookies.
import { data, redirect } from "react-router";
import type { Route } from "./+types/cookies";
import { getApp } from "../context";
import { consentFromForm } from "../../domain/cookie-consent";
import { safeRedirect } from "../../domain/redirect";
import { paths } from "../paths";

export async function loader() {
  return redirect(paths.home());
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = getApp(context);
  const form = await request.formData();
  const consent = consentFromForm(form);
  if (!consent) throw data(null, { status: 400 });
  app.setCookie(app.services.cookies.consent(consent));
  // The enhanced banner and dialog (fetchers) stay on the page; a plain form post goes back where it came from.
  if (form.get("stay") === "1") return { saved: true, consent };
  return redirect(safeRedirect(form.get("redirectTo")));
}
