// The welcome dialog dismissed (docs/decisions/021): a POST from its 'Continue' (a fetcher with
// JavaScript, a form without), then back to the page it was shown on.
import { redirect } from "react-router";
import type { Route } from "./+types/welcome";
import { getApp } from "../context";
import { safeRedirect } from "../../domain/redirect";
import { paths } from "../paths";
import { personalPage } from "../forms/private-answers.server";
import { keepPageOnFailure, revalidateUnlessFailed } from "../lib/failed-action";

// A send that fails keeps the page (app/lib/failed-action.ts).
export const shouldRevalidate = revalidateUnlessFailed;
export const clientAction = (args: Route.ClientActionArgs) => keepPageOnFailure(args);

// Personal whoever asks: never kept by a cache (app/forms/private-answers.server.ts).
export const middleware: Route.MiddlewareFunction[] = [personalPage];

export async function loader() {
  return redirect(paths.home());
}

export async function action({ context, request }: Route.ActionArgs) {
  const app = getApp(context);
  await app.services.accounts.welcomeSeen(app.session.sessionId);
  const form = await request.formData();
  return redirect(safeRedirect(form.get("redirectTo"), paths.home()));
}
