// The close-iframe confirmation's answer (in-app): 'Save basket' holds the basket for an hour,
// 'Start over' empties it and goes to the start. The enhanced form stays on the page and then sends
// CLOSE_OOP; a plain form post redirects.
import { data, redirect } from "react-router";
import type { Route } from "./+types/app-close";
import { getApp } from "../context";
import { safeRedirect } from "../../domain/redirect";
import { appCloseForm } from "./app-close.server";
import { formObject } from "../forms/account.server";
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

export async function action({ request, context }: Route.ActionArgs) {
  const { services, session } = getApp(context);
  const parsed = appCloseForm.safeParse(formObject(await request.formData()));
  if (!parsed.success) return data({ ok: false as const, error: parsed.error.issues[0]!.message }, { status: 400 });
  const { intent, stay, redirectTo } = parsed.data;
  if (intent === "save") await services.baskets.hold(session.basketId);
  else await services.baskets.clear(session.basketId);
  if (stay) return data({ ok: true as const, intent });
  return redirect(intent === "save" ? safeRedirect(redirectTo) : paths.home());
}
