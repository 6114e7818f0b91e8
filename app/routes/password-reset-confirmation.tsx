// After a password reset: every session of the account was signed out; log in with the new one.
import { Link } from "react-router";
import type { Route } from "./+types/password-reset-confirmation";
import { getApp } from "../context";
import type { OrderMode } from "../../domain/basket/basket";
import { paths } from "../paths";
import * as f from "../components/ui/form.css";
import { AccountPage } from "../components/accounts/account-page";
import { personalPage } from "../forms/private-answers.server";
import { revalidateUnlessFailed } from "../lib/failed-action";

// A send that fails keeps the page (app/lib/failed-action.ts).
export const shouldRevalidate = revalidateUnlessFailed;

// Personal whoever asks: never kept by a cache (app/forms/private-answers.server.ts).
export const middleware: Route.MiddlewareFunction[] = [personalPage];

export async function loader({ context, request }: Route.LoaderArgs) {
  const journey: OrderMode = new URL(request.url).searchParams.get("journey") === "delivery" ? "delivery" : "collection";
  return { journey, brandName: getApp(context).services.brand.name };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `Password changed | ${loaderData?.brandName ?? ""}` }];
}

export default function PasswordResetConfirmation({ loaderData }: Route.ComponentProps) {
  return (
    <AccountPage title="Your password has been changed">
      <p className={f.success} role="status">
        Your new password is saved. For your safety we have logged you out everywhere.
      </p>
      <p>
        <Link to={paths.checkoutLogin(loaderData.journey)}>Log in</Link>
      </p>
    </AccountPage>
  );
}
